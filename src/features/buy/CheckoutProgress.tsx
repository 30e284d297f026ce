// The connected-provider view (spec §2 "fiat checkout"; issue 31): once the provider's widget is open, what the
// checkout is waiting for, the sale's deposit to send, and how it ended; a failure offers to start again.
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { css } from '#styled-system/css';
import { button, card, mutedText } from '#styled-system/recipes';
import type { fiatCheckoutMachine } from '../../../machines/fiatCheckout.machine';
import { useFormatters } from '../../data/useFormatters';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { formatFiatAmount } from '../../lib/fiatCheckout/checkoutRules';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';

type Snapshot = SnapshotFrom<typeof fiatCheckoutMachine>;

export function CheckoutProgress(props: {
  snapshot: Snapshot;
  onDeposit: () => void;
  onRetry: () => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { snapshot } = props;
  const { offer, session, transfer, failure } = snapshot.context;
  if (!offer) return null;
  const provider = offer.providerName;
  const selling = offer.direction === 'sell';
  const fiat = formatFiatAmount(offer.fiatAmount, offer.fiatCurrency, i18n.language);
  const tokens = `${format.amount(offer.tokenAmount)} ${offer.token.symbol}`;
  const status = snapshot.matches('openingWidget')
    ? t('fiatCheckout.progress.opening', { provider })
    : snapshot.matches('readingTransfer')
      ? t('fiatCheckout.progress.readingTransfer', { provider })
      : snapshot.matches('depositing')
        ? t('fiatCheckout.progress.depositNeeded', { provider })
        : snapshot.matches('waitingForProvider')
          ? t(selling ? 'fiatCheckout.progress.waitingSale' : 'fiatCheckout.progress.waitingPurchase', { provider })
          : snapshot.matches('settled')
            ? t(selling ? 'fiatCheckout.progress.sold' : 'fiatCheckout.progress.bought', { tokens, fiat, provider })
            : snapshot.matches('failed')
              ? t(selling ? 'fiatCheckout.progress.saleFailed' : 'fiatCheckout.progress.purchaseFailed', { provider })
              : failure
                ? t(ERROR_MESSAGES[failure])
                : '';
  const ended = snapshot.matches('settled') || snapshot.matches('failed');
  return (
    <section
      aria-labelledby="checkout-provider"
      className={`${card({ padding: 'sm' })} ${css({ display: 'grid', gap: '3' })}`}
    >
      <h2 id="checkout-provider" className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
        {t('fiatCheckout.progress.connected', { provider })}
      </h2>
      <p className={mutedText()}>
        {selling
          ? t('fiatCheckout.progress.selling', { tokens, fiat })
          : t('fiatCheckout.progress.buying', { tokens, fiat })}
      </p>
      <p
        role="status"
        className={css({
          fontWeight: 'medium',
          color: snapshot.matches('failed') || failure ? 'critical' : snapshot.matches('settled') ? 'success' : 'text',
        })}
      >
        {status}
      </p>
      {snapshot.matches('depositing') && transfer && (
        <>
          <p className={css({ fontSize: 'sm' })}>
            {t('fiatCheckout.sell.sendTo', {
              amount: format.tokenAmount(transfer.amount, offer.token.decimals, AMOUNT_SHOWN),
              symbol: offer.token.symbol,
            })}
            <code className={css({ display: 'block', fontFamily: 'mono', wordBreak: 'break-all' })}>
              {transfer.depositAddress}
            </code>
          </p>
          <button type="button" className={button({ tone: 'accent' })} onClick={props.onDeposit}>
            {t('fiatCheckout.sell.send', { symbol: offer.token.symbol })}
          </button>
        </>
      )}
      {session && !ended && (
        <a href={session.widgetUrl} target="_blank" rel="noopener noreferrer" className={button({ size: 'sm' })}>
          {t('fiatCheckout.progress.openAgain', { provider })}
        </a>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {(snapshot.matches('providerUnreachable') || snapshot.matches('transferUnreadable')) && (
          <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={props.onRetry}>
            {t('fiatCheckout.retry')}
          </button>
        )}
        {(ended || snapshot.can({ type: 'RESET' })) && (
          <button type="button" className={button({ size: 'sm' })} onClick={props.onReset}>
            {ended ? t('fiatCheckout.progress.startAgain') : t('fiatCheckout.progress.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}
