import type { EIP1193Provider } from 'viem';
import { describe, expect, it } from 'vitest';
import { getAtomicCapabilities } from './walletCapabilities';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const answering = (answer: () => unknown) => ({ request: async () => answer() }) as unknown as EIP1193Provider;

describe('getAtomicCapabilities', () => {
  it('should read each chain’s atomic status and count a chain the wallet left out as unsupported', async () => {
    const provider = answering(() => ({ '0x7a69': { atomic: { status: 'ready' } }, '0x7a6a': { atomic: {} } }));
    expect(await getAtomicCapabilities(provider, ACCOUNT, [31337, 31338, 1])).toEqual({
      31337: 'ready',
      31338: 'unsupported',
      1: 'unsupported',
    });
  });

  it('should count every chain as unsupported when the wallet cannot answer (spec §8)', async () => {
    const provider = answering(() => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 });
    });
    expect(await getAtomicCapabilities(provider, ACCOUNT, [31337])).toEqual({ 31337: 'unsupported' });
  });
});
