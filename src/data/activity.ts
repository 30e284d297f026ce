// spec §4 "Transaction types" and statuses: every transaction the app submits is written here when submitted and
// updated from its receipt, so it survives a reload or a closed tab and shows in the account drawer's Activity tab.
import type { SluiceDatabase } from './database';
import { durableWrites } from './durableWrites';

export type ActivityType =
  | 'approve'
  | 'revoke'
  | 'swap'
  | 'wrap'
  | 'unwrap'
  | 'send'
  | 'receive'
  | 'mint'
  | 'collect'
  | 'increaseLiquidity'
  | 'decreaseLiquidity'
  | 'migrateLiquidity'
  | 'claimRewards'
  | 'stake'
  | 'unstake'
  | 'permit'
  /** Cancelling UniswapX limit orders: spending their Permit2 nonces. */
  | 'cancelOrders'
  /** A UniswapX limit order (issue 14): keyed by its order hash, not a transaction; the order service settles it. */
  | 'limitOrder'
  /** A message or typed data a connected app had signed (issue 29): keyed by the signature's hash, never mined. */
  | 'sign'
  /** A connected app's transaction that is none of the kinds above (issue 29). */
  | 'contractCall'
  /** A purchase or a sale through a fiat provider (spec §4 onramp and offramp): keyed by its session, not a hash. */
  | 'onramp'
  | 'offramp'
  /** Turning the smart wallet off on a chain (issue 36, spec §4): an EIP-7702 authorization to the zero address. */
  | 'removeDelegation'
  /** A deposit to the bridge (issue 31): mined on its chain, then filled on another or refunded. */
  | 'bridge';

/** What a purchase or sale through a provider was (spec §4: provider name, fees and rate), in its fiat currency. */
export type ActivityFiat = {
  provider: string;
  providerName: string;
  currency: string;
  /** Fiat paid (a purchase) or paid out after fees (a sale). */
  amount: number;
  totalFee: number;
  /** Fiat per token, before fees. */
  rate: number;
};

/**
 * Where a bridge deposit went (issue 31): the chain it is filled on, and once known, how it ended: filled there by a
 * relayer, or refunded on the deposit's own chain after its fill deadline passed unfilled.
 */
export type ActivityBridge = {
  destinationChainId: number;
  outcome?: 'filled' | 'refunded';
  /** The fill's or the refund's transaction. */
  outcomeHash?: string;
};

/** The connected app a row was made for (issue 29): its name and its URL as its metadata gave them. */
export type ActivityApp = { name: string; url: string };

/** `canceling`: a cancel (a zero-value send to oneself with the same nonce) was sent and neither has been mined. */
export type ActivityStatus = 'pending' | 'canceling' | 'success' | 'failed' | 'canceled' | 'expired';

/** How a pending transaction was replaced by the wallet: the same call at higher fees, or a cancel. */
export type ReplacementKind = 'speedUp' | 'cancel';

/** An amount of one token, kept exact (wei as a decimal string, since rows are plain data). */
export type ActivityAmount = {
  token: string;
  symbol: string;
  decimals: number;
  amount: string;
  /** An NFT's id, when the amount is one NFT of the collection `token`. */
  tokenId?: string;
};

export type ActivityRow = {
  id: string; // `${chainId}:${hash}`
  chainId: number;
  hash: string;
  account: string; // lowercased sender
  type: ActivityType;
  status: ActivityStatus;
  addedAt: number; // wall-clock ms when submitted
  confirmedAt?: number;
  /** What went in and came out (swap, wrap); the one token for approve/revoke/send. */
  input?: ActivityAmount;
  output?: ActivityAmount;
  /** The spender for approve/revoke, the recipient for send. */
  counterparty?: string;
  networkCostWei?: string;
  /** The hash first sent, when a replacement (speed-up or cancel) mined instead and `hash` is the replacement's. */
  replacedHash?: string;
  /** The latest speed-up or cancel sent for this transaction (the row keeps it once settled, to say what happened). */
  replacement?: { hash: string; kind: ReplacementKind };
  /** Unseen by the user since it settled: drives the Activity tab's dot (spec §2). */
  unseen?: boolean;
  /** The connected app that asked for it (issue 29). */
  app?: ActivityApp;
  /** A purchase or sale through a fiat provider (issue 31). */
  fiat?: ActivityFiat;
  /** A bridge deposit (issue 31): its destination and outcome. */
  bridge?: ActivityBridge;
};

