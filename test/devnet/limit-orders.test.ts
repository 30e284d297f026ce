import { BaseError, ContractFunctionRevertedError, type Hex, maxUint256, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { exclusiveDutchOrderReactorAbi, orderQuoterAbi, permit2NonceAbi } from '../../contract/abis/uniswapx.ts';
import { cancelOrderCalls, isNonceSpent, nonceWordAndBit } from '../../contract/uniswapxNonces.ts';
import {
  type ExclusiveDutchOrder,
  buildLimitOrder,
  encodeOrder,
  orderHash,
  orderTypedData,
} from '../../contract/uniswapxOrder.ts';
import {
  type Clients,
  approvePermit2,
  balanceOf,
  clientsFor,
  devnetChainManifest,
  isolateEachTest,
  token,
} from './fixtures.ts';

const chain = devnetChainManifest(31337);
const reactor = chain.contracts.ExclusiveDutchOrderReactor!;
const quoter = chain.contracts.OrderQuoter!;
const USDC = token(chain, 'USDC');
const DAI = token(chain, 'DAI');
const quoteAbi = [...orderQuoterAbi, ...exclusiveDutchOrderReactorAbi, ...permit2NonceAbi];

/** Sells 100 USDC for at least 99 DAI, signed by `swapper` with our own order encoding and viem's signTypedData. */
async function signOrder(swapper: Clients, nonce: bigint, deadline?: bigint) {
  const now = (await swapper.publicClient.getBlock()).timestamp;
  const order = buildLimitOrder({
    reactor,
    swapper: swapper.account.address,
    nonce,
    deadline: deadline ?? now + 86_400n,
    input: { token: USDC.address, amount: parseUnits('100', USDC.decimals) },
    output: { token: DAI.address, amount: parseUnits('99', DAI.decimals) },
  });
  const sig = await swapper.walletClient.signTypedData(orderTypedData(order, chain.chainId));
  return { order, encoded: encodeOrder(order), sig };
}

async function quote(c: Clients, encoded: Hex, sig: Hex) {
  const { result } = await c.publicClient.simulateContract({
    address: quoter,
    abi: quoteAbi,
    functionName: 'quote',
    args: [encoded, sig],
  });
  return result;
}

/** A direct filler: holds the output token, lets the reactor pull it, and calls `execute` itself. */
async function fillDirectly(filler: Clients, encoded: Hex, sig: Hex) {
  await filler.walletClient.writeContractSync({
    address: DAI.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [reactor, maxUint256],
  });
  return filler.walletClient.writeContractSync({
    address: reactor,
    abi: exclusiveDutchOrderReactorAbi,
    functionName: 'execute',
    args: [{ order: encoded, sig }],
  });
}

async function revertName(attempt: Promise<unknown>): Promise<string | undefined> {
  try {
    await attempt;
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    throw error;
  }
  return undefined;
}

function simulateFill(filler: Clients, encoded: Hex, sig: Hex) {
  return filler.publicClient.simulateContract({
    account: filler.account,
    address: reactor,
    abi: exclusiveDutchOrderReactorAbi,
    functionName: 'execute',
    args: [{ order: encoded, sig }],
  });
}

describe('limit orders on the UniswapX reactor', () => {
  isolateEachTest([31337]);
  const swapper = clientsFor(chain, 7);
  const filler = clientsFor(chain, 8);

  it('should be accepted by the quoter and filled by execute when signed by our code', async () => {
    await approvePermit2(swapper, USDC.address);
    const { order, encoded, sig } = await signOrder(swapper, 1n << 8n);

    const resolved = await quote(swapper, encoded, sig);
    expect(resolved.hash).toBe(orderHash(order));
    expect(resolved.input).toMatchObject({ token: USDC.address, amount: order.input.startAmount });
    expect(resolved.outputs[0]).toMatchObject({ token: DAI.address, amount: order.outputs[0]!.startAmount });

    const before = {
      swapperDai: await balanceOf(swapper, DAI.address),
      swapperUsdc: await balanceOf(swapper, USDC.address),
      fillerUsdc: await balanceOf(filler, USDC.address),
    };
    const receipt = await fillDirectly(filler, encoded, sig);
    expect(receipt.status).toBe('success');
    expect(await balanceOf(swapper, DAI.address)).toBe(before.swapperDai + order.outputs[0]!.startAmount);
    expect(await balanceOf(swapper, USDC.address)).toBe(before.swapperUsdc - order.input.startAmount);
    expect(await balanceOf(filler, USDC.address)).toBe(before.fillerUsdc + order.input.startAmount);
    const bitmap = await swapper.publicClient.readContract({
      address: PERMIT2_ADDRESS,
      abi: permit2NonceAbi,
      functionName: 'nonceBitmap',
      args: [swapper.account.address, nonceWordAndBit(order.info.nonce).word],
    });
    expect(isNonceSpent(bitmap, order.info.nonce)).toBe(true);
    // a filled order cannot be filled twice
    expect(await revertName(simulateFill(filler, encoded, sig))).toBe('InvalidNonce');
  });

  it('should refuse an order with InvalidNonce when its nonces were invalidated, two orders in one transaction', async () => {
    await approvePermit2(swapper, USDC.address);
    const first = await signOrder(swapper, (5n << 8n) + 3n);
    const second = await signOrder(swapper, (5n << 8n) + 4n);
    const calls = cancelOrderCalls([first.order.info.nonce, second.order.info.nonce]);
    expect(calls).toHaveLength(1);

    const receipt = await swapper.walletClient.sendTransactionSync(calls[0]!);
    expect(receipt.status).toBe('success');

    for (const { encoded, sig } of [first, second]) {
      expect(await revertName(quote(swapper, encoded, sig))).toBe('InvalidNonce');
      expect(await revertName(simulateFill(filler, encoded, sig))).toBe('InvalidNonce');
    }
  });

  it('should cancel orders whose nonces lie in different words with one transaction per word', async () => {
    await approvePermit2(swapper, USDC.address);
    const orders = [
      await signOrder(swapper, (9n << 8n) + 1n),
      await signOrder(swapper, (9n << 8n) + 200n),
      await signOrder(swapper, (10n << 8n) + 7n),
    ];
    const calls = cancelOrderCalls(orders.map((o) => o.order.info.nonce));
    expect(calls).toHaveLength(2);
    for (const call of calls) expect((await swapper.walletClient.sendTransactionSync(call)).status).toBe('success');
    for (const { order, encoded, sig } of orders) {
      const bitmap = await swapper.publicClient.readContract({
        address: PERMIT2_ADDRESS,
        abi: permit2NonceAbi,
        functionName: 'nonceBitmap',
        args: [swapper.account.address, nonceWordAndBit(order.info.nonce).word],
      });
      expect(isNonceSpent(bitmap, order.info.nonce)).toBe(true);
      expect(await revertName(simulateFill(filler, encoded, sig))).toBe('InvalidNonce');
    }
  });

  it('should not be fillable once its deadline has passed', async () => {
    await approvePermit2(swapper, USDC.address);
    const now = (await swapper.publicClient.getBlock()).timestamp;
    const { encoded, sig }: { order: ExclusiveDutchOrder; encoded: Hex; sig: Hex } = await signOrder(
      swapper,
      9n << 8n,
      now + 60n,
    );
    expect((await quote(swapper, encoded, sig)).input.amount).toBeGreaterThan(0n);

    await swapper.testClient.setNextBlockTimestamp({ timestamp: now + 61n });
    await swapper.testClient.mine({ blocks: 1 });
    expect(await revertName(quote(swapper, encoded, sig))).toBe('DeadlinePassed');
    expect(await revertName(simulateFill(filler, encoded, sig))).toBe('DeadlinePassed');
  });
});
