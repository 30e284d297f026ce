// What a liquidity review shows and records beside the call a builder made (issue 27): each ERC-20 need with the
// symbol and decimals its approval step names, and the amounts of the activity row.
import type { Address } from 'viem';
import type { SideNeed } from '../../chain/mintPositionRequest';
import type { ActivityAmount } from '../../data/activity';

export type SideLabel = { symbol: string; decimals: number };

/** A builder's needs with the labels of their sides. */
export const labelNeeds = (needs: readonly SideNeed[], label: (side: 0 | 1) => SideLabel) =>
  needs.map((need) => ({ ...need, ...label(need.side) }));

/** One side of an activity row: the token, how it reads and the raw amount. */
export const activityAmount = (token: Address, label: SideLabel, amount: bigint): ActivityAmount => ({
  token,
  symbol: label.symbol,
  decimals: label.decimals,
  amount: amount.toString(),
});