export const activityId = (chainId: number, hash: string) => `${chainId}:${hash.toLowerCase()}`;

/** What a mined transaction cost in wei, as an activity row keeps it (a decimal string). */
export const networkCostWei = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  (receipt.gasUsed * receipt.effectiveGasPrice).toString();

/** Records a submitted transaction as pending. */
export async function recordSubmitted(
  database: SluiceDatabase,
  row: Omit<ActivityRow, 'id' | 'status' | 'addedAt' | 'account'> & { account: string; addedAt?: number },
): Promise<ActivityRow> {
  const stored: ActivityRow = {
    ...row,
    id: activityId(row.chainId, row.hash),
    account: row.account.toLowerCase(),
    status: 'pending',
    addedAt: row.addedAt ?? Date.now(),
    unseen: true,
  };
  // a full disk keeps the row in memory until there is room (durableWrites): a submitted transaction is never forgotten
  await durableWrites.write(() => database.activity.put(stored));
  return stored;
}

export type ActivitySettlement = {
  status: Exclude<ActivityStatus, 'pending' | 'canceling'>;
  networkCostWei?: string;
  output?: ActivityAmount;
  /** The hash that mined when it is not the one sent: a sped-up or cancelled transaction's replacement. */
  replacementHash?: string;
};

/**
 * Records what a connected app had signed (issue 29): a signature is done when it is made, so the row is settled at
 * once; its key is the signature's hash (nothing is mined).
 */
export async function recordAppSignature(
  database: SluiceDatabase,
  row: { chainId: number; account: string; signatureHash: string; app: ActivityApp },
): Promise<void> {
  const now = Date.now();
  await durableWrites.write(() =>
    database.activity.put({
      id: activityId(row.chainId, row.signatureHash),
      chainId: row.chainId,
      hash: row.signatureHash.toLowerCase(),
      account: row.account.toLowerCase(),
      type: 'sign',
      status: 'success',
      addedAt: now,
      confirmedAt: now,
      app: row.app,
      unseen: true,
    }),
  );
}

/** Settles a row from its receipt (or a known failure); a replaced transaction's row takes its replacement's hash. */
export async function recordSettled(
  database: SluiceDatabase,
  chainId: number,
  hash: string,
  { replacementHash, ...update }: ActivitySettlement,
): Promise<void> {
  const settled = { ...update, confirmedAt: Date.now(), unseen: true };
  await durableWrites.write(async () => {
    if (!replacementHash || replacementHash.toLowerCase() === hash.toLowerCase()) {
      await database.activity.update(activityId(chainId, hash), settled);
      return;
    }
    // the row is keyed by its hash: it moves to the replacement's key, remembering the hash first sent
    await database.transaction('rw', database.activity, async () => {
      const row = await database.activity.get(activityId(chainId, hash));
      if (!row) return;
      await database.activity.delete(row.id);
      await database.activity.put({
        ...row,
        ...settled,
        id: activityId(chainId, replacementHash),
        hash: replacementHash,
        replacedHash: row.hash,
      });
    });
  });
}

/**
 * Records that a speed-up or cancel of the pending transaction `hash` was sent as `replacementHash`: a cancel turns the
 * row to `canceling`. The row keeps its key until one of the two is mined (`recordSettled` then moves it).
 */
export async function recordReplacementSubmitted(
  database: SluiceDatabase,
  chainId: number,
  hash: string,
  replacement: { hash: string; kind: ReplacementKind },
): Promise<void> {
  await durableWrites.write(() =>
    database.activity.update(activityId(chainId, hash), {
      replacement,
      ...(replacement.kind === 'cancel' ? { status: 'canceling' as const } : {}),
      unseen: true,
    }),
  );
}

