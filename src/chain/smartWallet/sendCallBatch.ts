// One atomic batch from the embedded wallet (issue 36): ERC-7821 `execute` called on the account itself, which runs
// the delegate's code. The first batch on a chain also upgrades the account: the same type-4 transaction carries the
// account's EIP-7702 authorization to the delegate (`executor: 'self'`, so its nonce is the transaction's plus one).
import {
  type Account,
  type Address,
  BaseError,
  type Chain,
  ExecutionRevertedError,
  type Hash,
  type Hex,
  type SignedAuthorization,
  type Transport,
  type WalletClient,
} from 'viem';
import { estimateGas, sendTransaction, signAuthorization } from 'viem/actions';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import type { ChainClient } from '../clients';

export type BatchCall = { to: Address; data?: Hex; value?: bigint };

export type SendCallBatchParameters = {
  /** Signs as the account (in the vault worker for the embedded wallet). */
  wallet: WalletClient<Transport, Chain, Account>;
  client: ChainClient;
  calls: readonly BatchCall[];
  /** Set when the account is not yet delegated: the delegate the authorization points at. */
  upgradeTo?: Address;
};

export type SendCallBatchReturnType = { transactionHash: Hash; upgraded: boolean };

/** The batch would revert: nothing was sent. `cause` is the node's answer to the estimate (execution reverted). */
export class BatchWouldFailError extends Error {
  override name = 'BatchWouldFailError';
}

/**
 * Estimates the batch first (a batch with a call that would revert is refused there, and nothing is sent), then sends.
 *
 * @example
 * const { transactionHash } = await sendCallBatch({ wallet, client, calls, upgradeTo: chain.delegation?.latest });
 */
export async function sendCallBatch({
  wallet,
  client,
  calls,
  upgradeTo,
}: SendCallBatchParameters): Promise<SendCallBatchReturnType> {
  const account = wallet.account.address;
  const authorizationList: SignedAuthorization[] | undefined = upgradeTo
    ? [await signAuthorization(wallet, { contractAddress: upgradeTo, executor: 'self' })]
    : undefined;
  const request = {
    to: account,
    data: encodeExecuteData({ calls: calls.map((call) => ({ ...call })) }),
    authorizationList,
  };
  const gas = await estimateGas(client, { account, ...request }).catch((error: unknown) => {
    const reverted = error instanceof BaseError && error.walk((e) => e instanceof ExecutionRevertedError) !== null;
    throw reverted ? new BatchWouldFailError('The batch would fail', { cause: error }) : error;
  });
  const transactionHash = await sendTransaction(wallet, { ...request, gas });
  return { transactionHash, upgraded: authorizationList !== undefined };
}
