import {
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  BaseError,
  createPublicClient,
  createTestClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  formatTransactionReceipt,
  getAddress,
  http,
  numberToHex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from './anvil.ts';

/** The ten dev accounts of the test mnemonic, derived once. */
export const DEV_ACCOUNTS: readonly Address[] = Array.from(
  { length: 10 },
  (_, i) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: i }).address,
);

export function devnetChain(chainId: number, name: string, rpcUrl: string) {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

export type Call = { to: Address; data?: Hex; value?: bigint };

/** One chain, driven through anvil's unlocked dev accounts: what deployment, seeding and the live market share. */
export class ChainSession {
  readonly public: PublicClient;
  readonly test: TestClient;
  private nextTimestamp: number | undefined;
  private pinnedTimestamp = 0;
  private sentSincePinned = 0;
  /** Hashes of the transactions queued into the block being filled (see fillBlock). */
  private filling: Hex[] | undefined;

  constructor(
    readonly chainId: number,
    readonly name: string,
    readonly rpcUrl: string,
  ) {
    const chain = devnetChain(chainId, name, rpcUrl);
    // no cap on answers: a state dump of the seeded history runs past viem's default 10 MB
    const transport = http(rpcUrl, { batch: false, retryCount: 0, timeout: 30_000, maxResponseBodySize: false });
    this.public = createPublicClient({ chain, transport });
    this.test = createTestClient({ chain, transport, mode: 'anvil' });
  }

  account(index: number): Address {
    const account = DEV_ACCOUNTS[index];
    if (!account) throw new Error(`No dev account ${index}`);
    return account;
  }

  /** The next transaction's block gets this timestamp (unix seconds); the history uses it to spread over weeks. */
  atTime(timestamp: number): void {
    this.nextTimestamp = timestamp;
  }

  /** Sends a transaction from a dev account, mines it, and throws with the revert reason if it failed. */
  async send(from: number | Address, call: Call): Promise<TransactionReceipt> {
    if (this.filling) throw new Error('send() mines at once: inside fillBlock, use queue() or submit()');
    const sender = this.sender(from);
    await this.pinNextBlockTime();
    const receipt = await this.sendSync({
      from: sender,
      to: call.to,
      data: call.data,
      value: call.value ? numberToHex(call.value) : undefined,
      gas: numberToHex(12_000_000),
    });
    if (receipt.status !== 'success')
      throw new Error(`Transaction to ${call.to} reverted: ${await this.revertReason(sender, call, receipt)}`);
    return receipt;
  }

  /**
   * Mines every transaction queued while `fill` runs into one block, as a trade and the arbitrage behind it share a
   * block on a real chain; reads that must see the queued transactions use `readTag` ('pending'). Throws with the
   * revert reason if any of them failed.
   */
  async fillBlock(fill: () => Promise<void>): Promise<void> {
    if (this.filling) throw new Error('A block is already being filled');
    await this.test.setAutomine(false);
    const hashes: Hex[] = [];
    this.filling = hashes;
    try {
      await fill();
      if (hashes.length > 0) {
        await this.pinNextBlockTime();
        await this.public.request({ method: 'evm_mine' as never, params: [] as never });
      }
    } catch (error) {
      await this.public.request({ method: 'anvil_dropAllTransactions' as never, params: [] as never });
      throw error;
    } finally {
      this.filling = undefined;
      await this.test.setAutomine(true);
    }
    if (hashes.length === 0) return;
    const receipts = (await this.public.request({
      method: 'eth_getBlockReceipts' as never,
      params: ['latest'] as never,
    })) as { transactionHash: Hex; status: Hex; to: Address | null }[];
    const mined = new Map(receipts.map((r) => [r.transactionHash, r]));
    for (const hash of hashes) {
      const receipt = mined.get(hash);
      if (!receipt) throw new Error(`Transaction ${hash} did not make it into the filled block`);
      if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} to ${receipt.to} reverted in a filled block`);
    }
  }

  /** The block tag that sees the transactions queued so far ('pending' while a block is being filled). */
  get readTag(): 'pending' | 'latest' {
    return this.filling ? 'pending' : 'latest';
  }

  /** Queues a transaction into the block being filled (fillBlock). */
  async queue(from: number | Address, call: Call): Promise<void> {
    if (!this.filling) throw new Error('queue() is only for a block being filled (fillBlock)');
    const hash = await this.public.request({
      method: 'eth_sendTransaction' as never,
      params: [
        {
          from: this.sender(from),
          to: call.to,
          data: call.data,
          value: call.value ? numberToHex(call.value) : undefined,
          gas: numberToHex(12_000_000),
        },
      ] as never,
    });
    this.filling.push(hash as Hex);
  }

  /** Queues into the block being filled, or else sends and mines at once. */
  async submit(from: number | Address, call: Call): Promise<void> {
    if (this.filling) await this.queue(from, call);
    else await this.send(from, call);
  }

  private sender(from: number | Address): Address {
    return typeof from === 'number' ? this.account(from) : from;
  }

  /** Gives the next block the pinned time, if one is pinned; blocks mined since each took at least a second more. */
  private async pinNextBlockTime(): Promise<void> {
    if (this.nextTimestamp !== undefined) {
      const timestamp = Math.max(this.nextTimestamp, this.pinnedTimestamp + this.sentSincePinned + 1);
      await this.test.setNextBlockTimestamp({ timestamp: BigInt(timestamp) });
      this.pinnedTimestamp = timestamp;
      this.sentSincePinned = 0;
      this.nextTimestamp = undefined;
    }
    this.sentSincePinned++;
  }

  /** Calls a contract function from a dev account. */
  async write(
    from: number | Address,
    to: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[] = [],
    value?: bigint,
  ) {
    return this.send(from, { to, data: encodeFunctionData({ abi, functionName, args } as never), value });
  }

  async deploy(from: number, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
    const data = encodeDeployData({ abi, bytecode, args } as never);
    const sender = this.account(from);
    const receipt = await this.sendSync({ from: sender, data, gas: numberToHex(30_000_000) });
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment from ${sender} failed`);
    return getAddress(receipt.contractAddress);
  }

  /** Anvil's eth_sendTransactionSync (EIP-7966) mines and answers with the receipt: one round trip a transaction. */
  private async sendSync(request: Record<string, unknown>): Promise<TransactionReceipt> {
    const raw = await this.public.request({ method: 'eth_sendTransactionSync' as never, params: [request] as never });
    return formatTransactionReceipt(raw as never);
  }

  private revertReason(from: Address, call: Call, receipt: TransactionReceipt): Promise<string> {
    return replayedRevertReason(this.public, from, call, receipt);
  }
}

/** Why a mined transaction reverted: the same call replayed on the block before it. */
export async function replayedRevertReason(
  client: Pick<PublicClient, 'call'>,
  from: Address,
  call: Call,
  receipt: Pick<TransactionReceipt, 'blockNumber'>,
): Promise<string> {
  try {
    await client.call({
      account: from,
      to: call.to,
      data: call.data,
      value: call.value,
      blockNumber: receipt.blockNumber - 1n,
    });
    return 'unknown reason';
  } catch (error) {
    return error instanceof BaseError ? error.shortMessage : String(error);
  }
}
