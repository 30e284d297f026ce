import { useState } from 'react';
import { css } from '#styled-system/css';

/** A token-list entry or anything shaped like one (chainId is optional: the logo needs only address and symbol). */
export type TokenLogoToken = { chainId?: number; address: string; symbol: string; logoURI?: string };

export type TokenLogoProps = {
  token: TokenLogoToken;
  /** Width and height in CSS pixels (set on the element, so nothing shifts when the image arrives). */
  size?: number;
  /** True where the symbol is written beside the logo: the image is then decorative (alt=""). */
  decorative?: boolean;
};

const round = css({
  display: 'inline-block',
  verticalAlign: 'middle',
  borderRadius: 'full',
  flexShrink: 0,
  objectFit: 'cover',
});
const fallback = css({
  display: 'inline-flex',
  verticalAlign: 'middle',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  flexShrink: 0,
  color: 'white',
  fontWeight: 'bold',
  lineHeight: 1,
  userSelect: 'none',
  overflow: 'hidden',
  // drawn, not written: the initials are no text of the row the logo sits in (copying, find, a row's name)
  _before: { content: 'attr(data-initials)' },
});

/** A hue from the address's bytes, so the same token always gets the same colour (any case, with or without 0x). */
export function fallbackHue(address: string): number {
  const hex = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^0-9a-f]/g, '');
  let hash = 0;
  for (const char of hex) hash = (hash * 31 + parseInt(char, 16)) % 360_000;
  return hash % 360;
}

/** The fallback's background: dark enough that white initials keep WCAG AA contrast at any hue. */
export function fallbackColor(address: string): string {
  return `hsl(${fallbackHue(address)} 65% 28%)`;
}

/** Up to two letters or digits of the symbol, upper-cased ("WETH" -> "WE", "1inch" -> "1I", "" -> "?"). */
export function symbolInitials(symbol: string): string {
  const letters = [...symbol.normalize('NFC')].filter((char) => /[\p{L}\p{N}]/u.test(char));
  return letters.length === 0 ? '?' : letters.slice(0, 2).join('').toUpperCase();
}

/**
 * A token's logo from its token-list logoURI; when there is none or it fails to load, its initials on a colour
 * derived from its address: never a broken image.
 */
export function TokenLogo({ token, size = 24, decorative = false }: TokenLogoProps) {
  const [failedUri, setFailedUri] = useState<string | null>(null);
  const uri = token.logoURI;
  if (uri && failedUri !== uri) {
    return (
      <img
        className={round}
        src={uri}
        alt={decorative ? '' : token.symbol}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ width: size, height: size }}
        onError={() => setFailedUri(uri)}
      />
    );
  }
  const initials = symbolInitials(token.symbol);
  return (
    <span
      className={fallback}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': token.symbol })}
      style={{
        width: size,
        height: size,
        background: fallbackColor(token.address),
        fontSize: Math.max(8, Math.round(size * (initials.length > 1 ? 0.38 : 0.5))),
      }}
      data-initials={initials}
    />
  );
}
