// The devnet's Across relayer (issue 31), started with `npm start` beside the limit-order filler (a sandbox: on a real
// network relayers are other parties). It watches each SpokePool's FundsDeposited from a recent block, in bounded looks,
// and fills a deposit on its destination chain from its own inventory (`fillRelay`, repaid on the origin chain) when
// the deposit pays at least the fee the quote endpoint asks and the inventory covers it; a deposit it cannot fill stays
// unfilled. Once a deposit is filled, or its fill deadline has passed on the destination chain unfilled, the
// dataworker's part (dataworker.ts) settles it on the origin chain: the relayer repaid, or the depositor refunded.
// Its stock and its transactions come through the funding and impersonation the composition root injects. When a
// chain goes back under it (a reorganisation; the e2e run reverts both chains around every journey), it forgets the
// deposits that are no longer on their chain, so it never fills or settles one, and reads the recent blocks again, so
// a new deposit that reuses a forgotten one's id is seen.
import { type Address, encodeFunctionData, type Hex, maxUint256, type PublicClient, zeroAddress } from 'viem';
import { erc20Abi } from '../../../contract/abis/erc20.ts';
import { FILL_STATUS, spokePoolAbi } from '../../../contract/abis/spokePool.ts';
import type { ChainDeployment, DeploymentManifest } from '../../../contract/deployment.ts';
import { RELAYER_ACCOUNT, RELAYER_ETH, RELAYER_STOCK } from '../../../contract/sandboxAgents.ts';
import { publicClientFor } from '../fiat/treasury.ts';
import { oncePerChain } from '../oncePerChain.ts';
import type { FundAccount, SendAs } from '../sandboxAccess.ts';
import {
  type BridgeDeposit,
  depositStillExists,
  type ScanProgress,
  readDeposits,
  relayHash,
  startingProgress,
  toAddress,
  toBytes32,
} from './bridgeDeposits.ts';
import { BRIDGE_TOKENS, findBridgeRoute, relayerFee } from './bridgeRoutes.ts';
import { type Settlement, settleOnOrigin } from './dataworker.ts';

/** Reverted fills of one deposit before the relayer leaves it to expire and be refunded. */
export const MAX_FILL_ATTEMPTS = 3;

export type BridgeEvent =
  | { kind: 'fill'; deposit: BridgeDeposit; txHash: Hex }
  | { kind: 'refund' | 'repayment'; deposit: BridgeDeposit; txHash: Hex };

export type AcrossRelayerOptions = {
  manifest: () => DeploymentManifest;
  /** Stocks the relayer's address (the devnet's faucet). */
  fund: FundAccount;
  /** Sends the relayer's and the dataworker's transactions (anvil's impersonation). */
  sendAs: SendAs;
  pollMs?: number;
  log?: (message: string) => void;
  /** Told of every fill, refund and repayment (tests wait on them). */
  onEvent?: (event: BridgeEvent) => void;
};

type Pending = { deposit: BridgeDeposit; failures: number; filledBy?: Address };

export class AcrossRelayer {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private readonly progress = new Map<string, ScanProgress>();
  private readonly pending = new Map<string, Pending>();
  /** Once per chain: the starting inventory and the pool's allowance to pull it; a relayer restarted finds both. */
  private readonly stocking = oncePerChain((chain) => this.stockOnce(chain));
  private readonly clientFor = publicClientFor();
  private readonly log: (message: string) => void;

  constructor(private readonly options: AcrossRelayerOptions) {
    this.log = options.log ?? (() => {});
  }

  /** Stocks the relayer on every bridged chain now, so the first quote sees its inventory. */
  async prepareAll(): Promise<void> {
    for (const chain of this.bridgeChains()) await this.stocking.run(chain);
  }

