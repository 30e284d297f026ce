// spec §2 "Landing page": the embedded swap widget, without the screen's header or footer, starting with the default
// chain's native coin; continuing opens /swap with the inputCurrency, outputCurrency, value, field and chain typed here.
// The landing page stays light (the frame's JavaScript budget): this shell needs no chain code, and the real form
// (viem, the routing worker, pool snapshots) loads the moment the visitor reaches for it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, mutedText, panel } from '#styled-system/recipes';
import { amountInput } from './swapStyles';

const EmbeddedSwapForm = lazy(async () => {
  const { SwapForm } = await import('./SwapForm');
  return { default: () => <SwapForm embedded autoFocus /> };
});

function WidgetShell({ onActivate }: { onActivate: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('swapUi.widget')} className={css({ display: 'grid', gap: '3' })} onPointerEnter={onActivate}>
      <div className={panel()}>
        <span className={mutedText()}>{t('swap.sell')}</span>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            aria-label={t('swap.amountToSell')}
            inputMode="decimal"
            placeholder="0"
            onFocus={onActivate}
            className={amountInput}
          />
          <span className={button({ size: 'sm' })}>ETH</span>
        </div>
      </div>
      <div className={panel()}>
        <span className={mutedText()}>{t('swap.buy')}</span>
        <button
          type="button"
          className={button({ size: 'sm', tone: 'accent' })}
          onFocus={onActivate}
          onClick={onActivate}
        >
          {t('swapUi.selectAToken')}
        </button>
      </div>
    </section>
  );
}

export function SwapWidget() {
  const [active, setActive] = useState(false);
  const activate = () => setActive(true);
  return (
    <div className={css({ pointerEvents: 'auto', textAlign: 'start', mb: '6' })}>
      {active ? (
        <Suspense fallback={<WidgetShell onActivate={activate} />}>
          <EmbeddedSwapForm />
        </Suspense>
      ) : (
        <WidgetShell onActivate={activate} />
      )}
    </div>
  );
}
