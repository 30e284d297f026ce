import { parseAbi } from 'viem';

/** UniswapV3Staker 1.0.0 (`@uniswap/v3-staker`): LP rewards for staked v3 positions. */
export const uniswapV3StakerAbi = parseAbi([
  'struct IncentiveKey { address rewardToken; address pool; uint256 startTime; uint256 endTime; address refundee; }',
  'function createIncentive(IncentiveKey key, uint256 reward)',
  'function deposits(uint256 tokenId) view returns (address owner, uint48 numberOfStakes, int24 tickLower, int24 tickUpper)',
  'function incentives(bytes32 incentiveId) view returns (uint256 totalRewardUnclaimed, uint160 totalSecondsClaimedX128, uint96 numberOfStakes)',
  'function stakes(uint256 tokenId, bytes32 incentiveId) view returns (uint160 secondsPerLiquidityInsideInitialX128, uint128 liquidity)',
  'function rewards(address rewardToken, address owner) view returns (uint256)',
  'function getRewardInfo(IncentiveKey key, uint256 tokenId) view returns (uint256 reward, uint160 secondsInsideX128)',
  'function stakeToken(IncentiveKey key, uint256 tokenId)',
  'function unstakeToken(IncentiveKey key, uint256 tokenId)',
  'function claimReward(address rewardToken, address to, uint256 amountRequested) returns (uint256 reward)',
  'function withdrawToken(uint256 tokenId, address to, bytes data)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'event IncentiveCreated(address indexed rewardToken, address indexed pool, uint256 startTime, uint256 endTime, address refundee, uint256 reward)',
  'event IncentiveEnded(bytes32 indexed incentiveId, uint256 refund)',
  'event DepositTransferred(uint256 indexed tokenId, address indexed oldOwner, address indexed newOwner)',
  'event TokenStaked(uint256 indexed tokenId, bytes32 indexed incentiveId, uint128 liquidity)',
  'event TokenUnstaked(uint256 indexed tokenId, bytes32 indexed incentiveId)',
  'event RewardClaimed(address indexed to, uint256 reward)',
]);
