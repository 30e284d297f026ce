// The liquidity positions an account holds on one chain, read from the chain: v2 LP token balances, v3
// NonfungiblePositionManager tokens (enumerable) and v4 PositionManager tokens (found by Transfer logs, kept by ownerOf).
import { type Address, type Hex, type PublicClient, parseAbiItem } from 'viem';
import { uniswapV2PairAbi } from './abis/v2.ts';
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from './abis/v3.ts';
import { positionManagerAbi, stateViewAbi } from './abis/v4.ts';
import type { PoolDescriptor } from './loadPoolSnapshots.ts';
import { poolIdOf } from './poolKey.ts';
import { decodePositionInfo, type PositionStatus, positionStatus } from './positionInfo.ts';

export type OwnedPosition =
  | {
      version: 'v2';
      pool: Address;
      token0: Address;
      token1: Address;
      fee: number;
      /** LP tokens held and the share of the pair's reserves they redeem for. */
      liquidity: bigint;
      amount0: bigint;
      amount1: bigint;
      status: PositionStatus;
    }
  | {
      version: 'v3' | 'v4';
      tokenId: bigint;
      /** v3 pool address or v4 pool id. */
      pool: Address | Hex;
      token0: Address;
      token1: Address;
      fee: number;
      tickLower: number;
      tickUpper: number;
      liquidity: bigint;
      status: PositionStatus;
    };

export type PositionContracts = {
  NonfungiblePositionManager?: Address;
  PositionManager?: Address;
  StateView?: Address;
};

export type LoadOwnedPositionsParameters = {
  owner: Address;
  pools: readonly PoolDescriptor[];
  contracts: PositionContracts;
  /** Where the position managers' history starts. */
  fromBlock: bigint;
  blockNumber?: bigint;
};

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed id)');

type Call = { address: Address; abi: readonly unknown[]; functionName: string; args?: readonly unknown[] };

async function read(client: PublicClient, calls: Call[], blockNumber: bigint): Promise<unknown[]> {
  if (calls.length === 0) return [];
  const results = (await client.multicall({
    contracts: calls as never,
    blockNumber,
    deployless: true,
    allowFailure: true,
  })) as { status: 'success' | 'failure'; result?: unknown }[];
  return results.map((r) => (r.status === 'success' ? r.result : undefined));
}

/** @example const positions = await loadOwnedPositions(client, { owner, pools, contracts, fromBlock }) */
export async function loadOwnedPositions(
  client: PublicClient,
  parameters: LoadOwnedPositionsParameters,
): Promise<OwnedPosition[]> {
  const { owner, pools, contracts, fromBlock } = parameters;
  const blockNumber = parameters.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const [v2, v3, v4] = await Promise.all([
    loadV2(client, owner, pools, blockNumber),
    loadV3(client, owner, pools, contracts, blockNumber),
    loadV4(client, owner, contracts, fromBlock, blockNumber),
  ]);
  return [...v2, ...v3, ...v4];
}

async function loadV2(client: PublicClient, owner: Address, pools: readonly PoolDescriptor[], blockNumber: bigint) {
  const pairs = pools.filter((p) => p.version === 'v2');
  const results = await read(
    client,
    pairs.flatMap((p) => [
      { address: p.address, abi: uniswapV2PairAbi, functionName: 'balanceOf', args: [owner] },
      { address: p.address, abi: uniswapV2PairAbi, functionName: 'totalSupply' },
      { address: p.address, abi: uniswapV2PairAbi, functionName: 'getReserves' },
    ]),
    blockNumber,
  );
  return pairs.flatMap((pair, i): OwnedPosition[] => {
    const liquidity = (results[i * 3] as bigint | undefined) ?? 0n;
    const supply = (results[i * 3 + 1] as bigint | undefined) ?? 0n;
    const reserves = results[i * 3 + 2] as readonly [bigint, bigint, number] | undefined;
    if (liquidity === 0n || supply === 0n || !reserves) return [];
    return [
      {
        version: 'v2',
        pool: pair.address,
        token0: pair.token0,
        token1: pair.token1,
        fee: pair.fee,
        liquidity,
        amount0: (reserves[0] * liquidity) / supply,
        amount1: (reserves[1] * liquidity) / supply,
        status: 'IN_RANGE',
      },
    ];
  });
}

