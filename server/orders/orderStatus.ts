// Whether an open order has settled on chain: expired, filled (the reactor's Fill event) or cancelled (its Permit2
// nonce spent without a fill). Logs are read from the block the order was accepted at, never from the chain's start.
import { type Block, type Hex, type PublicClient, parseAbiItem } from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { permit2NonceAbi } from '../../contract/abis/uniswapx.ts';
import { isNonceSpent, nonceWordAndBit } from '../../contract/uniswapxNonces.ts';
import type { LimitOrderStatus } from '../../contract/limitOrders.ts';
import type { StoredOrder } from './orderStore.ts';

const fillEvent = parseAbiItem(
  'event Fill(bytes32 indexed orderHash, address indexed filler, address indexed swapper, uint256 nonce)',
);
const invalidationEvent = parseAbiItem(
  'event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask)',
);

export type Settled = { status: Extract<LimitOrderStatus, 'filled' | 'cancelled' | 'expired'>; txHash?: Hex };

export async function settledStatus(
  client: PublicClient,
  chain: ChainDeployment,
  order: StoredOrder,
  block: Pick<Block<bigint, false, 'latest'>, 'number' | 'timestamp'>,
): Promise<Settled | undefined> {
  const { word, bit } = nonceWordAndBit(order.nonce);
  const bitmap = await client.readContract({
    address: PERMIT2_ADDRESS,
    abi: permit2NonceAbi,
    functionName: 'nonceBitmap',
    args: [order.swapper, word],
    blockNumber: block.number,
  });
  if (isNonceSpent(bitmap, order.nonce)) {
    const [fill] = await client.getLogs({
      address: chain.contracts.ExclusiveDutchOrderReactor!,
      event: fillEvent,
      args: { orderHash: order.orderHash },
      fromBlock: order.createdBlock,
      toBlock: block.number,
    });
    if (fill) return { status: 'filled', txHash: fill.transactionHash };
    const invalidations = await client.getLogs({
      address: PERMIT2_ADDRESS,
      event: invalidationEvent,
      args: { owner: order.swapper },
      fromBlock: order.createdBlock,
      toBlock: block.number,
    });
    const cancel = invalidations.find((log) => log.args.word === word && ((log.args.mask ?? 0n) >> bit) & 1n);
    return { status: 'cancelled', txHash: cancel?.transactionHash };
  }
  // the reactor refuses once block.timestamp > deadline: every later block's is above this one's
  if (BigInt(order.deadline) <= block.timestamp) return { status: 'expired' };
  return undefined;
}
