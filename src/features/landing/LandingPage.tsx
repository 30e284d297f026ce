import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '../../ui/useIdle';

// the floating tokens are decoration: their code, layout and images wait until the page is idle
const FloatingTokens = lazy(() => import('./FloatingTokens').then((m) => ({ default: m.FloatingTokens })));

/**
 * spec §2 "Landing page": floating tokens, headline, the swap entry, subtitle and a scroll hint. The swap widget is
 * the swap feature's: the app hands it in, so the landing page does not reach into another feature.
 */
export function LandingPage({ swapWidget }: { swapWidget: ReactNode }) {
  const { t } = useTranslation();
  const idle = useIdle();
  return (
    <section
      aria-labelledby="landing-headline"
      className={css({
        position: 'relative',
        minH: 'calc(100vh - 72px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      })}
    >
      {idle && (
        <Suspense fallback={null}>
          <FloatingTokens />
        </Suspense>
      )}
      <div
        className={css({
          position: 'relative',
          zIndex: 1,
          maxW: '480px',
          w: 'full',
          px: '4',
          textAlign: 'center',
          pointerEvents: 'none',
        })}
      >
        <h1
          id="landing-headline"
          className={css({
            fontSize: { base: '4xl', md: '6xl' },
            fontWeight: 'bold',
            lineHeight: '1.05',
            letterSpacing: '-0.02em',
            mb: '4',
          })}
        >
          {t('landing.headline')}
        </h1>
        <p className={css({ fontSize: 'lg', color: 'text.muted', mb: '8' })}>{t('landing.subtitle')}</p>
        {swapWidget}
        <Link
          to="/swap"
          className={`${button({ tone: 'accent' })} ${css({ pointerEvents: 'auto', minH: '14', h: 'auto', py: '2', px: '8', fontSize: 'lg', whiteSpace: 'normal', textAlign: 'center' })}`}
        >
          {t('landing.getStarted')}
        </Link>
      </div>
      <p
        className={css({
          position: 'absolute',
          bottom: '6',
          insetInline: '0',
          textAlign: 'center',
          color: 'text.muted',
          fontSize: 'sm',
          animation: 'hintBounce 2s ease-in-out infinite',
          _motionReduce: { animation: 'none' },
        })}
      >
        {t('landing.scrollHint')}
      </p>
    </section>
  );
}
