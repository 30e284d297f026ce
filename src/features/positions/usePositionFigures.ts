// What a position's page shows of it (spec §3): the listed tokens and their symbols, the USD value of what it holds and
// of its fees, the range's prices and the current one (each in either direction), formatted for the reader.
import type { Address } from 'viem';
import { useTranslation } from 'react-i18next';
import type { PositionDetails } from '../../chain/positionDetails';
import { usdPriceKey } from '../../data/dataApi';
import { useDataApi } from '../../data/useDataApi';
import { useUsdPrices } from '../../data/usdPrices';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { isFullRange, rangePrices, tickToPrice } from '../../lib/positions/rangePrice';

const sum = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a + b);

export function usePositionFigures(p: PositionDetails, chainId: number, inverted: boolean) {
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const { base, ready } = useDataApi();
  const token0 = tokens.get(chainId, p.token0);
  const token1 = tokens.get(chainId, p.token1);
  const symbol0 = tokens.symbol(chainId, p.token0);
  const symbol1 = tokens.symbol(chainId, p.token1);
  const { prices } = useUsdPrices(
    base,
    [
      { chainId, address: p.token0 },
      { chainId, address: p.token1 },
    ],
    ready,
  );
  /** The USD value of `amount` of `token`, once its price and decimals are known. */
  const usd = (token: Address, decimals: number | undefined, amount: bigint | null): number | undefined => {
    const price = prices[usdPriceKey(chainId, token)];
    return price === undefined || decimals === undefined || amount === null
      ? undefined
      : (Number(amount) / 10 ** decimals) * price;
  };
  const amount = (raw: bigint, decimals: number | undefined) =>
    decimals === undefined ? raw.toString() : format.tokenAmount(raw, decimals);
  const [baseSymbol, quoteSymbol] = inverted ? [symbol1, symbol0] : [symbol0, symbol1];
  const priceText = (price: number) =>
    t('positions.priceUnit', {
      price: format.amount(price, { significantDigits: 5 }),
      quote: quoteSymbol,
      base: baseSymbol,
    });
  const concentrated = p.tickLower !== null && p.tickUpper !== null && p.tickSpacing !== null;
  const range =
    concentrated && token0 && token1
      ? rangePrices(p.tickLower!, p.tickUpper!, token0.decimals, token1.decimals, inverted)
      : undefined;
  const current =
    p.currentTick !== null && token0 && token1
      ? tickToPrice(p.currentTick, token0.decimals, token1.decimals, inverted)
      : p.version === 'v2' && token0 && token1 && p.amount0 > 0n
        ? (Number(p.amount1) / 10 ** token1.decimals / (Number(p.amount0) / 10 ** token0.decimals)) **
          (inverted ? -1 : 1)
        : undefined;
  return {
    token0,
    token1,
    symbol0,
    symbol1,
    usd,
    amount,
    priceText,
    value: sum(usd(p.token0, token0?.decimals, p.amount0), usd(p.token1, token1?.decimals, p.amount1)),
    fees: sum(usd(p.token0, token0?.decimals, p.fees0), usd(p.token1, token1?.decimals, p.fees1)),
    concentrated,
    full: !concentrated || isFullRange(p.tickLower!, p.tickUpper!, p.tickSpacing!),
    range,
    current,
  };
}

export type PositionFigures = ReturnType<typeof usePositionFigures>;
