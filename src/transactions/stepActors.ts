// The transaction steps machine's actors for a connected EIP-1193 wallet (issue 28): the flow's plan read from the chain
// as it is now, the simulation of every call before any prompt (eth_simulateV1, or the gas estimate where the node has
// none), and the prompts themselves: each signature asked for and handed on, each transaction estimated (a revert
// stops it before the wallet is asked), sent, recorded as activity, and followed to its receipt. Where the wallet
// batches atomically on the chain and the flow allows it, the plan is walked as one EIP-5792 batch (issue 36): simulated
// as the account's own `execute` (with the delegate's code when it is not yet delegated), sent with `wallet_sendCalls`,
// followed with `wallet_getCallsStatus` and recorded as the one activity row of the flow's transaction.
import {
  type Abi,
  type Address,
  type EIP1193Provider,
  type Hex,
  type StateOverride,
  type TransactionReceipt,
  bytesToHex,
  concat,
  createWalletClient,
  custom,
  isAddress,
  numberToHex,
  zeroAddress,
} from 'viem';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { fromPromise } from 'xstate';
import {
  type PlanInput,
  type StepFailure,
  type StepsPlan,
  stepFailureOf,
  transactionStepsMachine,
} from '../../machines/transactionSteps.machine';
import { CALLS_STATUS } from '../chain/smartWallet/callsStatus';
import { classifyError } from '../chain/classifyError';
import { hasSmartWalletControls } from '../chain/connectors/smartWalletControls';
import { type ChainClient, publicClientFor } from '../chain/clients';
import { withGasMargin } from '../chain/estimateNetworkCost';
import { simulateBalanceChanges } from '../chain/simulateBalanceChanges';
import { recordReplacementSubmitted, recordSubmitted } from '../data/activity';
import { settleReplacement, settleTransaction } from '../data/settleTransaction';
import { type SluiceDatabase, getDatabase } from '../data/database';
import { REMOVE_DELEGATION_GAS } from '../data/smartWalletStatus';
import type { RuntimeChain } from '../data/runtimeConfig';
import type { ErrorMessageId } from '../lib/errorMessages';
import { type BatchSupport, batchedSteps } from './batchSteps';
import type { ActivityDraft, BatchStep, Call, DelegationStep, Step, TransactionPreview } from './steps';

export type StepActorsParameters = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /**
   * The flow's steps as the chain stands now (allowances read again, a quote taken again); `accepted` once the person
   * accepted what a previous plan reported `changed`. `chainNow` is the latest block's timestamp, for deadlines.
   */
  plan: (context: { accepted: boolean; chainNow: bigint }) => Promise<StepsPlan>;
  /**
   * The flow's words for a call that reverts (spec §8), its contracts' custom errors by name, and the ABI that
   * declares them (a simulated revert comes back as bare data: the ABI decodes its name).
   */
  failures: { revert: ErrorMessageId; reverts?: Readonly<Record<string, ErrorMessageId>>; abi?: Abi };
  /** A mined transaction's receipt, for a screen that reads what it did (a migration's withdrawn amounts). */
  onReceipt?: (receipt: TransactionReceipt, step: Step) => void;
  /**
   * Set by a flow that may be walked as one EIP-5792 batch (a 1-click swap): asked at each plan, it says whether the
   * wallet batches atomically on the chain now (and the chain's delegate, for an account it will upgrade). Unset, or
   * 'unsupported', or after RETRY_AS_STEPS: the plan is walked as steps.
   */
  batching?: () => Promise<BatchSupport>;
  /** Where activity rows go: the app's database unless a test gives its own. */
  database?: SluiceDatabase;
};

/** How often a sent batch's status is asked for, and for how long before "confirmation timed out". */
const BATCH_POLL_MS = 250;
const BATCH_TIMEOUT_MS = 120_000;
/** EIP-7702's intrinsic cost of an authorization to an account that has no code yet (the simulation cannot see it). */
export const AUTHORIZATION_GAS = 25_000n;

/** The designator an EIP-7702 delegation leaves as the account's code. */
export const delegationCode = (delegate: Address): Hex => concat(['0xef0100', delegate]);

/** What the wallet will run for a batch: the account's own ERC-7821 `execute`, with the delegate's code if it has none. */
export function batchExecution(account: Address, batch: BatchStep): { call: Call; stateOverride: StateOverride } {
  return {
    call: { to: account, data: encodeExecuteData({ calls: batch.calls.map((call) => ({ ...call })) }) },
    stateOverride: batch.upgradeTo ? [{ address: account, code: delegationCode(batch.upgradeTo) }] : [],
  };
}

