import NumberFlow from '@number-flow/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import type { CurrencyCode } from '../../lib/currencies';
import { formatFiat } from '../../lib/numberFormat';
import { BALANCE_DIGIT_TIMING, digitHeightStyle } from '../../ui/AnimatedAmount';

/** spec §9: balance digits 40 px high (the timing is every balance's, BALANCE_DIGIT_TIMING); the colour shows for 500 ms after a change. */
export const DIGIT_HEIGHT_PX = 40;
export const COLOR_INDICATION_MS = 500;

const total = css({ fontSize: '36px', lineHeight: '40px', fontWeight: 'semibold', transition: 'color 250ms' });
const up = css({ color: 'success' });
const down = css({ color: 'text.muted' });

/** The animated total (spec §4: digits animate; green on increase, grey on decrease for a limited time). */
export function TotalBalance({ value, currency }: { value: number | undefined; currency: CurrencyCode }) {
  const { t, i18n } = useTranslation();
  const previous = useRef(value);
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || value === undefined || before === value) return;
    setDirection(value > before ? 'up' : 'down');
    const timer = setTimeout(() => setDirection(null), COLOR_INDICATION_MS);
    return () => clearTimeout(timer);
  }, [value]);
  if (value === undefined) return <p className={total}>—</p>;
  const text = formatFiat(value, currency, i18n.language);
  return (
    <div className={cx(total, direction === 'up' && up, direction === 'down' && down)}>
      {/* the animated digits are decoration; assistive technology and tests read the plain figure */}
      <output aria-label={t('accountDrawer.totalValue')} className={css({ srOnly: true })}>
        {text}
      </output>
      <NumberFlow
        aria-hidden="true"
        value={value}
        locales={i18n.language}
        format={{ style: 'currency', currency }}
        style={digitHeightStyle(DIGIT_HEIGHT_PX)}
        {...BALANCE_DIGIT_TIMING}
        respectMotionPreference
      />
    </div>
  );
}
