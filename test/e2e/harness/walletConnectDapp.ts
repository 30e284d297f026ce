// A headless app on the other side of WalletConnect (issue 29): a real sign-client (2.21.8) on the local relay in the
// dapp role. It proposes a session with the chains it asks for and hands out the pairing URI a person would scan; the
// test awaits what the wallet answered (the session, or WalletConnect's error) and can see the session end.
//
// Given an `origin`, the app reaches the relay as a web page served from there would: through a small proxy that opens
// its connection with that Origin header (a browser sends the page's own; a Node client sends none), so the relay
// attests its messages as coming from that origin (contract/walletConnectVerify.ts).
import { once } from 'node:events';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import { WebSocket, WebSocketServer } from 'ws';
import { APP_METHODS } from '../../../src/lib/walletConnect/appRequests.ts';

export type HeadlessDapp = {
  /** The pairing URI the app's QR code holds. */
  uri: string;
  /** The wallet's answer: the approved session, or the error it rejected with (`{ code, message }`). */
  approval: Promise<SessionTypes.Struct>;
  /** Resolves with the topic of a session the wallet ended. */
  deleted: Promise<string>;
  /**
   * Sends a request over the approved session, as an app's `provider.request` does: resolves with the wallet's result,
   * rejects with its error (`{ code, message }`).
   */
  request: <T = unknown>(method: string, params: unknown[], chainId?: number) => Promise<T>;
  close: () => Promise<void>;
};

export async function startHeadlessDapp(options: {
  relayUrl: string;
  /** CAIP-2 chains the app cannot work without, and those it would like. */
  requiredChains?: string[];
  optionalChains?: string[];
  name?: string;
  /** The website the app claims in its metadata (default https://dapp.example). */
  url?: string;
  /** The Origin its relay connection opens with, as a browser page's would (none by default). */
  origin?: string;
}): Promise<HeadlessDapp> {
  const proxy = options.origin ? await originProxy(options.relayUrl, options.origin) : undefined;
  const client = await SignClient.init({
    projectId: 'sluice-local',
    relayUrl: proxy?.url ?? options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `headless-dapp-${Date.now()}`,
    storageOptions: { database: ':memory:' },
    metadata: {
      name: options.name ?? 'Headless Dapp',
      description: 'A test app',
      url: options.url ?? 'https://dapp.example',
      icons: [],
    },
  });
  // the app asks for every method Sluice answers
  const methods = [...APP_METHODS];
  const events = ['accountsChanged', 'chainChanged'];
  const { uri, approval } = await client.connect({
    ...(options.requiredChains?.length
      ? { requiredNamespaces: { eip155: { chains: options.requiredChains, methods, events } } }
      : {}),
    optionalNamespaces: {
      eip155: { chains: options.optionalChains ?? ['eip155:31337'], methods, events },
    },
  });
  const deleted = new Promise<string>((resolve) => client.on('session_delete', ({ topic }) => resolve(topic)));
  const approved = approval();
  // a rejected proposal must not surface as an unhandled rejection before the test awaits it
  approved.catch(() => undefined);
  return {
    uri: uri!,
    approval: approved,
    deleted,
    request: async <T>(method: string, params: unknown[], chainId = 31337) => {
      const session = await approved;
      return client.request<T>({ topic: session.topic, chainId: `eip155:${chainId}`, request: { method, params } });
    },
    close: async () => {
      await client.core.relayer.transportClose();
      await proxy?.close();
    },
  };
}

/** A WebSocket proxy to the relay whose connections open with `origin` as their Origin header. */
async function originProxy(relayUrl: string, origin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  server.on('connection', (client, request) => {
    // sign-client's query (auth, project id) goes on to the relay's own path
    const upstream = new WebSocket(new URL(request.url ?? '/', relayUrl), { origin });
    const held: string[] = [];
    client.on('message', (data) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(String(data));
      else held.push(String(data));
    });
    upstream.on('open', () => held.splice(0).forEach((data) => upstream.send(data)));
    upstream.on('message', (data) => client.readyState === WebSocket.OPEN && client.send(String(data)));
    upstream.on('close', () => client.close());
    upstream.on('error', () => client.terminate());
    client.on('close', () => upstream.close());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}${new URL(relayUrl).pathname}`,
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
