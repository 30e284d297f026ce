// spec §2 "Swap form": one side of the swap (sell or buy): the amount field, the token button that opens the selector,
// the amount's fiat value and the wallet's balance of the token, with "Max" on the sell side.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, mutedText, panel } from '#styled-system/recipes';
import { useFormatters } from '../../data/useFormatters';
import { TokenLogo } from '../../ui/TokenLogo';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { amountFontSize } from '../../lib/swap/amountFontSize';
import type { ChainToken } from '../../data/chainTokens';
import { amountInput } from './swapStyles';

export type AmountPanelProps = {
  side: 'INPUT' | 'OUTPUT';
  text: string;
  token: ChainToken | undefined;
  balance: bigint | undefined;
  /** The amount's value in the display currency, formatted; empty when unknown. */
  fiat: string | undefined;
  autoFocus?: boolean;
  onType: (text: string) => void;
  onSelectToken: () => void;
  /** Only on the sell side, and only when the wallet holds some of the token. */
  onMax?: () => void;
  /** Why the amount cannot be typed here (a bridge quotes only what arrives for the amount sent); unset: editable. */
  readOnlyReason?: string;
};

/** The field's width, followed as the card resizes: the amount's type shrinks to fit it (spec §9: 48-70 px). */
function useFieldWidth() {
  const field = useRef<HTMLInputElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = field.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { field, width };
}

export function AmountPanel(props: AmountPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { side, token, balance } = props;
  const selling = side === 'INPUT';
  const { field, width } = useFieldWidth();
  const balanceText: ReactNode =
    balance !== undefined && token ? (
      <span className={mutedText()}>
        {t('swapUi.balance', { amount: format.tokenAmount(balance, token.decimals, AMOUNT_SHOWN) })}
      </span>
    ) : null;
  return (
    <div className={panel()}>
      <span className={mutedText()}>{selling ? t('swap.sell') : t('swap.buy')}</span>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input
          ref={field}
          style={{ fontSize: `${amountFontSize((props.text || '0').length, width ?? 300)}px` }}
          aria-label={selling ? t('swap.amountToSell') : t('swap.amountToBuy')}
          autoFocus={props.autoFocus}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={props.text}
          readOnly={props.readOnlyReason !== undefined}
          aria-describedby={props.readOnlyReason !== undefined ? `${side}-read-only` : undefined}
          onChange={(e) => props.onType(e.target.value.replace(',', '.'))}
          className={amountInput}
        />
        <button
          type="button"
          className={button(selling ? { size: 'sm' } : { size: 'sm', tone: token ? 'ghost' : 'accent' })}
          aria-label={t(selling ? 'swapUi.tokenToSellIs' : 'swapUi.tokenToBuyIs', {
            symbol: token?.symbol ?? t('swapUi.none'),
          })}
          onClick={props.onSelectToken}
        >
          {token && <TokenLogo token={token} size={20} decorative />}
          {token?.symbol ?? t('swapUi.selectAToken')}
        </button>
      </div>
      {props.readOnlyReason !== undefined && (
        <span id={`${side}-read-only`} className={`${mutedText()} ${css({ fontSize: 'sm' })}`}>
          {props.readOnlyReason}
        </span>
      )}
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <span className={mutedText()}>{props.fiat ?? ''}</span>
        {balanceText && selling ? (
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            {balanceText}
            {props.onMax && (
              <button type="button" className={button({ size: 'sm' })} onClick={props.onMax}>
                {t('swapUi.max')}
              </button>
            )}
          </span>
        ) : (
          balanceText
        )}
      </div>
    </div>
  );
}
