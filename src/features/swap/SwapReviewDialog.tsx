// spec §4 "Review" and §5, §8: what the swap pays and receives, rate, limit, price impact, route, fees, network cost,
// max slippage and warnings, then the one review and progress UI of every request to sign (issue 28): the simulated
// balance changes, the Permit2 permit in words, each step's progress and failure. A quote that moved beyond the
// tolerance is shown with its new limit until the trader accepts it or keeps the review.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText, statGrid } from '#styled-system/recipes';
import { tradePriceImpact } from '../../lib/swap/priceImpact';
import { swapWarnings } from '../../lib/swap/swapReview';
import { useFormatters } from '../../data/useFormatters';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { TokenLogo } from '../../ui/TokenLogo';
import { AMOUNT_SHOWN, MAXIMUM_SHOWN, MINIMUM_SHOWN } from '../../lib/tokenAmounts';
import { type ChainToken, nativeToken, usdValue } from '../../data/chainTokens';
import type { useMarket } from './swapData';
import { type SwapQuotes, shownTerms } from './swapSteps';
import { lpFeeShare, routeText, symbolIn, tradeRate } from './tradeDetails';
import { type StepsSnapshot, type SwapReview, swapPending } from './useSwapExecution';

export function SwapReviewDialog(props: {
  review: SwapReview;
  snapshot: StepsSnapshot | undefined;
  quotes: SwapQuotes;
  tradeType: 'exactIn' | 'exactOut';
  slippageBips: number;
  prices: ReturnType<typeof useMarket>['prices'];
  /** The form's estimate, shown until the review's simulation prices the very calls. */
  networkCostWei: bigint | undefined;
  tokens: readonly ChainToken[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { chain, kind, tokenIn, tokenOut, actor } = props.review;
  const snapshot = props.snapshot ?? actor.getSnapshot();
  const { trade, quoted, limit } = shownTerms(props.quotes, {
    changed: snapshot.matches('changed'),
    accepted: snapshot.context.accepted,
  });
  const amountIn = props.tradeType === 'exactIn' ? trade.amountIn : quoted;
  const amountOut = props.tradeType === 'exactIn' ? quoted : trade.amountOut;
  // the simulation's network cost (approval and swap at the current fee) replaces the form's estimate once it ran:
  // the pipeline's review then says it, so the figure is not listed twice
  const simulatedCostWei = snapshot.context.preview?.networkCostWei;
  const valueIn = usdValue(props.prices, tokenIn, amountIn);
  const valueOut = usdValue(props.prices, tokenOut, amountOut);
  const networkCostUsd = usdValue(props.prices, nativeToken(), simulatedCostWei ?? props.networkCostWei);
  // spec §4: execution price against the pools' mid price, LP fees excluded
  const impact = kind === 'swap' ? tradePriceImpact(trade) : 0;
  const warnings = swapWarnings({ impact, slippageBips: props.slippageBips, networkCostUsd, valueUsd: valueIn });
  const route =
    kind !== 'swap' ? t('swapUi.directRoute', { contract: 'WETH' }) : routeText(trade, symbolIn(props.tokens), format);
  const feeShare = lpFeeShare(trade, kind);
  // an approval mined before the swap is "Pending…"; the swap's own transaction says what it is
  const pendingLabel = swapPending(snapshot) ? t(`swapUi.pending.${kind}`) : undefined;
  const rate = tradeRate(amountIn, amountOut, tokenIn, tokenOut);
  return (
    <Dialog open title={t(`swapUi.reviewTitle.${kind}`)} onClose={props.onClose} closeLabel={t('swapUi.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p>
          {t('swapUi.youPay')}: <TokenLogo token={tokenIn} size={20} decorative />{' '}
          <strong>
            {format.tokenAmount(amountIn, tokenIn.decimals, AMOUNT_SHOWN)} {tokenIn.symbol}
          </strong>{' '}
          <span className={mutedText()}>{format.fiat(valueIn)}</span>
        </p>
        <p>
          {t('swapUi.youReceive')}: <TokenLogo token={tokenOut} size={20} decorative />{' '}
          <strong>
            {format.tokenAmount(amountOut, tokenOut.decimals, AMOUNT_SHOWN)} {tokenOut.symbol}
          </strong>{' '}
          <span className={mutedText()}>{format.fiat(valueOut)}</span>
        </p>
        <dl className={statGrid({ layout: 'rows' })}>
          <div>
            <dt>{t('swapUi.rate')}</dt>
            <dd>
              1 {tokenIn.symbol} = {format.amount(rate)} {tokenOut.symbol}
            </dd>
          </div>
          {kind === 'swap' && (
            <div>
              <dt>{props.tradeType === 'exactIn' ? t('swapUi.minimumReceivedLabel') : t('swapUi.maximumSoldLabel')}</dt>
              <dd>
                {props.tradeType === 'exactIn'
                  ? `${format.tokenAmount(limit, tokenOut.decimals, MINIMUM_SHOWN)} ${tokenOut.symbol}`
                  : `${format.tokenAmount(limit, tokenIn.decimals, MAXIMUM_SHOWN)} ${tokenIn.symbol}`}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('swapUi.priceImpact')}</dt>
            <dd>{impact === undefined ? t('swapUi.marketPriceNotFound') : format.percent(impact * 100)}</dd>
          </div>
          <div>
            <dt>{t('swapUi.route')}</dt>
            <dd>{route}</dd>
          </div>
          <div>
            <dt>{t('swapUi.fee')}</dt>
            <dd>{format.percent(feeShare * 100)}</dd>
          </div>
          {simulatedCostWei === undefined && (
            <div>
              <dt>{t('swapUi.networkCost')}</dt>
              <dd>{format.fiat(networkCostUsd) ?? '—'}</dd>
            </div>
          )}
          {kind === 'swap' && (
            <div>
              <dt>{t('swapUi.maxSlippage')}</dt>
              <dd>{format.percent(props.slippageBips / 100, { minimumFractionDigits: 0 })}</dd>
            </div>
          )}
        </dl>
        {warnings.length > 0 && (
          <ul aria-label={t('swapUi.warnings')} className={css({ display: 'grid', gap: '1', color: 'warning' })}>
            {warnings.map((warning) => (
              <li key={warning}>
                {t(`swapUi.warning.${warning}`, { slippage: format.number(props.slippageBips / 100) })}
              </li>
            ))}
          </ul>
        )}
        <TransactionSteps
          chain={chain}
          snapshot={snapshot}
          send={(event) => actor.send(event)}
          confirmLabel={t(`swapUi.confirm.${kind}`)}
          pendingLabel={pendingLabel}
          changedMessage={t('swap.quoteChanged')}
          retryAsStepsLabel={t('swapUi.retryAsStandard')}
        />
      </div>
    </Dialog>
  );
}
