// Adding liquidity (issue 13: create a position, add to one; spec §5) as a plan of the one transaction steps pipeline
// (issue 28): an approval for each ERC-20 short of allowance (to the position manager or Router02; to Permit2 for v4),
// for v4 the Permit2 batch permit that lets the PositionManager pull them, then the mint or increase with its ETH. The
// allowances are read each time the review plans, so a step already done (an approval that mined) drops out of a retry.
// With 1-click on and a wallet that batches on the chain (issue 36), the same plan goes as one EIP-5792 batch: the
// approvals, Permit2's `approve` in place of the permit, and the mint or increase, one prompt and one transaction.
import {
  type Address,
  type EIP1193Provider,
  type StateOverride,
  type TransactionReceipt,
  isAddressEqual,
  maxUint256,
} from 'viem';
import { publicClientFor } from '../../chain/clients';
import {
  type LiquidityAllowanceNeeds,
  type TokenNeed,
  approveCall,
  liquidityAllowanceNeeds,
  permitBatchFor,
  permitBatchGrant,
  permitBatchTypedData,
} from '../../chain/liquidityApprovals';
import { permit2ApproveCalls } from '../../chain/permit2ApproveCalls';
import type { BuildCallContext } from '../../chain/mintPositionRequest';
import type { PayableCall } from '../../chain/mintPosition';
import { PERMIT2_ADDRESS } from '../../../contract/permit2';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { type StepActorsParameters, transactionStepsMachineFor } from '../../transactions/stepActors';
import type { ActivityDraft, Step } from '../../transactions/steps';

export type LiquidityRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The contract that pulls the tokens: the v3 NonfungiblePositionManager, the v4 PositionManager, v2 Router02. */
  spender: Address;
  /** v4: ERC-20s go through Permit2 (an approval to Permit2 and a signed batch permit for the PositionManager). */
  viaPermit2: boolean;
  /** What the transaction may pull of each ERC-20 (native ETH is sent with the call). */
  needs: readonly (TokenNeed & { symbol: string; decimals: number })[];
  /** The call, its deadline counted from `chainNow` (the latest block's timestamp, seconds), with the permit if signed. */
  buildCall: (context: BuildCallContext) => PayableCall;
  activity: ActivityDraft;
  /** The mint's or increase's receipt (the batch's, for a 1-click deposit), for the screen to find what was minted. */
  onReceipt?: (receipt: TransactionReceipt) => void;
  /**
   * Set when 1-click is on (issue 36): whether the wallet batches atomically on the chain now. The approvals, the
   * permit (as Permit2's `approve`) and the mint or increase then go as one batch (src/transactions/batchSteps.ts).
   */
  batching?: StepActorsParameters['batching'];
};

export type LiquidityStepsParameters = {
  chainId: number;
  chainNow: bigint;
  /** What the chain says is short now (liquidityAllowanceNeeds). */
  short: LiquidityAllowanceNeeds;
  /**
   * The Permit2 allowance the batch permit will grant the spender (permitBatchGrant), so the call can be simulated
   * unsigned; undefined when it could not be found (the call is then built only once signed).
   */
  permitGrant?: StateOverride;
};

/**
 * The steps of one deposit: an approval per short ERC-20, the batch permit when Permit2's allowance is short, then the
 * mint or increase. Unsigned, the call leaves the permit out (the simulation grants its allowance instead).
 *
 * @example
 * const steps = liquiditySteps(request, { chainId: 1, chainNow, short: { approvals: [usdc], permits: [] } });
 */
export function liquiditySteps(
  request: Pick<LiquidityRequest, 'spender' | 'viaPermit2' | 'needs' | 'buildCall' | 'activity'>,
  { chainId, chainNow, short, permitGrant }: LiquidityStepsParameters,
): Step[] {
  const approvalSpender = request.viaPermit2 ? PERMIT2_ADDRESS : request.spender;
  const approvals: Step[] = short.approvals.flatMap((token) => {
    const need = request.needs.find((n) => isAddressEqual(n.token, token));
    if (!need) return [];
    return [
      {
        type: 'approval',
        token: { token, symbol: need.symbol, decimals: need.decimals, amount: need.amount.toString() },
        spender: approvalSpender,
        amount: maxUint256,
        call: approveCall(token, approvalSpender),
      },
    ];
  });
  const batch = short.permits.length > 0 ? permitBatchFor(short.permits, request.spender, chainNow) : undefined;
  if (!batch) {
    return [
      ...approvals,
      { type: 'transaction', activity: request.activity, call: () => request.buildCall({ chainNow }) },
    ];
  }
  return [
    ...approvals,
    {
      type: 'signature',
      typedData: permitBatchTypedData(chainId, batch),
      simulateAs: permitGrant,
      // in a batch (1-click) the same Permit2 allowances are granted by Permit2's `approve`, called by the account
      asCalls: permit2ApproveCalls(batch),
    },
    {
      type: 'transaction',
      activity: request.activity,
      call: ([signature]) => {
        if (signature) return request.buildCall({ chainNow, permit: { batch, signature } });
        return permitGrant ? request.buildCall({ chainNow }) : undefined;
      },
      // after Permit2's `approve` the PositionManager pulls without a permit
      batchCall: request.buildCall({ chainNow }),
    },
  ];
}

/** The steps machine for one liquidity review (useMachine starts it, and stops it on unmount). */
export function liquidityTransactionMachineFor(request: LiquidityRequest) {
  const { chain, account } = request;
  const client = publicClientFor(chain);
  return transactionStepsMachineFor({
    chain,
    account,
    provider: request.provider,
    // a revert names no liquidity failure of its own in the catalogue (spec §8)
    failures: { revert: 'unknownError' },
    onReceipt: (receipt, step) => {
      if (step.type === 'transaction' || step.type === 'batch') request.onReceipt?.(receipt);
    },
    batching: request.batching,
    plan: async ({ chainNow }) => {
      const short = await liquidityAllowanceNeeds(client, {
        owner: account,
        spender: request.spender,
        needs: request.needs,
        viaPermit2: request.viaPermit2,
        chainNow,
      });
      // a node without eth_createAccessList finds no slot: the mint is then simulated only once the permit is signed
      const permitGrant =
        short.permits.length > 0
          ? await permitBatchGrant(client, {
              owner: account,
              spender: request.spender,
              tokens: short.permits.map((permit) => permit.token),
            }).catch(() => undefined)
          : undefined;
      return { steps: liquiditySteps(request, { chainId: chain.chainId, chainNow, short, permitGrant }) };
    },
  });
}
