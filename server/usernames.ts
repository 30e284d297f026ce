// spec §7 "username lookup by username or address returning username and address": the username (unitag) service's
// read side. Usernames live in the services database beside limit orders (PGlite, or Postgres with DATABASE_URL); the
// claim flow that writes them is later work, so the composition root seeds the devnet's (devnet/sandboxAccess.ts).
// One username per address.
import { Hono } from 'hono';
import { type Address, getAddress, isAddress } from 'viem';
import type { SqlClient } from './orders/orderStore.ts';

const TABLE = 'sluice_usernames.usernames';
const SCHEMA = [
  'CREATE SCHEMA IF NOT EXISTS sluice_usernames',
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
    username text PRIMARY KEY,
    address text NOT NULL UNIQUE,
    created_at bigint NOT NULL
  )`,
];

/** spec §4 "Username": lowercase letters and numbers (the bounds are the service's: 3 to 20 here). */
export const USERNAME_PATTERN = /^[a-z0-9]{3,20}$/;

export type UsernameRecord = { username: string; address: Address };

type Row = { username: string; address: string };

export class UsernameStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient, seed: readonly UsernameRecord[] = []): Promise<UsernameStore> {
    for (const statement of SCHEMA) await sql.query(statement);
    const store = new UsernameStore(sql);
    for (const record of seed) await store.claim(record);
    return store;
  }

  /** Records a username for an address unless either is taken; true when this call recorded it. */
  async claim(record: UsernameRecord): Promise<boolean> {
    if (!USERNAME_PATTERN.test(record.username)) throw new Error('invalid username');
    const { rows } = await this.sql.query<Row>(
      `INSERT INTO ${TABLE} (username, address, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING
       RETURNING username`,
      [record.username, record.address.toLowerCase(), Date.now()],
    );
    return rows.length > 0;
  }

  async byUsername(username: string): Promise<UsernameRecord | undefined> {
    const { rows } = await this.sql.query<Row>(`SELECT username, address FROM ${TABLE} WHERE username = $1`, [
      username,
    ]);
    return rows[0] && { username: rows[0].username, address: getAddress(rows[0].address) };
  }

  async byAddress(address: Address): Promise<UsernameRecord | undefined> {
    const { rows } = await this.sql.query<Row>(`SELECT username, address FROM ${TABLE} WHERE address = $1`, [
      address.toLowerCase(),
    ]);
    return rows[0] && { username: rows[0].username, address: getAddress(rows[0].address) };
  }
}

/** GET /lookup?username= or ?address=: `{ username, address }`, 404 when nobody has it, 400 for neither. */
export function createUsernameService(store: UsernameStore) {
  const app = new Hono();
  app.get('/lookup', async (c) => {
    const username = c.req.query('username')?.trim().toLowerCase();
    const address = c.req.query('address')?.trim();
    let record: UsernameRecord | undefined;
    if (username !== undefined) {
      if (!USERNAME_PATTERN.test(username)) return c.json({ error: 'invalid_username' }, 400);
      record = await store.byUsername(username);
    } else if (address !== undefined) {
      if (!isAddress(address, { strict: false })) return c.json({ error: 'invalid_address' }, 400);
      record = await store.byAddress(address);
    } else return c.json({ error: 'username or address is required' }, 400);
    return record ? c.json(record) : c.json({ error: 'not_found' }, 404);
  });
  return app;
}
