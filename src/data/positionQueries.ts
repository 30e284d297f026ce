// The liquidity screens' chain reads as query factories (issue 27; wagmi's getBalanceQueryOptions): each read's key
// (`xQueryKey`) and its options with the function (`xQueryOptions`) together, so a screen never writes a key by hand.
// A position's page, the pool options of a new position, balances, v2 pairs, the v4 pool a migration moves into,
// and a v3 position's rewards. The liquidity worker's computations are in liquidityQueries.ts.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Address, erc20Abi } from 'viem';
import { publicClientFor } from '../chain/clients';
import { type IncentiveKey, loadPositionRewards } from '../chain/lpRewards';
import { v4PoolPrice } from '../chain/migrateV3ToV4';
import { type FeeTier, loadV2PairOption, loadV3PoolOptions, loadV4PoolOptions } from '../chain/poolOptions';
import { type PoolKey, poolIdOf } from '../../contract/poolKey';
import { loadV2Position, loadV3Position, loadV4Position } from '../chain/positionDetails';
import type { RuntimeChain } from './runtimeConfig';

/** Pool state moves with every block: screens that show it read again this often. */
const BLOCK_REFRESH_MS = 12_000;

export type PositionKey = { version: 'v2'; pair: Address; owner: Address } | { version: 'v3' | 'v4'; tokenId: bigint };

export const positionDetailsQueryKey = (chainId: number | undefined, key: PositionKey) =>
  [
    'positionDetails',
    chainId,
    key.version,
    key.version === 'v2' ? `${key.pair}:${key.owner}` : key.tokenId.toString(),
  ] as const;

/** A position's page data, read from the chain at one block (src/chain/positionDetails.ts); null when there is none. */
export const positionDetailsQueryOptions = (chain: RuntimeChain | undefined, key: PositionKey) =>
  queryOptions({
    queryKey: positionDetailsQueryKey(chain?.chainId, key),
    enabled: chain !== undefined,
    queryFn: async () => {
      const client = publicClientFor(chain!);
      const found =
        key.version === 'v2'
          ? await loadV2Position(client, key.pair, key.owner)
          : key.version === 'v3'
            ? await loadV3Position(client, chain!.contracts, key.tokenId)
            : await loadV4Position(client, chain!.contracts, key.tokenId);
      return found ?? null;
    },
    // fees and amounts move with every swap in the pool
    refetchInterval: BLOCK_REFRESH_MS,
  });

export type V2PairToMigrateParameters = {
  chains: readonly RuntimeChain[];
  pair: Address | undefined;
  owner: Address | undefined;
  /** The chain looked at first (the connected one). */
  preferredChainId: number | undefined;
};

export const v2PairToMigrateQueryKey = (p: V2PairToMigrateParameters) =>
  ['v2PairToMigrate', p.pair, p.owner, p.chains.map((c) => c.chainId).join()] as const;

/** A v2 route names only the pair: the owner's share of it on the preferred chain first, then on the others. */
export const v2PairToMigrateQueryOptions = (p: V2PairToMigrateParameters) =>
  queryOptions({
    queryKey: v2PairToMigrateQueryKey(p),
    enabled: !!p.pair && !!p.owner && p.chains.length > 0,
    queryFn: async () => {
      const order = [...p.chains].sort(
        (a, b) => Number(b.chainId === p.preferredChainId) - Number(a.chainId === p.preferredChainId),
      );
      for (const chain of order) {
        const position = await loadV2Position(publicClientFor(chain), p.pair!, p.owner!).catch(() => undefined);
        if (position) return { chainId: chain.chainId, position };
      }
      return null;
    },
  });

export const v4PoolPriceQueryKey = (chainId: number, poolKey: PoolKey) =>
  ['v4PoolPrice', chainId, poolIdOf(poolKey)] as const;

/** The v4 pool's sqrtPriceX96 from StateView, 0 when the pool does not exist yet. */
export const v4PoolPriceQueryOptions = (chain: RuntimeChain, poolKey: PoolKey) =>
  queryOptions({
    queryKey: v4PoolPriceQueryKey(chain.chainId, poolKey),
    enabled: !!chain.contracts.StateView,
    queryFn: () => v4PoolPrice(publicClientFor(chain), chain.contracts.StateView!, poolKey),
    refetchInterval: BLOCK_REFRESH_MS,
  });

export type PoolOptionsParameters = {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  /** The pair in either order (the loaders sort it); undefined until two different tokens are picked. */
  pair: { a: Address; b: Address } | undefined;
  currency0: Address | undefined;
  currency1: Address | undefined;
  hooks: Address;
  tiers: readonly FeeTier[];
};

export const poolOptionsQueryKey = (p: PoolOptionsParameters) =>
  ['poolOptions', p.version, p.chain.chainId, p.currency0, p.currency1, p.hooks] as const;

