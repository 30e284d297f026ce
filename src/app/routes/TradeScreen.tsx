import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { NotBuiltScreen } from '../../ui/NotBuiltScreen';
import { useCurrentRow } from '../../lib/routes/useCurrentRow';
import { SwapForm } from '../../features/swap/SwapForm';

// The limit tab's code (form, orders panel, cancel) loads only when the tab opens: /swap does not pay for it.
const LimitForm = lazy(() =>
  import('../../features/swap/limit/LimitForm').then((module) => ({ default: module.LimitForm })),
);

// The send tab's code (form, recipient checks, review) loads only when the tab opens.
const SendForm = lazy(() => import('../../features/send/SendForm').then((module) => ({ default: module.SendForm })));

// The buy and sell tabs' code (quotes, region selection, the provider's checkout) loads only when one opens.
const BuyForm = lazy(() => import('../../features/buy/BuyForm').then((module) => ({ default: module.BuyForm })));
const SellForm = lazy(() => import('../../features/buy/SellForm').then((module) => ({ default: module.SellForm })));

const TABS = ['swap', 'limit', 'buy', 'sell', 'send'] as const;

/** The trade screen (spec §2): the swap, limit, buy, sell and send tabs. */
export function TradeScreen() {
  const { t } = useTranslation();
  const { row } = useCurrentRow();
  const current = row?.kind === 'screen' ? row.tab : undefined;
  const tabs = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // the current tab in view when the row had to scroll to show it, without moving the page
    const list = tabs.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link) return;
    const [row, tab] = [list.getBoundingClientRect(), link.getBoundingClientRect()];
    if (tab.right > row.right) list.scrollLeft += tab.right - row.right;
    else if (tab.left < row.left) list.scrollLeft -= row.left - tab.left;
  }, [current]);
  return (
    <>
      <nav aria-label={t('swapUi.tabs.label')} className={css({ maxW: '480px', mx: 'auto', mt: '6', px: '4' })}>
        {/* the tabs scroll sideways where a language's words do not fit a phone (Russian, German: issue 33) */}
        <ul
          ref={tabs}
          className={css({
            display: 'flex',
            gap: { base: '1', sm: '2' },
            overflowX: 'auto',
            scrollbarWidth: 'none',
            whiteSpace: 'nowrap',
          })}
        >
          {TABS.map((tab) => (
            <li key={tab} className={css({ flexShrink: 0 })}>
              <Link
                to={`/${tab}`}
                aria-current={current === tab ? 'page' : undefined}
                className={css({
                  display: 'inline-block',
                  px: '3',
                  py: '1',
                  borderRadius: 'full',
                  color: current === tab ? 'text' : 'text.muted',
                  bg: current === tab ? 'surface' : 'transparent',
                  fontWeight: 'medium',
                })}
              >
                {t(`swapUi.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {row?.kind === 'screen' && !row.status.built ? (
        <NotBuiltScreen />
      ) : current === 'limit' ? (
        <Suspense fallback={null}>
          <LimitForm />
        </Suspense>
      ) : current === 'buy' ? (
        <Suspense fallback={null}>
          <BuyForm />
        </Suspense>
      ) : current === 'sell' ? (
        <Suspense fallback={null}>
          <SellForm />
        </Suspense>
      ) : current === 'send' ? (
        <Suspense fallback={null}>
          <SendForm />
        </Suspense>
      ) : (
        <SwapForm />
      )}
    </>
  );
}
