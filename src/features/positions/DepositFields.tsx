// The amounts of a deposit (spec §5): one field per token, the side typed and the side the range or the pair's ratio
// computes, a side the range does not take disabled at 0, each with the wallet's balance. Shared by creating a
// position (v2, v3, v4) and adding to one.
import { useTranslation } from 'react-i18next';
import { positionStyles as s } from './positionStyles';

export type DepositField = {
  key: string;
  symbol: string;
  value: string;
  /** The range does not take this side at the price. */
  closed?: boolean;
  /** The balance as formatted, or '—'. */
  balance: string;
  onChange: (text: string) => void;
};

export function DepositFields(props: { fields: readonly DepositField[]; amountInvalid: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {props.fields.map((field) => (
        <label key={field.key} className={s.field}>
          <span>{t('createPosition.depositAmount', { symbol: field.symbol })}</span>
          <input
            className={s.input}
            inputMode="decimal"
            disabled={field.closed}
            value={field.closed ? '0' : field.value}
            onChange={(event) => field.onChange(event.target.value)}
          />
          <span className={s.note}>
            {field.closed
              ? t('createPosition.sideNotNeeded', { symbol: field.symbol })
              : t('createPosition.balance', { amount: field.balance })}
          </span>
        </label>
      ))}
      {props.amountInvalid && (
        <p role="alert" className={s.alert}>
          {t('createPosition.invalidAmount')}
        </p>
      )}
    </>
  );
}
