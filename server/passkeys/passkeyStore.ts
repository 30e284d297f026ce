// The passkey service's table of authenticators (spec §3 "Passkey authenticator"), each bound to the address that
// registered it, and of sign-in sessions. In the services database beside orders and usernames (PGlite, or Postgres
// with DATABASE_URL).
import { createHash } from 'node:crypto';
import { type Address, getAddress } from 'viem';
import type { PasskeyAttachment } from '../../contract/passkeys.ts';
import type { SqlClient } from '../orders/orderStore.ts';

const AUTHENTICATORS = 'sluice_passkeys.authenticators';
const SESSIONS = 'sluice_passkeys.sessions';
const SCHEMA = [
  'CREATE SCHEMA IF NOT EXISTS sluice_passkeys',
  `CREATE TABLE IF NOT EXISTS ${AUTHENTICATORS} (
    credential_id text PRIMARY KEY,
    address text NOT NULL,
    public_key text NOT NULL,
    counter bigint NOT NULL,
    transports text NOT NULL,
    aaguid text NOT NULL,
    provider_name text NOT NULL,
    attachment text NOT NULL,
    created_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS authenticators_by_address ON ${AUTHENTICATORS} (address)`,
  `CREATE TABLE IF NOT EXISTS ${SESSIONS} (
    token_hash text PRIMARY KEY,
    address text NOT NULL,
    credential_id text NOT NULL,
    expires_at bigint NOT NULL
  )`,
];

export type StoredAuthenticator = {
  /** The credential id, base64url. */
  id: string;
  address: Address;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  aaguid: string;
  providerName: string;
  attachment: PasskeyAttachment;
  /** Unix milliseconds. */
  creationTime: number;
};

type AuthenticatorRow = {
  credential_id: string;
  address: string;
  public_key: string;
  counter: string | number;
  transports: string;
  aaguid: string;
  provider_name: string;
  attachment: string;
  created_at: string | number;
};

const fromRow = (row: AuthenticatorRow): StoredAuthenticator => ({
  id: row.credential_id,
  address: getAddress(row.address),
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ? row.transports.split(',') : [],
  aaguid: row.aaguid,
  providerName: row.provider_name,
  attachment: row.attachment as PasskeyAttachment,
  creationTime: Number(row.created_at),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class PasskeyStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<PasskeyStore> {
    for (const statement of SCHEMA) await sql.query(statement);
    return new PasskeyStore(sql);
  }

  /** Oldest first. */
  async byAddress(address: Address): Promise<StoredAuthenticator[]> {
    const { rows } = await this.sql.query<AuthenticatorRow>(
      `SELECT * FROM ${AUTHENTICATORS} WHERE address = $1 ORDER BY created_at, credential_id`,
      [address.toLowerCase()],
    );
    return rows.map(fromRow);
  }

  async byId(credentialId: string): Promise<StoredAuthenticator | undefined> {
    const { rows } = await this.sql.query<AuthenticatorRow>(
      `SELECT * FROM ${AUTHENTICATORS} WHERE credential_id = $1`,
      [credentialId],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** False when the credential is already registered (to this address or another). */
  async insert(authenticator: StoredAuthenticator): Promise<boolean> {
    const { rows } = await this.sql.query<{ credential_id: string }>(
      `INSERT INTO ${AUTHENTICATORS} (credential_id, address, public_key, counter, transports, aaguid, provider_name,
        attachment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING credential_id`,
      [
        authenticator.id,
        authenticator.address.toLowerCase(),
        authenticator.publicKey,
        authenticator.counter,
        authenticator.transports.join(','),
        authenticator.aaguid,
        authenticator.providerName,
        authenticator.attachment,
        authenticator.creationTime,
      ],
    );
    return rows.length > 0;
  }

  async setCounter(credentialId: string, counter: number): Promise<void> {
    await this.sql.query(`UPDATE ${AUTHENTICATORS} SET counter = $2 WHERE credential_id = $1`, [credentialId, counter]);
  }

  /** Deletes the address's credential (never another address's) and its sessions; true when one was deleted. */
  async delete(address: Address, credentialId: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ credential_id: string }>(
      `DELETE FROM ${AUTHENTICATORS} WHERE address = $1 AND credential_id = $2 RETURNING credential_id`,
      [address.toLowerCase(), credentialId],
    );
    await this.sql.query(`DELETE FROM ${SESSIONS} WHERE credential_id = $1`, [credentialId]);
    return rows.length > 0;
  }

  async createSession(token: string, session: { address: Address; credentialId: string; expiresAt: number }) {
    // sessions past their time go as new ones come
    await this.sql.query(`DELETE FROM ${SESSIONS} WHERE expires_at <= $1`, [Date.now()]);
    await this.sql.query(
      `INSERT INTO ${SESSIONS} (token_hash, address, credential_id, expires_at) VALUES ($1, $2, $3, $4)`,
      [hashToken(token), session.address.toLowerCase(), session.credentialId, session.expiresAt],
    );
  }

  async session(
    token: string,
    now = Date.now(),
  ): Promise<{ address: Address; credentialId: string; expiresAt: number } | undefined> {
    const { rows } = await this.sql.query<{ address: string; credential_id: string; expires_at: string | number }>(
      `SELECT address, credential_id, expires_at FROM ${SESSIONS} WHERE token_hash = $1 AND expires_at > $2`,
      [hashToken(token), now],
    );
    const row = rows[0];
    return (
      row && { address: getAddress(row.address), credentialId: row.credential_id, expiresAt: Number(row.expires_at) }
    );
  }

  /** True when the session existed. */
  async endSession(token: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ token_hash: string }>(
      `DELETE FROM ${SESSIONS} WHERE token_hash = $1 RETURNING token_hash`,
      [hashToken(token)],
    );
    return rows.length > 0;
  }
}
