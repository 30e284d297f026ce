// Swap settings (spec §5): slippage and deadline, their validation and warnings, and the limit a quote becomes.

/** Slippage in basis points; auto picks per trade, custom is what the trader typed. */
export type SlippageSetting = { mode: 'auto' } | { mode: 'custom'; bips: number };

export const AUTO_SLIPPAGE_BIPS = 50; // 0.5%
/** Above this the interface refuses the value (a hosted router's ceiling). */
export const MAX_SLIPPAGE_BIPS = 5000; // 50%
/** spec §5, §9: above 20% is very high and warns. */
export const VERY_HIGH_SLIPPAGE_BIPS = 2000;
/** Below this a trade is likely to fail as prices move ("slippage too low"). */
export const LOW_SLIPPAGE_BIPS = 5;

export const DEFAULT_DEADLINE_MINUTES = 30;
/** spec §5, §9: at most 3 days. */
export const MAX_DEADLINE_MINUTES = 3 * 24 * 60;
/** A deadline past a day is flagged: a stale trade can still execute long after the market moved. */
export const HIGH_DEADLINE_MINUTES = 24 * 60;

export type SlippageCheck =
  | { ok: true; bips: number; warning?: 'veryHigh' | 'low' }
  | { ok: false; problem: 'notPositive' | 'tooHigh' | 'invalid' };

/** Parses what the trader typed as a percentage ("0.5", "1,5"); up to two decimals. */
export function checkSlippageInput(input: string): SlippageCheck {
  const text = input.trim().replace(',', '.');
  if (!/^\d{0,2}(\.\d{0,2})?$/.test(text) || text === '' || text === '.') return { ok: false, problem: 'invalid' };
  const bips = Math.round(Number(text) * 100);
  if (bips <= 0) return { ok: false, problem: 'notPositive' };
  if (bips > MAX_SLIPPAGE_BIPS) return { ok: false, problem: 'tooHigh' };
  if (bips > VERY_HIGH_SLIPPAGE_BIPS) return { ok: true, bips, warning: 'veryHigh' };
  if (bips < LOW_SLIPPAGE_BIPS) return { ok: true, bips, warning: 'low' };
  return { ok: true, bips };
}

export type DeadlineCheck =
  | { ok: true; minutes: number; warning?: 'high' }
  | { ok: false; problem: 'notPositive' | 'tooLong' | 'invalid' };

export function checkDeadlineInput(input: string): DeadlineCheck {
  const text = input.trim();
  if (!/^\d{1,5}$/.test(text)) return { ok: false, problem: 'invalid' };
  const minutes = Number(text);
  if (minutes <= 0) return { ok: false, problem: 'notPositive' };
  if (minutes > MAX_DEADLINE_MINUTES) return { ok: false, problem: 'tooLong' };
  return minutes > HIGH_DEADLINE_MINUTES ? { ok: true, minutes, warning: 'high' } : { ok: true, minutes };
}

export function slippageBips(setting: SlippageSetting): number {
  return setting.mode === 'auto' ? AUTO_SLIPPAGE_BIPS : setting.bips;
}

/**
 * The bound a quote becomes under a slippage: the least output an exact-input trade accepts (rounded down) or the
 * most input an exact-output trade pays (rounded up).
 */
export function slippageLimit(quoted: bigint, tradeType: 'exactIn' | 'exactOut', bips: number): bigint {
  const b = BigInt(bips);
  if (tradeType === 'exactIn') return (quoted * (10_000n - b)) / 10_000n;
  return (quoted * (10_000n + b) + 9_999n) / 10_000n;
}

/** The deadline a transaction carries: chain time (the latest block's timestamp) plus the setting. */
export function deadlineFrom(latestBlockTimestamp: bigint, minutes: number): bigint {
  return latestBlockTimestamp + BigInt(minutes * 60);
}
