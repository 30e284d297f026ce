// The new position's price (issue 27; spec §5 "initial price"): an existing pool's own, or for a pool the mint creates
// the price typed as B per A, and the market price from the indexer's USD prices to warn when the typed one is far.
// The tick the range presets centre on is exact (TickMath), from the pool's slot0 or the typed price.
import { useState } from 'react';
import type { Address } from 'viem';
import { NATIVE_CURRENCY } from '../../../../contract/poolKey';
import { usdPriceKey } from '../../../data/dataApi';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useDataApi } from '../../../data/useDataApi';
import { useUsdPrices } from '../../../data/usdPrices';
import { initialPriceFarFromMarket } from '../../../lib/positions/createPosition';
import { sqrtPriceToPrice, tickAtSqrtPrice } from '../../../lib/positions/rangePrice';
import { parseDecimal, sqrtPriceX96ForPrice } from '../../../../workers/math/positionMath';
import type { PairSelection } from './usePairSelection';
import type { PoolChoice } from './usePoolChoice';

export function usePoolPrice(p: { chain: RuntimeChain; pair: PairSelection; pool: PoolChoice }) {
  const { chainId } = p.chain;
  const { pair, baseIsToken0, decimals0, decimals1 } = p.pair;
  const { exists, option } = p.pool;
  const { base, ready } = useDataApi();
  const [initialPriceText, setInitialPriceText] = useState('');
  const [farConfirmed, setFarConfirmed] = useState(false);

  // the market price of A in B, from the indexer's USD prices (native ETH priced as WETH)
  const weth = p.chain.contracts.WETH9 as Address | undefined;
  const priced = (address: Address) => ({ chainId, address: address === NATIVE_CURRENCY ? weth ?? address : address });
  const { prices } = useUsdPrices(base, pair ? [priced(pair.a), priced(pair.b)] : [], ready);
  const usd = (address: Address) => prices[usdPriceKey(chainId, priced(address).address)];
  const marketPrice = pair && usd(pair.a) && usd(pair.b) ? usd(pair.a)! / usd(pair.b)! : undefined;

  const typed = parseDecimal(initialPriceText);
  const sqrtPriceX96 = exists
    ? option!.sqrtPriceX96!
    : typed && typed.numerator > 0n
      ? sqrtPriceX96ForPrice(
          baseIsToken0 ? typed : { numerator: typed.denominator, denominator: typed.numerator },
          decimals0,
          decimals1,
        )
      : undefined;
  /** B per A at the pool's (or the typed) price, for display. */
  const currentPrice =
    sqrtPriceX96 === undefined ? undefined : sqrtPriceToPrice(sqrtPriceX96, decimals0, decimals1, !baseIsToken0);
  const tick = exists ? option!.tick! : sqrtPriceX96 !== undefined ? tickAtSqrtPrice(sqrtPriceX96) : 0;
  const far = !exists && initialPriceFarFromMarket(currentPrice ?? 0, marketPrice);

  return {
    initialPriceText,
    /** A new typed price asks again to confirm a far one. */
    setInitialPriceText: (text: string) => {
      setInitialPriceText(text);
      setFarConfirmed(false);
    },
    farConfirmed,
    setFarConfirmed,
    marketPrice,
    sqrtPriceX96,
    currentPrice,
    tick,
    far,
  };
}

export type PoolPrice = ReturnType<typeof usePoolPrice>;
