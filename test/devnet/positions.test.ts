import {
  type TransactionReceipt,
  decodeEventLog,
  maxUint128,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { positionManagerAbi, stateViewAbi } from '../../contract/abis/v4.ts';
import { MAX_UINT160, MAX_UINT48, PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { poolIdOf } from '../../contract/poolKey.ts';
import { MSG_SENDER, RouterCommand } from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';
import { V4Action, type V4Step, encodeV4Plan } from '../../contract/v4Actions.ts';
import { getLiquidityForAmounts } from '../../workers/math/liquidityAmounts.ts';
import { getSqrtRatioAtTick, nearestUsableTick } from '../../workers/math/tickMath.ts';
import {
  approvePermit2,
  balanceOf,
  clientsFor,
  devnetChainManifest,
  executeOnRouter,
  isolateEachTest,
  signRouterPermit,
  token,
} from './fixtures.ts';
import { v4PoolKey } from './quotes.ts';

const DEADLINE = 2n ** 40n;

function npmEvent(receipt: TransactionReceipt, name: 'IncreaseLiquidity' | 'DecreaseLiquidity' | 'Collect') {
  for (const log of receipt.logs) {
    try {
      const event = decodeEventLog({ abi: nonfungiblePositionManagerAbi, topics: log.topics, data: log.data });
      if (event.eventName === name)
        return event.args as { tokenId: bigint; liquidity?: bigint; amount0: bigint; amount1: bigint };
    } catch {
      // another contract's event
    }
  }
  throw new Error(`No ${name} event`);
}

describe('liquidity positions through the position managers', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const lp = clientsFor(chain, 0);
  const trader = clientsFor(chain, 1);
  const USDC = token(chain, 'USDC');
  const WETH = token(chain, 'WETH');

  /** A few swaps both ways through a pool, by another account, so the position earns fees. */
  async function tradeBackAndForth(v3Fee?: number) {
    for (const t of [USDC.address, WETH.address]) await approvePermit2(trader, t);
    for (let i = 0; i < 3; i++) {
      const usdcIn = parseUnits('20000', 6);
      const wethIn = parseEther('6');
      if (v3Fee) {
        await executeOnRouter(trader, chain, [
          await signRouterPermit(trader, chain, USDC.address, usdcIn),
          {
            command: RouterCommand.V3_SWAP_EXACT_IN,
            recipient: MSG_SENDER,
            amountIn: usdcIn,
            amountOutMin: 0n,
            path: encodeV3Path([USDC.address, WETH.address], [v3Fee]),
            payerIsUser: true,
          },
        ]);
        await executeOnRouter(trader, chain, [
          await signRouterPermit(trader, chain, WETH.address, wethIn),
          {
            command: RouterCommand.V3_SWAP_EXACT_IN,
            recipient: MSG_SENDER,
            amountIn: wethIn,
            amountOutMin: 0n,
            path: encodeV3Path([WETH.address, USDC.address], [v3Fee]),
            payerIsUser: true,
          },
        ]);
      } else {
        const poolKey = v4PoolKey(chain, zeroAddress, USDC.address, 500);
        await executeOnRouter(
          trader,
          chain,
          [
            {
              command: RouterCommand.V4_SWAP,
              steps: [
                {
                  action: V4Action.SWAP_EXACT_IN_SINGLE,
                  poolKey,
                  zeroForOne: true,
                  amountIn: wethIn,
                  amountOutMinimum: 0n,
                },
                { action: V4Action.SETTLE_ALL, currency: zeroAddress, maxAmount: wethIn },
                { action: V4Action.TAKE_ALL, currency: USDC.address, minAmount: 0n },
              ],
            },
          ],
          wethIn,
        );
        await executeOnRouter(trader, chain, [
          await signRouterPermit(trader, chain, USDC.address, usdcIn),
          {
            command: RouterCommand.V4_SWAP,
            steps: [
              {
                action: V4Action.SWAP_EXACT_IN_SINGLE,
                poolKey,
                zeroForOne: false,
                amountIn: usdcIn,
                amountOutMinimum: 0n,
              },
              { action: V4Action.SETTLE_ALL, currency: USDC.address, maxAmount: usdcIn },
              { action: V4Action.TAKE_ALL, currency: zeroAddress, minAmount: 0n },
            ],
          },
        ]);
      }
    }
  }

  it('should mint, increase, decrease and collect a v3 position with balances moving by the events amounts', async () => {
    const npm = chain.contracts.NonfungiblePositionManager;
    const pool = chain.pools.find(
      (p) =>
        p.version === 'v3' &&
        p.fee === 3000 &&
        [p.token0, p.token1].includes(USDC.address) &&
        [p.token0, p.token1].includes(WETH.address),
    );
    if (!pool || pool.version !== 'v3') throw new Error('no WETH/USDC 0.3% pool');
    const [token0, token1] = [pool.token0, pool.token1];
    for (const t of [token0, token1])
      await lp.walletClient.writeContractSync({
        address: t,
        abi: erc20Abi,
        functionName: 'approve',
        args: [npm, maxUint256],
      });
    const [, tick] = await lp.publicClient.readContract({
      address: pool.address,
      abi: uniswapV3PoolAbi,
      functionName: 'slot0',
    });
    const tickLower = nearestUsableTick(tick - 1200, 60);
    const tickUpper = nearestUsableTick(tick + 1200, 60);
    const desired = (t: `0x${string}`) => (t === USDC.address ? parseUnits('5000', 6) : parseEther('2'));

    const balances = () => Promise.all([balanceOf(lp, token0), balanceOf(lp, token1)]);
    let before = await balances();
    const mint = await lp.walletClient.writeContractSync({
      address: npm,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee: 3000,
          tickLower,
          tickUpper,
          amount0Desired: desired(token0),
          amount1Desired: desired(token1),
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: lp.account.address,
          deadline: DEADLINE,
        },
      ],
    });
    const minted = npmEvent(mint, 'IncreaseLiquidity');
    let after = await balances();
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([-minted.amount0, -minted.amount1]);
    expect(
      await lp.publicClient.readContract({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'ownerOf',
        args: [minted.tokenId],
      }),
    ).toBe(lp.account.address);
    const position = () =>
      lp.publicClient.readContract({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'positions',
        args: [minted.tokenId],
      });
    expect((await position())[7]).toBe(minted.liquidity);

    before = after;
    const increase = npmEvent(
      await lp.walletClient.writeContractSync({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'increaseLiquidity',
        args: [
          {
            tokenId: minted.tokenId,
            amount0Desired: desired(token0),
            amount1Desired: desired(token1),
            amount0Min: 0n,
            amount1Min: 0n,
            deadline: DEADLINE,
          },
        ],
      }),
      'IncreaseLiquidity',
    );
    after = await balances();
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([-increase.amount0, -increase.amount1]);
    expect((await position())[7]).toBe(minted.liquidity! + increase.liquidity!);

    await tradeBackAndForth(3000);

    const half = (minted.liquidity! + increase.liquidity!) / 2n;
    const decrease = npmEvent(
      await lp.walletClient.writeContractSync({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'decreaseLiquidity',
        args: [
          {
            tokenId: minted.tokenId,
            liquidity: half,
            amount0Min: 0n,
            amount1Min: 0n,
            deadline: DEADLINE,
          },
        ],
      }),
      'DecreaseLiquidity',
    );
    const owed = await position();
    expect(owed[7]).toBe(minted.liquidity! + increase.liquidity! - half);
    // owed = what the decrease freed plus the fees the trades paid
    expect(owed[10]).toBeGreaterThan(decrease.amount0);
    expect(owed[11]).toBeGreaterThan(decrease.amount1);

    before = await balances();
    const collect = npmEvent(
      await lp.walletClient.writeContractSync({
        address: npm,
        abi: nonfungiblePositionManagerAbi,
        functionName: 'collect',
        args: [
          {
            tokenId: minted.tokenId,
            recipient: lp.account.address,
            amount0Max: maxUint128,
            amount1Max: maxUint128,
          },
        ],
      }),
      'Collect',
    );
    after = await balances();
    expect([collect.amount0, collect.amount1]).toEqual([owed[10], owed[11]]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([owed[10], owed[11]]);
    expect((await position()).slice(10)).toEqual([0n, 0n]);
  });

  it('should mint, increase, decrease and collect a v4 native-ETH position through the PositionManager', async () => {
    const posm = chain.contracts.PositionManager;
    const poolKey = v4PoolKey(chain, zeroAddress, USDC.address, 500);
    await approvePermit2(lp, USDC.address);
    await lp.walletClient.writeContractSync({
      address: PERMIT2_ADDRESS,
      abi: permit2Abi,
      functionName: 'approve',
      args: [USDC.address, posm, MAX_UINT160, MAX_UINT48],
    });
    const [sqrtPrice, tick] = await lp.publicClient.readContract({
      address: chain.contracts.StateView,
      abi: stateViewAbi,
      functionName: 'getSlot0',
      args: [poolIdOf(poolKey)],
    });
    const tickLower = nearestUsableTick(tick - 1000, 10);
    const tickUpper = nearestUsableTick(tick + 1000, 10);
    const eth = parseEther('2');
    const usdc = parseUnits('8000', 6);
    const liquidity = getLiquidityForAmounts(
      sqrtPrice,
      getSqrtRatioAtTick(tickLower),
      getSqrtRatioAtTick(tickUpper),
      eth,
      usdc,
    );
    const owner = lp.account.address;
    const modify = (steps: V4Step[], value?: bigint) =>
      lp.walletClient.writeContractSync({
        address: posm,
        abi: positionManagerAbi,
        functionName: 'modifyLiquidities',
        args: [encodeV4Plan(steps), DEADLINE],
        value,
      });
    const positionLiquidity = (tokenId: bigint) =>
      lp.publicClient.readContract({
        address: posm,
        abi: positionManagerAbi,
        functionName: 'getPositionLiquidity',
        args: [tokenId],
      });
    /** ETH moved by a transaction, gas put back, so it shows what the pool took or paid. */
    const ethDelta = async (receipt: TransactionReceipt, before: bigint) =>
      (await balanceOf(lp, zeroAddress)) - before + receipt.gasUsed * receipt.effectiveGasPrice;

    const tokenId = await lp.publicClient.readContract({
      address: posm,
      abi: positionManagerAbi,
      functionName: 'nextTokenId',
    });
    let [ethBefore, usdcBefore] = [await balanceOf(lp, zeroAddress), await balanceOf(lp, USDC.address)];
    let receipt = await modify(
      [
        {
          action: V4Action.MINT_POSITION,
          poolKey,
          tickLower,
          tickUpper,
          liquidity,
          amount0Max: eth,
          amount1Max: usdc,
          owner,
        },
        { action: V4Action.SETTLE_PAIR, currency0: zeroAddress, currency1: USDC.address },
        { action: V4Action.SWEEP, currency: zeroAddress, to: owner },
      ],
      eth,
    );
    expect(
      await lp.publicClient.readContract({
        address: posm,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(owner);
    expect(await positionLiquidity(tokenId)).toBe(liquidity);
    const ethIn = -(await ethDelta(receipt, ethBefore));
    const usdcIn = usdcBefore - (await balanceOf(lp, USDC.address));
    expect(ethIn > 0n && ethIn <= eth).toBe(true);
    expect(usdcIn > 0n && usdcIn <= usdc).toBe(true);

    receipt = await modify(
      [
        { action: V4Action.INCREASE_LIQUIDITY, tokenId, liquidity, amount0Max: eth, amount1Max: usdc },
        { action: V4Action.CLOSE_CURRENCY, currency: zeroAddress },
        { action: V4Action.CLOSE_CURRENCY, currency: USDC.address },
        { action: V4Action.SWEEP, currency: zeroAddress, to: owner },
      ],
      eth,
    );
    expect(await positionLiquidity(tokenId)).toBe(liquidity * 2n);

    await tradeBackAndForth();

    [ethBefore, usdcBefore] = [await balanceOf(lp, zeroAddress), await balanceOf(lp, USDC.address)];
    receipt = await modify([
      { action: V4Action.DECREASE_LIQUIDITY, tokenId, liquidity, amount0Min: 0n, amount1Min: 0n },
      { action: V4Action.TAKE_PAIR, currency0: zeroAddress, currency1: USDC.address, recipient: owner },
    ]);
    expect(await positionLiquidity(tokenId)).toBe(liquidity);
    expect(await ethDelta(receipt, ethBefore)).toBeGreaterThan(0n);
    expect((await balanceOf(lp, USDC.address)) - usdcBefore).toBeGreaterThan(0n);

    // collecting in v4 is a decrease of zero liquidity: only the fees earned since the last change come out
    [ethBefore, usdcBefore] = [await balanceOf(lp, zeroAddress), await balanceOf(lp, USDC.address)];
    await tradeBackAndForth();
    [ethBefore, usdcBefore] = [await balanceOf(lp, zeroAddress), await balanceOf(lp, USDC.address)];
    receipt = await modify([
      { action: V4Action.DECREASE_LIQUIDITY, tokenId, liquidity: 0n, amount0Min: 0n, amount1Min: 0n },
      { action: V4Action.TAKE_PAIR, currency0: zeroAddress, currency1: USDC.address, recipient: owner },
    ]);
    expect(await positionLiquidity(tokenId)).toBe(liquidity);
    const ethFees = await ethDelta(receipt, ethBefore);
    const usdcFees = (await balanceOf(lp, USDC.address)) - usdcBefore;
    expect(ethFees).toBeGreaterThan(0n);
    expect(usdcFees).toBeGreaterThan(0n);
    // fees are a small fraction (0.05% of the traded volume), not the principal
    expect(usdcFees).toBeLessThan(usdcIn / 10n);
  });
});
