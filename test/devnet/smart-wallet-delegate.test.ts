// The smart wallet's delegate on both devnet chains (issue 36): the manifest names it, its code is there, and an
// account that delegates to it runs an ERC-7821 batch on itself.
import { parseEther } from 'viem';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { describe, expect, it } from 'vitest';
import { clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';

describe('smart wallet delegate', () => {
  isolateEachTest();

  it.each([31337, 31338])('should be deployed on chain %i where the manifest says', async (chainId) => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    expect(chain.delegation?.contractName).toBe('EIP7702StatelessDeleGator');
    const code = await publicClient.getCode({ address: chain.delegation!.latest });
    expect(code?.length).toBeGreaterThan(1000);
  });

  it('should run a two-call batch for an account that delegated to it', async () => {
    const chain = devnetChainManifest(31337);
    const { account, publicClient, walletClient } = clientsFor(chain, 8);
    const [first, second] = [
      '0x000000000000000000000000000000000000a001',
      '0x000000000000000000000000000000000000a002',
    ] as const;
    const authorization = await walletClient.signAuthorization({
      contractAddress: chain.delegation!.latest,
      executor: 'self',
    });
    const receipt = await walletClient.sendTransactionSync({
      to: account.address,
      data: encodeExecuteData({
        calls: [
          { to: first, value: parseEther('1') },
          { to: second, value: parseEther('2') },
        ],
      }),
      authorizationList: [authorization],
    });
    expect(receipt.status).toBe('success');
    expect(await publicClient.getBalance({ address: first })).toBe(parseEther('1'));
    expect(await publicClient.getBalance({ address: second })).toBe(parseEther('2'));
    expect(await publicClient.getCode({ address: account.address })).toBe(
      `0xef0100${chain.delegation!.latest.slice(2).toLowerCase()}`,
    );
  });
});
