// The indexer's liquidity data against the seeded devnet: positions (v2 LP balances, v3 and v4 NFTs), NFT owners,
// initialized ticks and the routing pool list must equal what the contracts answer.
import { type Address, type Hex, parseAbi, zeroAddress } from 'viem';
import { uniswapV3StakerAbi } from '../../contract/abis/staker.ts';
import { describe, expect, it } from 'vitest';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { erc721Abi } from '../../contract/abis/erc721.ts';
import { uniswapV2PairAbi } from '../../contract/abis/v2.ts';
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { positionManagerAbi, stateViewAbi } from '../../contract/abis/v4.ts';
import { poolIdOf } from '../../contract/poolKey.ts';
import { decodePositionInfo } from '../../src/chain/positionInfo.ts';
import { clientsFor, devnetChainManifest } from './fixtures.ts';
import { useSeededIndexer } from './seededIndexer.ts';
import type { NftWire, PoolTicksResponse, PositionWire, RoutingPool } from '../../contract/dataApiWire.ts';

const { api, url } = useSeededIndexer();

const tickReadAbi = parseAbi([
  'function getTickLiquidity(bytes32 poolId, int24 tick) view returns (uint128 liquidityGross, int128 liquidityNet)',
  'function tickBitmap(int16 wordPosition) view returns (uint256)',
]);

type ApiPosition = PositionWire;
type ApiTicks = PoolTicksResponse;

const ACCOUNTS = Array.from({ length: 10 }, (_, i) => i);
const lower = (a: string) => a.toLowerCase();
const poolKeyOf = (pool: ChainDeployment['pools'][number]) => lower(pool.version === 'v4' ? pool.poolId : pool.address);

/** The pool's current tick on chain (v3 slot0, v4 StateView). */
async function currentTick(chain: ChainDeployment, pool: ApiPosition['pool'], version: 'v3' | 'v4'): Promise<number> {
  const { publicClient } = clientsFor(chain);
  if (version === 'v3') {
    const [, tick] = await publicClient.readContract({
      address: pool.address as Address,
      abi: uniswapV3PoolAbi,
      functionName: 'slot0',
    });
    return tick;
  }
  const [, tick] = await publicClient.readContract({
    address: chain.contracts.StateView,
    abi: stateViewAbi,
    functionName: 'getSlot0',
    args: [pool.address as Hex],
  });
  return tick;
}

const statusAt = (liquidity: bigint, tickLower: number, tickUpper: number, tick: number) =>
  liquidity === 0n ? 'CLOSED' : tickLower <= tick && tick < tickUpper ? 'IN_RANGE' : 'OUT_OF_RANGE';

