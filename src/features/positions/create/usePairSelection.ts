// The new position's pair (issue 27): the two tokens picked, the pool's currencies they make (v3 pools hold WETH, so
// native ETH pays the WETH side; v4 pools can hold native ETH itself) and which of them is the pool's token0.
import type { Address } from 'viem';
import { NATIVE_CURRENCY, sortCurrencies } from '../../../../contract/poolKey';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { type PairToken, usePairTokens, usePickedPair } from './pairTokens';

export function usePairSelection(p: {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  initialA?: string;
  initialB?: string;
}) {
  const pairTokens = usePairTokens(p.chain);
  const picked = usePickedPair(pairTokens, p.initialA, p.initialB);
  const { tokenA, tokenB } = picked;
  const weth = p.chain.contracts.WETH9 as Address | undefined;
  const poolCurrency = (token: PairToken): Address =>
    token.native ? (p.version === 'v4' ? NATIVE_CURRENCY : weth!) : token.address;
  const pair =
    tokenA && tokenB && poolCurrency(tokenA).toLowerCase() !== poolCurrency(tokenB).toLowerCase()
      ? { a: poolCurrency(tokenA), b: poolCurrency(tokenB) }
      : undefined;
  const [currency0, currency1] = pair ? sortCurrencies(pair.a, pair.b) : [undefined, undefined];
  // prices are typed as B per A: when A is the pool's token1 they are the pool's inverted
  const baseIsToken0 = !!pair && currency0 === pair.a;
  const token0 = baseIsToken0 ? tokenA : tokenB;
  const token1 = baseIsToken0 ? tokenB : tokenA;
  return {
    ...picked,
    pairTokens,
    pair,
    currency0,
    currency1,
    baseIsToken0,
    token0,
    token1,
    decimals0: token0?.decimals ?? 18,
    decimals1: token1?.decimals ?? 18,
    /** Which pool side native ETH pays (its WETH side on v3, its native currency on v4), if one of the pair is ETH. */
    nativeSide: (tokenA?.native ? (baseIsToken0 ? 0 : 1) : tokenB?.native ? (baseIsToken0 ? 1 : 0) : undefined) as
      | 0
      | 1
      | undefined,
    /** The label of a price in B per A. */
    priceSymbols: tokenA && tokenB ? { quote: tokenB.symbol, base: tokenA.symbol } : undefined,
  };
}

export type PairSelection = ReturnType<typeof usePairSelection>;
