import { describe, expect, it } from 'vitest';
import type { Trade } from '../../../workers/routing/types';
import { lpFeeShare, symbolIn, tradeRate } from './tradeDetails';

const USDC = '0x00000000000000000000000000000000000000a1';
const WETH = '0x00000000000000000000000000000000000000b2';

describe('symbolIn', () => {
  it('should name a listed token by its symbol in any case and cut an unknown address short', () => {
    const symbolOf = symbolIn([{ address: USDC, symbol: 'USDC' }]);
    expect(symbolOf(USDC.toUpperCase().replace('0X', '0x'))).toBe('USDC');
    expect(symbolOf(WETH)).toBe('0x0000…');
  });
});

describe('tradeRate', () => {
  it('should price one whole input token in output tokens across decimals', () => {
    expect(tradeRate(10n ** 18n, 3_000n * 10n ** 6n, { decimals: 18 }, { decimals: 6 })).toBe(3000);
  });
});

describe('lpFeeShare', () => {
  it('should take no fee on a wrap and the pools fees along a split route', () => {
    const hop = (fee: number) => ({ kind: 'pool', pool: { fee } });
    const trade = {
      routes: [
        { percent: 50, route: { hops: [hop(3000)] } },
        { percent: 50, route: { hops: [hop(500), hop(500)] } },
      ],
    } as unknown as Trade;
    expect(lpFeeShare(trade, 'wrap')).toBe(0);
    expect(lpFeeShare(trade, 'swap')).toBeCloseTo(0.5 * 0.003 + 0.5 * (1 - 0.9995 ** 2), 12);
  });
});
