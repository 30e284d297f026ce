// WalletConnect v2 (sign-client 2.21.8, the last Apache-2.0 release; DESIGN.md): the pairing URI the modal shows as a
// QR code, the session, and an EIP-1193 provider whose signatures come from the paired wallet and whose reads go to the
// chain's RPC. Verify is answered locally and telemetry is off: the app talks to its configured relay and nothing else.
import { SignClient } from '@walletconnect/sign-client';
import { type Address, type EIP1193Provider, getAddress, numberToHex } from 'viem';
import { publicClientFor } from '../clients.ts';
import type { Connection, ConnectionFailure } from './connection.ts';
import { withTimeout } from '../../lib/withTimeout';
import { SIGN_CLIENT_DEFAULTS } from '../../lib/walletConnect/signClientDefaults';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** sign-client waits ~75 s on an unreachable relay (DESIGN.md): ours gives up sooner. */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000;
/** How long the pairing QR code waits for the wallet to approve. */
export const APPROVAL_TIMEOUT_MS = 5 * 60_000;

const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'];
const EVENTS = ['accountsChanged', 'chainChanged'];

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Session = Awaited<ReturnType<Awaited<ReturnType<Client['connect']>>['approval']>>;

export type WalletConnectChain = { chainId: number; rpcUrl: string };

const failure = (kind: ConnectionFailure['kind'], message: string): ConnectionFailure => ({ kind, message });

export type WalletConnectConnector = ReturnType<typeof createWalletConnectConnector>;

export function createWalletConnectConnector(options: {
  relayUrl: () => string;
  chains: () => WalletConnectChain[];
  metadata: { name: string; description: string; url: string; icons: string[] };
}) {
  let client: Promise<Client> | undefined;
  let session: Session | undefined;
  let chainId: number | undefined;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));

  const init = () =>
    (client ??= withTimeout(
      SignClient.init({
        ...SIGN_CLIENT_DEFAULTS,
        relayUrl: options.relayUrl(),
        metadata: options.metadata,
      }).then((signClient) => {
        // the hosted verify server is out of reach offline: without this every request waits ~5 s for it
        signClient.core.verify.register = async () => undefined;
        signClient.core.verify.resolve = async () => ({ origin: options.metadata.url });
        signClient.on('session_delete', ({ topic }) => {
          if (topic !== session?.topic) return;
          session = undefined;
          emit('accountsChanged', []);
        });
        signClient.on('session_event', ({ topic, params }) => {
          if (topic !== session?.topic) return;
          if (params.event.name === 'chainChanged') {
            chainId = Number(params.event.data);
            emit('chainChanged', numberToHex(chainId));
          }
          if (params.event.name === 'accountsChanged') emit('accountsChanged', params.event.data);
        });
        return signClient;
      }),
      RELAY_CONNECT_TIMEOUT_MS,
      // the relay could not be reached: the provider failed, not the wallet (spec §8)
      failure('unavailable', 'Connection failed to provider'),
    ).catch((error: unknown) => {
      client = undefined;
      throw error;
    }));

  const sessionAccount = (): Address | undefined => {
    const first = session?.namespaces.eip155?.accounts[0];
    return first ? getAddress(first.split(':')[2]!) : undefined;
  };
  const sessionChain = (): number | undefined => {
    const first = session?.namespaces.eip155?.accounts[0];
    return first ? Number(first.split(':')[1]) : undefined;
  };
  const toConnection = (): Connection => {
    const address = sessionAccount();
    if (!address) throw failure('unavailable', 'Connection failed to provider');
    chainId ??= sessionChain();
    return { connectorId: WALLET_CONNECT_CONNECTOR_ID, address, chainId: chainId! };
  };

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const current = chainId ?? options.chains()[0]?.chainId;
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts': {
        const address = sessionAccount();
        return address ? [address] : [];
      }
      case 'eth_chainId':
        return numberToHex(current!);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params as [{ chainId: string }])[0].chainId);
        const approved = session?.namespaces.eip155?.chains ?? [];
        if (!approved.includes(`eip155:${wanted}`))
          throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
        chainId = wanted;
        emit('chainChanged', numberToHex(wanted));
        return null;
      }
      default: {
        if (SIGNING_METHODS.includes(method)) {
          if (!session) throw Object.assign(new Error('The wallet is not connected'), { code: 4100 });
          return (await init()).request({
            topic: session.topic,
            chainId: `eip155:${current}`,
            request: { method, params },
          });
        }
        const chain = options.chains().find((c) => c.chainId === current);
        if (!chain) throw Object.assign(new Error('Connection failed to provider'), { code: 4901 });
        return publicClientFor(chain).request({
          method: method as 'eth_blockNumber',
          params: params as never,
        });
      }
    }
  };

  const provider = {
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: (...args: unknown[]) => void) => {
      listeners.get(event)?.delete(listener);
    }) as EIP1193Provider['removeListener'],
  } as EIP1193Provider;

  return {
    provider,
    /**
     * Starts a pairing: `onUri` receives the wc: URI for the QR code as soon as the relay has it; resolves once the
     * wallet approves the session.
     */
    async connect(onUri: (uri: string) => void): Promise<Connection> {
      const signClient = await init();
      const chains = options.chains().map((c) => `eip155:${c.chainId}`);
      const { uri, approval } = await withTimeout(
        signClient.connect({ optionalNamespaces: { eip155: { chains, methods: SIGNING_METHODS, events: EVENTS } } }),
        RELAY_CONNECT_TIMEOUT_MS,
        // the relay could not be reached: the provider failed, not the wallet (spec §8)
        failure('unavailable', 'Connection failed to provider'),
      );
      if (uri) onUri(uri);
      try {
        session = await withTimeout(
          approval(),
          APPROVAL_TIMEOUT_MS,
          failure('timeout', 'Connection failed to provider'),
        );
      } catch (error) {
        throw error && typeof error === 'object' && 'kind' in error
          ? error
          : failure('rejected', 'Transaction rejected');
      }
      chainId = sessionChain();
      return toConnection();
    },
    /** Picks the session sign-client kept in IndexedDB, when the wallet still has it (eager reconnect). */
    async reconnect(): Promise<Connection | null> {
      const signClient = await init();
      const sessions = signClient.session.getAll().filter((s) => s.expiry * 1000 > Date.now());
      session = sessions.at(-1);
      if (!session) return null;
      chainId = sessionChain();
      return toConnection();
    },
    async disconnect(): Promise<void> {
      const current = session;
      session = undefined;
      if (!current || !client) return;
      await (await client)
        .disconnect({ topic: current.topic, reason: { code: 6000, message: 'User disconnected' } })
        .catch(() => {});
    },
  };
}
