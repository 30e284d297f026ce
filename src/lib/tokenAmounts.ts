// How amount fields read typed amounts and show token amounts (spec §2 "Swap form", §5 send amounts).
import { formatUnits, parseUnits } from 'viem';
import type { TokenAmountOptions } from './numberFormat';

/** Parses a typed amount in a token's units; undefined for anything that is not a positive amount it can hold. */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  const value = parseUnits(text, decimals);
  return value > 0n ? value : undefined;
}

/** An amount as a plain decimal (no grouping, so the field can be edited), cut to `digits` significant digits. */
export function editableAmount(value: bigint, decimals: number, digits = 8): string {
  const text = formatUnits(value, decimals);
  const [whole, fraction = ''] = text.split('.');
  if (fraction === '') return whole!;
  const kept =
    whole !== '0'
      ? fraction.slice(0, Math.max(0, digits - whole!.length))
      : fraction.slice(0, fraction.match(/^0*/)![0].length + digits);
  const trimmed = kept.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}

/** How the swap screen shows a token amount: 8 significant digits (whole units always in full). */
export const AMOUNT_SHOWN: TokenAmountOptions = { significantDigits: 8 };
/** A minimum received is cut down, so the figure shown never promises more than the chain's minimum. */
export const MINIMUM_SHOWN: TokenAmountOptions = { significantDigits: 8, rounding: 'down' };
/** A maximum sold is cut up, so the figure shown never understates what the chain may take. */
export const MAXIMUM_SHOWN: TokenAmountOptions = { significantDigits: 8, rounding: 'up' };