describe.each([31337, 31338])('liquidity data on chain %i', (chainId) => {
  it('should list every position NFT an account owns with the pool, range and liquidity the managers hold', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    const npm = chain.contracts.NonfungiblePositionManager;
    const posm = chain.contracts.PositionManager;
    const statuses = new Set<string>();
    for (const index of ACCOUNTS) {
      const owner = clientsFor(chain, index).account.address;
      const { positions } = await api<{ positions: ApiPosition[] }>(`/positions?owner=${owner}&chainIds=${chainId}`);
      const v3 = positions.filter((p) => p.version === 'v3');
      const v4 = positions.filter((p) => p.version === 'v4');
      const owned = (manager: Address) =>
        publicClient.readContract({ address: manager, abi: erc721Abi, functionName: 'balanceOf', args: [owner] });
      // a position deposited in the LP rewards staker stays its depositor's: the staker holds the NFT
      const staked = v3.filter((p) => p.staked);
      for (const position of staked) {
        const [depositor] = await publicClient.readContract({
          address: chain.contracts.UniswapV3Staker!,
          abi: uniswapV3StakerAbi,
          functionName: 'deposits',
          args: [BigInt(position.tokenId!)],
        });
        expect(depositor).toBe(owner);
      }
      expect(v3.length - staked.length, `v3 NFTs of account ${index}`).toBe(Number(await owned(npm)));
      expect(v4.length, `v4 NFTs of account ${index}`).toBe(Number(await owned(posm)));
      for (const position of v3) {
        const tokenId = BigInt(position.tokenId!);
        const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = await publicClient.readContract({
          address: npm,
          abi: nonfungiblePositionManagerAbi,
          functionName: 'positions',
          args: [tokenId],
        });
        const ownerOf = await publicClient.readContract({
          address: npm,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        });
        expect(lower(ownerOf)).toBe(lower(position.staked ? chain.contracts.UniswapV3Staker! : owner));
        expect(position.owner).toBe(lower(owner));
        expect([position.pool.token0, position.pool.token1, position.pool.fee]).toEqual([
          lower(token0),
          lower(token1),
          fee,
        ]);
        expect([position.tickLower, position.tickUpper, position.liquidity]).toEqual([
          tickLower,
          tickUpper,
          liquidity.toString(),
        ]);
        const tick = await currentTick(chain, position.pool, 'v3');
        expect(position.status, `v3 position ${tokenId}`).toBe(statusAt(liquidity, tickLower, tickUpper, tick));
        statuses.add(position.status);
      }
      for (const position of v4) {
        const tokenId = BigInt(position.tokenId!);
        const [poolKey, info] = await publicClient.readContract({
          address: posm,
          abi: positionManagerAbi,
          functionName: 'getPoolAndPositionInfo',
          args: [tokenId],
        });
        const liquidity = await publicClient.readContract({
          address: posm,
          abi: positionManagerAbi,
          functionName: 'getPositionLiquidity',
          args: [tokenId],
        });
        const ownerOf = await publicClient.readContract({
          address: posm,
          abi: positionManagerAbi,
          functionName: 'ownerOf',
          args: [tokenId],
        });
        const { tickLower, tickUpper } = decodePositionInfo(info);
        expect(lower(ownerOf)).toBe(lower(owner));
        expect(position.pool.address).toBe(lower(poolIdOf(poolKey)));
        expect(position.pool.hooks).toBe(lower(poolKey.hooks));
        expect([position.tickLower, position.tickUpper, position.liquidity]).toEqual([
          tickLower,
          tickUpper,
          liquidity.toString(),
        ]);
        const tick = await currentTick(chain, position.pool, 'v4');
        expect(position.status, `v4 position ${tokenId}`).toBe(statusAt(liquidity, tickLower, tickUpper, tick));
        statuses.add(position.status);
      }
    }
    // the seeded market holds positions in range and out of range on both chains (closed ones on Devnet)
    expect(statuses).toContain('IN_RANGE');
    expect(statuses).toContain('OUT_OF_RANGE');
  });

  it('should report each holder of a v2 pair LP token as a position with its balanceOf', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    const pairs = chain.pools.filter((p) => p.version === 'v2');
    let holders = 0;
    for (const index of ACCOUNTS) {
      const owner = clientsFor(chain, index).account.address;
      const { positions } = await api<{ positions: ApiPosition[] }>(`/positions?owner=${owner}&chainIds=${chainId}`);
      for (const pair of pairs) {
        const balance = await publicClient.readContract({
          address: pair.address,
          abi: uniswapV2PairAbi,
          functionName: 'balanceOf',
          args: [owner],
        });
        const listed = positions.find((p) => p.version === 'v2' && p.pool.address === lower(pair.address));
        if (balance > 0n) holders++;
        if (!listed) {
          expect(balance, `account ${index} on ${pair.address}`).toBe(0n);
          continue;
        }
        expect(listed.tokenId).toBeNull();
        expect(listed.liquidity, `account ${index} on ${pair.address}`).toBe(balance.toString());
        expect(listed.status).toBe(balance > 0n ? 'IN_RANGE' : 'CLOSED');
      }
    }
    expect(holders).toBeGreaterThan(0);
  });

  it('should list the initialized ticks of every v3 and v4 pool as the pool stores them', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    const { pools } = await api<{ pools: RoutingPool[] }>(`/routing/pools?chainId=${chainId}&limit=1000`);
    for (const pool of chain.pools.filter((p) => p.version !== 'v2')) {
      const key = poolKeyOf(pool);
      const { ticks } = await api<ApiTicks>(`/pools/${chainId}/${key}/ticks`);
      expect(ticks.length, `ticks of ${key}`).toBeGreaterThan(0);
      expect(ticks.map((t) => t.tick)).toEqual([...ticks.map((t) => t.tick)].sort((a, b) => a - b));
      for (const { tick, liquidityNet, liquidityGross } of ticks) {
        const [gross, net] =
          pool.version === 'v3'
            ? await publicClient.readContract({
                address: pool.address,
                abi: uniswapV3PoolAbi,
                functionName: 'ticks',
                args: [tick],
              })
            : await publicClient.readContract({
                address: chain.contracts.StateView,
                abi: tickReadAbi,
                functionName: 'getTickLiquidity',
                args: [pool.poolId, tick],
              });
        expect([liquidityNet, liquidityGross], `${pool.version} ${key} tick ${tick}`).toEqual([
          net.toString(),
          gross.toString(),
        ]);
      }
      // every word routing names holds exactly the ticks listed, as the pool's own bitmap says
      const words = [...new Set(ticks.map((t) => Math.floor(Math.floor(t.tick / pool.tickSpacing) / 256)))];
      expect(pools.find((p) => p.address === key)?.tickWords).toEqual(words.sort((a, b) => a - b));
      for (const word of words) {
        const bitmap =
          pool.version === 'v3'
            ? await publicClient.readContract({
                address: pool.address,
                abi: tickReadAbi,
                functionName: 'tickBitmap',
                args: [word],
              })
            : await publicClient.readContract({
                address: chain.contracts.StateView,
                abi: stateViewAbi,
                functionName: 'getTickBitmap',
                args: [pool.poolId, word],
              });
        const onChain = Array.from({ length: 256 }, (_, bit) => bit)
          .filter((bit) => (bitmap >> BigInt(bit)) & 1n)
          .map((bit) => (word * 256 + bit) * pool.tickSpacing);
        const listed = ticks.filter((t) => Math.floor(Math.floor(t.tick / pool.tickSpacing) / 256) === word);
        expect(listed.map((t) => t.tick)).toEqual(onChain);
      }
    }
  });

  it('should answer the routing pools among the given tokens ranked by TVL, with the last indexed block', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    const tokens = [...chain.tokens.map((t) => t.address), zeroAddress].join(',');
    const all = await api<{ chainId: number; blockNumber: string; pools: RoutingPool[] }>(
      `/routing/pools?chainId=${chainId}&tokens=${tokens}`,
    );
    expect(all.chainId).toBe(chainId);
    expect(BigInt(all.blockNumber)).toBeGreaterThan(0n);
    expect(BigInt(all.blockNumber)).toBeLessThanOrEqual(await publicClient.getBlockNumber());
    expect(all.pools.map((p) => p.address).sort()).toEqual(chain.pools.map(poolKeyOf).sort());
    const tvls = all.pools.map((p) => p.tvlUSD);
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a));
    expect(all.pools.filter((p) => p.version === 'v2').every((p) => p.tickWords.length === 0)).toBe(true);

    const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!.address;
    const weth = chain.contracts.WETH9;
    const pair = await api<{ pools: RoutingPool[] }>(`/routing/pools?chainId=${chainId}&tokens=${usdc},${weth}`);
    const expected = chain.pools.filter(
      (p) => [usdc, weth].includes(p.token0) && [usdc, weth].includes(p.token1) && p.token0 !== p.token1,
    );
    expect(pair.pools.map((p) => p.address).sort()).toEqual(expected.map(poolKeyOf).sort());
    const top = await api<{ pools: RoutingPool[] }>(`/routing/pools?chainId=${chainId}&limit=2`);
    expect(top.pools.map((p) => p.address)).toEqual(all.pools.slice(0, 2).map((p) => p.address));

    for (const bad of ['chainId=abc', `chainId=${chainId}&tokens=0x12`, `chainId=${chainId}&limit=5000`]) {
      const response = await fetch(`${url()}/routing/pools?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('should list the NFTs an account owns as ownerOf says', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    let seen = 0;
    for (const index of ACCOUNTS) {
      const owner = clientsFor(chain, index).account.address;
      const { nfts } = await api<{ nfts: NftWire[] }>(`/nfts?owner=${owner}&chainIds=${chainId}`);
      for (const nft of nfts) {
        const ownerOf = await publicClient.readContract({
          address: nft.collection.address as Address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [BigInt(nft.tokenId)],
        });
        expect(lower(ownerOf), `${nft.collection.symbol} #${nft.tokenId}`).toBe(lower(owner));
      }
      for (const collection of chain.nftCollections) {
        const balance = await publicClient.readContract({
          address: collection.address,
          abi: erc721Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
        const listed = nfts.filter((n) => n.collection.address === lower(collection.address));
        expect(listed.length, `${collection.symbol} of account ${index}`).toBe(Number(balance));
        expect(listed.every((n) => n.collection.name === collection.name)).toBe(true);
        seen += listed.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
