// EIP-5792 wallet_getCallsStatus: a sent batch's status code and its receipts, from the receipts its transactions have
// so far. Pure: the provider reads the receipts (src/chain/connectors/embeddedCalls.ts).
import { type Hex, type TransactionReceipt, type WalletCallReceipt, numberToHex } from 'viem';
import type { CallBatch } from './callBatch';

/** EIP-5792 status codes. */
export const CALLS_STATUS = {
  /** Not yet on chain. */
  pending: 100,
  /** Included on chain, every call succeeded. */
  confirmed: 200,
  /** Not included on chain and the wallet will not retry. */
  offchainFailure: 400,
  /** Reverted completely: only the gas was paid. */
  reverted: 500,
  /** Reverted partially: some calls' changes are on chain. */
  partiallyReverted: 600,
} as const;

export type CallsStatusCode = (typeof CALLS_STATUS)[keyof typeof CALLS_STATUS];

export type CallsStatusOfParameters = {
  batch: Pick<CallBatch, 'atomic' | 'transactionHashes' | 'unsentCalls'>;
  /** Each transaction's receipt, in the batch's order; null while it is not mined. */
  receipts: readonly (TransactionReceipt | null)[];
  /** A transaction without a receipt that the node no longer knows and that will not be sent again. */
  dropped?: boolean;
};

export type CallsStatusOfReturnType = { status: CallsStatusCode; receipts: WalletCallReceipt[] };

/** A receipt as EIP-5792 shapes it: quantities as hex, status `0x1` or `0x0`. */
export function toWalletCallReceipt(receipt: TransactionReceipt): WalletCallReceipt {
  return {
    logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] as Hex[] })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: numberToHex(receipt.blockNumber),
    gasUsed: numberToHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  };
}

/**
 * @example
 * const { status } = callsStatusOf({ batch, receipts: [receipt] }); // 200 once the batch's transaction succeeded
 */
export function callsStatusOf({ batch, receipts, dropped = false }: CallsStatusOfParameters): CallsStatusOfReturnType {
  const mined = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== null);
  const shaped = mined.map(toWalletCallReceipt);
  const succeeded = mined.filter((receipt) => receipt.status === 'success').length;
  if (mined.length < batch.transactionHashes.length) {
    if (!dropped) return { status: CALLS_STATUS.pending, receipts: shaped };
    return { status: succeeded > 0 ? CALLS_STATUS.partiallyReverted : CALLS_STATUS.offchainFailure, receipts: shaped };
  }
  if (mined.length === 0) return { status: CALLS_STATUS.offchainFailure, receipts: shaped };
  if (succeeded === mined.length && batch.unsentCalls === 0)
    return { status: CALLS_STATUS.confirmed, receipts: shaped };
  if (succeeded === 0) return { status: CALLS_STATUS.reverted, receipts: shaped };
  return { status: CALLS_STATUS.partiallyReverted, receipts: shaped };
}
