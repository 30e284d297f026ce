// spec §2 "fiat checkout", §3 "Fiat quote", §9 "up to 3 stacked provider logos": every provider's quote, the best
// and the most recently used marked, each with its fees and what arrives. Collapsed, the chosen quote shows with the
// other providers' logos stacked on the button that lists them all.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import type { FORQuote } from '../../data/fiatOnRamp';
import { type MarkedQuote, MAX_STACKED_LOGOS } from '../../lib/fiatCheckout/checkoutRules';

export type QuoteListProps = {
  quotes: readonly MarkedQuote<FORQuote>[];
  chosen: string | undefined;
  onChoose: (serviceProvider: string) => void;
  /** What the quote delivers, written: the tokens a purchase brings, the fiat a sale pays out. */
  receives: (quote: FORQuote) => string;
  /** A fiat amount in the quote's currency. */
  fiat: (amount: number) => string;
};

const logo = css({ w: '7', h: '7', borderRadius: 'full', border: '2px solid', borderColor: 'bg', flexShrink: 0 });

function ProviderLogo({ quote, stacked }: { quote: FORQuote; stacked?: boolean }) {
  const { logos } = quote.serviceProviderDetails;
  return (
    <picture className={css({ display: 'inline-flex', ms: stacked ? '-2' : '0', _first: { ms: '0' } })}>
      <source srcSet={logos.darkLogo} media="(prefers-color-scheme: dark)" />
      <img className={logo} src={logos.lightLogo} alt="" width={28} height={28} />
    </picture>
  );
}

function QuoteDetails({ quote, props }: { quote: MarkedQuote<FORQuote>; props: QuoteListProps }) {
  const { t } = useTranslation();
  return (
    <span className={css({ display: 'grid', gap: '0.5', minW: '0', flex: '1', textAlign: 'start' })}>
      <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
        <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
          {quote.serviceProviderDetails.name}
        </span>
        {quote.best && <span className={badge}>{t('fiatCheckout.best')}</span>}
        {quote.recent && <span className={badge}>{t('fiatCheckout.recentlyUsed')}</span>}
      </span>
      <span>{t('fiatCheckout.youReceive', { amount: props.receives(quote) })}</span>
      <span className={cx(mutedText(), css({ fontSize: 'sm' }))}>
        {t('fiatCheckout.fees', { amount: props.fiat(quote.totalFee) })}
      </span>
    </span>
  );
}

const badge = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.soft',
  color: 'accent.text',
});

export function QuoteList(props: QuoteListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = props.quotes.find((q) => q.serviceProvider === props.chosen) ?? props.quotes[0];
  if (!chosen) return null;
  return (
    <section aria-label={t('fiatCheckout.quotes')} className={css({ display: 'grid', gap: '2' })}>
      {!open && (
        <div className={cx(listRow(), css({ alignItems: 'flex-start' }))}>
          <ProviderLogo quote={chosen} />
          <QuoteDetails quote={chosen} props={props} />
        </div>
      )}
      {props.quotes.length > 1 && (
        <button
          type="button"
          aria-expanded={open}
          className={cx(button({ size: 'sm' }), css({ justifySelf: 'start' }))}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden className={css({ display: 'inline-flex' })}>
            {props.quotes.slice(0, MAX_STACKED_LOGOS).map((q) => (
              <ProviderLogo key={q.serviceProvider} quote={q} stacked />
            ))}
          </span>
          {open ? t('fiatCheckout.hideQuotes') : t('fiatCheckout.allQuotes', { number: props.quotes.length })}
        </button>
      )}
      {open && (
        <div role="radiogroup" aria-label={t('fiatCheckout.providers')} className={css({ display: 'grid', gap: '2' })}>
          {props.quotes.map((quote) => (
            <button
              key={quote.serviceProvider}
              type="button"
              role="radio"
              aria-checked={quote.serviceProvider === chosen.serviceProvider}
              className={cx(
                listRow({ interactive: true }),
                css({
                  alignItems: 'flex-start',
                  border: '1px solid',
                  borderColor: quote.serviceProvider === chosen.serviceProvider ? 'accent' : 'border',
                  borderRadius: 'md',
                }),
              )}
              onClick={() => {
                props.onChoose(quote.serviceProvider);
                setOpen(false);
              }}
            >
              <ProviderLogo quote={quote} />
              <QuoteDetails quote={quote} props={props} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
