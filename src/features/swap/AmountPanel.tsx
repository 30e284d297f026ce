// spec §2 "Swap form": one side of the swap (sell or buy): the amount field, the token button that opens the selector,
// the amount's fiat value and the wallet's balance of the token, with "Max" on the sell side.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, mutedText, panel } from '#styled-system/recipes';
import { useFormatters } from '../../data/useFormatters';
import { TokenButton } from '../../ui/TokenButton';
import { AMOUNT_MARK, AnimatedAmount } from '../../ui/AnimatedAmount';
import type { Format } from '@number-flow/react';
import { formatUnits } from 'viem';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { amountFontSize } from '../../lib/swap/amountFontSize';
import type { ChainToken } from '../../data/chainTokens';
import { amountInput } from './swapStyles';

export type AmountPanelProps = {
  side: 'INPUT' | 'OUTPUT';
  text: string;
  token: ChainToken | undefined;
  /** The token's network, shown as the badge on the token button. */
  chain: { chainId: number; name: string } | undefined;
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

/** The balance's digits as format.tokenAmount writes them with AMOUNT_SHOWN (8 significant, every whole digit). */
const AMOUNT_FORMAT: Format = {
  maximumSignificantDigits: AMOUNT_SHOWN.significantDigits,
  maximumFractionDigits: 0,
  roundingPriority: 'morePrecision',
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
        <AnimatedAmount
          text={t('swapUi.balance', { amount: format.tokenAmount(balance, token.decimals, AMOUNT_SHOWN) })}
          template={t('swapUi.balance', { amount: AMOUNT_MARK })}
          value={Number(formatUnits(balance, token.decimals))}
          format={AMOUNT_FORMAT}
        />
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
        <TokenButton
          label={t(selling ? 'swapUi.tokenToSellIs' : 'swapUi.tokenToBuyIs', {
            symbol: token?.symbol ?? t('swapUi.none'),
          })}
          token={token}
          chain={props.chain}
          placeholder={t('swapUi.selectAToken')}
          tone={selling || token ? 'ghost' : 'accent'}
          onClick={props.onSelectToken}
        />
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
