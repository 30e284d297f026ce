// spec §2 "Landing page": the embedded swap widget, without the screen's header or footer, starting with the default
// chain's native coin; continuing opens /swap with the inputCurrency, outputCurrency, value, field and chain typed here.
import { css } from '#styled-system/css';
import { SwapForm } from './SwapForm';

export function SwapWidget() {
  return (
    <div className={css({ pointerEvents: 'auto', textAlign: 'start', mb: '6' })}>
      <SwapForm embedded />
    </div>
  );
}
