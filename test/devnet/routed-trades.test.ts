import { type Address, parseEther, parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { faucet } from '../../devnet/faucet.ts';
import { encodeTrade } from '../../src/chain/encodeTrade.ts';
import { snapshotsFromChain } from './chainTickWords.ts';
import { bestTrade } from '../../workers/routing/bestTrade.ts';
import type { CurrencyId, Trade, TradeType } from '../../workers/routing/types.ts';
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

// The router's trades, encoded for the UniversalRouter and executed: balances move by exactly what the trade said.
describe('routed trades through the UniversalRouter', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const c = clientsFor(chain, 2);
  const lower = (a: string) => a.toLowerCase() as CurrencyId;
  const transferFees = new Map(
    chain.tokens.filter((t) => t.transferFeeBips).map((t) => [lower(t.address), t.transferFeeBips!]),
  );

  async function route(symbolIn: string, symbolOut: string, tradeType: TradeType, amount: bigint): Promise<Trade> {
    const pools = await snapshotsFromChain(c.publicClient, chain);
    const trade = bestTrade({
      pools,
      tradeType,
      amount,
      transferFees,
      currencyIn: lower(token(chain, symbolIn).address),
      currencyOut: lower(token(chain, symbolOut).address),
      weth: lower(chain.contracts.WETH9),
    });
    if (!trade) throw new Error(`No route from ${symbolIn} to ${symbolOut}`);
    return trade;
  }

  async function execute(trade: Trade, symbolIn: string) {
    const tokenIn = token(chain, symbolIn).address;
    const maxIn = trade.amountIn;
    let permit;
    if (tokenIn !== zeroAddress) {
      await approvePermit2(c, tokenIn);
      permit = await signRouterPermit(c, chain, tokenIn, maxIn);
    }
    const limit = trade.tradeType === 'exactIn' ? trade.amountOut : trade.amountIn;
    const { steps, value } = encodeTrade({ trade, limit, permit });
    return executeOnRouter(c, chain, steps, value || undefined);
  }

  /** Balance change of a currency across a transaction, with ETH gas put back. */
  async function measure(
    symbols: [string, string],
    run: () => Promise<{ gasUsed: bigint; effectiveGasPrice: bigint }>,
  ) {
    const addresses = symbols.map((s) => token(chain, s).address) as [Address, Address];
    const before = await Promise.all(addresses.map((a) => balanceOf(c, a)));
    const receipt = await run();
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    const after = await Promise.all(addresses.map((a) => balanceOf(c, a)));
    return after.map((a, i) => a - before[i]! + (addresses[i] === zeroAddress ? gas : 0n));
  }

  const cases: [string, string, TradeType, () => bigint][] = [
    ['USDC', 'UNI', 'exactIn', () => parseUnits('5000', 6)],
    ['DAI', 'ARB', 'exactIn', () => parseUnits('2500', 18)],
    ['ETH', 'LINK', 'exactIn', () => parseEther('1.2')],
    ['WBTC', 'ETH', 'exactIn', () => parseUnits('0.05', 8)],
    ['RFX', 'USDC', 'exactIn', () => parseUnits('5000', 18)],
    ['USDC', 'WETH', 'exactOut', () => parseEther('1.5')],
    ['ETH', 'USDT', 'exactOut', () => parseUnits('2000', 6)],
    ['LINK', 'WBTC', 'exactOut', () => parseUnits('0.01', 8)],
  ];

  for (const [symbolIn, symbolOut, tradeType, amount] of cases) {
    it(`should move balances by exactly the routed ${tradeType} trade from ${symbolIn} to ${symbolOut}`, async () => {
      const trade = await route(symbolIn, symbolOut, tradeType, amount());
      const [deltaIn, deltaOut] = await measure([symbolIn, symbolOut], () => execute(trade, symbolIn));
      expect([deltaIn, deltaOut]).toEqual([-trade.amountIn, trade.amountOut]);
    });
  }

  it('should split a large trade across routes and still deliver exactly its quote', async () => {
    await faucet({ chain, to: c.account.address, eth: '0', tokens: { USDC: '4000000' } });
    const trade = await route('USDC', 'WETH', 'exactIn', parseUnits('3000000', 6));
    expect(trade.routes.length).toBeGreaterThan(1);
    expect(trade.routes.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
    const [deltaIn, deltaOut] = await measure(['USDC', 'WETH'], () => execute(trade, 'USDC'));
    expect([deltaIn, deltaOut]).toEqual([-trade.amountIn, trade.amountOut]);
  });
});
