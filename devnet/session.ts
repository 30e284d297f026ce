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
      await this.test.setNextBlockTimestamp({ timestamp: BigInt(this.nextTimestamp) });
      this.nextTimestamp = undefined;
    }
    const hash = (await this.public.request({
      method: 'eth_sendTransaction' as never,
      params: [
        {
          from: sender,
          to: call.to,
          data: call.data,
          value: call.value ? numberToHex(call.value) : undefined,
          gas: numberToHex(12_000_000),
        },
      ] as never,
    })) as Hex;
    const receipt = await this.receipt(hash);
    if (receipt.status !== 'success') throw new Error(`Transaction to ${call.to} reverted: ${await this.revertReason(sender, call, receipt)}`);
    return receipt;
  }

  /** Calls a contract function from a dev account. */
  async write(from: number | Address, to: Address, abi: Abi, functionName: string, args: readonly unknown[] = [], value?: bigint) {
    return this.send(from, { to, data: encodeFunctionData({ abi, functionName, args } as never), value });
  }

  async deploy(from: number, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
    const data = encodeDeployData({ abi, bytecode, args } as never);
    const sender = this.account(from);
    const hash = (await this.public.request({
      method: 'eth_sendTransaction' as never,
      params: [{ from: sender, data, gas: numberToHex(30_000_000) }] as never,
    })) as Hex;
    const receipt = await this.receipt(hash);
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment from ${sender} failed`);
    return getAddress(receipt.contractAddress);
  }

  /** Anvil mines right after accepting a transaction; the receipt can lag the answer by a moment. */
  private receipt(hash: Hex): Promise<TransactionReceipt> {
    return this.public.waitForTransactionReceipt({ hash, pollingInterval: 5, timeout: 30_000 });
  }

  private async revertReason(from: Address, call: Call, receipt: TransactionReceipt): Promise<string> {
    try {
      await this.public.call({ account: from, to: call.to, data: call.data, value: call.value, blockNumber: receipt.blockNumber - 1n });
      return 'unknown reason';
    } catch (error) {
      return error instanceof BaseError ? error.shortMessage : String(error);
    }
  }
}
