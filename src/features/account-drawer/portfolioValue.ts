// The drawer's value math, pure: token values from pool prices, conversion to the display currency, the rows a
// person sees under their settings (spec §5: small balances under 1 USD, unknown tokens, testnet mode).
import { formatUnits } from 'viem';
import type { CurrencyCode } from '../../lib/currencies';
import { formatFiat, formatNumber } from '../../lib/numberFormat';
import { usdPriceKey } from '../../data/dataApi';
import type { HoldingRow } from '../../data/portfolio';

/** spec §5 and §9: small balances are those under 1 USD. */
export const SMALL_BALANCE_USD = 1;

export type ValuedHolding = HoldingRow & { amount: number; priceUsd: number | null; valueUsd: number | null };

/** Whole-token amount of a raw balance (exact string conversion first, so 18-decimal balances keep their digits). */
export function tokenAmount(balance: bigint, decimals: number): number {
  return Number(formatUnits(balance, decimals));
}

/** USD value of a holding, or null when the token has no price (an "unknown" token). */
export function holdingValueUsd(balance: bigint, decimals: number, priceUsd: number | undefined): number | null {
  if (priceUsd === undefined || !Number.isFinite(priceUsd)) return null;
  return tokenAmount(balance, decimals) * priceUsd;
}

/** USD prices by token; native ETH is the zero address. */
export type PriceTable = Readonly<Record<string, number>>;

/** USD prices keyed as the indexer's `usdPrices` answers them. */
export const priceKey = usdPriceKey;

export function valueHoldings(rows: readonly HoldingRow[], prices: PriceTable): ValuedHolding[] {
  return rows
    .map((row) => ({
      ...row,
      amount: tokenAmount(BigInt(row.balance), row.decimals),
      priceUsd: prices[priceKey(row.chainId, row.address)] ?? null,
      valueUsd: holdingValueUsd(BigInt(row.balance), row.decimals, prices[priceKey(row.chainId, row.address)]),
    }))
    .sort((a, b) => (b.valueUsd ?? -1) - (a.valueUsd ?? -1) || b.amount - a.amount);
}

export type VisibilitySettings = { hideSmallBalances: boolean; hideUnknownTokens: boolean; testnetMode: boolean };

/**
 * The rows shown: held (non-zero) balances; small ones hidden when asked (never in testnet mode, where the toggle is
 * off), unknown (unpriced) ones hidden when asked. Until the prices have arrived (`pricesLoaded` false: loading, or
 * offline with none stored) no token is known to be unpriced, so none is hidden as unknown.
 */
export function visibleHoldings(
  rows: readonly ValuedHolding[],
  settings: VisibilitySettings,
  pricesLoaded = true,
): ValuedHolding[] {
  const hideSmall = settings.hideSmallBalances && !settings.testnetMode;
  return rows.filter((row) => {
    if (BigInt(row.balance) === 0n) return false;
    if (row.valueUsd === null) return !pricesLoaded || !settings.hideUnknownTokens;
    return !hideSmall || row.valueUsd >= SMALL_BALANCE_USD;
  });
}

/** Total USD of every priced holding (hidden rows still count: hiding is display, not ownership). */
export function totalValueUsd(rows: readonly ValuedHolding[]): number {
  return rows.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0);
}

/**
 * spec §7 portfolio change, shown in the display currency: "+2.5% ($12.00)"; the sign lives on the percent, whose
 * percent sign each translation places itself.
 */
export function formatChange(
  change: { percent: number; absoluteUsd: number },
  toDisplay: (usd: number) => number,
  currency: CurrencyCode,
  locale: string,
): { percent: string; amount: string; direction: 'up' | 'down' } {
  return {
    percent: formatNumber(change.percent, locale, { maximumFractionDigits: 2, signed: true }),
    amount: formatFiat(toDisplay(Math.abs(change.absoluteUsd)), currency, locale),
    direction: change.absoluteUsd >= 0 ? 'up' : 'down',
  };
}
