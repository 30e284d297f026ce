// One model of what a flow asks the wallet for (issue 28): every flow (swap, wrap, limit orders, liquidity, send)
// describes its request as an ordered list of steps, and one machine (machines/transactionSteps.machine.ts) with one
// review and progress UI walks it. Modelled on the Uniswap interface's transaction steps.
import type { Address, Hex, StateOverride, TypedDataDefinition } from 'viem';
import type { ActivityAmount, ActivityApp, ActivityBridge, ActivityType, ReplacementKind } from '../data/activity';
import type { BalanceChange, GrantedApproval } from '../chain/simulateBalanceChanges';

/** A call the wallet sends as a transaction. */
export type Call = { to: Address; data?: Hex; value?: bigint };

/** What a transaction's activity row says of it (spec §4 transaction types). */
export type ActivityDraft = {
  type: ActivityType;
  input?: ActivityAmount;
  output?: ActivityAmount;
  /** The spender of an approval, the recipient of a send. */
  counterparty?: string;
  /** The connected app that asked for it (issue 29: "Swapped via app.example"). */
  app?: ActivityApp;
  /** A bridge deposit's destination (issue 31). */
  bridge?: ActivityBridge;
};

/** An ERC-20 `approve` transaction (a revoke when `amount` is 0). */
export type ApprovalStep = {
  type: 'approval';
  token: ActivityAmount;
  spender: Address;
  amount: bigint;
  call: Call;
};

/**
 * An EIP-712 signature: a Permit2 permit a later transaction carries, or a signed order a service takes (a UniswapX
 * limit order). `simulateAs` is the state the signature grants, so the calls after it can be simulated before it
 * exists; `use` hands the signature on (posting an order).
 */
export type SignatureStep = {
  type: 'signature';
  /**
   * What the signature is, for the steps' names: a permit a transaction spends (default), an order, or typed data a
   * connected app asked for (what it allows is the app's to use).
   */
  purpose?: 'permit' | 'order' | 'message';
  typedData: TypedDataDefinition;
  simulateAs?: StateOverride;
  use?: (signature: Hex) => Promise<void>;
  /**
   * The calls that grant on chain what the signature grants (Permit2's `approve`, one per token of the permit): in a
   * batch there is no signature to wait for, so the batch makes these calls in its place (ForcePermitTransactions
   * semantics). A signature without them keeps its plan out of a batch.
   */
  asCalls?: readonly Call[];
};

/**
 * A message signed as EIP-191 `personal_sign` asks (a connected app's sign-in, issue 29): the bytes as the app sent
 * them, and the text they read as when they are UTF-8 (the review shows hex otherwise).
 */
export type MessageStep = {
  type: 'message';
  message: Hex;
  text?: string;
  /** Hands the signature on (a username claim's proof goes to the username service, issue 32). */
  use?: (signature: Hex) => Promise<void>;
};

/**
 * A transaction. `call` receives the signatures of the steps before it, in order. The simulation before anything is
 * signed calls it with none: the call then relies on the state the signature steps' `simulateAs` grant, or is
 * `undefined` when the flow cannot build it unsigned (then it is simulated, with its signatures, only before it is sent).
 */
export type TransactionStep = {
  type: 'transaction';
  activity: ActivityDraft;
  call: (signatures: readonly Hex[]) => Call | undefined;
  /**
   * What the activity row says when it can be told only from what the simulation showed (a connected app's
   * transaction: a swap when one token leaves and another arrives); `activity` otherwise.
   */
  activityFromPreview?: (preview: TransactionPreview | undefined) => ActivityDraft;
  /** Set when this transaction replaces a pending one of the account (a speed-up or a cancel): sent with its nonce. */
  replaces?: Replacing;
  /**
   * The call in a batch, where the signatures before it were made as calls (their `asCalls`): default `call([])`. A
   * swap or a deposit whose permit became Permit2's `approve` calls the router or the PositionManager without a permit.
   */
  batchCall?: Call;
};

/**
 * One EIP-5792 batch (issue 36): the plan's approvals, permits (as their `asCalls`) and transactions sent as one atomic
 * `wallet_sendCalls`, one wallet prompt and one transaction. `steps` are the steps it stands for (the review lists
 * them), `calls` what it sends, `activity` the one row it records (the flow's last transaction's: the approval and the
 * permit are inside it). `upgradeTo` is set when the account is not yet delegated: the wallet upgrades it to that
 * delegate in the same transaction, and the simulation runs the batch with that code.
 */
export type BatchStep = {
  type: 'batch';
  steps: readonly (ApprovalStep | SignatureStep | TransactionStep)[];
  calls: readonly Call[];
  activity: ActivityDraft;
  upgradeTo?: Address;
  /** What the activity row says when it can be told only from the simulation (an app's batch, issue 29). */
  activityFromPreview?: (preview: TransactionPreview | undefined) => ActivityDraft;
  /** The id the batch is sent under (a connected app's own, issue 29); a random one otherwise. */
  id?: string;
  /**
   * The account cannot batch atomically on the chain and the app did not require it (EIP-5792 `atomicRequired:
   * false`): the wallet sends each call as a transaction of its own, and the simulation runs them in order.
   */
  sequential?: true;
  /** A connected app's batch is answered with its id: it never goes again as separate steps. */
  retriesAsSteps?: false;
};

/**
 * An EIP-7702 delegation change (issue 36): the wallet signs an authorization of the account itself and sends it in a
 * type-4 transaction to the account. `delegate` is the zero address for the smart wallet's removal (spec §4 "disable
 * on chain", transaction type "remove delegation"), the one change a wallet's smart-wallet controls offer; an upgrade
 * rides in the first batch instead (`BatchStep.upgradeTo`).
 */
export type DelegationStep = {
  type: 'delegation';
  delegate: Address;
  activity: ActivityDraft;
};

/**
 * The pending transaction a speed-up or cancel replaces: its hash (whose activity row it settles), its nonce, and the
 * fees the replacement pays (above the pending one's, or the node refuses it as underpriced).
 */
export type Replacing = {
  hash: Hex;
  kind: ReplacementKind;
  nonce: number;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
};

export type Step = ApprovalStep | SignatureStep | MessageStep | TransactionStep | BatchStep | DelegationStep;

/** Steps the wallet signs without sending anything: typed data and messages. */
export const isSigningStep = (step: Step): step is SignatureStep | MessageStep =>
  step.type === 'signature' || step.type === 'message';

/**
 * What the review shows before the wallet is asked: the simulated balance changes and approvals for the account
 * (src/chain/simulateBalanceChanges.ts), or that the node could not simulate and only the gas estimate ran.
 */
export type TransactionPreview =
  | {
      status: 'simulated';
      changes: readonly BalanceChange[];
      approvals: readonly GrantedApproval[];
      /** The simulated gas at the current fee. */
      networkCostWei: bigint;
    }
  | {
      /** The node has no eth_simulateV1 (only the gas estimate ran), or a call can be built only once signed. */
      status: 'unavailable';
      networkCostWei?: bigint;
    };
