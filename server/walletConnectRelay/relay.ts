// A WalletConnect v2 relay for local use: the `irn_*` JSON-RPC methods over WebSocket, plus the `wc_proposeSession`
// and `wc_approveSession` publish methods sign-client 2.21 uses, with mailbox semantics: a message waits on its topic
// (until its TTL) for subscribers that arrive later. Payloads are end-to-end encrypted by the clients; the relay only
// routes them. It stands in for the hosted relay on the devnet and in tests.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

type Message = { topic: string; message: string; publishedAt: number; tag: number; expiresAt: number; from: WebSocket };
type Subscription = { id: string; topic: string; socket: WebSocket };
type JsonRpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: Record<string, unknown> };

/** Tags the hosted relay gives the session handshake messages it unpacks (WalletConnect's RPC tag table). */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;
const DEFAULT_TTL_SECONDS = 300;

export type RelayOptions = { now?: () => number };

export class WalletConnectRelay {
  private readonly mailbox = new Map<string, Message[]>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly wss: WebSocketServer;
  private readonly now: () => number;

  constructor(options: RelayOptions & ({ server: Server; path?: string } | { port: number; host?: string })) {
    this.now = options.now ?? Date.now;
    this.wss =
      'server' in options
        ? new WebSocketServer({ server: options.server, path: options.path })
        : new WebSocketServer({ port: options.port, host: options.host ?? '127.0.0.1' });
    this.wss.on('connection', (socket: WebSocket, _request: IncomingMessage) => this.accept(socket));
  }

  /** Resolves once listening (only meaningful for a relay with its own port). */
  async listening(): Promise<number> {
    const address = this.wss.address();
    if (address && typeof address === 'object') return address.port;
    await new Promise((resolve) => this.wss.once('listening', resolve));
    return (this.wss.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket) {
    socket.on('message', (raw) => {
      let payload: unknown;
      try {
        payload = JSON.parse(String(raw));
      } catch {
        return;
      }
      const requests = Array.isArray(payload) ? payload : [payload];
      for (const request of requests) if (isRequest(request)) this.handle(socket, request);
    });
    socket.on('close', () => {
      for (const [id, subscription] of this.subscriptions)
        if (subscription.socket === socket) this.subscriptions.delete(id);
    });
  }

  private handle(socket: WebSocket, request: JsonRpcRequest) {
    const params = request.params ?? {};
    const reply = (result: unknown) => socket.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }));
    const fail = (message: string) =>
      socket.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', error: { code: -32602, message } }));
    switch (request.method) {
      case 'irn_subscribe':
        return reply(this.subscribe(socket, String(params.topic)));
      case 'irn_batchSubscribe':
        return reply((params.topics as string[]).map((topic) => this.subscribe(socket, topic)));
      case 'irn_unsubscribe':
        this.subscriptions.delete(String(params.id));
        return reply(true);
      case 'irn_batchUnsubscribe':
        for (const s of (params.subscriptions as { id: string }[]) ?? []) this.subscriptions.delete(s.id);
        return reply(true);
      case 'irn_publish':
        this.publish(
          socket,
          String(params.topic),
          String(params.message),
          Number(params.tag ?? 0),
          Number(params.ttl ?? DEFAULT_TTL_SECONDS),
        );
        return reply(true);
      case 'irn_batchFetchMessages':
        return reply({
          messages: (params.topics as string[]).flatMap((topic) => this.waiting(topic, socket).map(toEvent)),
          hasMore: false,
        });
      // sign-client 2.21 leaves these subscriptions to the relay: the proposer to the pairing topic (for the answer),
      // the approving wallet to the new session topic (for requests)
      case 'wc_proposeSession':
        this.subscribe(socket, String(params.pairingTopic));
        this.publish(
          socket,
          String(params.pairingTopic),
          String(params.sessionProposal),
          TAG.sessionPropose,
          Number(params.ttl ?? DEFAULT_TTL_SECONDS),
        );
        return reply(true);
      case 'wc_approveSession': {
        const ttl = Number(params.ttl ?? DEFAULT_TTL_SECONDS);
        this.subscribe(socket, String(params.sessionTopic));
        this.publish(
          socket,
          String(params.pairingTopic),
          String(params.sessionProposalResponse),
          TAG.sessionProposeResponse,
          ttl,
        );
        this.publish(
          socket,
          String(params.sessionTopic),
          String(params.sessionSettlementRequest),
          TAG.sessionSettle,
          ttl,
        );
        return reply(true);
      }
      default:
        return fail(`Unsupported method ${request.method}`);
    }
  }

  private subscribe(socket: WebSocket, topic: string): string {
    const existing = [...this.subscriptions.values()].find((s) => s.socket === socket && s.topic === topic);
    const id = existing?.id ?? randomBytes(32).toString('hex');
    if (!existing) this.subscriptions.set(id, { id, topic, socket });
    // what waited in the mailbox goes to the new subscriber
    for (const message of this.waiting(topic, socket)) this.deliver({ id, topic, socket }, message);
    return id;
  }

  private publish(from: WebSocket, topic: string, message: string, tag: number, ttlSeconds: number) {
    const entry: Message = {
      topic,
      message,
      tag,
      publishedAt: this.now(),
      expiresAt: this.now() + ttlSeconds * 1000,
      from,
    };
    const box = this.mailbox.get(topic) ?? [];
    box.push(entry);
    this.mailbox.set(topic, box);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.topic === topic && subscription.socket !== from) this.deliver(subscription, entry);
    }
  }

  /** Unexpired messages on a topic, except those the asking socket published itself. */
  private waiting(topic: string, socket: WebSocket): Message[] {
    const live = (this.mailbox.get(topic) ?? []).filter((m) => m.expiresAt > this.now());
    this.mailbox.set(topic, live);
    return live.filter((m) => m.from !== socket);
  }

  private deliver(subscription: Subscription, message: Message) {
    subscription.socket.send(
      JSON.stringify({
        id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscription.id, data: toEvent(message) },
      }),
    );
  }
}

function toEvent(message: Message) {
  return { topic: message.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag };
}

function isRequest(value: unknown): value is JsonRpcRequest {
  return typeof value === 'object' && value !== null && 'method' in value && 'id' in value;
}
