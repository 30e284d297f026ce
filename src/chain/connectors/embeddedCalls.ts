// EIP-5792 for the embedded wallet's provider (issue 36): wallet_getCapabilities, wallet_sendCalls (version 2.0.0)
// and wallet_getCallsStatus. An account batches atomically through its EIP-7702 delegation to the chain's smart-wallet
// delegate (the runtime config's `delegation.latest`); its first batch on a chain upgrades it in the same transaction.
import {
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type Transport,
  type WalletCallReceipt,
  type WalletClient,
  TransactionReceiptNotFoundError,
  bytesToHex,
  hexToBigInt,
  isHex,
  numberToHex,
} from 'viem';
import { getDelegation, waitForTransactionReceipt } from 'viem/actions';
import { type ChainClient, publicClientFor } from '../clients';
import { type AtomicStatus, atomicStatusOf } from '../smartWallet/atomicStatus';
import type { CallBatch, CallBatchStore } from '../smartWallet/callBatch';
import { callsStatusOf } from '../smartWallet/callsStatus';
import { delegationStatusOf } from '../smartWallet/getDelegationStatus';
import { parseSendCallsRequest, SEND_CALLS_VERSION } from '../smartWallet/parseSendCallsRequest';
import { type BatchCall, BatchWouldFailError, sendCallBatch } from '../smartWallet/sendCallBatch';
import { PROVIDER_ERROR_CODES as CODES, providerError } from './providerError';

/** A chain as the provider knows it: the runtime config's row (its delegate, when it has one). */
export type EmbeddedChain = { chainId: number; name: string; rpcUrl: string; delegation?: { latest: Address } };

/** A transaction of a batch the node no longer knows, this long after it was sent, will not be mined (status 400). */
const DROPPED_AFTER_MS = 10 * 60_000;

export type EmbeddedCallsContext = {
  chains: () => EmbeddedChain[];
  /** The unlocked account; throws 4100 when locked or when `requested` is another address. */
  account: (requested?: string) => Address;
  /** A wallet client whose account signs in the vault worker. */
  walletFor: (address: Address, chain: EmbeddedChain) => WalletClient<Transport, Chain, Account>;
  batches: CallBatchStore;
};

const randomBatchId = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)));

