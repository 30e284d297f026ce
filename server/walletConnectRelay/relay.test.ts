import { SignClient } from '@walletconnect/sign-client';
import { type Hex, toHex, verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletConnectRelay } from './relay.ts';

const account = mnemonicToAccount('test test test test test test test test test test test junk');
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] });

describe('local WalletConnect relay', () => {
  let relay: WalletConnectRelay;
  let relayUrl: string;
  beforeAll(async () => {
    relay = new WalletConnectRelay({ port: 0 });
    relayUrl = `ws://127.0.0.1:${await relay.listening()}`;
  });
  afterAll(() => relay.close());

  it('should pair a dapp and a wallet and carry a signature request both ways', async () => {
    const options = { projectId: 'sluice-local', relayUrl, telemetryEnabled: false, logger: 'silent' } as const;
    // each client needs its own storage prefix, or sign-client shares one Core between them
    const dapp = await SignClient.init({ ...options, customStoragePrefix: 'dapp', metadata: metadata('Sluice') });
    const wallet = await SignClient.init({
      ...options,
      customStoragePrefix: 'wallet',
      metadata: metadata('Headless wallet'),
    });

    wallet.on('session_proposal', async (proposal) => {
      await wallet.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            accounts: [`eip155:31337:${account.address}`],
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      });
    });
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string];
      const signature = await account.signMessage({ message: { raw: message } });
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
    });

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
    expect(uri).toMatch(/^wc:/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`]);

    const message = 'Sign in to Sluice';
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    })) as Hex;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);

    await dapp.core.relayer.transportClose();
    await wallet.core.relayer.transportClose();
  }, 30_000);
});
