import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWalletList, walletMatchName, type WalletOption } from './walletList';

const evm = (name: string, known = false): WalletOption => ({
  connectorId: `injected:${name}`,
  name,
  platform: 'evm',
  known,
});
const solana = (name: string): WalletOption => ({
  connectorId: `solana:${name}`,
  name,
  platform: 'solana',
  known: false,
});

describe('wallet list', () => {
  it('should match names lowercased and without a " wallet" suffix', () => {
    expect(walletMatchName('Phantom Wallet')).toBe(walletMatchName('phantom'));
  });

  it('should merge an EVM and a Solana wallet of the same name when there are exactly two', () => {
    const list = buildWalletList([solana('Phantom'), evm('Phantom Wallet')]);
    expect(list).toEqual([
      expect.objectContaining({
        connectorIds: ['injected:Phantom Wallet', 'solana:Phantom'],
        platforms: ['evm', 'solana'],
      }),
    ]);
  });

  it('should not merge when three wallets share the name', () => {
    const list = buildWalletList([evm('Phantom'), solana('Phantom'), { ...evm('phantom wallet'), connectorId: 'x' }]);
    expect(list).toHaveLength(3);
  });

  it('should not merge two EVM wallets of the same name', () => {
    expect(buildWalletList([evm('Rabby'), { ...evm('Rabby'), connectorId: 'injected:other' }])).toHaveLength(2);
  });

  it('should list the known connectors first and the recent unknown one first among the rest', () => {
    const list = buildWalletList([evm('A'), evm('B'), evm('Sluice', true), evm('C')], 'injected:C');
    expect(list.map((e) => e.name)).toEqual(['Sluice', 'C', 'A', 'B']);
    expect(list[1]!.recent).toBe(true);
  });

  it('should keep every connector exactly once whatever the wallets announce', () => {
    const option = fc.record({
      name: fc.constantFrom('Phantom', 'phantom wallet', 'Rabby', 'MetaMask', 'Sluice'),
      platform: fc.constantFrom('evm' as const, 'solana' as const),
      known: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), fc.nat(8), (raw, recent) => {
        const options = raw.map((o, i) => ({ ...o, connectorId: `c${i}` }));
        const list = buildWalletList(options, `c${recent}`);
        const ids = list.flatMap((e) => e.connectorIds).sort();
        expect(ids).toEqual(options.map((o) => o.connectorId).sort());
        const firstUnknown = list.findIndex((e) => !e.known);
        if (firstUnknown >= 0 && list.some((e) => !e.known && e.recent)) expect(list[firstUnknown]!.recent).toBe(true);
        expect(list.filter((e) => e.connectorIds.length > 1).every((e) => e.platforms.join() === 'evm,solana')).toBe(
          true,
        );
      }),
    );
  });
});
