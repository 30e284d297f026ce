import { parseEther, parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { sortCurrencies } from '../../contract/poolKey.ts';
import { ADDRESS_THIS, CONTRACT_BALANCE, MSG_SENDER, RouterCommand } from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';
import { OPEN_DELTA, V4Action, V4_CONTRACT_BALANCE } from '../../contract/v4Actions.ts';
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
import { quoteV2, quoteV3, quoteV4, v4PoolKey } from './quotes.ts';

describe('UniversalRouter routes', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const c = clientsFor(chain, 0);
  const USDC = token(chain, 'USDC');
  const WETH = token(chain, 'WETH');
  const WBTC = token(chain, 'WBTC');
  const UNI = token(chain, 'UNI');
  const RFX = token(chain, 'RFX');

  it('should deliver exactly the chained quotes when a route crosses v3, v2 and a v4 hooked pool', async () => {
    await approvePermit2(c, WBTC.address);
    const amountIn = parseUnits('0.3', 8);
    // WBTC -v3 0.3%-> WETH -v2-> UNI -v4 (hooked UNI/USDC)-> USDC, each hop quoted by its own protocol's quoter
    const weth = await quoteV3(c, chain, 'exactIn', amountIn, WBTC.address, WETH.address, 3000);
    const uni = await quoteV2(c, chain, 'exactIn', weth, [WETH.address, UNI.address]);
    const [currency0, currency1] = sortCurrencies(UNI.address, USDC.address);
    const poolKey = v4PoolKey(chain, currency0, currency1, 3000);
    const zeroForOne = currency0 === UNI.address;
    const usdc = await quoteV4(c, chain, 'exactIn', uni, poolKey, zeroForOne);

    const permit = await signRouterPermit(c, chain, WBTC.address, amountIn);
    const [wbtcBefore, usdcBefore] = [await balanceOf(c, WBTC.address), await balanceOf(c, USDC.address)];
    await executeOnRouter(c, chain, [
      permit,
      {
        command: RouterCommand.V3_SWAP_EXACT_IN,
        recipient: ADDRESS_THIS,
        amountIn,
        amountOutMin: 0n,
        path: encodeV3Path([WBTC.address, WETH.address], [3000]),
        payerIsUser: true,
      },
      {
        command: RouterCommand.V2_SWAP_EXACT_IN,
        recipient: ADDRESS_THIS,
        amountIn: CONTRACT_BALANCE,
        amountOutMin: 0n,
        path: [WETH.address, UNI.address],
        payerIsUser: false,
      },
      {
        command: RouterCommand.V4_SWAP,
        steps: [
          { action: V4Action.SETTLE, currency: UNI.address, amount: V4_CONTRACT_BALANCE, payerIsUser: false },
          { action: V4Action.SWAP_EXACT_IN_SINGLE, poolKey, zeroForOne, amountIn: OPEN_DELTA, amountOutMinimum: usdc },
          { action: V4Action.TAKE_ALL, currency: USDC.address, minAmount: usdc },
        ],
      },
    ]);
    expect(await balanceOf(c, WBTC.address)).toBe(wbtcBefore - amountIn);
    expect(await balanceOf(c, USDC.address)).toBe(usdcBefore + usdc);
  });

  it('should spend native ETH and receive exactly the quote when swapping on a v4 ETH pool', async () => {
    const poolKey = v4PoolKey(chain, zeroAddress, USDC.address, 500);
    const amountIn = parseEther('1.5');
    const quoted = await quoteV4(c, chain, 'exactIn', amountIn, poolKey, true);
    const [ethBefore, usdcBefore] = [await balanceOf(c, zeroAddress), await balanceOf(c, USDC.address)];
    const receipt = await executeOnRouter(
      c,
      chain,
      [
        {
          command: RouterCommand.V4_SWAP,
          steps: [
            { action: V4Action.SWAP_EXACT_IN_SINGLE, poolKey, zeroForOne: true, amountIn, amountOutMinimum: quoted },
            { action: V4Action.SETTLE_ALL, currency: zeroAddress, maxAmount: amountIn },
            { action: V4Action.TAKE_ALL, currency: USDC.address, minAmount: quoted },
          ],
        },
      ],
      amountIn,
    );
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await balanceOf(c, zeroAddress)).toBe(ethBefore - amountIn - gas);
    expect(await balanceOf(c, USDC.address)).toBe(usdcBefore + quoted);
  });

  it('should swap the fee-on-transfer token through v2 with the fee taken from what the pair receives', async () => {
    await approvePermit2(c, RFX.address);
    const amountIn = parseUnits('20000', 18);
    const fee = (amountIn * BigInt(RFX.transferFeeBips!)) / 10_000n;
    const quoted = await quoteV2(c, chain, 'exactIn', amountIn - fee, [RFX.address, WETH.address]);
    const permit = await signRouterPermit(c, chain, RFX.address, amountIn);
    const [rfxBefore, wethBefore] = [await balanceOf(c, RFX.address), await balanceOf(c, WETH.address)];
    await executeOnRouter(c, chain, [
      permit,
      {
        command: RouterCommand.V2_SWAP_EXACT_IN,
        recipient: MSG_SENDER,
        amountIn,
        amountOutMin: quoted,
        path: [RFX.address, WETH.address],
        payerIsUser: true,
      },
    ]);
    expect(await balanceOf(c, RFX.address)).toBe(rfxBefore - amountIn);
    expect(await balanceOf(c, WETH.address)).toBe(wethBefore + quoted);
  });

  it('should deliver the full quote when buying the fee-on-transfer token through v2', async () => {
    // the token charges its fee on transferFrom (what Permit2 and routers use to pull), not on the pair's transfer out
    await approvePermit2(c, WETH.address);
    const amountIn = parseEther('0.8');
    const quoted = await quoteV2(c, chain, 'exactIn', amountIn, [WETH.address, RFX.address]);
    const permit = await signRouterPermit(c, chain, WETH.address, amountIn);
    const rfxBefore = await balanceOf(c, RFX.address);
    await executeOnRouter(c, chain, [
      permit,
      {
        command: RouterCommand.V2_SWAP_EXACT_IN,
        recipient: MSG_SENDER,
        amountIn,
        amountOutMin: quoted,
        path: [WETH.address, RFX.address],
        payerIsUser: true,
      },
    ]);
    expect(await balanceOf(c, RFX.address)).toBe(rfxBefore + quoted);
  });
});
