// Issue 34: the one token button of every trade screen (swap, limit, new position, add liquidity, buy): the token's
// logo with the network badge at its corner, the symbol and a chevron; it opens the token selector.
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { ChevronDownIcon } from './icons';
import { NetworkBadge } from './NetworkBadge';
import { TokenLogo, type TokenLogoToken } from './TokenLogo';

const LOGO = 24;

const logoWithBadge = css({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
const symbolText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export type TokenButtonProps = {
  /** The accessible name, with the picked token's symbol ("Token to sell: ETH"). */
  label: string;
  token: TokenLogoToken | undefined;
  /** The network the token lives on: its badge sits at the logo's corner. */
  chain: { chainId: number; name: string } | undefined;
  /** What the button says with no token picked. */
  placeholder: string;
  onClick: () => void;
  /** Stretches to its container with the chevron at the far end (a form field) instead of hugging its content. */
  wide?: boolean;
  tone?: 'ghost' | 'accent';
  disabled?: boolean;
};

export function TokenButton(props: TokenButtonProps) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      className={cx(
        button({ size: props.wide ? 'md' : 'sm', ...(props.tone ? { tone: props.tone } : {}) }),
        css({ gap: '2', minW: '0', flexShrink: 0 }),
        // a form's field (limit, new position, buy): bounded like the inputs beside it, not floating text
        props.wide &&
          css({
            justifyContent: 'space-between',
            w: 'full',
            border: '1px solid',
            borderColor: 'border',
            bg: 'surface',
            _hover: { bg: 'surface.hover' },
          }),
      )}
      onClick={props.onClick}
    >
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
        {props.token && (
          <span className={logoWithBadge}>
            <TokenLogo token={props.token} size={LOGO} decorative />
            {props.chain && <NetworkBadge chain={props.chain} size={12} />}
          </span>
        )}
        <span className={symbolText}>{props.token?.symbol ?? props.placeholder}</span>
      </span>
      <ChevronDownIcon size="sm" />
    </button>
  );
}
