// Liquidity positions kept by the handlers: v2 LP token balances, v3 and v4 position NFTs (owner, pool, range,
// liquidity). Closed positions (liquidity 0) stay, as the positions page lists them.
import type { Context } from 'ponder:registry';
import { position, v3LastManagerMint } from 'ponder:schema';
import type { Address, Hex } from 'viem';

const ZERO = '0x0000000000000000000000000000000000000000';

export const v2PositionId = (chainId: number, pair: string, holder: string) =>
  `${chainId}-v2-${pair.toLowerCase()}-${holder.toLowerCase()}`;
export const nftPositionId = (chainId: number, version: 'v3' | 'v4', tokenId: bigint) =>
  `${chainId}-${version}-${tokenId}`;

/** A pair's LP token moved: the balances of sender and receiver are their v2 positions. */
export async function moveV2Liquidity(
  context: Context,
  pair: { id: string; chainId: number; address: Address },
  from: Address,
  to: Address,
  value: bigint,
): Promise<void> {
  for (const [holder, delta] of [
    [from.toLowerCase() as Address, -value],
    [to.toLowerCase() as Address, value],
  ] as const) {
    // the pair holds LP tokens only between a transfer to it and their burn; the zero address is mint and burn
    if (holder === ZERO || holder === pair.address) continue;
    await context.db
      .insert(position)
      .values({
        id: v2PositionId(pair.chainId, pair.address, holder),
        chainId: pair.chainId,
        version: 'v2',
        tokenId: null,
        pool: pair.id,
        owner: holder,
        liquidity: delta,
        tickLower: null,
        tickUpper: null,
      })
      .onConflictDoUpdate((row) => ({ liquidity: row.liquidity + delta }));
  }
}

/** A position NFT changed hands (minted: a row without pool until its first liquidity event). */
export async function movePositionNft(
  context: Context,
  chainId: number,
  version: 'v3' | 'v4',
  tokenId: bigint,
  to: Address,
): Promise<void> {
  const owner = to.toLowerCase() as Address;
  await context.db
    .insert(position)
    .values({
      id: nftPositionId(chainId, version, tokenId),
      chainId,
      version,
      tokenId,
      pool: '',
      owner,
      liquidity: 0n,
      tickLower: null,
      tickUpper: null,
    })
    .onConflictDoUpdate({ owner });
}

/** A v3 pool Mint by the position manager: the pool and range of the IncreaseLiquidity that follows it. */
export async function rememberManagerMint(
  context: Context,
  mint: { chainId: number; txHash: Hex; pool: string; tickLower: number; tickUpper: number },
): Promise<void> {
  const { chainId, ...values } = mint;
  await context.db
    .insert(v3LastManagerMint)
    .values({ id: chainId, ...values })
    .onConflictDoUpdate(values);
}

/** NonfungiblePositionManager IncreaseLiquidity or DecreaseLiquidity (negative `liquidityDelta`). */
export async function changeV3Liquidity(
  context: Context,
  chainId: number,
  tokenId: bigint,
  liquidityDelta: bigint,
  txHash: Hex,
): Promise<void> {
  const id = nftPositionId(chainId, 'v3', tokenId);
  let row = await context.db.find(position, { id });
  if (!row || row.pool === '') {
    // a new position: its pool Mint came just before, in the same transaction
    const mint = await context.db.find(v3LastManagerMint, { id: chainId });
    const range =
      mint && mint.txHash === txHash
        ? { pool: mint.pool, tickLower: mint.tickLower, tickUpper: mint.tickUpper }
        : { pool: '', tickLower: null, tickUpper: null };
    row = await context.db
      .insert(position)
      .values({ id, chainId, version: 'v3', tokenId, owner: ZERO, liquidity: 0n, ...range })
      .onConflictDoUpdate(range);
  }
  await context.db.update(position, { id }).set({ liquidity: row.liquidity + liquidityDelta });
}

/** A PoolManager ModifyLiquidity made by the v4 PositionManager for the NFT whose id is the salt. */
export async function changeV4Liquidity(
  context: Context,
  change: { chainId: number; pool: string; salt: Hex; tickLower: number; tickUpper: number; liquidityDelta: bigint },
): Promise<void> {
  const tokenId = BigInt(change.salt);
  const { chainId, pool, tickLower, tickUpper, liquidityDelta } = change;
  await context.db
    .insert(position)
    .values({
      id: nftPositionId(chainId, 'v4', tokenId),
      chainId,
      version: 'v4',
      tokenId,
      pool,
      owner: ZERO,
      liquidity: liquidityDelta,
      tickLower,
      tickUpper,
    })
    .onConflictDoUpdate((row) => ({ pool, tickLower, tickUpper, liquidity: row.liquidity + liquidityDelta }));
}
