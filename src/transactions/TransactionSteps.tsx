// The one review and progress UI of every request to sign (issue 28): what the calls will move for the account as the
// chain simulated them (tokens and the display currency, approvals granted or revoked, network cost), what each
// signature allows in words, the steps and where the walk is, the catalogue's words for a failure, and the one button
// of the moment.
// Flows render their own form above it and drive it with the transaction steps machine's snapshot.
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits, zeroAddress } from 'viem';
import type { SnapshotFrom } from 'xstate';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { TransactionStepsEvent, transactionStepsMachine } from '../../machines/transactionSteps.machine';
import { useConnection } from '../account/ConnectionProvider';
import { UnlockInPlace } from '../account/embedded/UnlockInPlace';
import type { BalanceChange } from '../chain/simulateBalanceChanges';
import { dataApiUrl, usdPriceKey } from '../data/dataApi';
import type { RuntimeChain } from '../data/runtimeConfig';
import { useFormatters } from '../data/useFormatters';
import { useListedTokens } from '../data/useListedTokens';
import { useRuntimeConfig } from '../data/useRuntimeConfig';
import { useUsdPrices } from '../data/usdPrices';
import { ERROR_MESSAGES } from '../lib/errorMessages';
import { shortenAddress } from '../lib/shortenAddress';
import { AMOUNT_SHOWN } from '../lib/tokenAmounts';
import { describeTypedData } from '../lib/signing/describeTypedData';
import { MessageSummary } from '../ui/signing/MessageSummary';
import { TypedDataSummary } from '../ui/signing/TypedDataSummary';
import { type Step, isSigningStep } from './steps';

export type TransactionStepsProps = {
  chain: RuntimeChain;
  snapshot: SnapshotFrom<typeof transactionStepsMachine>;
  send: (event: TransactionStepsEvent) => void;
  /** What the last transaction does, on the button and in the steps ("Collect fees", "Swap"). */
  confirmLabel: string;
  /** What changed when the plan asks to be accepted again (a swap's new price). */
  changedMessage?: ReactNode;
  /** The flow's words while its transaction is being mined ("Collecting fees…"); "Pending…" otherwise. */
  pendingLabel?: string;
  /** The flow's words for walking a failed batch again as steps ("Retry as a standard swap"). */
  retryAsStepsLabel?: string;
};

