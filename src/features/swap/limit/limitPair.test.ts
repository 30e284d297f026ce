import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LimitPair, openingLimitPair, pickLimitToken, readLastLimitPair, rememberLimitPair } from './limitPair';

const WETH = '0x00000000000000000000000000000000000000aa';
const USDC = '0x00000000000000000000000000000000000000bb';
const RFX = '0x00000000000000000000000000000000000000cc';
const TOKENS = [
  { address: USDC, symbol: 'USDC' },
  { address: RFX, symbol: 'RFX' },
  { address: WETH, symbol: 'WETH' },
];

/** An in-memory Storage: what localStorage does, for one test. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the pair /limit opens with', () => {
  it('should sell WETH for USDC when no pair was used, so the price reads in USDC per WETH', () => {
    expect(openingLimitPair(TOKENS, WETH, undefined)).toEqual({ sell: WETH, buy: USDC });
  });

  it('should open the pair last used on the chain, and not one of another chain', () => {
    const storage = memoryStorage();
    rememberLimitPair(storage, 31337, { sell: RFX, buy: WETH });
    expect(openingLimitPair(TOKENS, WETH, readLastLimitPair(storage, 31337))).toEqual({ sell: RFX, buy: WETH });
    expect(openingLimitPair(TOKENS, WETH, readLastLimitPair(storage, 31338))).toEqual({ sell: WETH, buy: USDC });
  });

  it('should fall back to WETH for USDC when a kept pair names a token no longer offered or the storage is garbage', () => {
    const storage = memoryStorage();
    rememberLimitPair(storage, 1, { sell: '0x00000000000000000000000000000000000000dd', buy: USDC });
    expect(openingLimitPair(TOKENS, WETH, readLastLimitPair(storage, 1))).toEqual({ sell: WETH, buy: USDC });
    storage.setItem('sluice.limit.lastPair', '{not json');
    expect(readLastLimitPair(storage, 1)).toBeUndefined();
  });
});

describe('picking a token for /limit', () => {
  it('should swap the sides when the token picked is the one the other side holds', () => {
    expect(pickLimitToken({ sell: WETH, buy: USDC }, 'sell', USDC)).toEqual({ sell: USDC, buy: WETH });
    expect(pickLimitToken({ sell: WETH, buy: USDC }, 'buy', RFX)).toEqual({ sell: WETH, buy: RFX });
  });

  it('should never leave both sides on one token, whatever is picked', () => {
    const address = fc.constantFrom(WETH, USDC, RFX);
    fc.assert(
      fc.property(address, address, fc.constantFrom<keyof LimitPair>('sell', 'buy'), address, (sell, buy, side, picked) => {
        fc.pre(sell !== buy);
        const next = pickLimitToken({ sell, buy }, side, picked);
        expect(next[side]).toBe(picked);
        expect(next.sell).not.toBe(next.buy);
      }),
    );
  });
});
