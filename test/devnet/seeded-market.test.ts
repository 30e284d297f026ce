import { collectibleContent } from '../../devnet/nftArt.ts';
import { parseAbiItem, parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { faucet } from '../../devnet/faucet.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { erc721Abi } from '../../contract/abis/erc721.ts';
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { balanceOf, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

describe('the seeded market', () => {
  isolateEachTest();
  const l1 = devnetChainManifest(31337);
  const l2 = devnetChainManifest(31338);

  it('should list at least 12 tokens with stablecoin, BTC-like, fee-on-transfer, blocked and spam ones', () => {
    const seeded = l1.tokens.filter((t) => !t.flags.includes('wrappedNative'));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((t) => t.decimals))).toEqual(new Set([6, 8, 18]));
    for (const flag of ['stablecoin', 'feeOnTransfer', 'blocked', 'spam'] as const) {
      expect(
        seeded.some((t) => t.flags.includes(flag)),
        flag,
      ).toBe(true);
    }
    // a subset lives on the L2 under the same symbols
    expect(l2.tokens.length).toBeGreaterThan(4);
    for (const t of l2.tokens) expect(l1.tokens.map((x) => x.symbol)).toContain(t.symbol);
  });

  it('should have v2 pairs, v3 pools at every fee tier and v4 pools with native ETH, a custom fee and a hook', () => {
    const v3Fees = new Set(l1.pools.filter((p) => p.version === 'v3').map((p) => p.fee));
    expect(v3Fees).toEqual(new Set([100, 500, 3000, 10000]));
    expect(l1.pools.some((p) => p.version === 'v2')).toBe(true);
    const v4 = l1.pools.filter((p) => p.version === 'v4');
    expect(v4.some((p) => p.token0 === '0x0000000000000000000000000000000000000000')).toBe(true);
    expect(v4.some((p) => ![100, 500, 3000, 10000].includes(p.fee))).toBe(true);
    const hooked = v4.find((p) => p.version === 'v4' && p.hooks !== '0x0000000000000000000000000000000000000000');
    // the hook's address carries exactly its permission bits: beforeAdd/RemoveLiquidity, before/afterSwap
    expect(hooked && hooked.version === 'v4' && BigInt(hooked.hooks) & 0x3fffn).toBe(0x0ac0n);
  });

  it('should hold positions in range, out of range and closed', async () => {
    const c = clientsFor(l1);
    const npm = l1.contracts.NonfungiblePositionManager;
    const states = new Set<string>();
    for (const owner of DEV_ACCOUNTS.slice(1, 5)) {
      const count = await c.publicClient.readContract({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
      for (let i = 0n; i < count; i++) {
        const id = await c.publicClient.readContract({
          address: npm,
          abi: nonfungiblePositionManagerAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [owner, i],
        });
        const p = await c.publicClient.readContract({
          address: npm,
          abi: nonfungiblePositionManagerAbi,
          functionName: 'positions',
          args: [id],
        });
        const pool = l1.pools.find(
          (x) => x.version === 'v3' && x.token0 === p[2] && x.token1 === p[3] && x.fee === p[4],
        );
        if (!pool || pool.version !== 'v3') continue;
        const [, tick] = await c.publicClient.readContract({
          address: pool.address,
          abi: uniswapV3PoolAbi,
          functionName: 'slot0',
        });
        states.add(p[7] === 0n ? 'closed' : tick >= p[5] && tick < p[6] ? 'in range' : 'out of range');
      }
    }
    expect(states).toEqual(new Set(['closed', 'in range', 'out of range']));
  });

  it('should have at least 3 NFT collections with items spread over the dev accounts', async () => {
    const c = clientsFor(l1);
    expect(l1.nftCollections.length).toBeGreaterThanOrEqual(3);
    for (const collection of l1.nftCollections) {
      expect(new Set(collection.items.map((i) => i.owner)).size).toBe(10);
      const first = collection.items[0]!;
      expect(
        await c.publicClient.readContract({
          address: collection.address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [BigInt(first.tokenId)],
        }),
      ).toBe(first.owner);
      // each item names its metadata by an ipfs:// CID of the content the gateway sandbox serves
      expect(
        await c.publicClient.readContract({
          address: collection.address,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [BigInt(first.tokenId)],
        }),
      ).toBe((await collectibleContent(collection, first.tokenId)).tokenUri);
    }
  });

  it('should have hundreds of swaps spread over at least 30 days of chain time', async () => {
    const c = clientsFor(l1);
    const swaps = await c.publicClient.getLogs({
      event: parseAbiItem(
        'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
      ),
      fromBlock: BigInt(l1.startBlock),
      toBlock: 'latest',
    });
    expect(swaps.length).toBeGreaterThan(200);
    const [first, last] = await Promise.all([
      c.publicClient.getBlock({ blockNumber: swaps[0]!.blockNumber }),
      c.publicClient.getBlock({ blockNumber: swaps[swaps.length - 1]!.blockNumber }),
    ]);
    expect(Number(last.timestamp - first.timestamp)).toBeGreaterThan(29 * 86_400);
  });

  it('should give accounts 0 to 9 ETH and every seeded token on both chains', async () => {
    for (const chain of [l1, l2]) {
      const c = clientsFor(chain);
      for (const account of DEV_ACCOUNTS) {
        expect(await balanceOf(c, '0x0000000000000000000000000000000000000000', account)).toBeGreaterThan(0n);
        for (const t of chain.tokens)
          expect(await balanceOf(c, t.address, account), `${t.symbol} of ${account}`).toBeGreaterThan(0n);
      }
    }
  });

  it('should give an address ETH and tokens when the faucet is asked', async () => {
    const to = '0x00000000000000000000000000000000fa0ce700';
    await faucet({ chain: l2, to, eth: '3', tokens: { USDC: '500', WETH: '2' } });
    const c = clientsFor(l2);
    expect(await balanceOf(c, '0x0000000000000000000000000000000000000000', to)).toBe(parseEther('3'));
    expect(await balanceOf(c, token(l2, 'USDC').address, to)).toBe(parseUnits('500', 6));
    expect(await balanceOf(c, token(l2, 'WETH').address, to)).toBe(parseEther('2'));
  });
});