const s = {
  stack: css({ display: 'grid', gap: '3', minW: '0' }),
  section: css({ display: 'grid', gap: '1', minW: '0' }),
  heading: css({ fontSize: 'sm', fontWeight: 'semibold' }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', minW: '0' }),
  amountOut: css({ color: 'critical' }),
  amountIn: css({ color: 'success' }),
  steps: css({ display: 'grid', gap: '1', listStyle: 'decimal', paddingInlineStart: '5' }),
  alert: css({ color: 'critical', overflowWrap: 'anywhere' }),
  button: css({ minH: '11' }),
};

type Token = { symbol: string; decimals: number };

export function TransactionSteps(props: TransactionStepsProps) {
  const { t } = useTranslation();
  const { snapshot } = props;
  const { context } = snapshot;
  const format = useFormatters();
  const tokens = useListedTokens();
  const tokenOf = (address: Address): Token | undefined => tokens.get(props.chain.chainId, address);
  const contractName = contractNameIn(props.chain);
  const walking = snapshot.matches('walking');
  const busy = walking || snapshot.matches('planning') || snapshot.matches('simulating');
  // a batch is one step of the machine; the review lists the steps inside it, each with the batch's status
  const listed = context.steps.flatMap((step, index) =>
    step.type === 'batch' ? step.steps.map((inner) => ({ step: inner, index })) : [{ step, index }],
  );
  const batched = context.steps.some((step) => step.type === 'batch');
  return (
    <div className={s.stack}>
      <Preview {...props} tokenOf={tokenOf} contractName={contractName} />
      {context.steps.map((step, index) =>
        step.type === 'signature' ? (
          <TypedDataSummary
            key={index}
            description={describeTypedData(step.typedData)}
            resolveToken={tokenOf}
            resolveSpenderName={contractName}
            format={format}
          />
        ) : step.type === 'message' ? (
          <MessageSummary key={index} message={step.message} text={step.text} />
        ) : null,
      )}
      {batched && <p className={mutedText()}>{t('steps.oneWalletPrompt')}</p>}
      {(listed.length > 1 || walking) && (
        <ol aria-label={t('steps.progress')} className={s.steps}>
          {listed.map(({ step, index }, position) => (
            <li key={position} className={s.row}>
              <span>{stepLabel(step, props.confirmLabel, (key, options) => t(key, options))}</span>
              <span className={mutedText()}>{t(`steps.status.${stepStatus(snapshot, index)}`)}</span>
            </li>
          ))}
        </ol>
      )}
      {walking && (
        <p role="status">
          {snapshot.matches({ walking: 'confirming' })
            ? props.pendingLabel ?? t('steps.pending')
            : t('steps.confirmInWallet')}
        </p>
      )}
      {snapshot.matches('changed') && props.changedMessage && <p role="status">{props.changedMessage}</p>}
      {context.failure && (
        <p role="alert" className={s.alert}>
          {t(ERROR_MESSAGES[context.failure.reason])}
          {context.failure.errorName && ` ${t('steps.reason', { reason: context.failure.errorName })}`}
        </p>
      )}
      <Actions {...props} busy={busy} />
    </div>
  );
}

function Actions(props: TransactionStepsProps & { busy: boolean }) {
  const { t } = useTranslation();
  const { snapshot, send } = props;
  const { locked } = useConnection();
  // issue 32: a locked embedded wallet asks for its password here, then the same Confirm or Try again goes on
  const [unlockFor, setUnlockFor] = useState<TransactionStepsEvent>();
  const ask = (event: TransactionStepsEvent) => (locked ? setUnlockFor(event) : send(event));
  if (snapshot.matches('succeeded')) return null;
  if (unlockFor)
    return (
      <UnlockInPlace
        onUnlocked={() => {
          setUnlockFor(undefined);
          send(unlockFor);
        }}
        onCancel={() => setUnlockFor(undefined)}
      />
    );
  if (snapshot.matches('changed')) {
    return (
      <div className={s.row}>
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), s.button)}
          onClick={() => send({ type: 'ACCEPT' })}
        >
          {t('steps.accept')}
        </button>
        <button type="button" className={cx(button(), s.button)} onClick={() => send({ type: 'CANCEL' })}>
          {t('steps.keepReview')}
        </button>
      </div>
    );
  }
  const retry = snapshot.matches('failed') || snapshot.matches('blocked');
  // a declined prompt leaves the review as it was: the same button asks again
  const again = retry || (snapshot.matches('ready') && snapshot.context.failure !== undefined);
  const asSteps = snapshot.can({ type: 'RETRY_AS_STEPS' });
  const button_ = (
    <button
      type="button"
      className={cx(button({ tone: 'accent' }), s.button)}
      disabled={props.busy}
      onClick={() => ask({ type: retry ? 'RETRY' : 'CONFIRM' })}
    >
      {again ? t('steps.tryAgain') : props.confirmLabel}
    </button>
  );
  if (!asSteps) return button_;
  return (
    <div className={s.row}>
      <button
        type="button"
        className={cx(button({ tone: 'accent' }), s.button)}
        onClick={() => ask({ type: 'RETRY_AS_STEPS' })}
      >
        {props.retryAsStepsLabel ?? t('steps.retryAsSteps')}
      </button>
      {button_}
    </div>
  );
}

type StepStatus = 'done' | 'wallet' | 'pending' | 'waiting';

function stepStatus(snapshot: SnapshotFrom<typeof transactionStepsMachine>, index: number): StepStatus {
  const { context } = snapshot;
  if (snapshot.matches('succeeded') || index < context.index) return 'done';
  if (snapshot.matches('walking') && index === context.index) {
    return snapshot.matches({ walking: 'confirming' }) ? 'pending' : 'wallet';
  }
  return 'waiting';
}

function stepLabel(
  step: Step,
  confirmLabel: string,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  if (step.type === 'approval') {
    return step.amount === 0n
      ? t('steps.revoke', { symbol: step.token.symbol })
      : t('steps.approve', { symbol: step.token.symbol });
  }
  if (step.type === 'message' || (step.type === 'signature' && step.purpose === 'message'))
    return t('steps.signMessage');
  if (step.type === 'signature') return step.purpose === 'order' ? t('steps.signOrder') : t('steps.sign');
  if (step.type === 'batch') return t('steps.batch');
  return confirmLabel;
}

