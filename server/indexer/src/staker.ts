// LP rewards (UniswapV3Staker): the incentives a v3 pool pays, and who owns a position while the staker holds its NFT.
// The NFT's Transfer to the staker comes first (its holder becomes the staker), then DepositTransferred names the
// depositor, who stays the position's owner; on withdrawal the NFT's Transfer out names the new holder.
import { ponder } from 'ponder:registry';
import { incentive, position } from 'ponder:schema';
import { encodeAbiParameters, keccak256, parseAbiParameters } from 'viem';
import { nftPositionId } from '../positions.ts';
import { poolId } from '../pricing.ts';

const ZERO = '0x0000000000000000000000000000000000000000';
const INCENTIVE_KEY = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)',
);

ponder.on('UniswapV3Staker:IncentiveCreated', async ({ event, context }) => {
  const chainId = context.chain.id;
  const { rewardToken, pool, startTime, endTime, refundee, reward } = event.args;
  const incentiveId = keccak256(
    encodeAbiParameters(INCENTIVE_KEY, [{ rewardToken, pool, startTime, endTime, refundee }]),
  );
  await context.db.insert(incentive).values({
    id: `${chainId}-${incentiveId}`,
    chainId,
    incentiveId,
    pool: poolId(chainId, pool),
    rewardToken: rewardToken.toLowerCase() as `0x${string}`,
    startTime,
    endTime,
    refundee: refundee.toLowerCase() as `0x${string}`,
    reward,
  });
});

ponder.on('UniswapV3Staker:IncentiveEnded', async ({ event, context }) => {
  await context.db.update(incentive, { id: `${context.chain.id}-${event.args.incentiveId}` }).set({ ended: true });
});

ponder.on('UniswapV3Staker:DepositTransferred', async ({ event, context }) => {
  const { tokenId, newOwner } = event.args;
  const id = nftPositionId(context.chain.id, 'v3', tokenId);
  if (!(await context.db.find(position, { id }))) return;
  await context.db
    .update(position, { id })
    .set(newOwner === ZERO ? { staked: false } : { staked: true, owner: newOwner.toLowerCase() as `0x${string}` });
});
