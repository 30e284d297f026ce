// Activity survives a closed tab (issue: swap, spec §4): a transaction left "pending" when the tab closed is settled
// from its receipt the next time the app opens.
import { encodeFunctionData, parseAbi, parseEther } from 'viem';
import { expect, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { devnetChain, readActivity } from './swap-journey-helpers.ts';

test('should settle a transaction left pending by a closed tab when the app opens again', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain } = devnetChain(manifest);
  await page.goto('/swap');
  // this load's tracker has looked (nothing pending) and stopped before the row below appears
  await page.waitForLoadState('networkidle');
  // the tab closed right after submitting: the row is pending, the transaction was mined meanwhile
  const hash = await rpc<string>(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: injectedWallet.address,
      to: chain.contracts.WETH9,
      data: encodeFunctionData({ abi: parseAbi(['function deposit() payable']), functionName: 'deposit' }),
      value: `0x${parseEther('0.1').toString(16)}`,
    },
  ]);
  await page.evaluate(
    ({ hash, account, chainId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sluice');
        open.onsuccess = () => {
          const tx = open.result.transaction('activity', 'readwrite');
          tx.objectStore('activity').put({
            id: `${chainId}:${hash}`,
            chainId,
            hash,
            account: account.toLowerCase(),
            type: 'wrap',
            status: 'pending',
            addedAt: Date.now(),
            input: { token: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18, amount: '1' },
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { hash, account: injectedWallet.address, chainId: chain.chainId },
  );
  expect((await readActivity(page)).map((r) => r.status)).toEqual(['pending']);

  await page.reload();
  await expect.poll(async () => (await readActivity(page)).map((r) => r.status)).toEqual(['success']);
});
