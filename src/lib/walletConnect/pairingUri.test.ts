import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPairingUri } from './pairingUri';

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9';
const KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const V2 = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1893456000`;

describe('checkPairingUri', () => {
  it('should accept a v2 pairing URI as a scanner or a paste gives it', () => {
    for (const text of [V2, `  ${V2}\n`, V2.replace('wc:', 'wc://'), encodeURIComponent(V2)]) {
      expect(checkPairingUri(text)).toMatchObject({ ok: true, topic: TOPIC });
    }
  });

  it('should say a v1 URI is an unsupported v1 connection', () => {
    const v1 =
      'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=41791102999c339c844880b23950704cc43aa840f3739e365323cda4dfa89e7a';
    expect(checkPairingUri(v1)).toEqual({ ok: false, reason: 'unsupportedV1Connection' });
  });

  it('should say anything else is an invalid QR code', () => {
    for (const text of [
      '',
      'https://app.example/connect',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      `wc:${TOPIC}@3?relay-protocol=irn&symKey=${KEY}`,
      `wc:${TOPIC}@2?relay-protocol=irn`,
      `wc:${TOPIC}@2?symKey=${KEY}`,
      `wc:not-a-topic@2?relay-protocol=irn&symKey=${KEY}`,
      `wc:${TOPIC}@2?relay-protocol=irn&symKey=short`,
      'wc%3A%E0%A4%A',
    ]) {
      expect(checkPairingUri(text)).toEqual({ ok: false, reason: 'invalidQrCode' });
    }
  });

  it('should never throw, and accept only URIs naming a 32-byte topic and key', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const check = checkPairingUri(text);
        if (check.ok) expect(check.topic).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[0-9a-f]{64}$/), (topic, key) => {
        expect(checkPairingUri(`wc:${topic}@2?relay-protocol=irn&symKey=${key}`)).toMatchObject({ ok: true, topic });
      }),
    );
  });
});
