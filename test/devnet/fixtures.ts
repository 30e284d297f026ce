import {
  type Address,
  type Hex,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  maxUint256,
  zeroAddress,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterEach, beforeEach, inject } from 'vitest';
import { TEST_MNEMONIC } from '../../devnet/anvil.ts';
import type { ChainDeployment, TokenManifest } from '../../contract/deployment.ts';
import { devnetChain } from '../../devnet/session.ts';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { PERMIT2_ADDRESS, type PermitSingle, permitSingleTypedData } from '../../contract/permit2.ts';
import { RouterCommand, type RouterStep, encodeExecute } from '../../contract/universalRouter.ts';
import { snapshotsFromChain } from './chainTickWords.ts';
import { stateViewAbi } from '../../contract/abis/v4.ts';
import { type PoolKey, poolIdOf } from '../../contract/poolKey.ts';
import { alignTick } from '../../workers/math/positionMath.ts';
import { spotPricesUsd } from '../../workers/pricing/spotPrices.ts';
import type { CurrencyId } from '../../workers/routing/types.ts';

export function devnetChainManifest(chainId = 31337): ChainDeployment {
  const chain = inject('devnet').chains[String(chainId)];
  if (!chain) throw new Error(`No chain ${chainId} in the devnet manifest`);
  return chain;
}

/** Clients for one chain, signing locally with a dev account's key (as a wallet would), not through anvil's unlocked accounts. */
export function clientsFor(chain: ChainDeployment, accountIndex = 0) {
  const viemChain = devnetChain(chain.chainId, chain.name, chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: accountIndex });
  return {
    account,
    publicClient: createPublicClient({ chain: viemChain, transport }),
    walletClient: createWalletClient({ chain: viemChain, transport, account }),
    testClient: createTestClient({ chain: viemChain, transport, mode: 'anvil' }),
  };
}

export type Clients = ReturnType<typeof clientsFor>;

/** Every test starts from the same chain state: snapshot before, revert after. */
export function isolateEachTest(chainIds: number[] = [31337, 31338]) {
  const snapshots = new Map<number, Hex>();
  beforeEach(async () => {
    for (const id of chainIds) snapshots.set(id, await clientsFor(devnetChainManifest(id)).testClient.snapshot());
  });
  afterEach(async () => {
    for (const id of chainIds) await clientsFor(devnetChainManifest(id)).testClient.revert({ id: snapshots.get(id)! });
  });
}

export function token(chain: ChainDeployment, symbol: string): TokenManifest {
  if (symbol === 'ETH')
    return { address: zeroAddress, symbol: 'ETH', name: 'Ether', decimals: 18, color: '', flags: [] };
  const found = chain.tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`No ${symbol} on ${chain.name}`);
  return found;
}

export async function balanceOf(
  c: Clients,
  tokenAddress: Address,
  owner: Address = c.account.address,
): Promise<bigint> {
  if (tokenAddress === zeroAddress) return c.publicClient.getBalance({ address: owner });
  return c.publicClient.readContract({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** What a wallet does before its first Permit2 swap of a token: one ERC20 approval of Permit2. */
export async function approvePermit2(c: Clients, tokenAddress: Address): Promise<void> {
  if (tokenAddress === zeroAddress) return;
  const allowance = await c.publicClient.readContract({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [c.account.address, PERMIT2_ADDRESS],
  });
  if (allowance > 0n) return;
  await c.walletClient.writeContractSync({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'approve',
    args: [PERMIT2_ADDRESS, maxUint256],
  });
}

/** Signs a Permit2 PermitSingle that lets the UniversalRouter pull `amount` of a token, and returns the router step. */
export async function signRouterPermit(
  c: Clients,
  chain: ChainDeployment,
  tokenAddress: Address,
  amount: bigint,
): Promise<RouterStep> {
  const spender = chain.contracts.UniversalRouter;
  const [, , nonce] = await c.publicClient.readContract({
    address: PERMIT2_ADDRESS,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [c.account.address, tokenAddress, spender],
  });
  const now = Number((await c.publicClient.getBlock()).timestamp);
  const permit: PermitSingle = {
    details: { token: tokenAddress, amount, expiration: now + 86_400 * 30, nonce: Number(nonce) },
    spender,
    sigDeadline: BigInt(now + 1800),
  };
  const signature = await c.walletClient.signTypedData(permitSingleTypedData(chain.chainId, permit));
  return { command: RouterCommand.PERMIT2_PERMIT, permit, signature };
}

/** Sends `UniversalRouter.execute` and returns the receipt; the deadline is an hour of chain time away. */
export async function executeOnRouter(c: Clients, chain: ChainDeployment, steps: RouterStep[], value?: bigint) {
  const now = (await c.publicClient.getBlock()).timestamp;
  // EIP-7966: anvil answers with the receipt once mined, so no block watching is needed
  return c.walletClient.sendTransactionSync({
    to: chain.contracts.UniversalRouter,
    data: encodeExecute(steps, now + 3600n),
    value,
  });
}

/** USD prices of a chain's tokens from its pools as they stand, keyed by lowercase address. */
export async function devnetPricesUsd(chain: ChainDeployment): Promise<Map<CurrencyId, number>> {
  const c = clientsFor(chain);
  const pools = await snapshotsFromChain(c.publicClient, chain);
  return spotPricesUsd({
    pools,
    decimals: new Map(chain.tokens.map((t) => [lowerAddress(t.address), t.decimals])),
    stablecoins: chain.tokens.filter((t) => t.flags.includes('stablecoin')).map((t) => lowerAddress(t.address)),
    weth: lowerAddress(chain.contracts.WETH9),
  });
}

export const lowerAddress = (address: string) => address.toLowerCase() as CurrencyId;

/** The seeded v4 pool of native ETH and `token1`, its price, and a range of about 500 ticks either side of it. */
export async function v4EthPoolAroundPrice(c: Clients, chain: ChainDeployment, token1: Address) {
  const pool = chain.pools.find(
    (p) => p.version === 'v4' && p.token0 === zeroAddress && p.token1.toLowerCase() === token1.toLowerCase(),
  );
  if (pool?.version !== 'v4') throw new Error(`no v4 ETH pool of ${token1} on ${chain.name}`);
  const poolKey: PoolKey = {
    currency0: zeroAddress,
    currency1: token1,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    hooks: pool.hooks,
  };
  const [sqrtPriceX96, tick] = await c.publicClient.readContract({
    address: chain.contracts.StateView,
    abi: stateViewAbi,
    functionName: 'getSlot0',
    args: [poolIdOf(poolKey)],
  });
  const tickLower = alignTick(tick - 500, pool.tickSpacing);
  const tickUpper = alignTick(tick + 500, pool.tickSpacing);
  return { poolKey, sqrtPriceX96, tickLower, tickUpper };
}
