import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ApiError, Receipt } from '@payorder/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeConfig } from '../src/config.ts';
import { createReceiptStorage } from '../src/receipts/create-receipt-storage.ts';
import { saveReceipt } from '../src/receipts/receipt-service.ts';
import { S3Storage } from '../src/receipts/s3-storage.ts';
import { signSigV4 } from '../src/receipts/sigv4.ts';
import { bearer, startTestApp, type TestApp } from './helper.ts';
import { filePart, pdf, png } from './receipts-fixtures.ts';
import { orderAt, setupReceiptShops, uploadReceipt, type ReceiptShop } from './receipts-helper.ts';

const S3 = {
  bucket: 'payorder-receipts',
  region: 'eu-central-1',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'test-secret',
};

/**
 * A small S3 stand-in: objects in memory, every request's SigV4 signature checked by signing the
 * same request again, and the payload hash checked against the body.
 */
class FakeS3 {
  objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  requests: string[] = [];
  failPuts = false;
  private server = http.createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop = () =>
    new Promise((resolve) => {
      this.server.close(resolve);
      this.server.closeAllConnections();
    });

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url!, `http://${request.headers.host}`);
    this.requests.push(`${request.method} ${url.pathname}`);
    const reply = (status: number, text = '') => response.writeHead(status).end(text);

    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        request.headers.authorization ?? '',
      );
    if (!auth || auth[1] !== S3.accessKeyId || auth[3] !== S3.region) return reply(403, 'bad credential');
    const payloadHash = crypto.createHash('sha256').update(body).digest('hex');
    if (request.headers['x-amz-content-sha256'] !== payloadHash) return reply(400, 'payload hash mismatch');
    const amzDate = String(request.headers['x-amz-date']);
    const signed = Object.fromEntries(
      auth[4]!
        .split(';')
        .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        .map((name) => [name, String(request.headers[name])]),
    );
    const expected = signSigV4(
      {
        method: request.method!,
        url,
        headers: signed,
        payloadHash,
        date: new Date(
          amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
        ),
      },
      { ...S3, service: 's3' },
    );
    if (expected.authorization !== request.headers.authorization) return reply(403, 'SignatureDoesNotMatch');

    const key = url.pathname;
    if (request.method === 'PUT') {
      if (this.failPuts) return reply(503, 'SlowDown');
      this.objects.set(key, { body, contentType: request.headers['content-type'] });
      return reply(200);
    }
    if (request.method === 'GET') {
      const object = this.objects.get(key);
      return object ? response.writeHead(200).end(object.body) : reply(404, 'NoSuchKey');
    }
    if (request.method === 'DELETE') {
      this.objects.delete(key);
      return reply(204);
    }
    return reply(405);
  }
}

const fake = new FakeS3();
let endpoint: string;
let t: TestApp;
let shops: { collecting: ReceiptShop };

beforeAll(async () => {
  endpoint = await fake.start();
  t = await startTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: S3.bucket,
    S3_REGION: S3.region,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
  });
  shops = await setupReceiptShops(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests = [];
  fake.failPuts = false;
});

describe('receipts in S3-compatible storage', () => {
  it('puts the file path-style under a generated key, signed, and serves it back', async () => {
    const order = await orderAt(t.app, shops.collecting, 'dispute');
    const bytes = pdf();
    const response = await uploadReceipt(t.app, order, [filePart(bytes, 'statement.pdf', 'application/pdf')]);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    const key = `/${S3.bucket}/receipts/${order.id}/${receipt.id}`;
    expect(fake.requests).toEqual([`PUT ${key}`]);
    expect(fake.objects.get(key)).toEqual({ body: bytes, contentType: 'application/pdf' });

    const file = await t.app.inject({ method: 'GET', url: receipt.url, headers: bearer(order.token) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(fake.requests).toEqual([`PUT ${key}`, `GET ${key}`]);
    // Nothing went to the local disk.
    await expect(fs.readdir(path.join(t.dataDir, 'receipts'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes the object again when the row cannot be written', async () => {
    const order = await orderAt(t.app, shops.collecting, 'completed');
    const storage = createReceiptStorage(t.config);
    await expect(
      saveReceipt({ db: t.db, storage, log: t.app.log }, order.id, {
        bytes: png(),
        filename: 'r.png',
        mediaType: 'image/png',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(fake.requests.map((line) => line.split(' ')[0])).toEqual(['PUT', 'DELETE']);
    expect([...fake.objects.keys()].filter((key) => key.includes(order.id))).toEqual([]);
  });

  it('answers 500 and keeps no row when the store refuses the object', async () => {
    const order = await orderAt(t.app, shops.collecting, 'dispute');
    fake.failPuts = true;
    const response = await uploadReceipt(t.app, order, [filePart(png(), 'r.png', 'image/png')]);
    expect(response.statusCode).toBe(500);
    expect(response.json<ApiError>().code).toBe('internal_error');
    const { rows } = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM receipts WHERE order_id = $1',
      [order.id],
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('reads a missing object as null', async () => {
    const storage = new S3Storage({ endpoint, ...S3 });
    expect(await storage.get(`${crypto.randomUUID()}/${crypto.randomUUID()}`)).toBeNull();
  });

  it('refuses to start without the S3 settings, naming them', () => {
    expect(() => createReceiptStorage(makeConfig({ STORAGE: 's3', S3_BUCKET: 'b' }))).toThrow(
      /STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
