// A WalletConnect v2 relay for local use: the `irn_*` JSON-RPC methods over WebSocket, plus the `wc_proposeSession`
// and `wc_approveSession` publish methods sign-client 2.21 uses, with mailbox semantics: a message waits on its topic
// (until its TTL) for subscribers that arrive later. Payloads are end-to-end encrypted by the clients; the relay only
// routes them. It stands in for the hosted relay on the devnet and in tests.
//
// It faces hostile input (issue 16): every method's params are checked (zod) and a bad request gets a JSON-RPC error,
// never an exception out of a handler; frames are capped at 1 MiB; a message lives at most a day and a sweep frees
// expired ones on topics nobody reads; each topic, socket and address has a cap; browsers may connect only from the
// page's own origin or a configured one.
//
// It also attests where a message came from (issue 29, contract/walletConnectVerify.ts): the Origin a browser sent when
// the publishing connection opened goes with each message as its `attestation`, as the hosted verify server's does.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { relayAttestation } from '../../contract/walletConnectVerify.ts';

type Message = {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  expiresAt: number;
  from: WebSocket;
  /** The publisher's attested origin (what its browser sent when the connection opened); none for a non-browser. */
  attestation?: string;
};
type Subscription = { id: string; topic: string; socket: WebSocket };

/** Tags the hosted relay gives the session handshake messages it unpacks (WalletConnect's RPC tag table). */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;
const DEFAULT_TTL_SECONDS = 300;

/** The relay's limits: generous for real clients, small enough that no one client can grow the heap without bound. */
export const RELAY_LIMITS = {
  maxPayloadBytes: 1024 * 1024,
  maxTtlSeconds: 24 * 3600,
  messagesPerTopic: 200,
  messagesTotal: 20_000,
  /** Bytes of held messages (issue 35: 300 unread 1 MiB messages on one topic held 319 MiB). */
  bytesPerTopic: 4 * 1024 * 1024,
  bytesPerPublisher: 16 * 1024 * 1024,
  bytesTotal: 64 * 1024 * 1024,
  subscriptionsPerSocket: 500,
  connectionsPerAddress: 64,
  batchSize: 500,
  sweepIntervalMs: 30_000,
} as const;

const topic = z.string().min(1).max(128);
const ttl = z.number().int().positive().optional();
const paramsSchemas = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).max(RELAY_LIMITS.batchSize) }),
  irn_unsubscribe: z.object({ id: z.string().max(128), topic: topic.optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ id: z.string().max(128), topic: topic.optional() })).max(RELAY_LIMITS.batchSize),
  }),
  irn_publish: z.object({ topic, message: z.string(), tag: z.number().int().nonnegative().optional(), ttl }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).max(RELAY_LIMITS.batchSize) }),
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: z.string(), ttl }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: z.string(),
    sessionSettlementRequest: z.string(),
    ttl,
  }),
};
type Method = keyof typeof paramsSchemas;
type Params<M extends Method> = z.infer<(typeof paramsSchemas)[M]>;

const requestSchema = z.object({
  id: z.union([z.number(), z.string().max(128)]),
  jsonrpc: z.literal('2.0').optional(),
  method: z.string().max(64),
  params: z.unknown().optional(),
});
type Request = z.infer<typeof requestSchema>;

const RPC_ERROR = { invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, limit: -32000 } as const;

export type RelayOptions = {
  now?: () => number;
  /**
   * Origins a browser may connect from besides the page's own (the Origin whose host is the request's Host). A client
   * that sends no Origin (a wallet on a server, a test) is not a web page and may connect.
   */
  allowedOrigins?: readonly string[];
};

