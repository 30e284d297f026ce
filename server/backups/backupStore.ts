// The cloud backup's table: one sealed envelope per address, never the phrase (contract/cloudBackup.ts). In the
// services database beside orders, usernames and passkeys.
import type { Address } from 'viem';
import type { CloudBackupEnvelope } from '../../contract/cloudBackup.ts';
import type { SqlClient } from '../orders/orderStore.ts';

const TABLE = 'sluice_backups.backups';
const SCHEMA = [
  'CREATE SCHEMA IF NOT EXISTS sluice_backups',
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
    address text PRIMARY KEY,
    envelope text NOT NULL,
    updated_at bigint NOT NULL
  )`,
];

export class BackupStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<BackupStore> {
    for (const statement of SCHEMA) await sql.query(statement);
    return new BackupStore(sql);
  }

  /** Stores or replaces the address's backup. */
  async put(address: Address, envelope: CloudBackupEnvelope, updatedAt = Date.now()): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${TABLE} (address, envelope, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (address) DO UPDATE SET envelope = EXCLUDED.envelope, updated_at = EXCLUDED.updated_at`,
      [address.toLowerCase(), JSON.stringify(envelope), updatedAt],
    );
  }

  async get(address: Address): Promise<{ envelope: CloudBackupEnvelope; updatedAt: number } | undefined> {
    const { rows } = await this.sql.query<{ envelope: string; updated_at: string | number }>(
      `SELECT envelope, updated_at FROM ${TABLE} WHERE address = $1`,
      [address.toLowerCase()],
    );
    const row = rows[0];
    return row && { envelope: JSON.parse(row.envelope) as CloudBackupEnvelope, updatedAt: Number(row.updated_at) };
  }

  async updatedAt(address: Address): Promise<number | undefined> {
    const { rows } = await this.sql.query<{ updated_at: string | number }>(
      `SELECT updated_at FROM ${TABLE} WHERE address = $1`,
      [address.toLowerCase()],
    );
    return rows[0] && Number(rows[0].updated_at);
  }

  /** True when there was one. */
  async delete(address: Address): Promise<boolean> {
    const { rows } = await this.sql.query<{ address: string }>(
      `DELETE FROM ${TABLE} WHERE address = $1 RETURNING address`,
      [address.toLowerCase()],
    );
    return rows.length > 0;
  }
}