  start(): void {
    this.prepareAll().catch((error: unknown) => this.log(`relayer: stocking failed: ${(error as Error).message}`));
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.log(`relayer: ${(error as Error).message.split('\n')[0]}`))
        .finally(() => (this.running = undefined));
    }, this.options.pollMs ?? 1000);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deposits seen and not yet settled, by `origin:depositId`. */
  get unsettled(): number {
    return this.pending.size;
  }

  /** One round: read new deposits on every bridged chain, then fill or settle each one still open. */
  async tick(): Promise<void> {
    const chains = this.bridgeChains();
    for (const chain of chains) await this.readNewDeposits(chain);
    for (const [key, entry] of this.pending) {
      const origin = chains.find((c) => BigInt(c.chainId) === entry.deposit.relayData.originChainId);
      const destination = chains.find((c) => BigInt(c.chainId) === entry.deposit.destinationChainId);
      // a deposit to a chain without a pool can never be filled: its refund waits for the chain its deadline is on
      if (!origin || !destination) {
        this.pending.delete(key);
        continue;
      }
      try {
        if (await this.advance(entry, origin, destination)) this.pending.delete(key);
      } catch (error) {
        this.log(`relayer: deposit ${key}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }

  private bridgeChains(): ChainDeployment[] {
    return Object.values(this.options.manifest().chains).filter((chain) => chain.contracts.SpokePool);
  }

  private async readNewDeposits(chain: ChainDeployment): Promise<void> {
    const client = this.clientFor(chain);
    const key = `${chain.chainId}@${chain.rpcUrl}`;
    const progress = this.progress.get(key) ?? (await startingProgress(client));
    const scan = await readDeposits(client, chain.contracts.SpokePool!, chain.chainId, progress);
    if (scan.reorged) await this.forgetVanishedDeposits(chain, client);
    this.progress.set(key, scan.progress);
    for (const deposit of scan.deposits) {
      const id = `${chain.chainId}:${deposit.relayData.depositId}`;
      // the same id from another transaction is another deposit: the one it replaced is gone from the chain
      if (this.pending.get(id)?.deposit.transactionHash !== deposit.transactionHash)
        this.pending.set(id, { deposit, failures: 0 });
    }
  }

  /** After `chain` went back: drops the deposits made on it that it no longer holds, and checks the stock again. */
  private async forgetVanishedDeposits(chain: ChainDeployment, client: PublicClient): Promise<void> {
    this.log(`relayer: chain ${chain.chainId} went back; reading its recent deposits again`);
    this.stocking.forget(chain);
    for (const [id, entry] of this.pending) {
      if (entry.deposit.relayData.originChainId !== BigInt(chain.chainId)) continue;
      if (!(await depositStillExists(client, entry.deposit))) this.pending.delete(id);
    }
  }

  /** Fills, or settles; true once the deposit needs nothing more. */
  private async advance(entry: Pending, origin: ChainDeployment, destination: ChainDeployment): Promise<boolean> {
    const { deposit } = entry;
    const destClient = this.clientFor(destination);
    const spokePool = destination.contracts.SpokePool!;
    const status = await destClient.readContract({
      address: spokePool,
      abi: spokePoolAbi,
      functionName: 'fillStatuses',
      args: [relayHash(deposit.relayData, deposit.destinationChainId)],
    });
    if (status === FILL_STATUS.filled) {
      const relayer = entry.filledBy ?? (await this.fillerOf(destClient, destination, deposit));
      // only a fill repaid on the origin chain is repaid here
      return relayer ? this.settle(origin, deposit, { kind: 'repayment', to: relayer }) : true;
    }
    const now = (await destClient.getBlock()).timestamp;
    if (now > BigInt(deposit.relayData.fillDeadline))
      return this.settle(origin, deposit, { kind: 'refund', to: toAddress(deposit.relayData.depositor) });
    if (entry.failures < MAX_FILL_ATTEMPTS && (await this.shouldFill(deposit, origin, destination, now))) {
      await this.fill(entry, origin, destination);
    }
    return false;
  }

  /** Whether this relayer fills the deposit now: a route it serves, its fee paid, no one else's exclusivity, stock. */
  private async shouldFill(
    deposit: BridgeDeposit,
    origin: ChainDeployment,
    destination: ChainDeployment,
    now: bigint,
  ): Promise<boolean> {
    const data = deposit.relayData;
    const route = findBridgeRoute(
      this.options.manifest(),
      origin.chainId,
      destination.chainId,
      toAddress(data.inputToken),
      toAddress(data.outputToken),
    );
    if (!route) return false;
    if (data.inputAmount - data.outputAmount < relayerFee(data.inputAmount, route.token).total) return false;
    const exclusive = toAddress(data.exclusiveRelayer);
    if (exclusive !== zeroAddress && exclusive !== RELAYER_ACCOUNT && now <= BigInt(data.exclusivityDeadline))
      return false;
    await this.stocking.run(destination);
    const inventory = await inventoryOf(this.clientFor(destination), route.outputToken.address);
    if (inventory < data.outputAmount) {
      this.log(`relayer: deposit ${data.originChainId}:${data.depositId} waits: inventory short`);
      return false;
    }
    return true;
  }

  private async fill(entry: Pending, origin: ChainDeployment, destination: ChainDeployment): Promise<void> {
    const { deposit } = entry;
    try {
      const receipt = await this.options.sendAs(destination, RELAYER_ACCOUNT, {
        to: destination.contracts.SpokePool!,
        data: encodeFunctionData({
          abi: spokePoolAbi,
          functionName: 'fillRelay',
          args: [deposit.relayData, BigInt(origin.chainId), toBytes32(RELAYER_ACCOUNT)],
        }),
      });
      entry.filledBy = RELAYER_ACCOUNT;
      this.log(`relayer: filled ${origin.chainId}:${deposit.relayData.depositId} on ${destination.chainId}`);
      this.options.onEvent?.({ kind: 'fill', deposit, txHash: receipt.transactionHash });
    } catch (error) {
      entry.failures++;
      this.log(`relayer: fill of ${deposit.relayData.depositId} reverted: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  private async settle(origin: ChainDeployment, deposit: BridgeDeposit, settlement: Settlement): Promise<boolean> {
    const txHash = await settleOnOrigin(this.clientFor(origin), origin, deposit, settlement, this.options);
    if (txHash) {
      this.log(
        `dataworker: ${settlement.kind} of ${origin.chainId}:${deposit.relayData.depositId} to ${settlement.to}`,
      );
      this.options.onEvent?.({ kind: settlement.kind, deposit, txHash });
    }
    return true;
  }

  /** Who filled a deposit this process did not fill (it restarted): the FilledRelay of the deposit, if repaid here. */
  private async fillerOf(
    client: PublicClient,
    destination: ChainDeployment,
    deposit: BridgeDeposit,
  ): Promise<Address | undefined> {
    const from = this.progress.get(`${destination.chainId}@${destination.rpcUrl}`)?.scannedTo ?? 0n;
    const fills = await client.getContractEvents({
      address: destination.contracts.SpokePool!,
      abi: spokePoolAbi,
      eventName: 'FilledRelay',
      args: { originChainId: deposit.relayData.originChainId, depositId: deposit.relayData.depositId },
      fromBlock: from > 10_000n ? from - 10_000n : 0n,
      strict: true,
    });
    const fill = fills[0];
    if (!fill || fill.args.repaymentChainId !== deposit.relayData.originChainId) return undefined;
    return toAddress(fill.args.relayer);
  }

  private async stockOnce(chain: ChainDeployment): Promise<void> {
    const tokens = BRIDGE_TOKENS.map((b) => chain.tokens.find((t) => t.symbol === b.symbol)).filter((t) => !!t);
    const client = this.clientFor(chain);
    const spokePool = chain.contracts.SpokePool!;
    // stocking ends with the last token's allowance: found, the relayer was stocked before (a drained inventory is
    // not topped up: a deposit it cannot cover is left to be refunded)
    const last = tokens.at(-1);
    if (
      last &&
      (await client
        .readContract({
          address: last.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [RELAYER_ACCOUNT, spokePool],
        })
        .catch(() => 0n)) > 0n
    )
      return;
    await this.options.fund({
      chain,
      to: RELAYER_ACCOUNT,
      eth: RELAYER_ETH,
      tokens: Object.fromEntries(tokens.map((t) => [t.symbol, RELAYER_STOCK[t.symbol] ?? '0'])),
    });
    for (const token of tokens) {
      await this.options.sendAs(chain, RELAYER_ACCOUNT, {
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spokePool, maxUint256] }),
      });
    }
  }
}

/** The relayer's balance of a token on a chain: what it can fill with. */
export function inventoryOf(client: PublicClient, token: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [RELAYER_ACCOUNT] });
}
