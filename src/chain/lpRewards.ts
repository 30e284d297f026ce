// LP rewards (issue 13) from Uniswap's UniswapV3Staker: a v3 position deposited in the staker and staked in an
// incentive earns the incentive's reward token for its seconds in range. The position page reads what each stake has
// earned (getRewardInfo) and what the staker already holds for the owner (rewards), and claims it all in one
// multicall: unstake (which books the stake's reward to the owner), claim each reward token, and stake again in the
// incentives still running so the position keeps earning. Withdrawing unstakes everything and hands the NFT back.
import { type Address, type Hex, encodeAbiParameters, encodeFunctionData, keccak256, parseAbiParameters } from 'viem';
import { uniswapV3StakerAbi } from '../../contract/abis/staker';
import type { ContractCall } from './collectFees';
import type { ChainClient } from './clients';

export type IncentiveKey = {
  rewardToken: Address;
  pool: Address;
  startTime: bigint;
  endTime: bigint;
  refundee: Address;
};

const INCENTIVE_KEY = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)',
);

/** The staker's name for an incentive: keccak256 of its ABI-encoded key (IncentiveId.compute). */
export function incentiveIdOf(key: IncentiveKey): Hex {
  return keccak256(encodeAbiParameters(INCENTIVE_KEY, [key]));
}

/** An incentive as the data API lists it (decimal strings) as the staker's calls take it. */
export function incentiveKeyFromWire(key: {
  rewardToken: string;
  pool: string;
  startTime: string;
  endTime: string;
  refundee: string;
}): IncentiveKey {
  return {
    rewardToken: key.rewardToken as Address,
    pool: key.pool as Address,
    startTime: BigInt(key.startTime),
    endTime: BigInt(key.endTime),
    refundee: key.refundee as Address,
  };
}

export type PositionRewards = {
  /** The incentives the position is staked in now, with what each stake has earned so far. */
  stakes: { key: IncentiveKey; earned: bigint }[];
  /** Per reward token: earned in the stakes plus what the staker already booked to the owner. */
  byToken: { token: Address; amount: bigint }[];
};

/** What a deposited position has earned, every read at one block. */
export async function loadPositionRewards(
  client: ChainClient,
  p: { staker: Address; tokenId: bigint; owner: Address; incentives: readonly IncentiveKey[]; blockNumber?: bigint },
): Promise<PositionRewards> {
  const at = { blockNumber: p.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 })) };
  const staked = await Promise.all(
    p.incentives.map(async (key) => {
      const [, liquidity] = await client.readContract({
        ...at,
        address: p.staker,
        abi: uniswapV3StakerAbi,
        functionName: 'stakes',
        args: [p.tokenId, incentiveIdOf(key)],
      });
      if (liquidity === 0n) return undefined;
      const [earned] = await client.readContract({
        ...at,
        address: p.staker,
        abi: uniswapV3StakerAbi,
        functionName: 'getRewardInfo',
        args: [key, p.tokenId],
      });
      return { key, earned };
    }),
  );
  const stakes = staked.filter((s): s is { key: IncentiveKey; earned: bigint } => s !== undefined);
  const tokens = [...new Set(p.incentives.map((k) => k.rewardToken.toLowerCase() as Address))];
  const byToken = await Promise.all(
    tokens.map(async (token) => {
      const booked = await client.readContract({
        ...at,
        address: p.staker,
        abi: uniswapV3StakerAbi,
        functionName: 'rewards',
        args: [token, p.owner],
      });
      const earned = stakes
        .filter((s) => s.key.rewardToken.toLowerCase() === token)
        .reduce((sum, s) => sum + s.earned, 0n);
      return { token, amount: booked + earned };
    }),
  );
  return { stakes, byToken };
}

const stakerCall = (...args: Parameters<typeof encodeFunctionData<typeof uniswapV3StakerAbi>>) =>
  encodeFunctionData(...args);

/** Unstake from every incentive, claim every reward token to the owner; then stake again or withdraw the NFT. */
export function claimRewardsCall(p: {
  staker: Address;
  tokenId: bigint;
  owner: Address;
  stakes: readonly IncentiveKey[];
  rewardTokens: readonly Address[];
  /** Chain time now: an incentive that has ended cannot be staked in again. */
  chainNow: bigint;
  /** Hand the NFT back to the owner instead of staking it again. */
  withdraw?: boolean;
}): ContractCall {
  const calls: Hex[] = [
    ...p.stakes.map((key) =>
      stakerCall({ abi: uniswapV3StakerAbi, functionName: 'unstakeToken', args: [key, p.tokenId] }),
    ),
    ...p.rewardTokens.map((token) =>
      stakerCall({ abi: uniswapV3StakerAbi, functionName: 'claimReward', args: [token, p.owner, 0n] }),
    ),
    ...(p.withdraw
      ? [stakerCall({ abi: uniswapV3StakerAbi, functionName: 'withdrawToken', args: [p.tokenId, p.owner, '0x'] })]
      : p.stakes
          .filter((key) => p.chainNow >= key.startTime && p.chainNow < key.endTime)
          .map((key) => stakerCall({ abi: uniswapV3StakerAbi, functionName: 'stakeToken', args: [key, p.tokenId] }))),
  ];
  return {
    to: p.staker,
    data: encodeFunctionData({ abi: uniswapV3StakerAbi, functionName: 'multicall', args: [calls] }),
  };
}
