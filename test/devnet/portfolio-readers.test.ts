// The account drawer's chain readers against the devnet: owned NFTs and liquidity positions on both chains.
import { createPublicClient, http, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { loadOwnedNfts } from '../../src/chain/nfts.ts';
import { loadChainHoldings } from '../../src/chain/portfolio.ts';
import { loadOwnedPositions } from '../../src/chain/positions.ts';
import { nonfungiblePositionManagerAbi } from '../../src/chain/abis/v3.ts';
import { uniswapV2PairAbi } from '../../src/chain/abis/v2.ts';
import { positionManagerAbi } from '../../src/chain/abis/v4.ts';
import { clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';

const transferAbi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']);

describe('owned NFTs', () => {
  isolateEachTest();
  for (const chainId of [31337, 31338]) {
    it(`should list exactly the items the manifest gives an account when reading chain ${chainId}`, async () => {
      const chain = devnetChainManifest(chainId);
      const c = clientsFor(chain, 5);
      const owner = DEV_ACCOUNTS[5]!;
      const nfts = await loadOwnedNfts(c.publicClient, {
        owner,
        collections: chain.nftCollections,
        fromBlock: BigInt(chain.startBlock),
      });
      const expected = chain.nftCollections.flatMap((col) =>
        col.items.filter((i) => i.owner.toLowerCase() === owner.toLowerCase()).map((i) => `${col.symbol}#${i.tokenId}`),
      );
      expect(nfts.map((n) => `${n.collection.symbol}#${n.tokenId}`).sort()).toEqual(expected.sort());
      expect(nfts.length).toBeGreaterThan(0);
    });
  }

  it('should drop an item the account transferred and list it for the receiver when the chain moves it', async () => {
    const chain = devnetChainManifest(31337);
    const sender = clientsFor(chain, 5);
    const collection = chain.nftCollections[0]!;
    const item = collection.items.find((i) => i.owner.toLowerCase() === DEV_ACCOUNTS[5]!.toLowerCase())!;
    await sender.walletClient.writeContractSync({
      address: collection.address,
      abi: transferAbi,
      functionName: 'transferFrom',
      args: [DEV_ACCOUNTS[5]!, DEV_ACCOUNTS[6]!, BigInt(item.tokenId)],
    });
    const read = (owner: `0x${string}`) =>
      loadOwnedNfts(sender.publicClient, { owner, collections: [collection], fromBlock: BigInt(chain.startBlock) });
    expect((await read(DEV_ACCOUNTS[5]!)).map((n) => n.tokenId)).not.toContain(BigInt(item.tokenId));
    expect((await read(DEV_ACCOUNTS[6]!)).map((n) => n.tokenId)).toContain(BigInt(item.tokenId));
  });
});

describe('owned liquidity positions', () => {
  for (const chainId of [31337, 31338]) {
    it(`should read an LP's v2, v3 and v4 positions as the contracts report them on chain ${chainId}`, async () => {
      const chain = devnetChainManifest(chainId);
      const c = clientsFor(chain, 1);
      const owner = DEV_ACCOUNTS[1]!;
      const positions = await loadOwnedPositions(c.publicClient, {
        owner,
        pools: chain.pools,
        contracts: chain.contracts,
        fromBlock: BigInt(chain.startBlock),
      });
      const v3Count = await c.publicClient.readContract({
        address: chain.contracts.NonfungiblePositionManager,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
      const v4Count = await c.publicClient.readContract({
        address: chain.contracts.PositionManager,
        abi: positionManagerAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
      expect(positions.filter((p) => p.version === 'v3')).toHaveLength(Number(v3Count));
      expect(positions.filter((p) => p.version === 'v4')).toHaveLength(Number(v4Count));
      for (const p of positions) {
        if (p.version === 'v2') {
          const lp = await c.publicClient.readContract({
            address: p.pool as `0x${string}`,
            abi: uniswapV2PairAbi,
            functionName: 'balanceOf',
            args: [owner],
          });
          expect(p.liquidity).toBe(lp);
          expect(p.amount0 + p.amount1).toBeGreaterThan(0n);
        } else if (p.version === 'v3') {
          const onChain = await c.publicClient.readContract({
            address: chain.contracts.NonfungiblePositionManager,
            abi: nonfungiblePositionManagerAbi,
            functionName: 'positions',
            args: [p.tokenId],
          });
          expect([p.token0, p.token1, p.fee, p.tickLower, p.tickUpper, p.liquidity]).toEqual([
            onChain[2],
            onChain[3],
            onChain[4],
            onChain[5],
            onChain[6],
            onChain[7],
          ]);
        } else {
          const liquidity = await c.publicClient.readContract({
            address: chain.contracts.PositionManager,
            abi: positionManagerAbi,
            functionName: 'getPositionLiquidity',
            args: [p.tokenId],
          });
          expect(p.liquidity).toBe(liquidity);
          expect(p.tickLower).toBeLessThan(p.tickUpper);
        }
      }
      expect(positions.length).toBeGreaterThan(0);
    });
  }

  it('should mark a closed position CLOSED and out-of-range ones OUT_OF_RANGE when the seeded LP 4 holds them', async () => {
    const chain = devnetChainManifest(31337);
    const c = clientsFor(chain, 4);
    const positions = await loadOwnedPositions(c.publicClient, {
      owner: DEV_ACCOUNTS[4]!,
      pools: chain.pools,
      contracts: chain.contracts,
      fromBlock: BigInt(chain.startBlock),
    });
    const statuses = new Set(positions.map((p) => p.status));
    expect(statuses).toContain('CLOSED');
    expect(statuses).toContain('OUT_OF_RANGE');
  });
});

describe('balances', () => {
  for (const chainId of [31337, 31338]) {
    it(`should read every known token's balance in one eth_call on chain ${chainId}`, async () => {
      const chain = devnetChainManifest(chainId);
      const methods: string[] = [];
      const client = createPublicClient({
        transport: http(chain.rpcUrl, {
          onFetchRequest: async (request) => {
            const body = (await request.clone().json()) as { method: string } | { method: string }[];
            for (const call of Array.isArray(body) ? body : [body]) methods.push(call.method);
          },
        }),
      });
      const { holdings } = await loadChainHoldings(client, DEV_ACCOUNTS[5]!, chain.tokens, new Map());
      expect(holdings).toHaveLength(chain.tokens.length + 1);
      expect(methods.filter((m) => m === 'eth_call')).toHaveLength(1);
    });
  }
});
