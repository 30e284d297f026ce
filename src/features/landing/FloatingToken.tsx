import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { TokenListToken } from '../../data/tokenList';
import { formatPercent } from '../../lib/numberFormat';
import type { PlacedToken } from './floatingTokenLayout';

const tokenLink = css({
  position: 'absolute',
  borderRadius: 'full',
  opacity: 'var(--token-opacity)',
  filter: 'var(--token-blur)',
  animation: 'tokenFloat var(--float-duration) ease-in-out infinite',
  animationDelay: 'var(--enter-delay)',
  transition: 'filter 200ms, opacity 200ms',
  _hover: { filter: 'none', opacity: 1, zIndex: 2 },
  _focusVisible: {
    filter: 'none',
    opacity: 1,
    outline: '3px solid',
    outlineColor: 'accent',
    outlineOffset: '3px',
    zIndex: 2,
  },
  _motionReduce: { animation: 'none' },
});

const tooltip = css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  px: '2',
  py: '1',
  borderRadius: 'md',
  bg: 'surface.raised',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  fontSize: 'xs',
  boxShadow: 'md',
  visibility: 'hidden',
  '.floating-token:hover &, .floating-token:focus-visible &': { visibility: 'visible' },
});

export type FloatingTokenProps = { placed: PlacedToken<TokenListToken>; chainSlug: string };

function formatPriceChange(change: number | null | undefined, locale: string): string | undefined {
  if (change === null || change === undefined) return undefined;
  return formatPercent(change, locale, { signed: true, minimumFractionDigits: 0 });
}

const scenery = css({ pointerEvents: 'none' });

/** One floating token: opens its details on click; shows symbol and price change on hover or focus. */
export function FloatingToken({ placed, chainSlug }: FloatingTokenProps) {
  const { t, i18n } = useTranslation();
  const { token } = placed;
  const style = {
    left: placed.x - placed.size / 2,
    top: placed.y - placed.size / 2,
    width: placed.size,
    height: placed.size,
    '--float-duration': `${placed.floatSeconds.toFixed(2)}s`,
    '--enter-delay': `${placed.entranceDelaySeconds.toFixed(2)}s`,
    '--token-opacity': placed.inCentralBand ? 0.35 : 0.85,
    '--token-blur': placed.inCentralBand ? 'blur(6px)' : 'blur(1px)',
  } as CSSProperties;
  const change = formatPriceChange(token.extensions?.priceChange24h, i18n.language);
  const logo = (
    <img
      src={token.logoURI}
      alt=""
      width={placed.size}
      height={placed.size}
      draggable={false}
      className={css({
        w: 'full',
        h: 'full',
        borderRadius: 'full',
        boxShadow: '0 0 24px var(--token-color)',
        // the entrance runs on the logo: the link keeps its own opacity and blur, so both animations stay composited
        animation: 'tokenEnter 600ms ease-out both',
        animationDelay: 'var(--enter-delay)',
        _motionReduce: { animation: 'none' },
      })}
      style={{ '--token-color': token.extensions?.color ?? 'transparent' } as CSSProperties}
    />
  );
  // Over the central band, behind the card (a phone's whole width): scenery, not a control a tap would reach by accident
  // through the card's fields (issue 34: no control over another).
  if (placed.reachesCentralBand)
    return (
      <span aria-hidden="true" className={`floating-token ${tokenLink} ${scenery}`} style={style}>
        {logo}
      </span>
    );
  return (
    <Link
      to="/explore/tokens/$chainName/$tokenAddress"
      params={{ chainName: chainSlug, tokenAddress: token.address }}
      aria-label={t('landing.tokenLabel', { symbol: token.symbol })}
      className={`floating-token ${tokenLink}`}
      style={style}
    >
      {logo}
      <span className={tooltip} aria-hidden="true">
        <strong>{token.symbol}</strong> {change ?? t('landing.noPriceChange')}
      </span>
    </Link>
  );
}
