import { SignClient } from '@walletconnect/sign-client';
import { type Hex, toHex, verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readRelayAttestation } from '../../contract/walletConnectVerify.ts';
import { WalletConnectRelay } from './relay.ts';

const APP_ORIGIN = 'http://127.0.0.1:8787';

/** A raw relay client: opens (with a browser's Origin, or none), calls a method, and collects what it is sent. */
async function rawClient(url: string, origin?: string) {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const received: { method?: string; params?: { data?: Record<string, unknown> } }[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  return {
    call: (method: string, params: unknown) =>
      socket.send(JSON.stringify({ id: ++id, jsonrpc: '2.0', method, params })),
    delivered: async () => {
      await expect.poll(() => received.some((r) => r.method === 'irn_subscription')).toBe(true);
      return received.find((r) => r.method === 'irn_subscription')!.params!.data!;
    },
    close: () => socket.close(),
  };
}

const account = mnemonicToAccount('test test test test test test test test test test test junk');
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] });

describe('local WalletConnect relay', () => {
  let relay: WalletConnectRelay;
  let relayUrl: string;
  beforeAll(async () => {
    relay = new WalletConnectRelay({ port: 0, allowedOrigins: [APP_ORIGIN] });
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

  it("should attest the origin a browser's connection opened with on each message it publishes, and nothing else", async () => {
    const page = await rawClient(relayUrl, APP_ORIGIN);
    const server = await rawClient(relayUrl);
    const reader = await rawClient(relayUrl);
    // a client's own claim is not the relay's attestation: it is dropped
    page.call('irn_publish', {
      topic: 'from-page',
      message: 'a',
      tag: 1108,
      attestation: '{"origin":"https://x.example"}',
    });
    server.call('irn_publish', {
      topic: 'from-server',
      message: 'b',
      tag: 1108,
      attestation: '{"origin":"https://x.example"}',
    });
    reader.call('irn_subscribe', { topic: 'from-page' });
    expect(readRelayAttestation((await reader.delivered()).attestation)).toEqual({ origin: APP_ORIGIN });
    const other = await rawClient(relayUrl);
    other.call('irn_subscribe', { topic: 'from-server' });
    expect((await other.delivered()).attestation).toBeUndefined();
    for (const client of [page, server, reader, other]) client.close();
  });

  it('should read only an origin from an attestation', () => {
    expect(readRelayAttestation('{"origin":"https://app.example"}')).toEqual({ origin: 'https://app.example' });
    for (const bad of [
      undefined,
      '',
      'eyJhbGciOi.jwt.x',
      '{"origin":"https://app.example/path"}',
      '{"origin":1}',
      'null',
    ])
      expect(readRelayAttestation(bad), String(bad)).toBeUndefined();
  });
});
