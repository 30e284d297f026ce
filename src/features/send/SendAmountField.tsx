// spec §2 "Send modal", §4 "Amount entry": the amount in fiat (display currency, 6 decimals) or in the token (its own
// decimals), the toggle between them (hidden in testnet mode), the token button, the balance and Max.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { SwitchIcon } from '../../ui/icons';
import { AmountInput } from '../../ui/AmountInput';
import { button, mutedText, panel } from '#styled-system/recipes';
import type { ChainToken } from '../../data/chainTokens';
import { useFormatters } from '../../data/useFormatters';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { TokenButton } from '../../ui/TokenButton';

export type SendAmountFieldProps = {
  text: string;
  inFiat: boolean;
  token: ChainToken | undefined;
  /** The token's network, shown as the badge on the token button. */
  chain: { chainId: number; name: string } | undefined;
  balance: bigint | undefined;
  /** The other unit's figure, formatted: the token amount when typing fiat, the fiat value when typing tokens. */
  converted: string | undefined;
  /** Offered when fiat entry is available and the token has a price. */
  onToggle?: () => void;
  onType: (text: string) => void;
  onSelectToken: () => void;
  /** spec §4: only when the balance is above 0 and the amount is not already all of it. */
  onMax?: () => void;
  /** The amount's problem in the catalogue's words. */
  error?: string;
};

export function SendAmountField(props: SendAmountFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { token, balance } = props;
  return (
    <div className={panel()}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        {props.inFiat && (
          <span aria-hidden className={css({ fontSize: { base: 'xl', sm: '2xl' } })}>
            {format.currency}
          </span>
        )}
        <AmountInput
          label={t('send.amount')}
          text={props.text}
          invalid={props.error !== undefined}
          onType={props.onType}
        />
        <TokenButton
          label={t('send.tokenButton', { symbol: token?.symbol ?? t('swapUi.none') })}
          token={token}
          chain={props.chain}
          placeholder={t('send.selectToken')}
          tone={token ? 'ghost' : 'accent'}
          onClick={props.onSelectToken}
        />
      </div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
        {props.onToggle && token ? (
          <button
            type="button"
            className={button({ size: 'sm', tone: 'ghost' })}
            aria-label={
              props.inFiat
                ? t('send.toggleToToken', { symbol: token.symbol })
                : t('send.toggleToFiat', { currency: format.currency })
            }
            onClick={props.onToggle}
          >
            {props.converted ? t('send.converted', { value: props.converted }) : <SwitchIcon size="sm" />}
          </button>
        ) : (
          <span className={mutedText()}>{props.converted ? t('send.converted', { value: props.converted }) : ''}</span>
        )}
        {balance !== undefined && token && (
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <span className={mutedText()}>
              {t('send.balance', {
                amount: format.tokenAmount(balance, token.decimals, AMOUNT_SHOWN),
                symbol: token.symbol,
              })}
            </span>
            {props.onMax && (
              <button type="button" className={button({ size: 'sm' })} onClick={props.onMax}>
                {t('send.max')}
              </button>
            )}
          </span>
        )}
      </div>
      {props.error && (
        <p role="alert" className={css({ color: 'critical', fontSize: 'sm' })}>
          {props.error}
        </p>
      )}
    </div>
  );
}
