import path from 'node:path';
import type { Config } from '../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { ReceiptStorage } from './receipt-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** Local disk by default; S3-compatible object storage when STORAGE=s3 (a multi-replica deployment). */
export function createReceiptStorage(config: Config): ReceiptStorage {
  if (config.STORAGE === 'disk') return new DiskStorage(path.join(config.DATA_DIR, 'receipts'));
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !config[name]);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  STORAGE=s3 needs ${missing.join(', ')}`);
  }
  return new S3Storage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  });
}
