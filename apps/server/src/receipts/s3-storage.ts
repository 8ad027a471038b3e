import crypto from 'node:crypto';
import { assertKey, type ReceiptStorage } from './receipt-storage.ts';
import { EMPTY_PAYLOAD_HASH, signSigV4 } from './sigv4.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; object storage that hangs must not hold an upload forever. */
  timeoutMs?: number;
}

/**
 * Receipts in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/receipts/<key>`),
 * each request signed with SigV4. A PUT is atomic on S3: the object exists whole or not at all.
 */
export class S3Storage implements ReceiptStorage {
  constructor(private readonly options: S3Options) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertKey(key);
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.options;
    const url = new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/receipts/${key}`);
    const headers = signSigV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? crypto.createHash('sha256').update(body).digest('hex') : EMPTY_PAYLOAD_HASH,
      },
      { accessKeyId, secretAccessKey, region, service: 's3' },
    );
    delete headers.host; // fetch sets it from the URL
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
  }

  private static async fail(operation: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${operation} failed: ${response.status} ${detail}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) await S3Storage.fail('PUT', response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await S3Storage.fail('GET', response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await S3Storage.fail('DELETE', response);
    await response.body?.cancel();
  }
}
