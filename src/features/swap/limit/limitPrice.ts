// The /limit form's price text in either direction (buy per sell, or inverted: sell per buy), to and from the order's
// least output for the whole input. Bigint throughout; a price the amounts cannot express gives undefined.
import { formatUnits, parseUnits } from 'viem';

export type PriceTokens = { decimalsIn: number; decimalsOut: number };

export function limitOutputFromPrice(
  text: string,
  inputAmount: bigint,
  { decimalsIn, decimalsOut }: PriceTokens,
  inverted: boolean,
): bigint | undefined {
  let scaled: bigint;
  try {
    scaled = parseUnits(text.trim(), inverted ? decimalsIn : decimalsOut);
  } catch {
    return undefined;
  }
  if (scaled <= 0n || inputAmount <= 0n) return undefined;
  return inverted
    ? (inputAmount * 10n ** BigInt(decimalsOut)) / scaled
    : (scaled * inputAmount) / 10n ** BigInt(decimalsIn);
}

export function priceFromLimitOutput(
  limitOutput: bigint,
  inputAmount: bigint,
  { decimalsIn, decimalsOut }: PriceTokens,
  inverted: boolean,
): string {
  if (limitOutput <= 0n || inputAmount <= 0n) return '';
  const text = inverted
    ? formatUnits((inputAmount * 10n ** BigInt(decimalsOut)) / limitOutput, decimalsIn)
    : formatUnits((limitOutput * 10n ** BigInt(decimalsIn)) / inputAmount, decimalsOut);
  return trimDigits(text, 8);
}

/** At most `significant` significant digits after the point, so a price stays readable and editable. */
function trimDigits(text: string, significant: number): string {
  const [whole, fraction = ''] = text.split('.');
  if (!fraction) return whole!;
  const leadingZeros = whole === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0;
  const kept = fraction.slice(0, whole === '0' ? leadingZeros + significant : Math.max(0, significant - whole!.length));
  const trimmed = kept.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}