async function loadV3(
  client: PublicClient,
  owner: Address,
  pools: readonly PoolDescriptor[],
  contracts: PositionContracts,
  blockNumber: bigint,
): Promise<OwnedPosition[]> {
  const npm = contracts.NonfungiblePositionManager;
  if (!npm) return [];
  const count = await client.readContract({
    address: npm,
    abi: nonfungiblePositionManagerAbi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  });
  const ids = (await read(
    client,
    Array.from({ length: Number(count) }, (_, i) => ({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, BigInt(i)],
    })),
    blockNumber,
  )) as (bigint | undefined)[];
  const tokenIds = ids.filter((id): id is bigint => id !== undefined);
  type V3Position = readonly [bigint, Address, Address, Address, number, number, number, bigint, ...unknown[]];
  const infos = (await read(
    client,
    tokenIds.map((id) => ({ address: npm, abi: nonfungiblePositionManagerAbi, functionName: 'positions', args: [id] })),
    blockNumber,
  )) as (V3Position | undefined)[];
  const v3Pools = pools.filter((p) => p.version === 'v3');
  const poolOf = (token0: Address, token1: Address, fee: number) =>
    v3Pools.find(
      (p) =>
        p.token0.toLowerCase() === token0.toLowerCase() &&
        p.token1.toLowerCase() === token1.toLowerCase() &&
        p.fee === fee,
    );
  const wanted = [
    ...new Set(infos.map((info) => (info ? poolOf(info[2], info[3], info[4])?.address : undefined))),
  ].filter((a): a is Address => a !== undefined);
  const slots = (await read(
    client,
    wanted.map((address) => ({ address, abi: uniswapV3PoolAbi, functionName: 'slot0' })),
    blockNumber,
  )) as (readonly [bigint, number, ...unknown[]] | undefined)[];
  const tickOf = new Map(wanted.map((address, i) => [address, slots[i]?.[1]]));
  return tokenIds.flatMap((tokenId, i): OwnedPosition[] => {
    const info = infos[i];
    if (!info) return [];
    const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = info;
    const pool = poolOf(token0, token1, fee)?.address;
    return [
      {
        version: 'v3',
        tokenId,
        pool: pool ?? '0x0000000000000000000000000000000000000000',
        token0,
        token1,
        fee,
        tickLower,
        tickUpper,
        liquidity,
        status: positionStatus(liquidity, tickLower, tickUpper, pool ? tickOf.get(pool) : undefined),
      },
    ];
  });
}

async function loadV4(
  client: PublicClient,
  owner: Address,
  contracts: PositionContracts,
  fromBlock: bigint,
  blockNumber: bigint,
): Promise<OwnedPosition[]> {
  const manager = contracts.PositionManager;
  if (!manager) return [];
  const logs = await client.getLogs({
    address: manager,
    event: transferEvent,
    args: { to: owner },
    fromBlock,
    toBlock: blockNumber,
  });
  const candidates = [...new Set(logs.map((l) => l.args.id).filter((id): id is bigint => id !== undefined))];
  const results = await read(
    client,
    candidates.flatMap((id) => [
      { address: manager, abi: positionManagerAbi, functionName: 'ownerOf', args: [id] },
      { address: manager, abi: positionManagerAbi, functionName: 'getPoolAndPositionInfo', args: [id] },
      { address: manager, abi: positionManagerAbi, functionName: 'getPositionLiquidity', args: [id] },
    ]),
    blockNumber,
  );
  type KeyAndInfo = readonly [
    { currency0: Address; currency1: Address; fee: number; tickSpacing: number; hooks: Address },
    bigint,
  ];
  const owned = candidates.flatMap((tokenId, i) => {
    const holder = results[i * 3] as Address | undefined;
    const keyAndInfo = results[i * 3 + 1] as KeyAndInfo | undefined;
    if (!holder || holder.toLowerCase() !== owner.toLowerCase() || !keyAndInfo) return [];
    const [key, info] = keyAndInfo;
    return [
      {
        tokenId,
        key,
        poolId: poolIdOf(key),
        ...decodePositionInfo(info),
        liquidity: (results[i * 3 + 2] as bigint) ?? 0n,
      },
    ];
  });
  const ids = [...new Set(owned.map((p) => p.poolId))];
  const slots = contracts.StateView
    ? ((await read(
        client,
        ids.map((id) => ({ address: contracts.StateView!, abi: stateViewAbi, functionName: 'getSlot0', args: [id] })),
        blockNumber,
      )) as (readonly [bigint, number, number, number] | undefined)[])
    : [];
  const tickOf = new Map(ids.map((id, i) => [id, slots[i]?.[1]]));
  return owned
    .sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1))
    .map((p) => ({
      version: 'v4' as const,
      tokenId: p.tokenId,
      pool: p.poolId,
      token0: p.key.currency0,
      token1: p.key.currency1,
      fee: p.key.fee,
      tickLower: p.tickLower,
      tickUpper: p.tickUpper,
      liquidity: p.liquidity,
      status: positionStatus(p.liquidity, p.tickLower, p.tickUpper, tickOf.get(p.poolId)),
    }));
}
