import { parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { sortCurrencies } from '../../contract/poolKey.ts';
import { MSG_SENDER, RouterCommand } from '../../contract/universalRouter.ts';
import { encodeV3Path, encodeV3PathExactOut } from '../../contract/v3Path.ts';
import { V4Action } from '../../contract/v4Actions.ts';
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

// Each swap goes through the UniversalRouter, paid through Permit2 with a signed permit, and must move balances by
// exactly what the protocol's own on-chain quoter said, to the wei.
describe('UniversalRouter swaps with a Permit2 signature', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const c = clientsFor(chain, 0);
  const USDC = token(chain, 'USDC');
  const WETH = token(chain, 'WETH');
  const UNI = token(chain, 'UNI');

  async function deltas<T>(run: () => Promise<T>, ...tokens: `0x${string}`[]) {
    const before = await Promise.all(tokens.map((t) => balanceOf(c, t)));
    const result = await run();
    const after = await Promise.all(tokens.map((t) => balanceOf(c, t)));
    return { result, changes: after.map((a, i) => a - before[i]!) };
  }

  it('should receive exactly the v2 quote when swapping exact input through a v2 pair', async () => {
    await approvePermit2(c, USDC.address);
    const amountIn = parseUnits('2500', 6);
    const quoted = await quoteV2(c, chain, 'exactIn', amountIn, [USDC.address, WETH.address]);
    const permit = await signRouterPermit(c, chain, USDC.address, amountIn);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V2_SWAP_EXACT_IN,
            recipient: MSG_SENDER,
            amountIn,
            amountOutMin: quoted,
            path: [USDC.address, WETH.address],
            payerIsUser: true,
          },
        ]),
      USDC.address,
      WETH.address,
    );
    expect(changes).toEqual([-amountIn, quoted]);
  });

  it('should pay exactly the v2 quote when swapping for an exact output through a v2 pair', async () => {
    await approvePermit2(c, USDC.address);
    const amountOut = parseUnits('0.5', 18);
    const quoted = await quoteV2(c, chain, 'exactOut', amountOut, [USDC.address, WETH.address]);
    // the router pays the quoted input into the pair, and the pair gives what that input buys: at least the amount asked
    const bought = await quoteV2(c, chain, 'exactIn', quoted, [USDC.address, WETH.address]);
    const permit = await signRouterPermit(c, chain, USDC.address, quoted);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V2_SWAP_EXACT_OUT,
            recipient: MSG_SENDER,
            amountOut,
            amountInMax: quoted,
            path: [USDC.address, WETH.address],
            payerIsUser: true,
          },
        ]),
      USDC.address,
      WETH.address,
    );
    expect(changes).toEqual([-quoted, bought]);
    expect(bought).toBeGreaterThanOrEqual(amountOut);
  });

  it('should receive exactly the QuoterV2 quote when swapping exact input through a v3 pool', async () => {
    await approvePermit2(c, USDC.address);
    const amountIn = parseUnits('10000', 6);
    const quoted = await quoteV3(c, chain, 'exactIn', amountIn, USDC.address, WETH.address, 500);
    const permit = await signRouterPermit(c, chain, USDC.address, amountIn);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V3_SWAP_EXACT_IN,
            recipient: MSG_SENDER,
            amountIn,
            amountOutMin: quoted,
            path: encodeV3Path([USDC.address, WETH.address], [500]),
            payerIsUser: true,
          },
        ]),
      USDC.address,
      WETH.address,
    );
    expect(changes).toEqual([-amountIn, quoted]);
  });

  it('should pay exactly the QuoterV2 quote when swapping for an exact output through a v3 pool', async () => {
    await approvePermit2(c, USDC.address);
    const amountOut = parseUnits('1.25', 18);
    const quoted = await quoteV3(c, chain, 'exactOut', amountOut, USDC.address, WETH.address, 500);
    const permit = await signRouterPermit(c, chain, USDC.address, quoted);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V3_SWAP_EXACT_OUT,
            recipient: MSG_SENDER,
            amountOut,
            amountInMax: quoted,
            path: encodeV3PathExactOut([USDC.address, WETH.address], [500]),
            payerIsUser: true,
          },
        ]),
      USDC.address,
      WETH.address,
    );
    expect(changes).toEqual([-quoted, amountOut]);
  });

  it('should receive exactly the V4Quoter quote when swapping exact input through a v4 pool with a hook', async () => {
    await approvePermit2(c, USDC.address);
    const [currency0, currency1] = sortCurrencies(UNI.address, USDC.address);
    const poolKey = v4PoolKey(chain, currency0, currency1, 3000);
    expect(poolKey.hooks).not.toBe(zeroAddress);
    const zeroForOne = currency0 === USDC.address;
    const amountIn = parseUnits('1500', 6);
    const quoted = await quoteV4(c, chain, 'exactIn', amountIn, poolKey, zeroForOne);
    const permit = await signRouterPermit(c, chain, USDC.address, amountIn);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V4_SWAP,
            steps: [
              { action: V4Action.SWAP_EXACT_IN_SINGLE, poolKey, zeroForOne, amountIn, amountOutMinimum: quoted },
              { action: V4Action.SETTLE_ALL, currency: USDC.address, maxAmount: amountIn },
              { action: V4Action.TAKE_ALL, currency: UNI.address, minAmount: quoted },
            ],
          },
        ]),
      USDC.address,
      UNI.address,
    );
    expect(changes).toEqual([-amountIn, quoted]);
  });

  it('should pay exactly the V4Quoter quote when swapping for an exact output through a v4 pool', async () => {
    await approvePermit2(c, USDC.address);
    const [currency0, currency1] = sortCurrencies(UNI.address, USDC.address);
    const poolKey = v4PoolKey(chain, currency0, currency1, 3000);
    const zeroForOne = currency0 === USDC.address;
    const amountOut = parseUnits('40', 18);
    const quoted = await quoteV4(c, chain, 'exactOut', amountOut, poolKey, zeroForOne);
    const permit = await signRouterPermit(c, chain, USDC.address, quoted);
    const { changes } = await deltas(
      () =>
        executeOnRouter(c, chain, [
          permit,
          {
            command: RouterCommand.V4_SWAP,
            steps: [
              { action: V4Action.SWAP_EXACT_OUT_SINGLE, poolKey, zeroForOne, amountOut, amountInMaximum: quoted },
              { action: V4Action.SETTLE_ALL, currency: USDC.address, maxAmount: quoted },
              { action: V4Action.TAKE_ALL, currency: UNI.address, minAmount: amountOut },
            ],
          },
        ]),
      USDC.address,
      UNI.address,
    );
    expect(changes).toEqual([-quoted, amountOut]);
  });
});
