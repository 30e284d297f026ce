// spec §2 "fiat checkout", §5 amounts: the amount to buy with (fiat, the currency's symbol before it, quick amounts)
// or to sell (the token's own units, its balance), and the token's button that opens the token selector.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { AmountInput } from '../../ui/AmountInput';
import { button, mutedText, panel } from '#styled-system/recipes';
import type { ChainToken } from '../../data/chainTokens';
import { TokenButton } from '../../ui/TokenButton';

export type CheckoutAmountFieldProps = {
  label: string;
  /** The token button's name, with the token's symbol. */
  tokenLabel: string;
  text: string;
  /** The fiat currency's symbol, shown before a fiat amount. */
  prefix?: string;
  token: ChainToken | undefined;
  /** The token's network, shown as the badge on the token button. */
  chain: { chainId: number; name: string } | undefined;
  onType: (text: string) => void;
  onSelectToken: () => void;
  /** Quick amounts: their labels and what each types. */
  quickAmounts?: readonly { label: string; text: string }[];
  /** A line under the field (the balance, the tokens a fiat amount buys). */
  note?: string;
  error?: string;
};

export function CheckoutAmountField(props: CheckoutAmountFieldProps) {
  const { t } = useTranslation();
  const { token } = props;
  return (
    <div className={panel()}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
        {props.prefix && (
          <span aria-hidden className={css({ fontSize: { base: '2xl', sm: '3xl' } })}>
            {props.prefix}
          </span>
        )}
        <AmountInput label={props.label} text={props.text} invalid={props.error !== undefined} onType={props.onType} />
        <TokenButton
          label={props.tokenLabel}
          token={token}
          chain={props.chain}
          placeholder={t('send.selectToken')}
          tone={token ? 'ghost' : 'accent'}
          onClick={props.onSelectToken}
        />
      </div>
      {props.quickAmounts && (
        <div
          role="group"
          aria-label={t('fiatCheckout.quickAmounts')}
          className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2' })}
        >
          {props.quickAmounts.map((quick) => (
            <button
              key={quick.text}
              type="button"
              aria-pressed={props.text === quick.text}
              className={button({ size: 'sm', tone: props.text === quick.text ? 'soft' : 'ghost' })}
              onClick={() => props.onType(quick.text)}
            >
              {quick.label}
            </button>
          ))}
        </div>
      )}
      {props.note && <p className={`${mutedText()} ${css({ fontSize: 'sm', mt: '1' })}`}>{props.note}</p>}
      {props.error && (
        <p role="alert" className={css({ color: 'critical', fontSize: 'sm', mt: '1' })}>
          {props.error}
        </p>
      )}
    </div>
  );
}
