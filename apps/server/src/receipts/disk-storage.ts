import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ReceiptStorage } from './receipt-storage.ts';

/**
 * Receipts as files under one directory (DATA_DIR/receipts). A put writes a temporary file beside
 * the target, flushes it and renames it into place, so a reader or a crash never sees half a file.
 */
export class DiskStorage implements ReceiptStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
