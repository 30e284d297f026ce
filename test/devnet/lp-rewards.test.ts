// LP rewards on the devnet's UniswapV3Staker (devnet/deployStaker.ts, src/chain/lpRewards.ts): the indexer lists the
// incentive and keeps the depositor as the staked position's owner; the position earns with chain time; claiming pays
// the reward token to the owner and keeps the position staked; withdrawing hands the NFT back.
import { type Address, type PublicClient, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3.ts';
import { uniswapV3StakerAbi } from '../../contract/abis/staker.ts';
import {
  claimRewardsCall,
  incentiveIdOf,
  incentiveKeyFromWire,
  loadPositionRewards,
} from '../../src/chain/lpRewards.ts';
import { loadV3Position } from '../../src/chain/positionDetails.ts';
import type { IncentivesResponse, PositionsResponse } from '../../contract/dataApiWire.ts';
import { REWARDS_LP } from '../../devnet/deployStaker.ts';
import { clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';
import { useSeededIndexer } from './seededIndexer.ts';

describe('LP rewards from the v3 staker', () => {
  isolateEachTest();
  const { api } = useSeededIndexer();
  const chain = devnetChainManifest();
  const lp = clientsFor(chain, REWARDS_LP);
  const owner = lp.account.address;
  const client = lp.publicClient as PublicClient;
  const staker = chain.contracts.UniswapV3Staker!;

  async function stakedPosition() {
    const tokenId = await client.readContract({
      address: chain.contracts.NonfungiblePositionManager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [staker, 0n],
    });
    const details = (await loadV3Position(client, chain.contracts, tokenId))!;
    const { incentives } = await api<IncentivesResponse>(`/incentives?chainId=${chain.chainId}&pool=${details.pool}`);
    return { tokenId, details, keys: incentives.map((i) => incentiveKeyFromWire(i.key)), incentives };
  }

  it('should list the incentive and the staked position as its depositor’s', async () => {
    const { tokenId, details, keys, incentives } = await stakedPosition();
    expect(details.staked).toBe(true);
    expect(details.owner).toBe(owner);
    expect(incentives).toHaveLength(1);
    expect(incentives[0]!.incentiveId).toBe(incentiveIdOf(keys[0]!));
    const { positions } = await api<PositionsResponse>(`/positions?owner=${owner}&chainIds=${chain.chainId}`);
    const row = positions.find((p) => p.version === 'v3' && p.tokenId === tokenId.toString());
    expect(row?.staked).toBe(true);
    // the program shows as the pool's reward APR in explore
    const { poolStats } = await api<{
      poolStats: { poolId: string; rewardApr: number; apr: number; totalApr: number }[];
    }>(`/pools/stats?chainIds=${chain.chainId}`);
    const stats = poolStats.find((p) => p.poolId.toLowerCase() === details.pool.toLowerCase())!;
    expect(stats.rewardApr).toBeGreaterThan(0);
    expect(stats.totalApr).toBeCloseTo(stats.apr + stats.rewardApr);
  });

  it('should earn with time, pay the reward on claim and stay staked', async () => {
    const { tokenId, keys } = await stakedPosition();
    await lp.testClient.increaseTime({ seconds: 86_400 });
    await lp.testClient.mine({ blocks: 1 });
    const rewards = await loadPositionRewards(client, { staker, tokenId, owner, incentives: keys });
    expect(rewards.stakes).toHaveLength(1);
    const earned = rewards.byToken[0]!.amount;
    expect(earned).toBeGreaterThan(0n);

    const token = keys[0]!.rewardToken;
    const balance = () =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    const before = await balance();
    const chainNow = (await client.getBlock()).timestamp;
    const receipt = await lp.walletClient.sendTransactionSync(
      claimRewardsCall({ staker, tokenId, owner, stakes: keys, rewardTokens: [token], chainNow }),
    );
    expect(receipt.status).toBe('success');
    const paid = (await balance()) - before;
    // the claim's block is a second or two later than the read: a little more, never less
    expect(paid).toBeGreaterThanOrEqual(earned);
    expect(paid - earned).toBeLessThan(earned / 1000n + 1n);
    const [, liquidity] = await client.readContract({
      address: staker,
      abi: uniswapV3StakerAbi,
      functionName: 'stakes',
      args: [tokenId, incentiveIdOf(keys[0]!)],
    });
    expect(liquidity).toBeGreaterThan(0n);
  });

  it('should hand the NFT back on withdrawal, with the rewards', async () => {
    const { tokenId, keys } = await stakedPosition();
    const chainNow = (await client.getBlock()).timestamp;
    const receipt = await lp.walletClient.sendTransactionSync(
      claimRewardsCall({
        staker,
        tokenId,
        owner,
        stakes: keys,
        rewardTokens: [keys[0]!.rewardToken],
        chainNow,
        withdraw: true,
      }),
    );
    expect(receipt.status).toBe('success');
    const holder = await client.readContract({
      address: chain.contracts.NonfungiblePositionManager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    expect(holder as Address).toBe(owner);
    expect((await loadV3Position(client, chain.contracts, tokenId))!.staked).toBe(false);
  });
});
