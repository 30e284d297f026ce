// The chain registry, the one public client per chain, and receipts that follow replaced transactions (issue 11),
// against a devnet chain with automine off so a transaction can be replaced before it mines.
import { type Hex, WaitForTransactionReceiptTimeoutError, parseAbi, parseEther, parseGwei, parseUnits } from 'viem';
import { getChainId, getTransactionCount } from 'viem/actions';
import { afterEach, describe, expect, it } from 'vitest';
import { allowanceOverrides } from '../../src/chain/allowanceOverrides.ts';
import { classifyError } from '../../src/chain/classifyError.ts';
import { estimateNetworkCost } from '../../src/chain/estimateNetworkCost.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { publicClientFor } from '../../src/chain/clients.ts';
import { settledStatus, waitForReceipt } from '../../src/chain/waitForReceipt.ts';
import { clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

const chain = devnetChainManifest(31337);
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

describe('chain registry and clients', () => {
  it('should give every caller the same client for a chain, speaking to that chain', async () => {
    const client = publicClientFor(chain);
    expect(publicClientFor({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })).toBe(client);
    expect(client.chain).toMatchObject({ id: 31337, name: chain.name, nativeCurrency: { symbol: 'ETH' } });
    expect(await getChainId(client)).toBe(31337);
  });
});

describe('waitForReceipt', () => {
  isolateEachTest([31337]);
  const { account, testClient, walletClient } = clientsFor(chain, 7);
  afterEach(async () => {
    await testClient.setAutomine(true);
  });

  /** Sends the first transaction with automine off and starts waiting while it is still pending. */
  async function sendAndWait() {
    await testClient.setAutomine(false);
    const nonce = await getTransactionCount(publicClientFor(chain), { address: account.address, blockTag: 'pending' });
    const first = await walletClient.sendTransaction({
      to: RECIPIENT,
      value: parseEther('0.01'),
      nonce,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    const waiting = waitForReceipt(publicClientFor(chain), { hash: first, pollingInterval: 100, timeout: 20_000 });
    // the wait has read the pending transaction before anything replaces it
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { first, nonce, waiting };
  }

  it('should report a sped-up transaction as repriced with the receipt of the replacement that mined', async () => {
    const { first, nonce, waiting } = await sendAndWait();
    const replacement: Hex = await walletClient.sendTransaction({
      to: RECIPIENT,
      value: parseEther('0.01'),
      nonce,
      maxFeePerGas: parseGwei('6'),
      maxPriorityFeePerGas: parseGwei('3'),
    });
    await testClient.mine({ blocks: 1 });

    const outcome = await waiting;

    expect(outcome.replaced).toEqual({ reason: 'repriced', replacedHash: first });
    expect(outcome.receipt.transactionHash).toBe(replacement);
    expect(outcome.receipt.status).toBe('success');
    expect(settledStatus(outcome)).toBe('success');
  });

  it('should report a cancelled transaction as cancelled, and its activity status as canceled', async () => {
    const { first, nonce, waiting } = await sendAndWait();
    // a wallet's "cancel": nothing sent to oneself with the same nonce and a higher fee
    const cancel = await walletClient.sendTransaction({
      to: account.address,
      value: 0n,
      nonce,
      maxFeePerGas: parseGwei('6'),
      maxPriorityFeePerGas: parseGwei('3'),
    });
    await testClient.mine({ blocks: 1 });

    const outcome = await waiting;

    expect(outcome.replaced).toEqual({ reason: 'cancelled', replacedHash: first });
    expect(outcome.receipt.transactionHash).toBe(cancel);
    expect(settledStatus(outcome)).toBe('canceled');
  });

  it('should say "Confirmation timed out" when nothing mines the transaction in time', async () => {
    await testClient.setAutomine(false);
    const hash = await walletClient.sendTransaction({ to: RECIPIENT, value: 1n });

    const error = await waitForReceipt(publicClientFor(chain), { hash, pollingInterval: 100, timeout: 1_000 }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(WaitForTransactionReceiptTimeoutError);
    expect(classifyError(error).message).toBe('confirmationTimedOut');
  });
});

describe('estimateNetworkCost', () => {
  const permit2TransferFrom = parseAbi([
    'function transferFrom(address from, address to, uint160 amount, address token)',
  ]);

  it('should price a Permit2 pull that is still to be approved, by overriding both allowances for the estimate', async () => {
    const client = publicClientFor(chain);
    const owner = clientsFor(chain, 8).account.address;
    const spender = clientsFor(chain, 9).account.address;
    const usdc = token(chain, 'USDC').address;
    const call = {
      account: spender,
      address: PERMIT2_ADDRESS,
      abi: permit2TransferFrom,
      functionName: 'transferFrom',
      args: [owner, RECIPIENT, parseUnits('5', 6), usdc],
    } as const;
    // nothing approved yet: the pull reverts
    await expect(estimateNetworkCost(client, call)).rejects.toThrow();

    const stateOverride = await allowanceOverrides(client, { owner, token: usdc, spender });
    const cost = await estimateNetworkCost(client, { ...call, stateOverride });

    expect(stateOverride.map((o) => o.address.toLowerCase()).sort()).toEqual(
      [usdc.toLowerCase(), PERMIT2_ADDRESS.toLowerCase()].sort(),
    );
    expect(cost.gas).toBeGreaterThan(21_000n);
    expect(cost.gasLimit).toBe((cost.gas * 130n) / 100n);
    expect(cost.networkCostWei).toBe(cost.gas * cost.maxFeePerGas);
  });
});
