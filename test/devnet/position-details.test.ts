// The position page's figures (src/chain/positionDetails.ts) against what the chain pays out: a seeded LP's current
// amounts are what removing the position returns, and its uncollected fees are what collecting moves.
import { type Address, type PublicClient, type TransactionReceipt, maxUint128, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { uniswapV2PairAbi } from '../../contract/abis/v2.ts';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3.ts';
import { positionManagerAbi } from '../../contract/abis/v4.ts';
import { feesOwed, loadV2Position, loadV3Position, loadV4Position } from '../../src/chain/positionDetails.ts';
import { collectFeesCall } from '../../src/chain/collectFees.ts';
import { balanceOf, clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';

const DEADLINE = 2n ** 40n;

describe('a position as its page reads it', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  // the seeded LP with v2, v3 and v4 positions
  const lp = clientsFor(chain, 2);
  const owner = lp.account.address;
  const client = lp.publicClient as PublicClient;
  /** A balance change with the gas a transaction paid put back, for the native coin. */
  const moved = async (receipt: TransactionReceipt, currency: Address, before: bigint) =>
    (await balanceOf(lp, currency)) -
    before +
    (currency === zeroAddress ? receipt.gasUsed * receipt.effectiveGasPrice : 0n);

  it('should report a v3 position’s amounts as a full decrease returns them and its fees as collect pays them', async () => {
    const manager = chain.contracts.NonfungiblePositionManager;
    const tokenId = await client.readContract({
      address: manager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, 0n],
    });
    const details = (await loadV3Position(client, chain.contracts, tokenId))!;
    expect(details.owner).toBe(owner);
    expect(details.liquidity).toBeGreaterThan(0n);
    const decrease = await client.simulateContract({
      account: owner,
      address: manager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'decreaseLiquidity',
      args: [{ tokenId, liquidity: details.liquidity, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
    });
    expect([details.amount0, details.amount1]).toEqual(decrease.result);

    const before = [await balanceOf(lp, details.token0), await balanceOf(lp, details.token1)];
    const receipt = await lp.walletClient.writeContractSync({
      address: manager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    });
    expect(await moved(receipt, details.token0, before[0]!)).toBe(details.fees0);
    expect(await moved(receipt, details.token1, before[1]!)).toBe(details.fees1);
  });

  it('should report a v4 position’s fees as the page’s collect call takes them', async () => {
    const manager = chain.contracts.PositionManager;
    const next = await client.readContract({ address: manager, abi: positionManagerAbi, functionName: 'nextTokenId' });
    let tokenId: bigint | undefined;
    for (let id = 1n; id < next && tokenId === undefined; id++) {
      const holder = await client.readContract({
        address: manager,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [id],
      });
      if (holder === owner && (await loadV4Position(client, chain.contracts, id))!.liquidity > 0n) tokenId = id;
    }
    expect(tokenId).toBeDefined();
    const details = (await loadV4Position(client, chain.contracts, tokenId!))!;
    expect(details.fees0! + details.fees1!).toBeGreaterThan(0n);
    const before = [await balanceOf(lp, details.token0), await balanceOf(lp, details.token1)];
    // the page's own call (src/chain/collectFees.ts): a zero decrease and a take of both currencies
    const receipt = await lp.walletClient.sendTransactionSync(
      collectFeesCall({
        version: 'v4',
        manager,
        tokenId: tokenId!,
        recipient: owner,
        currency0: details.token0,
        currency1: details.token1,
        deadline: DEADLINE,
      }),
    );
    expect(await moved(receipt, details.token0, before[0]!)).toBe(details.fees0);
    expect(await moved(receipt, details.token1, before[1]!)).toBe(details.fees1);
  });

  it('should report a v2 LP’s amounts as burning its LP tokens returns them', async () => {
    const pair = chain.pools.find((p) => p.version === 'v2')!.address as Address;
    const details = (await loadV2Position(client, pair, owner))!;
    expect(details.liquidity).toBeGreaterThan(0n);
    expect(details.poolShare).toBeGreaterThan(0);
    const before = [await balanceOf(lp, details.token0), await balanceOf(lp, details.token1)];
    await lp.walletClient.writeContractSync({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'transfer',
      args: [pair, details.liquidity],
    });
    await lp.walletClient.writeContractSync({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'burn',
      args: [owner],
    });
    expect((await balanceOf(lp, details.token0)) - before[0]!).toBe(details.amount0);
    expect((await balanceOf(lp, details.token1)) - before[1]!).toBe(details.amount1);
  });

  it('should say a never-minted token id is no position', async () => {
    expect(await loadV3Position(client, chain.contracts, 10n ** 12n)).toBeUndefined();
    expect(await loadV4Position(client, chain.contracts, 10n ** 12n)).toBeUndefined();
    expect(await loadV2Position(client, '0x0000000000000000000000000000000000000002', owner)).toBeUndefined();
  });
});

describe('feesOwed', () => {
  it('should take the fee growth difference across the uint256 wrap', () => {
    const Q128 = 1n << 128n;
    expect(feesOwed(5n * Q128, 2n * Q128, 10n)).toBe(30n);
    // growth wrapped past 2^256 since the last update: still 3 units per liquidity
    expect(feesOwed(Q128, (1n << 256n) - 2n * Q128, 10n)).toBe(30n);
  });
});
