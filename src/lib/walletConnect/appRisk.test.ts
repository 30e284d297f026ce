import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appRiskOf, domainsToScreen, isRisky } from './appRisk';
import type { AppMetadata, AppVerification } from './apps';

const app = (url: string): AppMetadata => ({ name: 'App', url, description: '' });
const verified = (origin: string, validation: AppVerification['validation'], isScam?: boolean): AppVerification => ({
  origin,
  validation,
  ...(isScam !== undefined && { isScam }),
});

describe('appRiskOf', () => {
  it('should flag an app when the screening flags the website it claims', () => {
    const risk = appRiskOf(app('https://app.drainer.example/swap'), undefined, { 'app.drainer.example': true });
    expect(risk).toEqual({ flagged: ['app.drainer.example'], unchecked: false });
    expect(isRisky(risk)).toBe(true);
  });

  it('should warn when the proposal came from another website than the app claims', () => {
    const risk = appRiskOf(app('https://dapp.example'), verified('https://evil.example', 'INVALID'), {
      'dapp.example': false,
      'evil.example': false,
    });
    expect(risk).toEqual({
      flagged: [],
      mismatch: { claimed: 'dapp.example', origin: 'https://evil.example' },
      unchecked: false,
    });
    expect(isRisky(risk)).toBe(true);
  });

  it('should flag the origin the verify context calls a scam, and count an unanswered screening as unchecked', () => {
    const risk = appRiskOf(app('https://dapp.example'), verified('https://dapp.example', 'VALID', true), undefined);
    expect(risk).toEqual({ flagged: ['dapp.example'], unchecked: true });
  });

  it('should not warn about a verified app the screening clears', () => {
    const risk = appRiskOf(app('https://dapp.example'), verified('https://dapp.example', 'VALID'), {
      'dapp.example': false,
    });
    expect(isRisky(risk)).toBe(false);
    expect(risk.unchecked).toBe(false);
  });

  it('should screen only http(s) host names, once each, whatever an app claims as its URL', () => {
    const url = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('https://', 'http://', 'javascript:', 'wc:', 'ftp://'),
          fc.string(),
          fc.constantFrom('', ':8080', '/a?b#c'),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(url, fc.option(url, { nil: undefined }), (claimed, origin) => {
        const domains = domainsToScreen(app(claimed), origin ? verified(origin, 'UNKNOWN') : undefined);
        expect(new Set(domains).size).toBe(domains.length);
        for (const domain of domains) expect(domain).not.toMatch(/[/:@?#\s]/);
        // a screening that was not answered is never an all-clear
        expect(appRiskOf(app(claimed), undefined, undefined).unchecked).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
