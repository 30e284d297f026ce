// Sluice as the wallet other apps connect to (issue 29): WalletConnect's sign-client 2.21.8 in the wallet role on the
// configured relay. It pairs with the URI an app shows, turns the app's session proposal into what the connection sheet
// shows (the app, the chains it asks for, where its proposal came from), approves it with the account and the chains
// Sluice has, or rejects it with WalletConnect's own error codes. Sessions are kept in Dexie (its key-value table) and
// survive a reload. The dapp-side client (src/chain/connectors/walletConnect.ts) keeps its own storage: the two never
// share a session.
//
// Verify: there is no hosted verify server offline. Our relay attests the origin of the page each message came from
// (contract/walletConnectVerify.ts), and the kit resolves sign-client's verify lookups from that attestation, so a
// proposal's `verifyContext` says VALID, INVALID (another origin than the app claims) or UNKNOWN (no browser sent it).
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import type { Address } from 'viem';
import { getDatabase, type SluiceDatabase } from '../../data/database';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { readRelayAttestation } from '../../../contract/walletConnectVerify';
import { walletConnectRelayUrl } from '../walletConnectRelayUrl';
import type { ErrorMessageId } from '../../lib/errorMessages';
import { namespaceChains } from '../../lib/walletConnect/namespaces';
import type { AppMetadata, AppProposal, AppVerification, ConnectedApp } from '../../lib/walletConnect/apps';
import { withTimeout } from '../../lib/withTimeout';
import { probeRelay } from './probeRelay';
import { CONNECTED_SINCE_PREFIX, STORAGE_PREFIX } from './storedSessions';
import { walletKitStarted } from './walletKitInUse';
import { SIGN_CLIENT_DEFAULTS } from '../../lib/walletConnect/signClientDefaults';

export type { AppMetadata, AppProposal, ConnectedApp };

/** A request a connected app sent, waiting for its answer (issue 29). */
export type PendingAppRequest = {
  id: number;
  topic: string;
  /** The CAIP-2 chain it names (`eip155:31337`). */
  chain: string;
  method: string;
  params: unknown;
  /** The app that asked, and what its session holds. */
  app: AppMetadata;
  sessionChains: number[];
  sessionAccounts: Address[];
};

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type ProposalEvent = SignClientTypes.EventArguments['session_proposal'];
type RequestEvent = SignClientTypes.EventArguments['session_request'];
type Namespaces = ProposalTypes.RequiredNamespaces | SessionTypes.Namespaces;

/** WalletConnect's SDK errors the wallet answers with (@walletconnect/utils `getSdkError`). */
export const WALLET_CONNECT_ERRORS = {
  userRejected: { code: 5000, message: 'User rejected.' },
  unsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  userDisconnected: { code: 6000, message: 'User disconnected.' },
} as const;

/** sign-client waits ~75 s on an unreachable relay: the wallet says "Network error" sooner. */
export const RELAY_TIMEOUT_MS = 10_000;
/** How long a paired app has to send its proposal (it sends it as it shows the QR code: at once). */
export const PROPOSAL_TIMEOUT_MS = 20_000;

/** A pairing or approval that failed, in the catalogue's words (spec §8 "Connections"). */
export type WalletKitFailure = { reason: ErrorMessageId };

const failure = (reason: ErrorMessageId): WalletKitFailure => ({ reason });

const methodsOf = (namespaces: Namespaces | undefined, field: 'methods' | 'events') =>
  Object.values(namespaces ?? {}).flatMap((namespace) => namespace[field] ?? []);

/** The verify context of a proposal, as sign-client worked it out from the relay's attestation. */
function verificationOf(context: ProposalEvent['verifyContext'] | undefined): AppVerification | undefined {
  const verified = context?.verified;
  if (!verified || !['UNKNOWN', 'VALID', 'INVALID'].includes(verified.validation)) return undefined;
  return {
    origin: verified.origin,
    validation: verified.validation,
    ...(verified.isScam !== undefined && { isScam: verified.isScam }),
  };
}

function appOf(metadata: { name?: string; url?: string; description?: string; icons?: string[] }): AppMetadata {
  return {
    name: metadata.name || metadata.url || '',
    url: metadata.url ?? '',
    description: metadata.description ?? '',
    ...(metadata.icons?.[0] ? { icon: metadata.icons[0] } : {}),
  };
}

/** sign-client's key-value storage in Dexie's keyval table, under one prefix (values kept as JSON). */
function dexieKeyValueStorage(database: SluiceDatabase, prefix: string) {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    getKeys: async () =>
      (await database.keyval.where('key').startsWith(prefix).primaryKeys()).map((key) =>
        String(key).slice(prefix.length),
      ),
    getEntries: async <T>() =>
      (await database.keyval.where('key').startsWith(prefix).toArray()).map(
        (row) => [row.key.slice(prefix.length), JSON.parse(String(row.value)) as T] as [string, T],
      ),
    getItem: async <T>(key: string) => {
      const row = await database.keyval.get(keyOf(key));
      return row === undefined ? undefined : (JSON.parse(String(row.value)) as T);
    },
    setItem: async <T>(key: string, value: T) => {
      await database.keyval.put({ key: keyOf(key), value: JSON.stringify(value) });
    },
    removeItem: async (key: string) => {
      await database.keyval.delete(keyOf(key));
    },
  };
}