/** What the simulation says will move, or that it could not say. */
function Preview(
  props: TransactionStepsProps & {
    tokenOf: (address: Address) => Token | undefined;
    contractName: (address: Address) => string | undefined;
  },
) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { snapshot, chain, tokenOf } = props;
  const preview = snapshot.context.preview;
  const { data: config } = useRuntimeConfig();
  const priced = useMemo(
    () =>
      (preview?.status === 'simulated' ? preview.changes : [])
        .filter((change) => change.kind !== 'erc721')
        .map((change) => ({ chainId: chain.chainId, address: change.kind === 'erc20' ? change.token : zeroAddress })),
    [preview, chain.chainId],
  );
  const { prices } = useUsdPrices(dataApiUrl(config), priced);
  if (!preview) {
    return snapshot.matches('planning') || snapshot.matches('simulating') ? (
      <p role="status" className={mutedText()}>
        {t('steps.simulating')}
      </p>
    ) : null;
  }
  const cost = preview.networkCostWei;
  const costLine = cost !== undefined && (
    <p className={s.row}>
      <span className={mutedText()}>{t('steps.networkCost')}</span>
      <span>
        {format.tokenAmount(cost, 18, AMOUNT_SHOWN)} ETH
        {fiatOf(prices[usdPriceKey(chain.chainId, zeroAddress)], cost, 18, format.fiat)}
      </span>
    </p>
  );
  // a plan of signatures alone (a limit order) moves nothing until it is used: the signatures say what they allow
  if (preview.status === 'unavailable' && cost === undefined && props.snapshot.context.steps.every(isSigningStep)) {
    return null;
  }
  if (preview.status === 'unavailable') {
    return (
      <section aria-label={t('steps.previewTitle')} className={s.section}>
        <p className={mutedText()}>{t('steps.previewUnavailable')}</p>
        {costLine}
      </section>
    );
  }
  const line = (change: BalanceChange, index: number) => {
    if (change.kind === 'erc721') {
      return (
        <li key={index} className={s.row}>
          <span>{tokenOf(change.token)?.symbol ?? shortenAddress(change.token)}</span>
          <strong>#{change.tokenId.toString()}</strong>
        </li>
      );
    }
    const address = change.kind === 'erc20' ? change.token : zeroAddress;
    const token = change.kind === 'native' ? { symbol: 'ETH', decimals: 18 } : tokenOf(change.token);
    const decimals = token?.decimals ?? 0;
    const magnitude = change.amount < 0n ? -change.amount : change.amount;
    return (
      <li key={index} className={s.row}>
        <span>{token?.symbol ?? shortenAddress(address)}</span>
        <span>
          <data value={change.amount.toString()} className={change.amount < 0n ? s.amountOut : s.amountIn}>
            {change.amount < 0n ? '−' : '+'}
            {format.tokenAmount(magnitude, decimals, AMOUNT_SHOWN)}
          </data>
          {fiatOf(prices[usdPriceKey(chain.chainId, address)], magnitude, decimals, format.fiat)}
        </span>
      </li>
    );
  };
  const leaving = preview.changes.filter((c) => (c.kind === 'erc721' ? c.direction === 'out' : c.amount < 0n));
  const arriving = preview.changes.filter((c) => (c.kind === 'erc721' ? c.direction === 'in' : c.amount > 0n));
  return (
    <section aria-label={t('steps.previewTitle')} className={s.section}>
      {leaving.length > 0 && (
        <>
          <h3 className={s.heading}>{t('steps.leaves')}</h3>
          <ul aria-label={t('steps.leaves')}>{leaving.map(line)}</ul>
        </>
      )}
      {arriving.length > 0 && (
        <>
          <h3 className={s.heading}>{t('steps.arrives')}</h3>
          <ul aria-label={t('steps.arrives')}>{arriving.map(line)}</ul>
        </>
      )}
      {preview.approvals.length > 0 && (
        <ul aria-label={t('steps.approvals')}>
          {preview.approvals.map((approval, index) => {
            const token = tokenOf(approval.token);
            return (
              <li key={index}>
                {/* an allowance set to 0 takes a grant away (a revoke), it grants nothing */}
                {t(approval.amount === 0n ? 'steps.approvalRevoked' : 'steps.approvalGranted', {
                  spender: props.contractName(approval.spender) ?? shortenAddress(approval.spender),
                  symbol: token?.symbol ?? shortenAddress(approval.token),
                })}
              </li>
            );
          })}
        </ul>
      )}
      {costLine}
    </section>
  );
}

/** The name of one of the chain's protocol contracts ("UniversalRouter"), by address. */
function contractNameIn(chain: RuntimeChain) {
  return (address: Address) =>
    Object.entries(chain.contracts).find(([, known]) => known?.toLowerCase() === address.toLowerCase())?.[0];
}

function fiatOf(
  priceUsd: number | null | undefined,
  amount: bigint,
  decimals: number,
  fiat: (valueUsd: number) => string,
): ReactNode {
  if (priceUsd === undefined || priceUsd === null) return null;
  return <span className={mutedText()}> ({fiat(Number(formatUnits(amount, decimals)) * priceUsd)})</span>;
}
