// Speed up or cancel a pending transaction of the embedded wallet (issue 28; spec §4 statuses canceling and canceled):
// a plan of the one transaction steps pipeline with one transaction that takes the pending one's nonce at higher fees:
// the same call again (a speed-up) or a zero-value send to oneself (a cancel). The chain decides which one is mined.
import type { Address, EIP1193Provider, Hex } from 'viem';
import { getTransaction } from 'viem/actions';
import type { StepFailure, StepsPlan } from '../../../machines/transactionSteps.machine';
import { publicClientFor } from '../../chain/clients';
import type { ActivityRow, ReplacementKind } from '../../data/activity';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { TransactionStep } from '../../transactions/steps';

export type ReplaceRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  row: ActivityRow;
  kind: ReplacementKind;
};

export type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** How much a replacement raises the pending transaction's fees: nodes ask for at least 10 % (geth, anvil). */
export const REPLACEMENT_FEE_BUMP_PERCENT = 20n;

const bumped = (fee: bigint) => (fee * (100n + REPLACEMENT_FEE_BUMP_PERCENT) + 99n) / 100n;
const larger = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * The fees a replacement pays: the pending transaction's raised by REPLACEMENT_FEE_BUMP_PERCENT (rounded up), or the
 * chain's current fees when those are higher, so the replacement is both accepted and mined soon.
 */
export function replacementFees(pending: Fees, now: Fees): Fees {
  const maxPriorityFeePerGas = larger(bumped(pending.maxPriorityFeePerGas), now.maxPriorityFeePerGas);
  const maxFeePerGas = larger(larger(bumped(pending.maxFeePerGas), now.maxFeePerGas), maxPriorityFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas };
}

const refused = { reason: 'cancelOrReplaceFailed' } satisfies StepFailure;

/** The plan for one speed-up or cancel, read from the pending transaction as the chain holds it now. */
export async function replacementPlan({ chain, account, row, kind }: ReplaceRequest): Promise<StepsPlan> {
  const client = publicClientFor(chain);
  const hash = row.hash as Hex;
  const [pending, now] = await Promise.all([
    getTransaction(client, { hash }).catch(() => undefined),
    client.estimateFeesPerGas(),
  ]);
  // mined already (or gone from the node's pool): there is nothing left to replace, as the chain says
  if (!pending || pending.blockNumber !== null || pending.to === null) throw refused;
  const fees = replacementFees(
    {
      maxFeePerGas: pending.maxFeePerGas ?? pending.gasPrice ?? 0n,
      maxPriorityFeePerGas: pending.maxPriorityFeePerGas ?? pending.gasPrice ?? 0n,
    },
    now,
  );
  const { to, input, value } = pending;
  const step: TransactionStep = {
    type: 'transaction',
    activity: {
      type: row.type,
      ...(kind === 'speedUp' && row.input ? { input: row.input } : {}),
      ...(kind === 'speedUp' && row.output ? { output: row.output } : {}),
    },
    replaces: { hash, kind, nonce: pending.nonce, ...fees },
    call: () => (kind === 'speedUp' ? { to, data: input, value } : { to: account, value: 0n }),
  };
  return { steps: [step] };
}

/** The steps machine for one speed-up or cancel (useMachine starts it, and stops it on unmount). */
export function replaceStepsMachineFor(request: ReplaceRequest) {
  return transactionStepsMachineFor({
    chain: request.chain,
    account: request.account,
    provider: request.provider,
    failures: { revert: 'cancelOrReplaceFailed' },
    plan: () => replacementPlan(request),
  });
}
