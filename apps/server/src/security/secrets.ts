import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { randomSecret } from './crypto.ts';

export interface Secrets {
  adminApiKey: string;
  /** True when the admin key was generated here (and so must be printed for the operator). */
  isAdminKeyGenerated: boolean;
  /** Encrypts shop webhook secrets at rest. */
  secretsKey: Buffer;
  /** Signs customer access tokens; kept in the database so every replica shares it. */
  customerTokenSecret: string;
}

/** The file under DATA_DIR the admin key is generated into when ADMIN_API_KEY is unset. */
export const ADMIN_API_KEY_FILE = 'admin-api-key';

/** Reads a secret file under the data dir, creating it on first use. */
export async function fileSecret(dataDir: string, name: string, make: () => string): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const value = make();
    await fs.writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

async function dbSecret(db: Db, key: string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomSecret(32),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]!.value;
}

export async function loadSecrets(config: Config, db: Db): Promise<Secrets> {
  const adminApiKey =
    config.ADMIN_API_KEY ?? (await fileSecret(config.DATA_DIR, ADMIN_API_KEY_FILE, () => randomSecret(24)));
  const secretsKeyText =
    config.SECRETS_KEY ?? (await fileSecret(config.DATA_DIR, 'secrets.key', () => randomSecret(32)));
  const secretsKey = Buffer.from(secretsKeyText, 'base64url');
  if (secretsKey.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64url-encoded');
  return {
    adminApiKey,
    isAdminKeyGenerated: !config.ADMIN_API_KEY,
    secretsKey,
    customerTokenSecret: await dbSecret(db, 'customer_token_secret'),
  };
}
