// One typed side of a deposit and what the range takes of the other (issue 27; spec §5): the liquidity worker's exact
// bigint math at the pool's price; out of range only one side is open. Shared by creating a position and adding to one.
import { useQuery } from '@tanstack/react-query';
import { liquidityDepositQueryOptions } from '../../../data/liquidityQueries';
import { type TickRange, parseTokenAmount } from '../../../lib/positions/createPosition';
import { liquidityWorker } from '../../../../workers/liquidity/liquidityClient';

export type PoolSide = 0 | 1;

export function useDeposit(p: {
  sqrtPriceX96: bigint | undefined;
  range: TickRange | undefined;
  /** The pool-order side typed, its text and its token's decimals (undefined: no token yet). */
  side: PoolSide;
  text: string;
  decimals: number | undefined;
}) {
  const amount = p.decimals === undefined ? undefined : parseTokenAmount(p.text, p.decimals);
  const computed = useQuery(
    liquidityDepositQueryOptions(
      {
        sqrtPriceX96: p.sqrtPriceX96,
        tickLower: p.range?.tickLower,
        tickUpper: p.range?.tickUpper,
        side: p.side,
        amount,
      },
      (input) => liquidityWorker().deposit(input),
    ),
  );
  const result = computed.data;
  return {
    amount,
    /** Something typed that is not an amount of the token. */
    amountInvalid: p.text.trim() !== '' && amount === undefined,
    result,
    /** Whether the range takes this side at the price (with no answer yet, both). */
    open: (side: PoolSide) => (result ? (side === 0 ? result.sides.token0 : result.sides.token1) : true),
    /** What the deposit takes of a side, once an amount is typed. */
    amountOf: (side: PoolSide) =>
      result && amount !== undefined ? (side === 0 ? result.amount0 : result.amount1) : undefined,
  };
}

export type DepositState = ReturnType<typeof useDeposit>;
