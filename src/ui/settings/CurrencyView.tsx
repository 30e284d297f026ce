import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons';
import { CURRENCIES, currencyDisplayName, type CurrencyCode } from '../../lib/currencies';
import { muted, row, scrollList } from './settingsStyles';

/** The display currencies to choose from, the active one checked. */
export function CurrencyView({
  currency,
  onChoose,
}: {
  currency: CurrencyCode;
  onChoose: (code: CurrencyCode) => Promise<void>;
}) {
  const { i18n } = useTranslation();
  return (
    <ul className={scrollList}>
      {CURRENCIES.map((c) => {
        const active = currency === c.code;
        return (
          <li key={c.code}>
            <button
              type="button"
              aria-current={active || undefined}
              className={row}
              onClick={() => void onChoose(c.code)}
            >
              <span>
                {c.code} <span className={muted}>{currencyDisplayName(c.code, i18n.language)}</span>
              </span>
              {active && <CheckIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