/** Whether a row is still waiting for its transaction (or its cancel) to be mined. */
export const isUnsettled = (row: Pick<ActivityRow, 'status'>) => row.status === 'pending' || row.status === 'canceling';

/** One account's activity, newest first. */
export function listActivity(database: SluiceDatabase, account: string): Promise<ActivityRow[]> {
  return database.activity
    .where('[account+addedAt]')
    .between([account.toLowerCase(), 0], [account.toLowerCase(), Number.MAX_SAFE_INTEGER])
    .reverse()
    .toArray();
}

/** Rows whose key is no transaction hash: the order service or a fiat provider settles them, not a receipt. */
const SETTLED_ELSEWHERE: ReadonlySet<ActivityType> = new Set(['limitOrder', 'onramp', 'offramp']);

/** Rows still pending: re-tracked on load so a closed tab's transactions settle when the app opens again. Open limit
 * orders and fiat purchases and sales are not transactions: their services settle them. */
export async function listPending(database: SluiceDatabase): Promise<ActivityRow[]> {
  const rows = await database.activity.where('status').anyOf('pending', 'canceling').toArray();
  return rows.filter((row) => !SETTLED_ELSEWHERE.has(row.type));
}

/** A bridge deposit sent or mined whose fill or refund has not been seen yet (issue 31). */
export const awaitsBridgeOutcome = (row: ActivityRow): boolean =>
  row.type === 'bridge' &&
  (row.status === 'pending' || row.status === 'success') &&
  row.bridge !== undefined &&
  row.bridge.outcome === undefined;

/** Whether some bridge deposit still waits for its fill or refund: the app's start follows it then. */
export const hasOpenBridgeDeposit = async (database: SluiceDatabase): Promise<boolean> =>
  (await database.activity.where('status').anyOf('pending', 'success').filter(awaitsBridgeOutcome).first()) !==
  undefined;

export type LimitOrderActivityStatus = 'open' | 'filled' | 'expired' | 'cancelled' | 'insufficient-funds' | 'error';

const LIMIT_ACTIVITY_STATUS: Record<LimitOrderActivityStatus, ActivityStatus> = {
  open: 'pending',
  filled: 'success',
  expired: 'expired',
  cancelled: 'canceled',
  'insufficient-funds': 'pending',
  error: 'failed',
};

/**
 * Writes a limit order's activity row (submitted while open; filled, expired or cancelled as the order service says),
 * keyed by the order hash. Returns the new status when the row is new or its status changed (a notice to show).
 */
export async function recordLimitOrder(
  database: SluiceDatabase,
  order: {
    chainId: number;
    orderHash: string;
    account: string;
    status: LimitOrderActivityStatus;
    input?: ActivityAmount;
    output?: ActivityAmount;
    createdAt?: number;
    txHash?: string;
  },
): Promise<ActivityStatus | undefined> {
  const id = activityId(order.chainId, order.orderHash);
  const status = LIMIT_ACTIVITY_STATUS[order.status];
  let changed: ActivityStatus | undefined;
  await durableWrites.write(async () => {
    changed = await database.transaction('rw', database.activity, async () => {
      const existing = await database.activity.get(id);
      if (existing?.status === status) return undefined;
      await database.activity.put({
        id,
        chainId: order.chainId,
        hash: order.orderHash,
        account: order.account.toLowerCase(),
        type: 'limitOrder',
        status,
        addedAt: existing?.addedAt ?? (order.createdAt !== undefined ? order.createdAt * 1000 : Date.now()),
        ...(status !== 'pending' ? { confirmedAt: Date.now() } : {}),
        ...(order.input ? { input: order.input } : {}),
        ...(order.output ? { output: order.output } : {}),
        ...(order.txHash ? { counterparty: order.txHash } : {}),
        unseen: true,
      });
      return status;
    });
  });
  return changed;
}

export async function markActivitySeen(database: SluiceDatabase, account: string): Promise<void> {
  await database.activity.where('account').equals(account.toLowerCase()).modify({ unseen: false });
}
