// EIP-5792 for the embedded wallet's provider (issue 36): wallet_getCapabilities, wallet_sendCalls (version 2.0.0)
// and wallet_getCallsStatus, and the removal of the delegation. An account batches atomically through its EIP-7702
// delegation to the chain's smart-wallet delegate (the runtime config's `delegation.latest`); its first batch on a
// chain upgrades it in the same transaction.
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
import { disableSmartWallet } from '../smartWallet/disableSmartWallet';
import { delegationStatusOf } from '../smartWallet/getDelegationStatus';
import { SEND_CALLS_VERSION, type SendCallsRequest, parseSendCallsRequest } from '../smartWallet/parseSendCallsRequest';
import { type BatchCall, sendCallBatch } from '../smartWallet/sendCallBatch';
import { refusedBatch } from './batchRefusal';
import { PROVIDER_ERROR_CODES as CODES, providerError } from './providerError';

/** A chain as the provider knows it: the runtime config's row (its delegate, when it has one). */
export type EmbeddedChain = { chainId: number; name: string; rpcUrl: string; delegation?: { latest: Address } };

/** A transaction of a batch the node no longer knows, this long after it was sent, will not be mined (status 400). */
const DROPPED_AFTER_MS = 10 * 60_000;
/** How long a send waits for the account's previous transaction on the chain to be mined. */
const SETTLE_TIMEOUT_MS = 120_000;

type Wallet = WalletClient<Transport, Chain, Account>;

export type EmbeddedCallsContext = {
  chains: () => EmbeddedChain[];
  /** The unlocked account; throws 4100 when locked or when `requested` is another address. */
  account: (requested?: string) => Address;
  /** A wallet client whose account signs in the vault worker. */
  walletFor: (address: Address, chain: EmbeddedChain) => Wallet;
  batches: CallBatchStore;
};

const randomBatchId = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)));

export function createEmbeddedCalls(context: EmbeddedCallsContext) {
  const chainById = (chainId: number) => {
    const chain = context.chains().find((c) => c.chainId === chainId);
    if (!chain) throw providerError(CODES.unsupportedChainId, `Unsupported chain id ${chainId}`);
    return chain;
  };
  // spec §8: a capability lookup that fails counts as unsupported
  const atomicStatus = async (address: Address, chain: EmbeddedChain): Promise<AtomicStatus> => {
    const latestDelegate = chain.delegation?.latest;
    if (!latestDelegate) return 'unsupported';
    try {
      // viem's getDelegation throws when the node does not answer (getDelegationStatus would say "not delegated")
      const delegatedAddress = await getDelegation(publicClientFor(chain), { address });
      return atomicStatusOf(latestDelegate, delegationStatusOf(delegatedAddress, latestDelegate));
    } catch {
      return 'unsupported';
    }
  };

  // One send at a time per account and chain, each after the previous one's receipt: a pending upgrade moves the
  // account's nonce twice (its transaction and its authorization) and sets its code, which the next send must see.
  const queues = new Map<string, Promise<unknown>>();
  const lastSent = new Map<string, Hash>();
  const oneAtATime = (from: Address, chain: EmbeddedChain, send: () => Promise<Hash[]>): Promise<Hash[]> => {
    const key = `${chain.chainId}:${from.toLowerCase()}`;
    const run = (queues.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const previous = lastSent.get(key);
        if (previous)
          await waitForTransactionReceipt(publicClientFor(chain), { hash: previous, timeout: SETTLE_TIMEOUT_MS }).catch(
            () => undefined,
          );
        const hashes = await send();
        if (hashes.length > 0) lastSent.set(key, hashes.at(-1)!);
        return hashes;
      });
    queues.set(key, run);
    return run;
  };

  /** Each call its own transaction, in order, each mined before the next is sent (atomicity not required). */
  const sendSequentially = async (
    wallet: Wallet,
    client: ChainClient,
    calls: BatchCall[],
    record: (hashes: Hash[], unsent: number) => Promise<void>,
  ): Promise<Hash[]> => {
    const hashes: Hash[] = [];
    for (const [index, call] of calls.entries()) {
      try {
        hashes.push(await wallet.sendTransaction({ to: call.to, data: call.data, value: call.value }));
      } catch (error) {
        // the first call refused at its estimate: nothing was sent, the request fails; later: what ran stays recorded
        if (index === 0) throw refusedBatch(error);
        await record(hashes, calls.length - index);
        return hashes;
      }
      await record(hashes, calls.length - index - 1);
      if (index < calls.length - 1) await waitForTransactionReceipt(client, { hash: hashes.at(-1)! });
    }
    return hashes;
  };

  /** A checked batch: atomically through the delegation (upgrading the account first if need be), or call by call. */
  const sendBatch = async (id: string, request: SendCallsRequest, from: Address, chain: EmbeddedChain) => {
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
    if (status === 'unsupported')
      return sendSequentially(wallet, client, request.calls, (hashes, unsent) => record(false, hashes, false, unsent));
    const sent = await sendCallBatch({
      wallet,
      client,
      calls: request.calls,
      upgradeTo: status === 'ready' ? chain.delegation?.latest : undefined,
    }).catch((error: unknown) => {
      throw refusedBatch(error);
    });
    await record(true, [sent.transactionHash], sent.upgraded, 0);
    return [sent.transactionHash];
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
      await oneAtATime(from, chain, () => sendBatch(id, request, from, chain));
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

    /** spec §4 "disabled onchain per network": an authorization to the zero address; the hash once sent. */
    async disableSmartWallet(chainId: number): Promise<Hash> {
      const from = context.account();
      const chain = chainById(chainId);
      const [hash] = await oneAtATime(from, chain, async () => [
        await disableSmartWallet({ wallet: context.walletFor(from, chain) }),
      ]);
      return hash!;
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
