// spec §7 "username lookup by username or address returning username and address": the username (unitag) service.
// Usernames live in the services database beside limit orders (PGlite, or Postgres with DATABASE_URL); the devnet
// seeds its own (devnet/sandboxAccess.ts), and people claim theirs through server/usernameClaims.ts. One username per
// address; a name changed or deleted is retired for good (spec §5); an address changes its name at most twice.
import { Hono } from 'hono';
import { type Address, getAddress, isAddress } from 'viem';
import type { SqlClient } from './orders/orderStore.ts';

const TABLE = 'sluice_usernames.usernames';
const RETIRED = 'sluice_usernames.retired';
const CHANGES = 'sluice_usernames.changes';
const SCHEMA = [
  'CREATE SCHEMA IF NOT EXISTS sluice_usernames',
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
    username text PRIMARY KEY,
    address text NOT NULL UNIQUE,
    created_at bigint NOT NULL
  )`,
  // the profile (spec §3 "Username: avatar, bio, links"), added to tables made before it
  `ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS bio text`,
  `ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS links text`,
  `ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS avatar text`,
  `ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS avatar_type text`,
  `CREATE TABLE IF NOT EXISTS ${RETIRED} (username text PRIMARY KEY, retired_at bigint NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ${CHANGES} (address text PRIMARY KEY, count integer NOT NULL)`,
];

/** spec §9 "username changes max 2". */
export const MAX_USERNAME_CHANGES = 2;

export type UsernameProfile = {
  bio?: string;
  links?: string[];
  /** The avatar's bytes, base64, and their type. */
  avatar?: { type: string; data: string };
};

export type ClaimOutcome = 'claimed' | 'unavailable' | 'address_limit';
export type ChangeOutcome = 'changed' | 'unavailable' | 'change_limit' | 'not_found';

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

  /** Records a username for an address unless either is taken or the name retired; true when this call recorded it. */
  async claim(record: UsernameRecord): Promise<boolean> {
    if (!USERNAME_PATTERN.test(record.username)) throw new Error('invalid username');
    const { rows } = await this.sql.query<Row>(
      `INSERT INTO ${TABLE} (username, address, created_at)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM ${RETIRED} WHERE username = $1)
       ON CONFLICT DO NOTHING RETURNING username`,
      [record.username, record.address.toLowerCase(), Date.now()],
    );
    return rows.length > 0;
  }

  /** Whether nobody holds the name and it was never retired. */
  async isAvailable(username: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ taken: number }>(
      `SELECT 1 AS taken FROM ${TABLE} WHERE username = $1 UNION ALL SELECT 1 FROM ${RETIRED} WHERE username = $1`,
      [username],
    );
    return rows.length === 0;
  }

  /** A person's claim: one name per address, never a taken or retired one. */
  async claimFor(record: UsernameRecord): Promise<ClaimOutcome> {
    if (await this.byAddress(record.address)) return 'address_limit';
    if (await this.claim(record)) return 'claimed';
    return (await this.byAddress(record.address)) ? 'address_limit' : 'unavailable';
  }

  /** Renames the address's username (at most twice, ever); the old name is retired. */
  async change(address: Address, username: string): Promise<ChangeOutcome> {
    if (!USERNAME_PATTERN.test(username)) throw new Error('invalid username');
    const current = await this.byAddress(address);
    if (!current) return 'not_found';
    if ((await this.changeCount(address)) >= MAX_USERNAME_CHANGES) return 'change_limit';
    try {
      const { rows } = await this.sql.query<Row>(
        `UPDATE ${TABLE} SET username = $2 WHERE address = $1
         AND NOT EXISTS (SELECT 1 FROM ${RETIRED} WHERE username = $2) RETURNING username`,
        [address.toLowerCase(), username],
      );
      if (rows.length === 0) return 'unavailable';
    } catch {
      // the name is someone else's (the primary key refused it)
      return 'unavailable';
    }
    await this.retire(current.username);
    await this.sql.query(
      `INSERT INTO ${CHANGES} (address, count) VALUES ($1, 1)
       ON CONFLICT (address) DO UPDATE SET count = ${CHANGES}.count + 1`,
      [address.toLowerCase()],
    );
    return 'changed';
  }

  /** Deletes the address's username and retires it; true when it had one. */
  async delete(address: Address): Promise<boolean> {
    const { rows } = await this.sql.query<Row>(`DELETE FROM ${TABLE} WHERE address = $1 RETURNING username`, [
      address.toLowerCase(),
    ]);
    if (rows[0]) await this.retire(rows[0].username);
    return rows.length > 0;
  }

  async changeCount(address: Address): Promise<number> {
    const { rows } = await this.sql.query<{ count: number }>(`SELECT count FROM ${CHANGES} WHERE address = $1`, [
      address.toLowerCase(),
    ]);
    return Number(rows[0]?.count ?? 0);
  }

  /** Sets the profile's fields that are given (null clears one); false when the address has no username. */
  async setProfile(address: Address, profile: { [K in keyof UsernameProfile]?: UsernameProfile[K] | null }) {
    const { rows } = await this.sql.query<Row>(
      `UPDATE ${TABLE} SET
         bio = CASE WHEN $2 THEN $3 ELSE bio END,
         links = CASE WHEN $4 THEN $5 ELSE links END,
         avatar = CASE WHEN $6 THEN $7 ELSE avatar END,
         avatar_type = CASE WHEN $6 THEN $8 ELSE avatar_type END
       WHERE address = $1 RETURNING username`,
      [
        address.toLowerCase(),
        profile.bio !== undefined,
        profile.bio ?? null,
        profile.links !== undefined,
        profile.links ? JSON.stringify(profile.links) : null,
        profile.avatar !== undefined,
        profile.avatar?.data ?? null,
        profile.avatar?.type ?? null,
      ],
    );
    return rows.length > 0;
  }

  async profile(username: string): Promise<UsernameProfile | undefined> {
    const { rows } = await this.sql.query<{
      bio: string | null;
      links: string | null;
      avatar: string | null;
      avatar_type: string | null;
    }>(`SELECT bio, links, avatar, avatar_type FROM ${TABLE} WHERE username = $1`, [username]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...(row.bio ? { bio: row.bio } : {}),
      ...(row.links ? { links: JSON.parse(row.links) as string[] } : {}),
      ...(row.avatar && row.avatar_type ? { avatar: { type: row.avatar_type, data: row.avatar } } : {}),
    };
  }

  private async retire(username: string) {
    await this.sql.query(`INSERT INTO ${RETIRED} (username, retired_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      username,
      Date.now(),
    ]);
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
