// spec §4 "Review" and §1 "bridge warnings" (issue 31): what leaves this chain and what arrives on the other, the
// relayer's fee and the expected fill time, the bridge's warnings (the tokens arrive on another network; an unfilled
// deposit is refunded after its deadline, ETH as WETH), then the one review and progress UI of the signing pipeline.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText, statGrid } from '#styled-system/recipes';
import { useFormatters } from '../../data/useFormatters';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { TokenLogo } from '../../ui/TokenLogo';
import type { BridgeReview } from './useBridgeExecution';
import { type StepsSnapshot, swapPending } from './useSwapExecution';

export function BridgeReviewDialog(props: {
  review: BridgeReview;
  snapshot: StepsSnapshot | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { chain, destination, tokenIn, tokenOut, amount, quote, actor } = props.review;
  const snapshot = props.snapshot ?? actor.getSnapshot();
  const received = BigInt(quote.outputAmount);
  const fee = BigInt(quote.totalRelayFee.total);
  const windowMinutes = Math.max(1, Math.round((Number(quote.fillDeadline) - Number(quote.timestamp)) / 60));
  return (
    <Dialog open title={t('bridgeUi.reviewTitle')} onClose={props.onClose} closeLabel={t('swapUi.close')}>
      <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
        <p>
          {t('swapUi.youPay')}: <TokenLogo token={tokenIn} size={20} decorative />{' '}
          <strong>
            {format.tokenAmount(amount, tokenIn.decimals, AMOUNT_SHOWN)} {tokenIn.symbol}
          </strong>{' '}
          <span className={mutedText()}>· {chain.name}</span>
        </p>
        <p>
          {t('swapUi.youReceive')}: <TokenLogo token={tokenOut} size={20} decorative />{' '}
          <strong>
            {format.tokenAmount(received, tokenOut.decimals, AMOUNT_SHOWN)} {tokenOut.symbol}
          </strong>{' '}
          <span className={mutedText()}>· {destination.name}</span>
        </p>
        <dl className={statGrid({ layout: 'rows' })}>
          <div>
            <dt>{t('bridgeUi.fee')}</dt>
            <dd>
              {format.tokenAmount(fee, tokenIn.decimals, AMOUNT_SHOWN)} {tokenIn.symbol}
            </dd>
          </div>
          <div>
            <dt>{t('bridgeUi.fillTime')}</dt>
            <dd>{t('bridgeUi.aboutSeconds', { seconds: quote.expectedFillTimeSec })}</dd>
          </div>
        </dl>
        <ul aria-label={t('swapUi.warnings')} className={css({ display: 'grid', gap: '1', color: 'warning' })}>
          <li>{t('bridgeUi.warning.otherNetwork', { symbol: tokenOut.symbol, network: destination.name })}</li>
          <li>{t('bridgeUi.warning.refund', { minutes: windowMinutes, network: chain.name })}</li>
        </ul>
        <TransactionSteps
          chain={chain}
          snapshot={snapshot}
          send={(event) => actor.send(event)}
          confirmLabel={t('swapUi.bridge')}
          pendingLabel={swapPending(snapshot) ? t('bridgeUi.pending') : undefined}
        />
      </div>
    </Dialog>
  );
}