export class WalletConnectRelay {
  private readonly mailbox = new Map<string, Message[]>();
  private messageCount = 0;
  private byteCount = 0;
  private readonly topicBytes = new Map<string, number>();
  /** Bytes each connection's published messages hold while they wait, whether or not it is still open. */
  private readonly publisherBytes = new Map<WebSocket, number>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly socketSubscriptions = new Map<WebSocket, Set<string>>();
  private readonly connectionsByAddress = new Map<string, number>();
  /** The Origin each browser connection opened with: what its messages are attested to come from. */
  private readonly origins = new WeakMap<WebSocket, string>();
  private readonly wss: WebSocketServer;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: RelayOptions & ({ server: Server; path?: string } | { port: number; host?: string })) {
    this.now = options.now ?? Date.now;
    const allowed = new Set(options.allowedOrigins ?? []);
    const common = {
      maxPayload: RELAY_LIMITS.maxPayloadBytes,
      verifyClient: ({ origin }: { origin: string }) => {
        // a page's origin is allowed by name, never because it matches the request's own Host header (DNS rebinding)
        if (!origin) return true;
        return allowed.has(origin);
      },
    };
    this.wss =
      'server' in options
        ? new WebSocketServer({ ...common, server: options.server, path: options.path })
        : new WebSocketServer({ ...common, port: options.port, host: options.host ?? '127.0.0.1' });
    this.wss.on('connection', (socket: WebSocket, request: IncomingMessage) => this.accept(socket, request));
    // the server's own errors (a bad upgrade, a socket reset) are logged, never thrown into the process
    this.wss.on('error', (error) => console.warn('relay:', error.message));
    this.sweeper = setInterval(() => this.sweep(), RELAY_LIMITS.sweepIntervalMs);
    this.sweeper.unref();
  }

  /** Resolves once listening (only meaningful for a relay with its own port). */
  async listening(): Promise<number> {
    const address = this.wss.address();
    if (address && typeof address === 'object') return address.port;
    await new Promise((resolve) => this.wss.once('listening', resolve));
    return (this.wss.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  /** What the relay holds now: for tests that check a flood left nothing behind. */
  stats(): { topics: number; messages: number; bytes: number; subscriptions: number; connections: number } {
    return {
      topics: this.mailbox.size,
      messages: this.messageCount,
      bytes: this.byteCount,
      subscriptions: this.subscriptions.size,
      connections: this.wss.clients.size,
    };
  }

  /** Frees expired messages, and topics left empty, whether or not anyone reads them. */
  sweep(): void {
    const now = this.now();
    for (const [name, box] of this.mailbox) this.keepLive(name, box, now);
  }

  /** Keeps a topic's unexpired messages, counting out the rest; the live ones. */
  private keepLive(name: string, box: Message[], now: number): Message[] {
    const live = box.filter((m) => m.expiresAt > now);
    if (live.length === box.length) return live;
    for (const gone of box) if (gone.expiresAt <= now) this.count(gone, -1);
    if (live.length === 0) this.mailbox.delete(name);
    else this.mailbox.set(name, live);
    return live;
  }

  /** Adds a held message to the counts (+1) or takes it out (-1). */
  private count(message: Message, sign: 1 | -1) {
    const bytes = sign * message.message.length;
    this.messageCount += sign;
    this.byteCount += bytes;
    const topicBytes = (this.topicBytes.get(message.topic) ?? 0) + bytes;
    if (topicBytes > 0) this.topicBytes.set(message.topic, topicBytes);
    else this.topicBytes.delete(message.topic);
    const publisherBytes = (this.publisherBytes.get(message.from) ?? 0) + bytes;
    if (publisherBytes > 0) this.publisherBytes.set(message.from, publisherBytes);
    else this.publisherBytes.delete(message.from);
  }

  private accept(socket: WebSocket, request: IncomingMessage) {
    const address = request.socket.remoteAddress ?? 'unknown';
    const open = (this.connectionsByAddress.get(address) ?? 0) + 1;
    if (open > RELAY_LIMITS.connectionsPerAddress) {
      socket.close(1013, 'Too many connections');
      return;
    }
    this.connectionsByAddress.set(address, open);
    this.socketSubscriptions.set(socket, new Set());
    // verifyClient let it in: a browser's Origin is one the relay allows, and the page could not have forged it
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin.length > 0) this.origins.set(socket, origin);
    socket.on('error', () => socket.terminate());
    socket.on('message', (raw) => {
      try {
        this.receive(socket, String(raw));
      } catch (error) {
        // a handler must never take the process down: the request is answered as failed
        console.warn('relay: request failed', error instanceof Error ? error.message : error);
      }
    });
    socket.on('close', () => {
      const left = (this.connectionsByAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.connectionsByAddress.delete(address);
      else this.connectionsByAddress.set(address, left);
      for (const id of this.socketSubscriptions.get(socket) ?? []) this.subscriptions.delete(id);
      this.socketSubscriptions.delete(socket);
      // its own unread messages stay for their TTL (a subscriber may still come); the sweep frees them
    });
  }

  private receive(socket: WebSocket, text: string) {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return this.send(socket, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } });
    }
    const requests = Array.isArray(payload) ? payload.slice(0, RELAY_LIMITS.batchSize) : [payload];
    for (const item of requests) {
      const parsed = requestSchema.safeParse(item);
      if (!parsed.success) {
        // a notification or a reply from the client (no method, or no id) needs no answer; anything else is invalid
        const id = typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : null;
        if (typeof item === 'object' && item !== null && 'method' in item)
          this.error(
            socket,
            typeof id === 'number' || typeof id === 'string' ? id : null,
            RPC_ERROR.invalidRequest,
            'Invalid request',
          );
        continue;
      }
      this.handle(socket, parsed.data);
    }
  }

  private handle(socket: WebSocket, request: Request) {
    const method = request.method as Method;
    // own methods only: `constructor`, `toString` or `__proto__` are the object's, not the relay's, and get an error
    const schema = Object.hasOwn(paramsSchemas, method) ? paramsSchemas[method] : undefined;
    if (!schema)
      return this.error(socket, request.id, RPC_ERROR.methodNotFound, `Unsupported method ${request.method}`);
    const parsed = schema.safeParse(request.params ?? {});
    if (!parsed.success) return this.error(socket, request.id, RPC_ERROR.invalidParams, 'Invalid params');
    const reply = (result: unknown) => this.send(socket, { id: request.id, jsonrpc: '2.0', result });
    const limited = () => this.error(socket, request.id, RPC_ERROR.limit, 'Relay limit reached');
    switch (method) {
      case 'irn_subscribe': {
        const id = this.subscribe(socket, (parsed.data as Params<'irn_subscribe'>).topic);
        return id ? reply(id) : limited();
      }
      case 'irn_batchSubscribe': {
        const ids = (parsed.data as Params<'irn_batchSubscribe'>).topics.map((t) => this.subscribe(socket, t));
        return ids.every(Boolean) ? reply(ids) : limited();
      }
      case 'irn_unsubscribe':
        this.unsubscribe(socket, (parsed.data as Params<'irn_unsubscribe'>).id);
        return reply(true);
      case 'irn_batchUnsubscribe':
        for (const s of (parsed.data as Params<'irn_batchUnsubscribe'>).subscriptions) this.unsubscribe(socket, s.id);
        return reply(true);
      case 'irn_publish': {
        const p = parsed.data as Params<'irn_publish'>;
        return this.publish(socket, p.topic, p.message, p.tag ?? 0, p.ttl) ? reply(true) : limited();
      }
      case 'irn_batchFetchMessages':
        return reply({
          messages: (parsed.data as Params<'irn_batchFetchMessages'>).topics.flatMap((t) =>
            this.waiting(t, socket).map(toEvent),
          ),
          hasMore: false,
        });
      // sign-client 2.21 leaves these subscriptions to the relay: the proposer to the pairing topic (for the answer),
      // the approving wallet to the new session topic (for requests)
      case 'wc_proposeSession': {
        const p = parsed.data as Params<'wc_proposeSession'>;
        if (!this.subscribe(socket, p.pairingTopic)) return limited();
        return this.publish(socket, p.pairingTopic, p.sessionProposal, TAG.sessionPropose, p.ttl)
          ? reply(true)
          : limited();
      }
      case 'wc_approveSession': {
        const p = parsed.data as Params<'wc_approveSession'>;
        if (!this.subscribe(socket, p.sessionTopic)) return limited();
        const sent =
          this.publish(socket, p.pairingTopic, p.sessionProposalResponse, TAG.sessionProposeResponse, p.ttl) &&
          this.publish(socket, p.sessionTopic, p.sessionSettlementRequest, TAG.sessionSettle, p.ttl);
        return sent ? reply(true) : limited();
      }
    }
  }

  /** The subscription id, or undefined when the socket is at its cap. */
  private subscribe(socket: WebSocket, topicName: string): string | undefined {
    const own = this.socketSubscriptions.get(socket);
    if (!own) return undefined;
    const existing = [...own].map((id) => this.subscriptions.get(id)).find((s) => s?.topic === topicName);
    if (!existing && own.size >= RELAY_LIMITS.subscriptionsPerSocket) return undefined;
    const id = existing?.id ?? randomBytes(32).toString('hex');
    if (existing) return id; // subscribed already: what waited was delivered then (issue 35: five repeats, five copies)
    this.subscriptions.set(id, { id, topic: topicName, socket });
    own.add(id);
    // what waited in the mailbox goes to the new subscriber
    for (const message of this.waiting(topicName, socket)) this.deliver({ id, topic: topicName, socket }, message);
    return id;
  }

  private unsubscribe(socket: WebSocket, id: string) {
    // a socket may drop only its own subscriptions
    if (this.subscriptions.get(id)?.socket !== socket) return;
    this.subscriptions.delete(id);
    this.socketSubscriptions.get(socket)?.delete(id);
  }

  /** false when the topic or the relay is full. */
  private publish(from: WebSocket, topicName: string, message: string, tag: number, ttlSeconds?: number): boolean {
    const size = message.length;
    const full = () =>
      (this.mailbox.get(topicName)?.length ?? 0) >= RELAY_LIMITS.messagesPerTopic ||
      this.messageCount >= RELAY_LIMITS.messagesTotal ||
      (this.topicBytes.get(topicName) ?? 0) + size > RELAY_LIMITS.bytesPerTopic ||
      (this.publisherBytes.get(from) ?? 0) + size > RELAY_LIMITS.bytesPerPublisher ||
      this.byteCount + size > RELAY_LIMITS.bytesTotal;
    if (full()) {
      this.sweep();
      if (full()) return false;
    }
    const ttl = Math.min(ttlSeconds ?? DEFAULT_TTL_SECONDS, RELAY_LIMITS.maxTtlSeconds);
    const entry: Message = {
      topic: topicName,
      message,
      tag,
      publishedAt: this.now(),
      expiresAt: this.now() + ttl * 1000,
      from,
    };
    const origin = this.origins.get(from);
    if (origin) entry.attestation = relayAttestation(origin);
    const live = this.mailbox.get(topicName) ?? [];
    live.push(entry);
    this.mailbox.set(topicName, live);
    this.count(entry, 1);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.topic === topicName && subscription.socket !== from) this.deliver(subscription, entry);
    }
    return true;
  }

  /** Unexpired messages on a topic, except those the asking socket published itself. */
  private waiting(topicName: string, socket: WebSocket): Message[] {
    const box = this.mailbox.get(topicName);
    if (!box) return [];
    return this.keepLive(topicName, box, this.now()).filter((m) => m.from !== socket);
  }

  private deliver(subscription: Subscription, message: Message) {
    this.send(subscription.socket, {
      id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscription.id, data: toEvent(message) },
    });
  }

  private error(socket: WebSocket, id: number | string | null, code: number, message: string) {
    this.send(socket, { id, jsonrpc: '2.0', error: { code, message } });
  }

  private send(socket: WebSocket, body: unknown) {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify(body), (error) => {
      if (error) socket.terminate();
    });
  }
}

function toEvent(message: Message) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation && { attestation: message.attestation }),
  };
}
