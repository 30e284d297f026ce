// The LP rewards program on the devnet (issue 13): Uniswap's UniswapV3Staker from its npm artifact, one incentive paying
// UNI to the in-range liquidity of the WETH/USDC 0.05 % v3 pool for 90 days from the end of the seeded history, and a
// position of one dev account staked in it, so a position page has real rewards to show and claim. Rewards accrue with
// chain time: the staker pays each staked position its share of the incentive's seconds in range.
import { type Address, encodeAbiParameters, parseAbi, parseAbiParameters, parseUnits } from 'viem';
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from '../contract/abis/v3.ts';
import { uniswapV3StakerAbi } from '../contract/abis/staker.ts';
import { nearestUsableTick } from '../workers/math/tickMath.ts';
import { loadArtifact } from './artifacts.ts';
import { DEPLOYER } from './market.ts';
import { type SeedContext, type SeededPool, mintedTokenId } from './seedPools.ts';
import { usdToAmount } from './holdings.ts';

/** The dev account whose position is staked in the incentive (no other seeded role). */
export const REWARDS_LP = 6;
const DAY = 86_400;
const INCENTIVE_REWARD_UNI = '1000000';
const STAKED_DEPOSIT_USD = 250_000;
const FAR_FUTURE = 2n ** 40n;
const safeTransferAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)']);
const INCENTIVE_KEY = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)',
);

export async function deployStaker(ctx: SeedContext, pools: readonly SeededPool[]): Promise<Address> {
  const { chain, contracts, holdings } = ctx;
  const artifact = loadArtifact('UniswapV3Staker');
  const staker = await chain.deploy(DEPLOYER, artifact.abi, artifact.bytecode, [
    contracts.UniswapV3Factory,
    contracts.NonfungiblePositionManager,
    BigInt(30 * DAY),
    BigInt(2 * 365 * DAY),
  ]);
  const pool = pools.find(
    (p) =>
      p.manifest.version === 'v3' &&
      p.manifest.fee === 500 &&
      [p.token0.symbol, p.token1.symbol].sort().join() === 'USDC,WETH',
  );
  if (!pool || pool.manifest.version !== 'v3') return staker;

  // the incentive: UNI over 90 days, starting a minute after the history ends
  const uni = ctx.tokenBySymbol('UNI');
  const reward = parseUnits(INCENTIVE_REWARD_UNI, uni.decimals);
  const now = (await chain.public.getBlock()).timestamp;
  const key = {
    rewardToken: uni.address,
    pool: pool.manifest.address,
    startTime: now + 60n,
    endTime: now + 60n + BigInt(90 * DAY),
    refundee: chain.account(DEPLOYER),
  };
  await holdings.ensure(DEPLOYER, uni, reward);
  await holdings.approve(DEPLOYER, uni.address, staker);
  await chain.write(DEPLOYER, staker, uniswapV3StakerAbi, 'createIncentive', [key, reward]);

  // a position in range (about ±20 %) of the rewards LP
  const npm = contracts.NonfungiblePositionManager;
  const [, tick] = await chain.public.readContract({
    address: pool.manifest.address,
    abi: uniswapV3PoolAbi,
    functionName: 'slot0',
  });
  const spacing = pool.manifest.tickSpacing;
  const width = Math.round(Math.log(1.2) / Math.log(1.0001));
  const half = (token: typeof pool.token0) =>
    usdToAmount(STAKED_DEPOSIT_USD / 2, ctx.priceUsd(token.symbol), token.decimals);
  const [amount0, amount1] = [half(pool.token0), half(pool.token1)];
  await holdings.ensure(REWARDS_LP, pool.token0, amount0);
  await holdings.ensure(REWARDS_LP, pool.token1, amount1);
  await holdings.approve(REWARDS_LP, pool.token0.address, npm);
  await holdings.approve(REWARDS_LP, pool.token1.address, npm);
  const receipt = await chain.write(REWARDS_LP, npm, nonfungiblePositionManagerAbi, 'mint', [
    {
      token0: pool.token0.address,
      token1: pool.token1.address,
      fee: 500,
      tickLower: nearestUsableTick(tick - width, spacing),
      tickUpper: nearestUsableTick(tick + width, spacing),
      amount0Desired: amount0,
      amount1Desired: amount1,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: chain.account(REWARDS_LP),
      deadline: FAR_FUTURE,
    },
  ]);
  const tokenId = mintedTokenId(receipt.logs, npm);

  // staking needs the incentive started: deposit and stake in one transfer with the key as its data
  await chain.test.setNextBlockTimestamp({ timestamp: key.startTime });
  await chain.write(REWARDS_LP, npm, safeTransferAbi, 'safeTransferFrom', [
    chain.account(REWARDS_LP),
    staker,
    tokenId,
    encodeAbiParameters(INCENTIVE_KEY, [key]),
  ]);
  return staker;
}