export function createEmbeddedCalls(context: EmbeddedCallsContext) {
  const chainById = (chainId: number) => {
    const chain = context.chains().find((c) => c.chainId === chainId);
    if (!chain) throw providerError(CODES.unsupportedChainId, `Unsupported chain id ${chainId}`);
    return chain;
  };
  // spec §8: a lookup that fails counts as not delegated, and so a capability it cannot read as unsupported
  const atomicStatus = async (address: Address, chain: EmbeddedChain): Promise<AtomicStatus> => {
    try {
      const client = publicClientFor(chain);
      const latestDelegate = chain.delegation?.latest;
      if (!latestDelegate) return 'unsupported';
      // viem's getDelegation throws when the node does not answer (getDelegationStatus would say "not delegated")
      const delegatedAddress = await getDelegation(client, { address });
      return atomicStatusOf(latestDelegate, delegationStatusOf(delegatedAddress, latestDelegate));
    } catch {
      return 'unsupported';
    }
  };

  /** Each call its own transaction, in order, each mined before the next is sent (atomicity not required). */
  const sendSequentially = async (
    wallet: WalletClient<Transport, Chain, Account>,
    client: ChainClient,
    calls: BatchCall[],
    record: (hashes: Hash[], unsent: number) => Promise<void>,
  ) => {
    const hashes: Hash[] = [];
    for (const [index, call] of calls.entries()) {
      try {
        hashes.push(await wallet.sendTransaction({ to: call.to, data: call.data, value: call.value }));
      } catch (error) {
        // the first call refused at its estimate: nothing was sent, the request fails; later: what ran stays recorded
        if (index === 0) throw refusedBatch(error);
        await record(hashes, calls.length - index);
        return;
      }
      await record(hashes, calls.length - index - 1);
      if (index < calls.length - 1) await waitForTransactionReceipt(client, { hash: hashes.at(-1)! });
    }
  };

  return {
    /** EIP-5792 wallet_getCapabilities(address, chainIds?): `atomic.status` per chain, keyed by hex chain id. */
    async getCapabilities(params: unknown): Promise<Record<Hex, { atomic: { status: AtomicStatus } }>> {
      const [requested, chainIds] = (Array.isArray(params) ? params : []) as [unknown, unknown];
      const address = context.account(typeof requested === 'string' ? requested : undefined);
      const wanted = Array.isArray(chainIds)
        ? chainIds.filter((id): id is Hex => isHex(id)).map((id) => Number(hexToBigInt(id)))
        : undefined;
      const chains = context.chains().filter((chain) => !wanted || wanted.includes(chain.chainId));
      const statuses = await Promise.all(chains.map((chain) => atomicStatus(address, chain)));
      return Object.fromEntries(
        chains.map((chain, i) => [numberToHex(chain.chainId), { atomic: { status: statuses[i]! } }]),
      );
    },

    /** EIP-5792 wallet_sendCalls: `{ id }` once the batch's transaction (or its first) is sent. */
    async sendCalls(params: unknown): Promise<{ id: string }> {
      const request = parseSendCallsRequest(params);
      const from = context.account(request.from);
      const chain = chainById(request.chainId);
      const id = request.id ?? randomBatchId();
      if (await context.batches.get(id))
        throw providerError(CODES.duplicateId, 'A batch with this id was already sent');
      const status = await atomicStatus(from, chain);
      if (status === 'unsupported' && request.atomicRequired)
        throw providerError(CODES.atomicityNotSupported, 'This account cannot batch calls atomically on this chain');

      const wallet = context.walletFor(from, chain);
      const client = publicClientFor(chain);
      const record = (atomic: boolean, transactionHashes: Hash[], upgraded: boolean, unsentCalls: number) =>
        context.batches.put({
          id,
          chainId: chain.chainId,
          from,
          atomic,
          transactionHashes,
          upgraded,
          unsentCalls,
          sentAt: Date.now(),
        });
      if (status === 'unsupported') {
        await sendSequentially(wallet, client, request.calls, (hashes, unsent) => record(false, hashes, false, unsent));
        return { id };
      }
      const sent = await sendCallBatch({
        wallet,
        client,
        calls: request.calls,
        upgradeTo: status === 'ready' ? chain.delegation?.latest : undefined,
      }).catch((error: unknown) => {
        throw refusedBatch(error);
      });
      await record(true, [sent.transactionHash], sent.upgraded, 0);
      return { id };
    },

    /** EIP-5792 wallet_getCallsStatus(id): 100 pending, 200 confirmed, 400 off chain, 500 reverted, 600 partially. */
    async getCallsStatus(params: unknown) {
      const id: unknown = Array.isArray(params) ? params[0] : undefined;
      const batch = typeof id === 'string' ? await context.batches.get(id) : undefined;
      if (!batch) throw providerError(CODES.unknownBundleId, 'Unknown batch id');
      const client = publicClientFor(chainById(batch.chainId));
      const receipts = await Promise.all(
        batch.transactionHashes.map((hash) =>
          client.getTransactionReceipt({ hash }).catch((error: unknown) => {
            // not mined yet; any other failure (the node is away) is the caller's to see
            if (error instanceof TransactionReceiptNotFoundError) return null;
            throw error;
          }),
        ),
      );
      const dropped = await isDropped(client, batch, receipts);
      const { status, receipts: shaped } = callsStatusOf({ batch, receipts, dropped });
      return {
        version: SEND_CALLS_VERSION,
        id: batch.id,
        chainId: numberToHex(batch.chainId),
        status,
        atomic: batch.atomic,
        receipts: shaped satisfies WalletCallReceipt[],
      };
    },
  };
}

/** A batch transaction with no receipt that the node does not know, long after it was sent: it will never be mined. */
async function isDropped(client: ChainClient, batch: CallBatch, receipts: readonly unknown[]): Promise<boolean> {
  if (Date.now() - batch.sentAt < DROPPED_AFTER_MS) return false;
  const missing = batch.transactionHashes.filter((_, i) => receipts[i] === null);
  if (missing.length === 0) return false;
  const known = await Promise.all(
    missing.map((hash) =>
      client.request({ method: 'eth_getTransactionByHash', params: [hash] }).then(
        (transaction) => transaction !== null,
        () => true,
      ),
    ),
  );
  return known.includes(false);
}

/** The batch would revert: an EIP-1193 error that says so, with the node's revert data, and nothing sent. */
function refusedBatch(error: unknown) {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'number' &&
    !(error instanceof BatchWouldFailError)
  ) {
    // the person declined, or the wallet locked: pass it on as it is
    if (error.code === 4001 || error.code === CODES.unauthorized) return error;
  }
  const cause = error instanceof BatchWouldFailError ? error.cause : error;
  const reason = revertReason(cause);
  return providerError(
    CODES.executionReverted,
    `The batch is expected to fail${reason ? `: ${reason}` : ''}. Nothing was sent.`,
    {
      data: revertData(cause),
      cause,
    },
  );
}

/** viem's short message of the deepest error that has one (the node's revert reason when it gave one). */
function revertReason(error: unknown): string | undefined {
  let reason: string | undefined;
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = (current as { details?: unknown; shortMessage?: unknown }).details;
    if (typeof candidate === 'string' && candidate) reason = candidate;
  }
  return reason?.slice(0, 200);
}

function revertData(error: unknown): Hex | undefined {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const data = (current as { data?: unknown }).data;
    if (isHex(data)) return data;
  }
  return undefined;
}