type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>;
type CallsStatusAnswer = { status: number; receipts?: { transactionHash: Hex; status: Hex }[] };

/** The catalogue failure for what a step threw: its own when it named one, else what the error says. */
function failureFrom(error: unknown, revert: ErrorMessageId, parameters: StepActorsParameters): StepFailure {
  // a failure a step or the flow already named (an Error never is one: viem's errors carry a `reason` of their own)
  if (typeof error === 'object' && error !== null && !(error instanceof Error) && 'reason' in error) {
    return stepFailureOf(error);
  }
  const { message, errorName } = classifyError(error, {
    reverts: parameters.failures.reverts,
    abi: parameters.failures.abi,
    revertFallback: revert,
    fallback: 'unknownError',
  });
  // the catalogue's words are all the person sees; the cause stays in the console for support
  console.warn(`transaction step failed (${message}):`, error);
  return errorName !== undefined ? { reason: message, errorName } : { reason: message };
}

/** One override per address: eth_simulateV1 keys overrides by address, so two grants on Permit2 must merge. */
export function mergeStateOverrides(overrides: readonly StateOverride[]): StateOverride {
  // grants write single slots (stateDiff); a whole-state override (`state`) would replace them, so none is merged
  const byAddress = new Map<string, StateOverride[number]>();
  for (const entry of overrides.flat()) {
    const key = entry.address.toLowerCase();
    const known = byAddress.get(key);
    if (!known) byAddress.set(key, entry);
    else
      byAddress.set(key, {
        ...known,
        stateDiff: [...(known.stateDiff ?? []), ...(entry.stateDiff ?? [])],
      } as StateOverride[number]);
  }
  return [...byAddress.values()];
}

/** The calls a plan sends, unsigned, with the state its signatures will grant; `complete` false when one cannot be built. */
export function unsignedCalls(steps: readonly Step[]): {
  calls: Call[];
  stateOverride: StateOverride;
  complete: boolean;
} {
  const calls: Call[] = [];
  const grants: StateOverride[] = [];
  for (const step of steps) {
    if (step.type === 'approval') calls.push(step.call);
    if (step.type === 'signature' && step.simulateAs) grants.push(step.simulateAs);
    if (step.type === 'transaction') {
      const call = step.call([]);
      if (!call) return { calls, stateOverride: mergeStateOverrides(grants), complete: false };
      calls.push(call);
    }
  }
  return { calls, stateOverride: mergeStateOverrides(grants), complete: true };
}

/** The tokens a plan names (approved, paid, received): read before and after the simulated calls. */
function tokensOf(plan: readonly Step[]): Address[] {
  const steps = plan.flatMap((step): readonly Step[] => (step.type === 'batch' ? step.steps : [step]));
  const tokens = new Set<string>();
  const add = (token: string | undefined) => {
    if (token && token !== zeroAddress && isAddress(token, { strict: false })) tokens.add(token.toLowerCase());
  };
  for (const step of steps) {
    if (step.type === 'approval') add(step.token.token);
    if (step.type === 'transaction') {
      if (!step.activity.input?.tokenId) add(step.activity.input?.token);
      if (!step.activity.output?.tokenId) add(step.activity.output?.token);
    }
  }
  return [...tokens] as Address[];
}

const activityOf = (step: Step, preview?: TransactionPreview): ActivityDraft | undefined => {
  if (step.type === 'transaction' || step.type === 'batch') return step.activityFromPreview?.(preview) ?? step.activity;
  if (step.type === 'delegation') return step.activity;
  if (step.type === 'approval') {
    return { type: step.amount === 0n ? 'revoke' : 'approve', input: step.token, counterparty: step.spender };
  }
  return undefined;
};

