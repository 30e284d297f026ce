// A headless app on the other side of WalletConnect (issue 29): a real sign-client (2.21.8) on the local relay in the
// dapp role. It proposes a session with the chains it asks for and hands out the pairing URI a person would scan; the
// test awaits what the wallet answered (the session, or WalletConnect's error) and can see the session end.
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';

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
}): Promise<HeadlessDapp> {
  const client = await SignClient.init({
    projectId: 'sluice-local',
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `headless-dapp-${Date.now()}`,
    storageOptions: { database: ':memory:' },
    metadata: {
      name: options.name ?? 'Headless Dapp',
      description: 'A test app',
      url: 'https://dapp.example',
      icons: [],
    },
  });
  const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
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
    },
  };
}
