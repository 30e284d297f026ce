// What the devnet market pays for an order's input, pool by pool on the order's pair (v2 and v3, through the chain's
// own quoters), and the UniversalRouter step that sells it there: the filler's view of "the market crossed the limit".
import { type Address, type PublicClient, isAddressEqual } from 'viem';
import type { ChainDeployment, PoolManifest } from '../../contract/deployment.ts';
import { uniswapV2Router02Abi } from '../../contract/abis/v2.ts';
import { quoterV2Abi } from '../../contract/abis/v3.ts';
import { RouterCommand, type RouterStep } from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';

export type MarketQuote = { pool: PoolManifest; amountOut: bigint };

function onPair(pool: PoolManifest, a: Address, b: Address): boolean {
  return (
    (isAddressEqual(pool.token0, a) && isAddressEqual(pool.token1, b)) ||
    (isAddressEqual(pool.token0, b) && isAddressEqual(pool.token1, a))
  );
}

/** The best output for selling `amountIn` of `tokenIn` for `tokenOut` in one pool of the pair, at `blockNumber`. */
export async function bestDirectQuote(
  client: PublicClient,
  chain: ChainDeployment,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
  blockNumber: bigint,
): Promise<MarketQuote | undefined> {
  const pools = chain.pools.filter((p) => p.version !== 'v4' && onPair(p, tokenIn, tokenOut));
  const quotes = await Promise.all(
    pools.map(async (pool): Promise<MarketQuote | undefined> => {
      try {
        if (pool.version === 'v2') {
          const amounts = await client.readContract({
            address: chain.contracts.UniswapV2Router02,
            abi: uniswapV2Router02Abi,
            functionName: 'getAmountsOut',
            args: [amountIn, [tokenIn, tokenOut]],
            blockNumber,
          });
          return { pool, amountOut: amounts[1]! };
        }
        if (pool.version !== 'v3') return undefined;
        const { result } = await client.simulateContract({
          address: chain.contracts.QuoterV2,
          abi: quoterV2Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn, fee: pool.fee, sqrtPriceLimitX96: 0n }],
          blockNumber,
        });
        return { pool, amountOut: result[0] };
      } catch {
        return undefined; // a pool without the liquidity for it
      }
    }),
  );
  return quotes.reduce<MarketQuote | undefined>(
    (best, q) => (q && (!best || q.amountOut > best.amountOut) ? q : best),
    undefined,
  );
}

/** The router step that sells `amountIn` in the quoted pool, paid by the caller through Permit2. */
export function sellStep(
  quote: MarketQuote,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
  recipient: Address,
): RouterStep {
  if (quote.pool.version === 'v2')
    return {
      command: RouterCommand.V2_SWAP_EXACT_IN,
      recipient,
      amountIn,
      amountOutMin: 0n,
      path: [tokenIn, tokenOut],
      payerIsUser: true,
    };
  return {
    command: RouterCommand.V3_SWAP_EXACT_IN,
    recipient,
    amountIn,
    amountOutMin: 0n,
    path: encodeV3Path([tokenIn, tokenOut], [quote.pool.fee]),
    payerIsUser: true,
  };
}