async function simulate(
  client: ChainClient,
  parameters: StepActorsParameters,
  steps: readonly Step[],
): Promise<TransactionPreview> {
  const batch = steps.length === 1 && steps[0]?.type === 'batch' ? steps[0] : undefined;
  // a batch sent call by call runs as its calls in order; an atomic one as the account's own `execute`
  if (batch)
    return batch.sequential ? simulate(client, parameters, batch.steps) : simulateBatch(client, parameters, batch);
  const delegation = steps.length === 1 && steps[0]?.type === 'delegation' ? steps[0] : undefined;
  if (delegation) return simulateDelegation(client, parameters, delegation);
  const { calls, stateOverride, complete } = unsignedCalls(steps);
  if (calls.length === 0) return { status: 'unavailable' } satisfies TransactionPreview;
  const [{ maxFeePerGas }, result] = await Promise.all([
    client.estimateFeesPerGas(),
    simulateBalanceChanges(client, {
      account: parameters.account,
      calls,
      stateOverride,
      tokens: tokensOf(steps),
      abi: parameters.failures.abi,
    }),
  ]);
  if (result.status === 'reverted') {
    const step = steps.filter((s) => s.type === 'approval' || s.type === 'transaction')[result.callIndex];
    throw failureFrom(
      result.error,
      step?.type === 'approval' ? 'approvalFailed' : parameters.failures.revert,
      parameters,
    );
  }
  if (result.status === 'unavailable') {
    // no eth_simulateV1: the gas estimate still runs the first call, so a revert there blocks the prompt
    const first = calls[0]!;
    try {
      const gas = await client.estimateGas({ account: parameters.account, ...first, stateOverride });
      return { status: 'unavailable', networkCostWei: gas * maxFeePerGas } satisfies TransactionPreview;
    } catch (error) {
      throw failureFrom(
        error,
        steps[0]?.type === 'approval' ? 'approvalFailed' : parameters.failures.revert,
        parameters,
      );
    }
  }
  // a speed-up or cancel pays its own raised fee, not the current one
  const replacing = steps.find((step) => step.type === 'transaction' && step.replaces);
  const feePerGas =
    replacing?.type === 'transaction' && replacing.replaces && replacing.replaces.maxFeePerGas > maxFeePerGas
      ? replacing.replaces.maxFeePerGas
      : maxFeePerGas;
  const networkCostWei = result.gasUsed.reduce((sum, gas) => sum + gas, 0n) * feePerGas;
  if (!complete) return { status: 'unavailable', networkCostWei } satisfies TransactionPreview;
  return {
    status: 'simulated',
    changes: result.changes,
    approvals: result.approvals,
    networkCostWei,
  } satisfies TransactionPreview;
}

/**
 * A delegation change simulated as it will run: the account's transaction to itself, with no value and no data, under
 * the code the authorization leaves (none for a removal), moves no token (an account that holds a balance keeps it);
 * what it costs is that transaction plus the authorization, which the simulation cannot see (REMOVE_DELEGATION_GAS
 * covers both). The wallet must be able to sign it, and to pay for it.
 */
async function simulateDelegation(
  client: ChainClient,
  parameters: StepActorsParameters,
  step: DelegationStep,
): Promise<TransactionPreview> {
  if (!hasSmartWalletControls(parameters.provider) || step.delegate !== zeroAddress)
    throw { reason: 'somethingWentWrong' } satisfies StepFailure;
  const [{ maxFeePerGas }, balance] = await Promise.all([
    client.estimateFeesPerGas(),
    client.getBalance({ address: parameters.account }),
  ]);
  const networkCostWei = REMOVE_DELEGATION_GAS * maxFeePerGas;
  if (balance < networkCostWei) throw { reason: 'insufficientFundsForGas' } satisfies StepFailure;
  return { status: 'simulated', changes: [], approvals: [], networkCostWei } satisfies TransactionPreview;
}

/** A batch simulated as it will run: one `execute` on the account, with the delegate's code when it is not yet upgraded. */
async function simulateBatch(client: ChainClient, parameters: StepActorsParameters, batch: BatchStep) {
  const { call, stateOverride } = batchExecution(parameters.account, batch);
  const [{ maxFeePerGas }, result] = await Promise.all([
    client.estimateFeesPerGas(),
    simulateBalanceChanges(client, {
      account: parameters.account,
      calls: [{ ...call, abi: parameters.failures.abi }],
      stateOverride,
      tokens: tokensOf([batch]),
      abi: parameters.failures.abi,
    }),
  ]);
  if (result.status === 'reverted') throw failureFrom(result.error, parameters.failures.revert, parameters);
  if (result.status === 'unavailable') {
    try {
      const gas = await client.estimateGas({ account: parameters.account, ...call, stateOverride });
      return { status: 'unavailable', networkCostWei: gas * maxFeePerGas } satisfies TransactionPreview;
    } catch (error) {
      throw failureFrom(error, parameters.failures.revert, parameters);
    }
  }
  const gas = result.gasUsed.reduce((sum, used) => sum + used, 0n) + (batch.upgradeTo ? AUTHORIZATION_GAS : 0n);
  return {
    status: 'simulated',
    changes: result.changes,
    approvals: result.approvals,
    networkCostWei: gas * maxFeePerGas,
  } satisfies TransactionPreview;
}

