// How the swap form reads typed amounts and shows token amounts (spec §2 "Swap form").
import { formatUnits, parseUnits } from 'viem';

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

/** A token amount for reading: grouped, up to 8 significant digits. */
export const displayAmount = (value: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 8 }).format(Number(formatUnits(value, decimals)));
