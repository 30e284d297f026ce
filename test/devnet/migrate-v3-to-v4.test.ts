// Migrating a v3 position to v4 through the UniversalRouter (src/chain/migrateV3ToV4.ts), judged by the chain: the
// v3 NFT is burned, the owner holds a v4 position with exactly the planned liquidity and range, and what the range did
// not take comes back to the owner's wallet.
import { type Address, type PublicClient, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3.ts';
import { positionManagerAbi } from '../../contract/abis/v4.ts';
import {
  V4_TICK_SPACING,
  migrateV3ToV4Call,
  planV3ToV4Migration,
  v3PositionPermitTypedData,
  v4PoolKeyFor,
  v4PoolPrice,
} from '../../src/chain/migrateV3ToV4.ts';
import { loadV3Position, loadV4Position } from '../../src/chain/positionDetails.ts';
import { balanceOf, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

describe('migrating a v3 position to v4', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const lp = clientsFor(chain, 2);
  const owner = lp.account.address;
  const client = lp.publicClient as PublicClient;
  const npm = chain.contracts.NonfungiblePositionManager;
  const weth = chain.contracts.WETH9;

  /** The seeded LP's open v3 position in the pool of these two tokens and fee. */
  async function v3Position(symbolA: string, symbolB: string, fee: number) {
    const wanted = [token(chain, symbolA).address, token(chain, symbolB).address].map((a) => a.toLowerCase()).sort();
    const count = await client.readContract({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
    for (let index = 0n; index < count; index++) {
      const tokenId = await client.readContract({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, index],
      });
      const details = (await loadV3Position(client, chain.contracts, tokenId))!;
      const pair = [details.token0, details.token1].map((a) => a.toLowerCase()).sort();
      if (details.fee === fee && pair.join() === wanted.join() && details.liquidity > 0n) return { tokenId, details };
    }
    throw new Error(`no open ${symbolA}/${symbolB} ${fee} position`);
  }

  async function migrate(symbolA: string, symbolB: string, fee: number, useNative: boolean) {
    const { tokenId, details } = await v3Position(symbolA, symbolB, fee);
    const poolKey = v4PoolKeyFor({ ...details, tickSpacing: V4_TICK_SPACING[fee]!, weth, useNative });
    const plan = planV3ToV4Migration({
      v3: {
        ...details,
        tickLower: details.tickLower!,
        tickUpper: details.tickUpper!,
        sqrtPriceX96: details.sqrtPriceX96!,
        fees0: details.fees0!,
        fees1: details.fees1!,
      },
      poolKey,
      v4SqrtPriceX96: await v4PoolPrice(client, chain.contracts.StateView, poolKey),
      slippageBips: 50,
    });
    const [nonce] = await client.readContract({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'positions',
      args: [tokenId],
    });
    const name = await client.readContract({ address: npm, abi: nonfungiblePositionManagerAbi, functionName: 'name' });
    const deadline = (await client.getBlock()).timestamp + 1800n;
    const router = chain.contracts.UniversalRouter;
    const permitSignature = await lp.walletClient.signTypedData(
      v3PositionPermitTypedData({
        name,
        chainId: chain.chainId,
        manager: npm,
        spender: router,
        tokenId,
        nonce,
        deadline,
      }),
    );
    const balances = async () =>
      Promise.all([poolKey.currency0, poolKey.currency1].map((c) => balanceOf(lp, c as Address)));
    const before = await balances();
    const call = migrateV3ToV4Call({
      router,
      v3Manager: npm,
      v4Manager: chain.contracts.PositionManager,
      weth,
      tokenId,
      v3Liquidity: details.liquidity,
      owner,
      deadline,
      permitSignature,
      plan,
    });
    const receipt = await lp.walletClient.sendTransactionSync(call);
    expect(receipt.status).toBe('success');
    const after = await balances();
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    const received = after.map(
      (b, i) => b - before[i]! + ([poolKey.currency0, poolKey.currency1][i] === zeroAddress ? gas : 0n),
    );
    return { tokenId, plan, received };
  }

  /** The newest v4 position: the one the migration minted. */
  async function newestV4Position() {
    const next = await client.readContract({
      address: chain.contracts.PositionManager,
      abi: positionManagerAbi,
      functionName: 'nextTokenId',
    });
    return (await loadV4Position(client, chain.contracts, next - 1n))!;
  }

  it('should move a WETH/USDC position into the existing native ETH/USDC pool and refund the rest', async () => {
    const { tokenId, plan, received } = await migrate('WETH', 'USDC', 500, true);
    expect(plan.createPool).toBe(false);
    await expect(
      client.readContract({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).rejects.toThrow();
    const v4 = await newestV4Position();
    expect(v4.owner).toBe(owner);
    expect(v4.liquidity).toBe(plan.liquidity);
    expect([v4.tickLower, v4.tickUpper]).toEqual([plan.tickLower, plan.tickUpper]);
    expect(v4.token0).toBe(zeroAddress);
    // what came back is what the v3 side handed over less what the mint took (within the mint's rounding up)
    for (const i of [0, 1] as const) {
      const refund = i === 0 ? plan.refund.amount0 : plan.refund.amount1;
      expect(received[i]!).toBeLessThanOrEqual(refund);
      expect(refund - received[i]!).toBeLessThanOrEqual(2n);
    }
  });

  it('should create the v4 pool at the v3 price when it does not exist, in the same transaction', async () => {
    const { plan } = await migrate('DAI', 'USDC', 100, false);
    expect(plan.createPool).toBe(true);
    const v4 = await newestV4Position();
    expect(v4.owner).toBe(owner);
    expect(v4.liquidity).toBe(plan.liquidity);
    expect(await v4PoolPrice(client, chain.contracts.StateView, plan.poolKey)).toBe(plan.sqrtPriceX96);
  });
});