/**
 * The steps machine with the app's actors for one review (useMachine starts it, and stops it on unmount).
 *
 * @example
 * const machine = transactionStepsMachineFor({ chain, account, provider, plan, failures: { revert: 'collectFailed' } });
 */
export function transactionStepsMachineFor(parameters: StepActorsParameters) {
  const { chain, account, provider } = parameters;
  const client = publicClientFor(chain);
  const wallet = createWalletClient({ account, transport: custom(provider) });
  const database = parameters.database ?? getDatabase();
  const revertOf = (step: Step) => (step.type === 'approval' ? 'approvalFailed' : parameters.failures.revert);
  const request = provider.request as unknown as RequestFn;

  /** The activity each sent batch records once confirmed, told from the simulation the person reviewed. */
  const batchActivities = new Map<string, ActivityDraft>();

  /**
   * EIP-5792 wallet_sendCalls, atomic unless the batch may go call by call: the batch's id (ours, or the app's that
   * asked), which the machine keeps where a hash goes.
   */
  async function sendBatch(batch: BatchStep, preview: TransactionPreview | undefined): Promise<Hex> {
    const id = (batch.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))) as Hex;
    try {
      await request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            id,
            from: account,
            chainId: numberToHex(chain.chainId),
            atomicRequired: !batch.sequential,
            calls: batch.calls.map((call) => ({
              to: call.to,
              data: call.data ?? '0x',
              ...(call.value !== undefined && { value: numberToHex(call.value) }),
            })),
          },
        ],
      });
    } catch (error) {
      // refused (it would revert: code 3, nothing sent), declined (4001), or atomicity unavailable (5760)
      throw failureFrom(error, parameters.failures.revert, parameters);
    }
    batchActivities.set(id, activityOf(batch, preview) ?? batch.activity);
    return id;
  }

  /** Polls wallet_getCallsStatus until the batch is final; records and settles its transaction's activity row. */
  async function confirmBatch(batch: BatchStep, id: Hex) {
    const until = Date.now() + BATCH_TIMEOUT_MS;
    let answer: CallsStatusAnswer | undefined;
    while (Date.now() < until) {
      answer = (await request({ method: 'wallet_getCallsStatus', params: [id] }).catch(() => undefined)) as
        | CallsStatusAnswer
        | undefined;
      if (answer && answer.status !== CALLS_STATUS.pending) break;
      await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS));
    }
    if (!answer || answer.status === CALLS_STATUS.pending)
      throw { reason: 'confirmationTimedOut' } satisfies StepFailure;
    // the batch's transaction (the last, for one sent call by call)
    const hash = answer.receipts?.at(-1)?.transactionHash;
    if (!hash) throw { reason: parameters.failures.revert } satisfies StepFailure;
    // one row for the flow (the approval and the permit are inside its one transaction)
    const activity = batchActivities.get(id) ?? batch.activity;
    await recordSubmitted(database, { hash, chainId: chain.chainId, account, ...activity }).catch(() => undefined);
    let settled;
    try {
      settled = await settleTransaction(client, database, chain.chainId, hash);
    } catch (error) {
      throw failureFrom(error, 'confirmationTimedOut', parameters);
    }
    if (answer.status !== CALLS_STATUS.confirmed || settled.status !== 'success')
      throw { reason: parameters.failures.revert } satisfies StepFailure;
    parameters.onReceipt?.(settled.receipt, batch);
  }

  /** The wallet's own EIP-7702 transaction (its smart-wallet controls sign the authorization), recorded as activity. */
  async function sendDelegation(step: DelegationStep): Promise<Hex> {
    if (!hasSmartWalletControls(provider)) throw { reason: 'somethingWentWrong' } satisfies StepFailure;
    let hash: Hex;
    try {
      hash = await provider.disableSmartWallet(chain.chainId);
    } catch (error) {
      throw failureFrom(error, parameters.failures.revert, parameters);
    }
    await recordSubmitted(database, { hash, chainId: chain.chainId, account, ...step.activity }).catch(() => undefined);
    return hash;
  }

  return transactionStepsMachine.provide({
    actors: {
      plan: fromPromise<StepsPlan, PlanInput>(async ({ input }) => {
        let plan: StepsPlan;
        try {
          const chainNow = (await client.getBlock({ blockTag: 'latest' })).timestamp;
          plan = await parameters.plan({ accepted: input.accepted, chainNow });
        } catch (error) {
          throw failureFrom(error, 'somethingWentWrong', parameters);
        }
        if (input.unbatched || !parameters.batching || plan.changed) return plan;
        // spec §8: a capability lookup that fails counts as unsupported (the plan goes as steps)
        const support = await parameters.batching().catch((): BatchSupport => ({ status: 'unsupported' }));
        return { ...plan, steps: batchedSteps(plan.steps, support) };
      }),
      simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async ({ input }) => {
        try {
          return await simulate(client, parameters, input.steps);
        } catch (error) {
          throw failureFrom(error, parameters.failures.revert, parameters);
        }
      }),
      sign: fromPromise<Hex, { step: Step }>(async ({ input }) => {
        const { step } = input;
        if (step.type !== 'signature' && step.type !== 'message')
          throw { reason: 'unknownError' } satisfies StepFailure;
        let signature: Hex;
        try {
          signature =
            step.type === 'message'
              ? await wallet.signMessage({ message: { raw: step.message } })
              : await wallet.signTypedData(step.typedData);
        } catch (error) {
          throw failureFrom(error, 'unknownError', parameters);
        }
        try {
          await step.use?.(signature);
        } catch (error) {
          throw failureFrom(error, 'somethingWentWrong', parameters);
        }
        return signature;
      }),
      send: fromPromise<Hex, { step: Step; signatures: readonly Hex[]; preview?: TransactionPreview }>(
        async ({ input }) => {
          const { step } = input;
          if (step.type === 'batch') return sendBatch(step, input.preview);
          if (step.type === 'delegation') return sendDelegation(step);
          const call =
            step.type === 'approval'
              ? step.call
              : step.type === 'transaction'
                ? step.call(input.signatures)
                : undefined;
          const activity = activityOf(step, input.preview);
          if (!call || !activity) throw { reason: 'unknownError' } satisfies StepFailure;
          const replaces = step.type === 'transaction' ? step.replaces : undefined;
          let hash: Hex;
          try {
            // the estimate runs the call at the latest block: a revert stops here, before the wallet is asked; the
            // limit carries a margin (a call that frees storage is refunded only at its end)
            const gas = withGasMargin(await client.estimateGas({ account, ...call }));
            hash = await wallet.sendTransaction({
              ...call,
              gas,
              chain: null,
              // a replacement takes the pending transaction's nonce, at fees the node accepts as a replacement
              ...(replaces && {
                nonce: replaces.nonce,
                maxFeePerGas: replaces.maxFeePerGas,
                maxPriorityFeePerGas: replaces.maxPriorityFeePerGas,
              }),
            });
          } catch (error) {
            const failure = failureFrom(error, revertOf(step), parameters);
            // the node refused the replacement (its nonce already used, its fee too low): spec §8's words for it
            if (replaces && failure.reason !== 'transactionRejected')
              throw { reason: 'cancelOrReplaceFailed' } satisfies StepFailure;
            throw failure;
          }
          if (replaces) {
            await recordReplacementSubmitted(database, chain.chainId, replaces.hash, {
              hash,
              kind: replaces.kind,
            }).catch(() => undefined);
            return hash;
          }
          await recordSubmitted(database, { hash, chainId: chain.chainId, account, ...activity }).catch(
            () => undefined,
          );
          return hash;
        },
      ),
      confirm: fromPromise<void, { step: Step; hash: Hex }>(async ({ input }) => {
        if (input.step.type === 'batch') return confirmBatch(input.step, input.hash);
        const replaces = input.step.type === 'transaction' ? input.step.replaces : undefined;
        let settled;
        try {
          if (replaces) {
            settled = await settleReplacement(client, database, chain.chainId, replaces.hash, {
              hash: input.hash,
              kind: replaces.kind,
            });
          } else settled = await settleTransaction(client, database, chain.chainId, input.hash);
        } catch (error) {
          throw failureFrom(error, 'confirmationTimedOut', parameters);
        }
        // the transaction first sent was mined before its replacement: the chain refused the speed-up or cancel
        if ('replaced' in settled && !settled.replaced) throw { reason: 'cancelOrReplaceFailed' } satisfies StepFailure;
        if (replaces?.kind === 'cancel' && settled.status === 'canceled') return;
        if (settled.status === 'canceled') throw { reason: 'transactionRejected' } satisfies StepFailure;
        if (settled.status !== 'success') throw { reason: revertOf(input.step) } satisfies StepFailure;
        parameters.onReceipt?.(settled.receipt, input.step);
      }),
    },
  });
}
