// The harness itself: the injected EIP-1193 wallet talks to the devnet, and the snapshot fixture undoes writes.
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { expect, test } from './harness/fixtures.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let seededBalance: bigint | undefined;

async function balanceOf(page: Page, address: string): Promise<bigint> {
  const hex = await page.evaluate(
    (address) =>
      (window as unknown as { ethereum: { request: (a: object) => Promise<string> } }).ethereum.request({
        method: 'eth_getBalance',
        params: [address, 'latest'],
      }),
    address,
  );
  return BigInt(hex);
}

for (const attempt of [1, 2]) {
  test(`should send from the injected devnet account, starting from the seeded state (run ${attempt})`, async ({
    page,
    injectedWallet,
  }) => {
    await page.goto('/');
    const ethereum = (method: string, params: unknown[] = []) =>
      page.evaluate(
        ([method, params]) =>
          (window as unknown as { ethereum: { request: (a: object) => Promise<unknown> } }).ethereum.request({
            method,
            params,
          }),
        [method, params] as const,
      );
    expect(await ethereum('eth_requestAccounts')).toEqual([injectedWallet.address]);
    expect(await ethereum('eth_chainId')).toBe('0x7a69');
    const before = await balanceOf(page, RECIPIENT);
    // Each run starts from the same balance: the previous run's transfer was reverted by the snapshot fixture.
    const hash = await ethereum('eth_sendTransaction', [
      { from: injectedWallet.address, to: RECIPIENT, value: `0x${parseEther('1').toString(16)}` },
    ]);
    // as a dapp does: the hash comes back before the block is mined, so wait for the receipt
    await expect.poll(() => ethereum('eth_getTransactionReceipt', [hash]), { timeout: 5_000 }).not.toBeNull();
    expect(await balanceOf(page, RECIPIENT)).toBe(before + parseEther('1'));
    seededBalance ??= before;
    expect(before).toBe(seededBalance);
    await ethereum('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(await ethereum('eth_chainId')).toBe('0x7a6a');
  });
}
