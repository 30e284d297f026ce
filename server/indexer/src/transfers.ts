// ERC20 transfers (balances, supply, wallet activity) and ERC721 transfers (NFT collections and LP positions).
import { type Context, ponder } from 'ponder:registry';
import { balance, nftCollection, nftItem, nftTransfer, token, transfer } from 'ponder:schema';
import { movePositionNft } from '../positions.ts';
import { ensureToken, indexedChain, tokenId } from '../pricing.ts';

const ZERO = '0x0000000000000000000000000000000000000000' as const;

/** Names from the manifest: the devnet keeps no old state, so the chain cannot be asked at an old block. */
function collectionNames(chainId: number, collection: string): [string, string] {
  const { manifest } = indexedChain(chainId);
  const listed = manifest.nftCollections.find((c) => c.address.toLowerCase() === collection);
  if (listed) return [listed.name, listed.symbol];
  if (manifest.contracts.NonfungiblePositionManager.toLowerCase() === collection)
    return ['Uniswap V3 Positions NFT-V1', 'UNI-V3-POS'];
  if (manifest.contracts.PositionManager.toLowerCase() === collection)
    return ['Uniswap v4 Positions NFT', 'UNI-V4-POSM'];
  return [collection, ''];
}

type TransferArgs = { from: `0x${string}`; to: `0x${string}`; value: bigint };

async function recordTransfer(
  context: Context,
  event: {
    id: string;
    log: { address: `0x${string}` };
    block: { timestamp: bigint };
    transaction: { hash: `0x${string}` };
  },
  args: TransferArgs,
) {
  const chainId = context.chain.id;
  const address = event.log.address.toLowerCase() as `0x${string}`;
  const from = args.from.toLowerCase() as `0x${string}`;
  const to = args.to.toLowerCase() as `0x${string}`;
  const { value } = args;
  await ensureToken(context, chainId, address);
  await context.db.insert(transfer).values({
    id: event.id,
    chainId,
    token: address,
    from,
    to,
    value,
    timestamp: Number(event.block.timestamp),
    txHash: event.transaction.hash,
  });
  if (from === ZERO || to === ZERO) {
    const delta = from === ZERO ? value : -value;
    await context.db
      .update(token, { id: tokenId(chainId, address) })
      .set((row) => ({ totalSupply: row.totalSupply + delta }));
  }
  for (const [holder, delta] of [
    [from, -value],
    [to, value],
  ] as const) {
    if (holder === ZERO) continue;
    await context.db
      .insert(balance)
      .values({ id: `${chainId}-${address}-${holder}`, chainId, token: address, holder, amount: delta })
      .onConflictDoUpdate((row) => ({ amount: row.amount + delta }));
  }
}

ponder.on('ERC20:Transfer', async ({ event, context }) => {
  await recordTransfer(context, event, event.args);
});

// WETH deposits and withdrawals mint and burn: recorded as transfers from and to the zero address.
ponder.on('WETH9:Deposit', async ({ event, context }) => {
  await recordTransfer(context, event, { from: ZERO, to: event.args.dst, value: event.args.wad });
});

ponder.on('WETH9:Withdrawal', async ({ event, context }) => {
  await recordTransfer(context, event, { from: event.args.src, to: ZERO, value: event.args.wad });
});

ponder.on('ERC721:Transfer', async ({ event, context }) => {
  const chainId = context.chain.id;
  const collection = event.log.address.toLowerCase() as `0x${string}`;
  const collectionId = `${chainId}-${collection}`;
  const existing = await context.db.find(nftCollection, { id: collectionId });
  if (existing) {
    await context.db.update(nftCollection, { id: collectionId }).set({ transfers: existing.transfers + 1 });
  } else {
    const [name, symbol] = collectionNames(chainId, collection);
    await context.db
      .insert(nftCollection)
      .values({ id: collectionId, chainId, address: collection, name, symbol, transfers: 1 });
  }
  const from = event.args.from.toLowerCase() as `0x${string}`;
  const to = event.args.to.toLowerCase() as `0x${string}`;
  await context.db.insert(nftTransfer).values({
    id: event.id,
    chainId,
    collection,
    tokenId: event.args.tokenId,
    from,
    to,
    timestamp: Number(event.block.timestamp),
    txHash: event.transaction.hash,
  });
  await context.db
    .insert(nftItem)
    .values({
      id: `${collectionId}-${event.args.tokenId}`,
      chainId,
      collection,
      tokenId: event.args.tokenId,
      owner: to,
    })
    .onConflictDoUpdate({ owner: to });
  const { contracts } = indexedChain(chainId).manifest;
  if (collection === contracts.NonfungiblePositionManager.toLowerCase())
    await movePositionNft(context, chainId, 'v3', event.args.tokenId, to);
  else if (collection === contracts.PositionManager.toLowerCase())
    await movePositionNft(context, chainId, 'v4', event.args.tokenId, to);
});