export type WalletKit = ReturnType<typeof createWalletKit>;

export function createWalletKit(options: {
  relayUrl: () => string;
  database: SluiceDatabase;
  metadata: { name: string; description: string; url: string; icons: string[] };
}) {
  let client: Promise<Client> | undefined;
  const proposals = new Map<string, (proposal: ProposalEvent) => void>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  let pending: PendingAppRequest[] = [];
  const requestListeners = new Set<() => void>();
  const requestsChanged = () => requestListeners.forEach((listener) => listener());
  const accountsOf = (session: SessionTypes.Struct): Address[] => [
    ...new Set(
      Object.values(session.namespaces).flatMap((namespace) =>
        namespace.accounts.map((account) => account.split(':')[2] as Address),
      ),
    ),
  ];
  const enqueue = (signClient: Client, event: Pick<RequestEvent, 'id' | 'topic' | 'params'>) => {
    if (pending.some((request) => request.id === event.id)) return;
    const session = signClient.session.getAll().find((known) => known.topic === event.topic);
    if (!session) return;
    pending = [
      ...pending,
      {
        id: event.id,
        topic: event.topic,
        chain: event.params.chainId,
        method: event.params.request.method,
        params: event.params.request.params,
        app: appOf(session.peer.metadata),
        sessionChains: namespaceChains(session.namespaces),
        sessionAccounts: accountsOf(session),
      },
    ];
    requestsChanged();
  };
  const dequeue = (id: number) => {
    pending = pending.filter((request) => request.id !== id);
    requestsChanged();
  };
  // the requests of a session that ended can no longer be answered
  const dropEnded = (signClient: Client) => {
    const live = new Set(signClient.session.getAll().map((session) => session.topic));
    const kept = pending.filter((request) => live.has(request.topic));
    if (kept.length !== pending.length) {
      pending = kept;
      requestsChanged();
    }
  };

  const init = () =>
    (client ??= withTimeout(
      SignClient.init({
        ...SIGN_CLIENT_DEFAULTS,
        relayUrl: options.relayUrl(),
        metadata: options.metadata,
        customStoragePrefix: 'sluice-wallet',
        storage: dexieKeyValueStorage(options.database, STORAGE_PREFIX),
      }).then((signClient) => {
        // the hosted verify server is out of reach offline: nothing to register with it
        signClient.core.verify.register = async () => undefined;
        // the relay's attestation names the origin a message came from; none leaves the app's origin UNKNOWN
        signClient.core.verify.resolve = async ({ attestationId }) =>
          readRelayAttestation(attestationId) as Awaited<ReturnType<Client['core']['verify']['resolve']>>;
        signClient.on('session_proposal', (event) => {
          const waiting = proposals.get(event.params.pairingTopic);
          if (waiting) waiting(event);
          else void signClient.reject({ id: event.id, reason: WALLET_CONNECT_ERRORS.userRejected });
        });
        signClient.on('session_request', (event) => enqueue(signClient, event));
        const ended = () => {
          dropEnded(signClient);
          changed();
        };
        signClient.on('session_delete', ended);
        signClient.on('session_expire', ended);
        // requests that arrived while Sluice was closed wait in sign-client's store: they are asked again
        for (const request of signClient.pendingRequest.getAll()) enqueue(signClient, request);
        return signClient;
      }),
      RELAY_TIMEOUT_MS,
      failure('networkError'),
    ).catch((error: unknown) => {
      client = undefined;
      throw error;
    }));

  return {
    /** Pairs with an app's URI (checked by checkPairingUri) and waits for the session it proposes. */
    async pair(uri: string, topic: string): Promise<AppProposal> {
      // a relay that refuses the connection says so at once (sign-client would wait out its own retries)
      await probeRelay(options.relayUrl()).catch(() => {
        throw failure('networkError');
      });
      const signClient = await init();
      const proposal = new Promise<ProposalEvent>((resolve) => proposals.set(topic, resolve));
      try {
        await withTimeout(signClient.pair({ uri }), RELAY_TIMEOUT_MS, failure('networkError')).catch(
          (error: unknown) => {
            throw 'reason' in Object(error) ? error : failure('connectionGeneralError');
          },
        );
        const { id, params, verifyContext } = await withTimeout(
          proposal,
          PROPOSAL_TIMEOUT_MS,
          failure('connectionGeneralError'),
        );
        const verified = verificationOf(verifyContext);
        return {
          id,
          ...(verified && { verified }),
          app: appOf(params.proposer.metadata),
          requiredChains: namespaceChains(params.requiredNamespaces),
          optionalChains: namespaceChains(params.optionalNamespaces),
          methods: [
            ...new Set([
              ...methodsOf(params.requiredNamespaces, 'methods'),
              ...methodsOf(params.optionalNamespaces, 'methods'),
            ]),
          ],
          events: [
            ...new Set([
              ...methodsOf(params.requiredNamespaces, 'events'),
              ...methodsOf(params.optionalNamespaces, 'events'),
            ]),
          ],
        };
      } finally {
        proposals.delete(topic);
      }
    },
    /** Approves a proposal for `account` on `chains` (approvableChains), and waits for the app to acknowledge it. */
    async approve(proposal: AppProposal, account: Address, chains: number[]): Promise<void> {
      const signClient = await init();
      const caip = chains.map((chain) => `eip155:${chain}`);
      const { acknowledged } = await signClient.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: caip,
            accounts: caip.map((chain) => `${chain}:${account}`),
            methods: proposal.methods,
            events: proposal.events,
          },
        },
      });
      const session = await withTimeout(acknowledged(), RELAY_TIMEOUT_MS, failure('networkError'));
      await options.database.keyval.put({ key: `${CONNECTED_SINCE_PREFIX}${session.topic}`, value: Date.now() });
      changed();
    },
    /** Rejects a proposal: the app hears "User rejected" (5000), or "Unsupported chains" (5100). */
    async reject(proposal: AppProposal, why: keyof typeof WALLET_CONNECT_ERRORS = 'userRejected'): Promise<void> {
      const signClient = await init();
      await signClient.reject({ id: proposal.id, reason: WALLET_CONNECT_ERRORS[why] });
    },
    /** The sessions apps hold now (expired ones drop out). */
    async sessions(): Promise<ConnectedApp[]> {
      const signClient = await init();
      const now = Date.now() / 1000;
      const live = signClient.session.getAll().filter((session) => session.expiry > now);
      const since = await options.database.keyval.bulkGet(
        live.map((session) => `${CONNECTED_SINCE_PREFIX}${session.topic}`),
      );
      return live.map((session, index) => ({
        topic: session.topic,
        app: appOf(session.peer.metadata),
        chains: namespaceChains(session.namespaces),
        accounts: accountsOf(session),
        expiry: session.expiry,
        ...(typeof since[index]?.value === 'number' && { since: since[index]!.value as number }),
      }));
    },
    /** Ends a session: the app sees it disconnected. */
    async disconnect(topic: string): Promise<void> {
      const signClient = await init();
      await withTimeout(
        signClient.disconnect({ topic, reason: WALLET_CONNECT_ERRORS.userDisconnected }),
        RELAY_TIMEOUT_MS,
        failure('networkError'),
      );
      await options.database.keyval.delete(`${CONNECTED_SINCE_PREFIX}${topic}`);
      dropEnded(signClient);
      changed();
    },
    /** Starts the kit (on a page load with stored sessions): it reconnects to the relay and hears their requests. */
    async start(): Promise<void> {
      await init();
    },
    /** The requests apps sent that wait for an answer, oldest first. */
    requests: (): readonly PendingAppRequest[] => pending,
    subscribeRequests(listener: () => void): () => void {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    /** Answers a request with its result (a signature, a hash). */
    async respond(request: PendingAppRequest, result: unknown): Promise<void> {
      const signClient = await init();
      await withTimeout(
        signClient.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } }),
        RELAY_TIMEOUT_MS,
        failure('networkError'),
      );
      dequeue(request.id);
    },
    /** Answers a request with an error: "User rejected" (5000) by default. */
    async respondError(
      request: PendingAppRequest,
      error: { code: number; message: string } = WALLET_CONNECT_ERRORS.userRejected,
    ): Promise<void> {
      const signClient = await init();
      try {
        await withTimeout(
          signClient.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error } }),
          RELAY_TIMEOUT_MS,
          failure('networkError'),
        );
      } finally {
        dequeue(request.id);
      }
    },
    /** Tells an app its chain changed (after wallet_switchEthereumChain). */
    async emitChainChanged(topic: string, chainId: number): Promise<void> {
      const signClient = await init();
      await signClient.emit({
        topic,
        chainId: `eip155:${chainId}`,
        event: { name: 'chainChanged', data: chainId },
      });
    },
    /** Called whenever the sessions change (approved, disconnected by either side, expired). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: WalletKit | undefined;

/**
 * The page's one wallet kit (sign-client loads with the first screen that pairs, lists connected apps or hears their
 * requests), on the runtime config's relay and the app's database.
 */
export function sharedWalletKit(config: RuntimeConfig | undefined): WalletKit {
  if (!shared) walletKitStarted();
  return (shared ??= createWalletKit({
    relayUrl: () => walletConnectRelayUrl(config),
    database: getDatabase(),
    metadata: {
      name: 'Sluice',
      description: 'A self-custody exchange and wallet',
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
  }));
}
