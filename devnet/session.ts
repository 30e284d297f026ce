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

  constructor(
    readonly chainId: number,
    readonly name: string,
    readonly rpcUrl: string,
  ) {
    const chain = devnetChain(chainId, name, rpcUrl);
    const transport = http(rpcUrl, { batch: false, retryCount: 0, timeout: 30_000 });
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
    const sender = typeof from === 'number' ? this.account(from) : from;
    if (this.nextTimestamp !== undefined) {
      // Blocks mined since the last pinned time each took at least a second more: stay after all of them.
      const timestamp = Math.max(this.nextTimestamp, this.pinnedTimestamp + this.sentSincePinned + 1);
      await this.test.setNextBlockTimestamp({ timestamp: BigInt(timestamp) });
      this.pinnedTimestamp = timestamp;
      this.sentSincePinned = 0;
      this.nextTimestamp = undefined;
    }
    this.sentSincePinned++;
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

  private async revertReason(from: Address, call: Call, receipt: TransactionReceipt): Promise<string> {
    try {
      await this.public.call({
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
}
