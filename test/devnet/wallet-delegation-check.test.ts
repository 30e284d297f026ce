// The delegation check against a real chain (issue 36, spec §7): the services server's trading-API endpoint, the
// app's client for it and the app's own read of an account's code agree on a delegated and a plain account.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServicesServer } from '../../server/serve.ts';
import { publicClientFor } from '../../src/chain/clients.ts';
import { getDelegationStatus } from '../../src/chain/smartWallet/getDelegationStatus.ts';
import { checkWalletDelegation, delegationDetailsFor } from '../../src/data/walletDelegation.ts';
import { clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';

const devnet = devnetChainManifest(31337);
const delegate = devnet.delegation!.latest;
const delegated = clientsFor(devnet, 5);
const plain = clientsFor(devnet, 6).account.address;

let server: RunningServer;
beforeAll(async () => {
  server = await startServicesServer({ manifest: () => inject('devnet'), port: 0 });
});
afterAll(() => server.close());

describe('the wallet-delegation check', () => {
  isolateEachTest();

  it('should tell a delegated account from a plain one on each chain, as the app reads it too', async () => {
    const authorization = await delegated.walletClient.signAuthorization({
      contractAddress: delegate,
      executor: 'self',
    });
    await delegated.walletClient.sendTransactionSync({
      to: delegated.account.address,
      authorizationList: [authorization],
    });

    const details = await checkWalletDelegation({
      baseUrl: `${server.url}/api/trading`,
      walletAddresses: [delegated.account.address, plain],
      chainIds: [31337, 31338],
    });

    expect(delegationDetailsFor(details, delegated.account.address, 31337)).toEqual({
      currentDelegationAddress: delegate,
      isWalletDelegatedToUniswap: true,
      latestDelegationAddress: delegate,
    });
    expect(delegationDetailsFor(details, delegated.account.address, 31338)).toEqual({
      currentDelegationAddress: null,
      isWalletDelegatedToUniswap: false,
      latestDelegationAddress: devnetChainManifest(31338).delegation!.latest,
    });
    expect(delegationDetailsFor(details, plain, 31337)).toMatchObject({
      currentDelegationAddress: null,
      isWalletDelegatedToUniswap: false,
    });
    const client = publicClientFor(devnet);
    expect(await getDelegationStatus(client, { address: delegated.account.address, latestDelegate: delegate })).toEqual(
      {
        isDelegated: true,
        delegatedAddress: delegate,
        isDelegatedToLatest: true,
      },
    );
    expect(await getDelegationStatus(client, { address: plain, latestDelegate: delegate })).toEqual({
      isDelegated: false,
      delegatedAddress: null,
      isDelegatedToLatest: false,
    });
  });

  it('should count a lookup the chain cannot answer as not delegated (spec §8)', async () => {
    const away = publicClientFor({ chainId: 99_999, rpcUrl: 'http://127.0.0.1:1' });
    expect(await getDelegationStatus(away, { address: plain, latestDelegate: delegate })).toMatchObject({
      isDelegated: false,
      delegatedAddress: null,
    });
  });
});
