// The bridge between Devnet and Devnet L2 (issue 31): Across's SpokePool on both chains, the services server's relayer
// and its dataworker. A quoted deposit of 0.5 ETH on Devnet is filled on Devnet L2 (the recipient's ETH rises by the
// amount less the quoted fee) and the relayer is repaid on Devnet; with the relayer's inventory drained the deposit
// stays unfilled, and once its fill deadline has passed on Devnet L2 the depositor is refunded on Devnet, once.
import { type Address, encodeFunctionData, erc20Abi, parseEther, zeroAddress } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { FILL_STATUS, spokePoolAbi } from '../../contract/abis/spokePool.ts';
import { BRIDGE_API_PATH, type SuggestedFeesResponse } from '../../contract/bridgeWire.ts';
import { devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { createServicesApp } from '../../server/app.ts';
import { relayHash, readDeposits } from '../../server/sandbox/bridge/bridgeDeposits.ts';
import { RELAYER_ACCOUNT } from '../../contract/sandboxAgents.ts';
import { AcrossRelayer, type BridgeEvent } from '../../server/sandbox/bridge/relayer.ts';
import { bridgeDepositRequests, depositParametersFromQuote } from '../../src/chain/bridgeDeposit.ts';
import { type Clients, balanceOf, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

const devnet = devnetChainManifest(31337);
const l2 = devnetChainManifest(31338);
const AMOUNT = parseEther('0.5');
const { app } = createServicesApp({ manifest: () => inject('devnet'), publicOrigin: 'http://127.0.0.1:8787' });

async function quote(amount: bigint): Promise<SuggestedFeesResponse> {
  const query = new URLSearchParams({
    inputToken: token(devnet, 'WETH').address,
    outputToken: token(l2, 'WETH').address,
    originChainId: '31337',
    destinationChainId: '31338',
    amount: amount.toString(),
  });
  const response = await app.request(`http://127.0.0.1:8787${BRIDGE_API_PATH}/suggested-fees?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SuggestedFeesResponse;
}

type DepositOptions = {
  /** What happens between the quote and the deposit. */
  meanwhile?: () => Promise<void>;
  amount?: bigint;
  /** Another relayer's exclusivity, for this many seconds after the deposit. */
  exclusiveTo?: { relayer: Address; seconds: number };
};

/** The depositor's steps in the app: quote, build, send; returns the quote. */
async function depositEth(
  depositor: Clients,
  recipient: Address,
  { meanwhile = async () => {}, amount = AMOUNT, exclusiveTo }: DepositOptions = {},
): Promise<SuggestedFeesResponse> {
  const priced = await quote(amount);
  const parameters = depositParametersFromQuote(priced, {
    depositor: depositor.account.address,
    recipient,
    native: true,
    inputAmount: amount,
    allowance: 0n,
  });
  // the pool reads an exclusivity up to a year as an offset from the deposit's block
  if (exclusiveTo)
    Object.assign(parameters, { exclusiveRelayer: exclusiveTo.relayer, exclusivityDeadline: exclusiveTo.seconds });
  const { approval, deposit } = bridgeDepositRequests(parameters);
  expect(approval).toBeUndefined();
  await meanwhile();
  const receipt = await depositor.walletClient.sendTransactionSync(deposit);
  expect(receipt.status).toBe('success');
  return priced;
}

function relayerWithLog() {
  const events: BridgeEvent[] = [];
  const relayer = new AcrossRelayer({
    manifest: () => inject('devnet'),
    ...devnetSandbox,
    onEvent: (e) => events.push(e),
  });
  return { relayer, events };
}

describe('the bridge relayer and dataworker', () => {
  isolateEachTest([31337, 31338]);
  const depositor = clientsFor(devnet, 5);
  const recipient = clientsFor(l2, 6);

  it('should fill a quoted 0.5 ETH deposit on Devnet L2 for the amount less the quoted fee, and be repaid on Devnet', async () => {
    const { relayer, events } = relayerWithLog();
    await relayer.prepareAll();
    const before = await balanceOf(recipient, zeroAddress);
    const priced = await depositEth(depositor, recipient.account.address);
    expect(BigInt(priced.outputAmount)).toBe(AMOUNT - BigInt(priced.totalRelayFee.total));
    expect(BigInt(priced.totalRelayFee.total)).toBeGreaterThan(0n);

    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['fill']);
    expect(await balanceOf(recipient, zeroAddress)).toBe(before + AMOUNT - BigInt(priced.totalRelayFee.total));

    const weth = token(devnet, 'WETH').address;
    const relayerWeth = await balanceOf(depositor, weth, RELAYER_ACCOUNT);
    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['fill', 'repayment']);
    expect(await balanceOf(depositor, weth, RELAYER_ACCOUNT)).toBe(relayerWeth + AMOUNT);
    expect(relayer.unsettled).toBe(0);
  });

  it('should leave a deposit its inventory cannot cover unfilled, and refund it on Devnet once its deadline passed', async () => {
    const { relayer, events } = relayerWithLog();
    await relayer.prepareAll();
    // after the quote, the relayer's WETH on Devnet L2 goes elsewhere: it cannot fill
    const l2Weth = token(l2, 'WETH').address;
    const priced = await depositEth(depositor, recipient.account.address, {
      meanwhile: async () => {
        const stock = await balanceOf(recipient, l2Weth, RELAYER_ACCOUNT);
        await devnetSandbox.sendAs(l2, RELAYER_ACCOUNT, {
          to: l2Weth,
          data: encodeTransfer(recipient.account.address, stock),
        });
      },
    });
    const weth = token(devnet, 'WETH').address;
    const ethBefore = await balanceOf(depositor, zeroAddress);
    const wethBefore = await balanceOf(depositor, weth);

    await relayer.tick();
    expect(events).toEqual([]);
    const [deposit] = (
      await readDeposits(depositor.publicClient, devnet.contracts.SpokePool!, 31337, {
        scannedTo: (await depositor.publicClient.getBlockNumber()) - 5n,
      })
    ).deposits;
    const status = await recipient.publicClient.readContract({
      address: l2.contracts.SpokePool!,
      abi: spokePoolAbi,
      functionName: 'fillStatuses',
      args: [relayHash(deposit!.relayData, 31338n)],
    });
    expect(status).toBe(FILL_STATUS.unfilled);

    // chain time on Devnet L2 passes the deadline: no sleeping
    const l2Now = (await recipient.publicClient.getBlock()).timestamp;
    await recipient.testClient.increaseTime({ seconds: Number(BigInt(priced.fillDeadline) - l2Now + 1n) });
    await recipient.testClient.mine({ blocks: 1 });
    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['refund']);
    // Across refunds in the input token: an ETH deposit comes back as WETH
    expect(await balanceOf(depositor, weth)).toBe(wethBefore + AMOUNT);
    expect(await balanceOf(depositor, zeroAddress)).toBe(ethBefore);

    // a dataworker that starts again finds the refund on the chain and pays nothing twice
    const again = relayerWithLog();
    await again.relayer.tick();
    expect(again.events).toEqual([]);
    expect(
      (await balanceOf(depositor, weth)) - wethBefore + (await balanceOf(depositor, zeroAddress)) - ethBefore,
    ).toBe(AMOUNT);
  });

  it('should never fill a deposit the origin chain no longer holds when the chain went back', async () => {
    const { relayer, events } = relayerWithLog();
    await relayer.prepareAll();
    const beforeDeposit = await depositor.testClient.snapshot();
    // another relayer's exclusivity keeps ours from filling on the tick that sees it
    await depositEth(depositor, recipient.account.address, {
      exclusiveTo: { relayer: '0x00000000000000000000000000000000000e1a7e', seconds: 60 },
    });
    await relayer.tick();
    expect(relayer.unsettled).toBe(1);

    await depositor.testClient.revert({ id: beforeDeposit });
    await recipient.testClient.increaseTime({ seconds: 120 });
    await recipient.testClient.mine({ blocks: 1 });
    const before = await balanceOf(recipient, zeroAddress);
    await relayer.tick();
    expect(events).toEqual([]);
    expect(relayer.unsettled).toBe(0);
    expect(await balanceOf(recipient, zeroAddress)).toBe(before);
  });

  it('should fill the deposit made after both chains went back under the id of one it had filled', async () => {
    const { relayer, events } = relayerWithLog();
    await relayer.prepareAll();
    const snapshots = [await depositor.testClient.snapshot(), await recipient.testClient.snapshot()] as const;
    await depositEth(depositor, recipient.account.address);
    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['fill']);

    await depositor.testClient.revert({ id: snapshots[0] });
    await recipient.testClient.revert({ id: snapshots[1] });
    const before = await balanceOf(recipient, zeroAddress);
    const half = AMOUNT / 2n;
    const priced = await depositEth(depositor, recipient.account.address, { amount: half });
    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['fill', 'fill']);
    expect(events[1]!.deposit.relayData.depositId).toBe(events[0]!.deposit.relayData.depositId);
    expect(events[1]!.deposit.relayData.inputAmount).toBe(half);
    expect(await balanceOf(recipient, zeroAddress)).toBe(before + BigInt(priced.outputAmount));

    // the relayer is repaid for the deposit that exists, once
    const weth = token(devnet, 'WETH').address;
    const relayerWeth = await balanceOf(depositor, weth, RELAYER_ACCOUNT);
    await relayer.tick();
    expect(events.map((e) => e.kind)).toEqual(['fill', 'fill', 'repayment']);
    expect(await balanceOf(depositor, weth, RELAYER_ACCOUNT)).toBe(relayerWeth + half);
    expect(relayer.unsettled).toBe(0);
  });

  it('should quote no more than the relayer can fill', async () => {
    const { relayer } = relayerWithLog();
    await relayer.prepareAll();
    const l2Weth = token(l2, 'WETH').address;
    const stock = await balanceOf(recipient, l2Weth, RELAYER_ACCOUNT);
    const query = new URLSearchParams({
      inputToken: token(devnet, 'WETH').address,
      outputToken: l2Weth,
      originChainId: '31337',
      destinationChainId: '31338',
      amount: (stock + 1n).toString(),
    });
    const response = await app.request(`http://127.0.0.1:8787${BRIDGE_API_PATH}/suggested-fees?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'AMOUNT_TOO_HIGH' });
    expect((await quote(stock)).limits.maxDeposit).toBe(stock.toString());
  });
});

function encodeTransfer(to: Address, amount: bigint) {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
}
