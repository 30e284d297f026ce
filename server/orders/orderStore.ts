// The order service's table of signed limit orders. PGlite in a folder of its own by default (the indexer's PGlite
// belongs to the Ponder process, and PGlite has one writer), Postgres when DATABASE_URL is set, as the indexer does.
import { type Address, type Hex, getAddress } from 'viem';
import type { LimitOrderStatus } from '../../contract/limitOrders.ts';

export type StoredOrder = {
  orderHash: Hex;
  chainId: number;
  swapper: Address;
  nonce: bigint;
  /** Unix seconds. */
  deadline: number;
  encodedOrder: Hex;
  signature: Hex;
  input: { token: Address; amount: bigint };
  output: { token: Address; amount: bigint; recipient: Address };
  status: LimitOrderStatus;
  /** The fill's (or the cancelling) transaction, once known. */
  txHash?: Hex;
  /** Unix seconds when the service accepted it. */
  createdAt: number;
  /** Block the order was accepted at: its fill is searched from here, never from the chain's start. */
  createdBlock: bigint;
};

/** The little SQL both PGlite and node-postgres speak: `$1` parameters, rows as objects. */
export type SqlClient = {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
};

type OrderRow = {
  order_hash: string;
  chain_id: number;
  swapper: string;
  nonce: string;
  deadline: string | number;
  encoded_order: string;
  signature: string;
  input_token: string;
  input_amount: string;
  output_token: string;
  output_amount: string;
  recipient: string;
  status: string;
  tx_hash: string | null;
  created_at: string | number;
  created_block: string | number;
};

const TABLE = 'sluice_orders.limit_orders';

const SCHEMA = [
  'CREATE SCHEMA IF NOT EXISTS sluice_orders',
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
    order_hash text PRIMARY KEY,
    chain_id integer NOT NULL,
    swapper text NOT NULL,
    nonce text NOT NULL,
    deadline bigint NOT NULL,
    encoded_order text NOT NULL,
    signature text NOT NULL,
    input_token text NOT NULL,
    input_amount text NOT NULL,
    output_token text NOT NULL,
    output_amount text NOT NULL,
    recipient text NOT NULL,
    status text NOT NULL,
    tx_hash text,
    created_at bigint NOT NULL,
    created_block bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS limit_orders_by_swapper ON ${TABLE} (chain_id, swapper, status)`,
  `CREATE INDEX IF NOT EXISTS limit_orders_by_status ON ${TABLE} (status)`,
];

export type OrderQuery = {
  chainId?: number;
  swapper?: Address;
  status?: LimitOrderStatus;
  orderHashes?: Hex[];
  limit?: number;
};

export class OrderStore {
  private constructor(private readonly sql: SqlClient) {}

  /** Opens (and creates, the first time) the order table. */
  static async open(sql: SqlClient): Promise<OrderStore> {
    for (const statement of SCHEMA) await sql.query(statement);
    return new OrderStore(sql);
  }

  async insert(order: StoredOrder): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${TABLE} (order_hash, chain_id, swapper, nonce, deadline, encoded_order, signature, input_token,
        input_amount, output_token, output_amount, recipient, status, tx_hash, created_at, created_block)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        order.orderHash.toLowerCase(),
        order.chainId,
        order.swapper.toLowerCase(),
        order.nonce.toString(),
        order.deadline,
        order.encodedOrder,
        order.signature,
        order.input.token,
        order.input.amount.toString(),
        order.output.token,
        order.output.amount.toString(),
        order.output.recipient,
        order.status,
        order.txHash ?? null,
        order.createdAt,
        order.createdBlock.toString(),
      ],
    );
  }

  async get(orderHash: Hex): Promise<StoredOrder | undefined> {
    const [order] = await this.find({ orderHashes: [orderHash] });
    return order;
  }

  /** Newest first. */
  async find(query: OrderQuery = {}): Promise<StoredOrder[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (query.chainId !== undefined) add((p) => `chain_id = ${p}`, query.chainId);
    if (query.swapper) add((p) => `swapper = ${p}`, query.swapper.toLowerCase());
    if (query.status) add((p) => `status = ${p}`, query.status);
    if (query.orderHashes)
      add(
        (p) => `order_hash = ANY(${p})`,
        query.orderHashes.map((h) => h.toLowerCase()),
      );
    const limit = Math.min(Math.max(query.limit ?? 1000, 1), 1000);
    const { rows } = await this.sql.query<OrderRow>(
      `SELECT * FROM ${TABLE} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, order_hash LIMIT ${limit}`,
      params,
    );
    return rows.map(fromRow);
  }

  /** Orders that can still fill: open ones and those waiting for funds (an allowance given back revives them). */
  async countOpen(chainId: number, swapper: Address): Promise<number> {
    const { rows } = await this.sql.query<{ count: string | number }>(
      `SELECT count(*) AS count FROM ${TABLE}
       WHERE chain_id = $1 AND swapper = $2 AND status IN ('open', 'insufficient-funds')`,
      [chainId, swapper.toLowerCase()],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Every nonce the swapper's orders on a chain used, to hand out the next. */
  async nonces(chainId: number, swapper: Address): Promise<bigint[]> {
    const { rows } = await this.sql.query<{ nonce: string }>(
      `SELECT nonce FROM ${TABLE} WHERE chain_id = $1 AND swapper = $2`,
      [chainId, swapper.toLowerCase()],
    );
    return rows.map((r) => BigInt(r.nonce));
  }

  async setStatus(orderHash: Hex, status: LimitOrderStatus, txHash?: Hex): Promise<void> {
    await this.sql.query(`UPDATE ${TABLE} SET status = $2, tx_hash = COALESCE($3, tx_hash) WHERE order_hash = $1`, [
      orderHash.toLowerCase(),
      status,
      txHash ?? null,
    ]);
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}

function fromRow(row: OrderRow): StoredOrder {
  return {
    orderHash: row.order_hash as Hex,
    chainId: Number(row.chain_id),
    swapper: getAddress(row.swapper),
    nonce: BigInt(row.nonce),
    deadline: Number(row.deadline),
    encodedOrder: row.encoded_order as Hex,
    signature: row.signature as Hex,
    input: { token: row.input_token as Address, amount: BigInt(row.input_amount) },
    output: {
      token: row.output_token as Address,
      amount: BigInt(row.output_amount),
      recipient: row.recipient as Address,
    },
    status: row.status as LimitOrderStatus,
    ...(row.tx_hash ? { txHash: row.tx_hash as Hex } : {}),
    createdAt: Number(row.created_at),
    createdBlock: BigInt(row.created_block),
  };
}

export type OrderDatabaseOptions = {
  /** Postgres connection string (DATABASE_URL); unset: PGlite in `directory`. */
  connectionString?: string;
  /** PGlite's folder; unset with no connection string: in memory. */
  directory?: string;
};

/** PGlite by default, Postgres by configuration, as the indexer chooses its database. */
export async function openOrderDatabase(options: OrderDatabaseOptions): Promise<SqlClient> {
  if (options.connectionString) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.connectionString });
    return {
      query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as Row[] }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(options.directory);
  return {
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await db.query<Row>(sql, params)).rows }),
    close: () => db.close(),
  };
}
