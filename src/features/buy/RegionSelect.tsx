// spec §2 "region selection": the country the person buys or sells from (GetCountry's answer by default), named in
// the interface language; the fiat currency beside it when the providers there take more than one.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';

const select = css({
  minW: '0',
  maxW: 'full',
  h: '11',
  px: '2',
  bg: 'surface',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
});
const field = css({ display: 'grid', gap: '1', minW: '0', flex: '1 1 140px' });

export function RegionSelect(props: {
  country: string;
  countries: readonly string[];
  onCountry: (code: string) => void;
  currency: string | undefined;
  currencies: readonly { fiatCurrencyCode: string; displayName: string }[];
  onCurrency: (code: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
      <label className={field}>
        <span className={mutedText()}>{t('fiatCheckout.country')}</span>
        <select className={select} value={props.country} onChange={(e) => props.onCountry(e.target.value)}>
          {props.countries.map((code) => (
            <option key={code} value={code}>
              {nameOf(code)}
            </option>
          ))}
        </select>
      </label>
      {props.currencies.length > 1 && props.currency && (
        <label className={field}>
          <span className={mutedText()}>{t('fiatCheckout.currency')}</span>
          <select className={select} value={props.currency} onChange={(e) => props.onCurrency(e.target.value)}>
            {props.currencies.map((c) => (
              <option key={c.fiatCurrencyCode} value={c.fiatCurrencyCode}>
                {c.fiatCurrencyCode}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
