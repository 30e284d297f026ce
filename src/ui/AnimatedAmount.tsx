// spec §9, issue 34: an amount whose digits roll when it changes (the swap card's balances), with number-flow loaded
// after the first paint: until it arrives, and for assistive technology and tests always, the plain text is what is
// read. number-flow keeps still under prefers-reduced-motion.
import type { Format } from '@number-flow/react';
import { type CSSProperties, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';

const NumberFlow = lazy(() => import('@number-flow/react'));

/**
 * spec §9: a balance's digits fade over 250 ms after a 310 ms delay and roll over 250 ms; every animated balance (the
 * swap card's, the account drawer's total) takes these. number-flow keeps still under prefers-reduced-motion.
 */
export const BALANCE_DIGIT_TIMING = {
  opacityTiming: { duration: 250, easing: 'ease-out', delay: 310 },
  transformTiming: { duration: 250, easing: 'ease-out' },
  spinTiming: { duration: 250, easing: 'ease-out' },
} as const;

/**
 * The style that makes each of number-flow's digit cells `px` high at any font size: number-flow draws a digit one
 * em high (line-height 1) with half its mask height above and below, so the mask height is what is left of `px`.
 */
export const digitHeightStyle = (px: number): CSSProperties =>
  ({ '--number-flow-mask-height': `calc(${px}px - 1em)` }) as CSSProperties;
/** Marks where the amount sits in a translated sentence ("Balance: {{amount}}"). */
export const AMOUNT_MARK = '\uE000';

export type AnimatedAmountProps = {
  /** The whole sentence as read, with the amount formatted ("Balance: 1.2345"). */
  text: string;
  /** The same sentence with AMOUNT_MARK in place of the amount. */
  template: string;
  value: number;
  /** The Intl options that format `value` as `text` does. */
  format: Format;
};

export function AnimatedAmount(props: AnimatedAmountProps) {
  const { i18n } = useTranslation();
  const [before, after] = props.template.split(AMOUNT_MARK);
  if (after === undefined || !Number.isFinite(props.value)) return <>{props.text}</>;
  return (
    <Suspense fallback={props.text}>
      <span className={css({ srOnly: true })}>{props.text}</span>
      <span aria-hidden="true">
        {before}
        <NumberFlow
          value={props.value}
          locales={i18n.language}
          format={props.format}
          {...BALANCE_DIGIT_TIMING}
          respectMotionPreference
        />
        {after}
      </span>
    </Suspense>
  );
}