/** Each fee tier's pool of a pair: whether it exists, its price and tick (v3 factory or v4 StateView). */
export const poolOptionsQueryOptions = (p: PoolOptionsParameters) => {
  const { contracts } = p.chain;
  return queryOptions({
    queryKey: poolOptionsQueryKey(p),
    enabled: !!p.pair && (p.version === 'v3' ? !!contracts.UniswapV3Factory : !!contracts.StateView),
    queryFn: () =>
      p.version === 'v3'
        ? loadV3PoolOptions(publicClientFor(p.chain), contracts.UniswapV3Factory!, p.pair!.a, p.pair!.b, p.tiers)
        : loadV4PoolOptions(publicClientFor(p.chain), contracts.StateView!, p.pair!.a, p.pair!.b, p.hooks, p.tiers),
    refetchInterval: BLOCK_REFRESH_MS,
  });
};

/** A token whose balance is read: `native` reads the account's ETH; `key` names it in the answer. */
export type BalanceToken = { key: string; address: Address; native: boolean };

export const tokenBalancesQueryKey = (chainId: number, owner: Address | undefined, tokens: readonly BalanceToken[]) =>
  ['pairBalances', chainId, owner, tokens.map((tk) => (tk.native ? `${tk.key}:native` : tk.key)).join()] as const;

/** The owner's balances of a few tokens, read from the chain, keyed by BalanceToken.key. */
export const tokenBalancesQueryOptions = (
  chain: RuntimeChain,
  owner: Address | undefined,
  tokens: readonly BalanceToken[],
) =>
  queryOptions({
    queryKey: tokenBalancesQueryKey(chain.chainId, owner, tokens),
    enabled: !!owner && tokens.length > 0,
    queryFn: async () => {
      const client = publicClientFor(chain);
      const values = await Promise.all(
        tokens.map((tk) =>
          tk.native
            ? client.getBalance({ address: owner! })
            : client.readContract({ address: tk.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner!] }),
        ),
      );
      return new Map(tokens.map((tk, i) => [tk.key, values[i]!]));
    },
    refetchInterval: BLOCK_REFRESH_MS,
  });

export const v2PairQueryKey = (chainId: number, tokenA: Address | undefined, tokenB: Address | undefined) =>
  ['v2Pair', chainId, tokenA, tokenB] as const;

/** A v2 pair of two ERC-20s: its address (none when the factory has none), reserves and LP supply. */
export const v2PairQueryOptions = (chain: RuntimeChain, tokenA: Address | undefined, tokenB: Address | undefined) =>
  queryOptions({
    queryKey: v2PairQueryKey(chain.chainId, tokenA, tokenB),
    enabled: !!tokenA && !!tokenB && !!chain.contracts.UniswapV2Factory,
    queryFn: () => loadV2PairOption(publicClientFor(chain), chain.contracts.UniswapV2Factory!, tokenA!, tokenB!),
    refetchInterval: BLOCK_REFRESH_MS,
  });

export const v2LpBalanceQueryKey = (chainId: number, pair: Address | undefined, owner: Address | undefined) =>
  ['v2LpBalance', chainId, pair, owner] as const;

/** The owner's LP tokens of a v2 pair. */
export const v2LpBalanceQueryOptions = (chain: RuntimeChain, pair: Address | undefined, owner: Address | undefined) =>
  queryOptions({
    queryKey: v2LpBalanceQueryKey(chain.chainId, pair, owner),
    enabled: !!pair && !!owner,
    queryFn: () =>
      publicClientFor(chain).readContract({ address: pair!, abi: erc20Abi, functionName: 'balanceOf', args: [owner!] }),
  });

export type PositionRewardsParameters = {
  chain: RuntimeChain;
  tokenId: bigint;
  owner: Address;
  incentives: readonly IncentiveKey[];
  /** The block the position's page read at: the rewards are read at the same one. */
  blockNumber: bigint;
};

export const positionRewardsQueryKey = (p: Omit<PositionRewardsParameters, 'owner' | 'chain'> & { chainId: number }) =>
  ['positionRewards', p.chainId, p.tokenId.toString(), p.blockNumber.toString(), p.incentives.length] as const;

/** What a staked v3 position earned in each program, from the UniswapV3Staker. */
export const positionRewardsQueryOptions = (p: PositionRewardsParameters) =>
  queryOptions({
    queryKey: positionRewardsQueryKey({ ...p, chainId: p.chain.chainId }),
    enabled: !!p.chain.contracts.UniswapV3Staker && p.incentives.length > 0,
    // a new block re-reads; the last figures stay on screen (and an open review keeps its call) meanwhile
    placeholderData: keepPreviousData,
    queryFn: () =>
      loadPositionRewards(publicClientFor(p.chain), {
        staker: p.chain.contracts.UniswapV3Staker!,
        tokenId: p.tokenId,
        owner: p.owner,
        incentives: p.incentives,
        blockNumber: p.blockNumber,
      }),
  });

export const blockTimeQueryKey = (chainId: number, blockNumber: bigint) =>
  ['blockTime', chainId, blockNumber.toString()] as const;

/** A block's timestamp (chain seconds): chain time is not wall time on a devnet. */
export const blockTimeQueryOptions = (chain: RuntimeChain, blockNumber: bigint) =>
  queryOptions({
    queryKey: blockTimeQueryKey(chain.chainId, blockNumber),
    queryFn: async () => (await publicClientFor(chain).getBlock({ blockNumber })).timestamp,
    placeholderData: keepPreviousData,
  });
