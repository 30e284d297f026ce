// Creating positions with the calls the app sends (src/chain/mintPosition.ts) and the worker's math
// (workers/math/positionMath.ts), judged by the chain to the wei: the minted liquidity is the computed one, and the
// owner's balances fall by exactly the amounts the pool takes (issue 13 "the chain's own results on the devnet").
import { type Address, type PublicClient, parseEther, parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi, mintableErc20Abi, weth9Abi } from '../../contract/abis/erc20.ts';
import { nonfungiblePositionManagerAbi, uniswapV3FactoryAbi, uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { positionManagerAbi, stateViewAbi } from '../../contract/abis/v4.ts';
import {
  approveCall,
  liquidityAllowanceNeeds,
  permitBatchFor,
  permitBatchTypedData,
} from '../../src/chain/liquidityApprovals.ts';
import { v3IncreaseCall, v3MintCall, v4MintCall } from '../../src/chain/mintPosition.ts';
import { type PoolKey, poolIdOf, sortCurrencies } from '../../contract/poolKey.ts';
import {
  alignTick,
  depositForAmount,
  lessSlippage,
  parseDecimal,
  plusSlippage,
  sqrtPriceX96ForPrice,
  usableTickBounds,
} from '../../workers/math/positionMath.ts';
import { replayedRevertReason } from '../../devnet/session.ts';
import {
  balanceOf,
  clientsFor,
  devnetChainManifest,
  isolateEachTest,
  token,
  v4EthPoolAroundPrice,
} from './fixtures.ts';

describe('creating positions', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const me = clientsFor(chain, 8);
  const owner = me.account.address;
  const client = me.publicClient as PublicClient;
  const npm = chain.contracts.NonfungiblePositionManager;
  const positionManager = chain.contracts.PositionManager;
  const weth = chain.contracts.WETH9;
  const usdc = token(chain, 'USDC').address;

  async function fund(tokenAddress: Address, amount: bigint) {
    if (tokenAddress === weth) {
      await me.walletClient.writeContractSync({ address: weth, abi: weth9Abi, functionName: 'deposit', value: amount });
    } else {
      await me.walletClient.writeContractSync({
        address: tokenAddress,
        abi: mintableErc20Abi,
        functionName: 'mint',
        args: [owner, amount],
      });
    }
  }

  async function send(call: { to: Address; data: `0x${string}`; value?: bigint }) {
    const receipt = await me.walletClient.sendTransactionSync({ to: call.to, data: call.data, value: call.value });
    if (receipt.status !== 'success') {
      // the block's time too, for a deadline
      const mined = await client.getBlock({ blockNumber: receipt.blockNumber });
      const reason = await replayedRevertReason(client, owner, call, receipt);
      expect.fail(`${call.to} reverted in block ${receipt.blockNumber} at ${mined.timestamp}: ${reason}`);
    }
    return receipt;
  }

  async function v3Pool(a: Address, b: Address, fee: number) {
    const address = await client.readContract({
      address: chain.contracts.UniswapV3Factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'getPool',
      args: [a, b, fee],
    });
    const [sqrtPriceX96, tick] = await client.readContract({ address, abi: uniswapV3PoolAbi, functionName: 'slot0' });
    return { address, sqrtPriceX96, tick };
  }

  async function lastMintedV3() {
    const count = await client.readContract({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
    const tokenId = await client.readContract({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, count - 1n],
    });
    const position = await client.readContract({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'positions',
      args: [tokenId],
    });
    return { tokenId, liquidity: position[7], tickLower: position[5], tickUpper: position[6] };
  }

  async function approveAll(spender: Address, needs: { token: Address; amount: bigint }[], viaPermit2: boolean) {
    const chainNow = (await client.getBlock()).timestamp;
    const found = await liquidityAllowanceNeeds(client, { owner, spender, needs, viaPermit2, chainNow });
    for (const tokenAddress of found.approvals)
      await send(approveCall(tokenAddress, viaPermit2 ? '0x000000000022D473030F116dDEE9F6B43aC78BA3' : spender));
    const again = await liquidityAllowanceNeeds(client, { owner, spender, needs, viaPermit2, chainNow });
    expect(again.approvals).toEqual([]);
    return again.permits;
  }

  it('should mint a v3 position in range with the computed liquidity, taking exactly the computed amounts', async () => {
    const [token0, token1] = sortCurrencies(weth, usdc);
    const pool = await v3Pool(token0, token1, 3000);
    const tickLower = alignTick(pool.tick - 1200, 60);
    const tickUpper = alignTick(pool.tick + 1200, 60);
    const side = token0 === weth ? 0 : 1;
    const deposit = depositForAmount({
      sqrtPriceX96: pool.sqrtPriceX96,
      tickLower,
      tickUpper,
      side,
      amount: parseEther('1'),
    });
    expect(deposit.amount0).toBeGreaterThan(0n);
    expect(deposit.amount1).toBeGreaterThan(0n);
    await fund(token0, deposit.amount0);
    await fund(token1, deposit.amount1);
    await approveAll(
      npm,
      [
        { token: token0, amount: deposit.amount0 },
        { token: token1, amount: deposit.amount1 },
      ],
      false,
    );
    const before = [await balanceOf(me, token0), await balanceOf(me, token1)];
    const deadline = (await client.getBlock()).timestamp + 1800n;
    await send(
      v3MintCall({
        positionManager: npm,
        token0,
        token1,
        fee: 3000,
        tickLower,
        tickUpper,
        amount0Desired: deposit.amount0,
        amount1Desired: deposit.amount1,
        amount0Min: lessSlippage(deposit.amount0, 50),
        amount1Min: lessSlippage(deposit.amount1, 50),
        recipient: owner,
        deadline,
      }),
    );
    const minted = await lastMintedV3();
    expect(minted).toMatchObject({ liquidity: deposit.liquidity, tickLower, tickUpper });
    expect(before[0]! - (await balanceOf(me, token0))).toBe(deposit.amount0);
    expect(before[1]! - (await balanceOf(me, token1))).toBe(deposit.amount1);

    // adding to it takes the same care: the increase buys exactly the computed liquidity
    const more = depositForAmount({
      sqrtPriceX96: pool.sqrtPriceX96,
      tickLower,
      tickUpper,
      side,
      amount: parseEther('0.5'),
    });
    await fund(token0, more.amount0);
    await fund(token1, more.amount1);
    await send(
      v3IncreaseCall({
        positionManager: npm,
        tokenId: minted.tokenId,
        amount0Desired: more.amount0,
        amount1Desired: more.amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        deadline: (await client.getBlock()).timestamp + 1800n,
      }),
    );
    expect((await lastMintedV3()).liquidity).toBe(deposit.liquidity + more.liquidity);
  });

  it('should mint a single-sided v3 position above the price with only token0, paid in native ETH when token0 is WETH', async () => {
    const [token0, token1] = sortCurrencies(weth, usdc);
    const pool = await v3Pool(token0, token1, 3000);
    // above the price the range holds only token0; below it only token1
    const above = { tickLower: alignTick(pool.tick + 600, 60), tickUpper: alignTick(pool.tick + 3000, 60) };
    const below = { tickLower: alignTick(pool.tick - 3000, 60), tickUpper: alignTick(pool.tick - 600, 60) };
    const range = token0 === weth ? above : below;
    const side = token0 === weth ? 0 : 1;
    const deposit = depositForAmount({ sqrtPriceX96: pool.sqrtPriceX96, ...range, side, amount: parseEther('2') });
    expect(side === 0 ? deposit.amount1 : deposit.amount0).toBe(0n);
    const ethBefore = await balanceOf(me, zeroAddress);
    const receipt = await send(
      v3MintCall({
        positionManager: npm,
        token0,
        token1,
        fee: 3000,
        ...range,
        amount0Desired: side === 0 ? parseEther('2') : 0n,
        amount1Desired: side === 1 ? parseEther('2') : 0n,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: owner,
        deadline: (await client.getBlock()).timestamp + 1800n,
        nativeSide: side,
      }),
    );
    expect((await lastMintedV3()).liquidity).toBe(deposit.liquidity);
    const paid = ethBefore - (await balanceOf(me, zeroAddress)) - receipt.gasUsed * receipt.effectiveGasPrice;
    // what the pool took, rounded up; refundETH sent back the rest of the 2 ETH
    expect(paid).toBe(side === 0 ? deposit.amount0 : deposit.amount1);
  });

  it('should mint a v4 position with native ETH through a signed Permit2 batch, sweeping back the slippage buffer', async () => {
    const { poolKey, sqrtPriceX96, tickLower, tickUpper } = await v4EthPoolAroundPrice(me, chain, usdc);
    const deposit = depositForAmount({ sqrtPriceX96, tickLower, tickUpper, side: 1, amount: parseUnits('3000', 6) });
    await fund(usdc, parseUnits('3000', 6));
    const permits = await approveAll(positionManager, [{ token: usdc, amount: deposit.amount1 }], true);
    expect(permits.map((p) => p.token)).toEqual([usdc]);
    const chainNow = (await client.getBlock()).timestamp;
    const batch = permitBatchFor(permits, positionManager, chainNow);
    const signature = await me.walletClient.signTypedData(permitBatchTypedData(chain.chainId, batch));
    const before = { eth: await balanceOf(me, zeroAddress), usdc: await balanceOf(me, usdc) };
    const nextId = await client.readContract({
      address: positionManager,
      abi: positionManagerAbi,
      functionName: 'nextTokenId',
    });
    const receipt = await send(
      v4MintCall({
        positionManager,
        poolKey,
        tickLower,
        tickUpper,
        liquidity: deposit.liquidity,
        amount0Max: plusSlippage(deposit.amount0, 50),
        amount1Max: plusSlippage(deposit.amount1, 50),
        owner,
        deadline: chainNow + 1800n,
        permit: { batch, signature },
      }),
    );
    expect(
      await client.readContract({
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'getPositionLiquidity',
        args: [nextId],
      }),
    ).toBe(deposit.liquidity);
    expect(
      await client.readContract({
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [nextId],
      }),
    ).toBe(owner);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(before.eth - (await balanceOf(me, zeroAddress)) - gas).toBe(deposit.amount0);
    expect(before.usdc - (await balanceOf(me, usdc))).toBe(deposit.amount1);
  });

  it('should create and initialize a new v4 pool at a typed price and mint in it, in one transaction', async () => {
    const dai = token(chain, 'DAI').address;
    const poolKey: PoolKey = {
      currency0: zeroAddress,
      currency1: dai,
      fee: 10_000,
      tickSpacing: 200,
      hooks: zeroAddress,
    };
    const id = poolIdOf(poolKey);
    const [existing] = await client.readContract({
      address: chain.contracts.StateView,
      abi: stateViewAbi,
      functionName: 'getSlot0',
      args: [id],
    });
    expect(existing).toBe(0n);
    const sqrtPriceX96 = sqrtPriceX96ForPrice(parseDecimal('2950.5')!, 18, 18)!;
    const { min, max } = usableTickBounds(200);
    const deposit = depositForAmount({
      sqrtPriceX96,
      tickLower: min,
      tickUpper: max,
      side: 0,
      amount: parseEther('1'),
    });
    await fund(dai, deposit.amount1);
    const daiBefore = await balanceOf(me, dai);
    const permits = await approveAll(positionManager, [{ token: dai, amount: deposit.amount1 }], true);
    const chainNow = (await client.getBlock()).timestamp;
    const batch = permitBatchFor(permits, positionManager, chainNow);
    const signature = await me.walletClient.signTypedData(permitBatchTypedData(chain.chainId, batch));
    await send(
      v4MintCall({
        positionManager,
        poolKey,
        tickLower: min,
        tickUpper: max,
        liquidity: deposit.liquidity,
        amount0Max: deposit.amount0,
        amount1Max: deposit.amount1,
        owner,
        deadline: chainNow + 1800n,
        initialSqrtPriceX96: sqrtPriceX96,
        permit: { batch, signature },
      }),
    );
    const [price] = await client.readContract({
      address: chain.contracts.StateView,
      abi: stateViewAbi,
      functionName: 'getSlot0',
      args: [id],
    });
    expect(price).toBe(sqrtPriceX96);
    const liquidity = await client.readContract({
      address: chain.contracts.StateView,
      abi: stateViewAbi,
      functionName: 'getLiquidity',
      args: [id],
    });
    expect(liquidity).toBe(deposit.liquidity);
    expect(
      daiBefore -
        (await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
    ).toBe(deposit.amount1);
  });
});
