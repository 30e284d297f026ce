// spec §9: the swap card's amounts are set in 48-70 px type, shrinking as the amount grows so it fits its field.

/** spec §9 "amount font 48-70". */
export const AMOUNT_FONT_PX = { min: 48, max: 70 } as const;

/** A digit of the body font is about this share of its size wide (tabular figures, system-ui). */
const DIGIT_WIDTH_EM = 0.6;

/**
 * The font size (px) at which `characters` characters fit `fieldWidth` px, within spec §9's range: the largest size
 * while the amount is short, then smaller as it grows, never under the minimum (the field then scrolls).
 *
 * @example amountFontSize(3, 300); // 70
 */
export function amountFontSize(characters: number, fieldWidth: number): number {
  const fits = fieldWidth / (Math.max(1, characters) * DIGIT_WIDTH_EM);
  return Math.round(Math.min(AMOUNT_FONT_PX.max, Math.max(AMOUNT_FONT_PX.min, fits)));
}
