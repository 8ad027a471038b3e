import fs from 'node:fs/promises';
import path from 'node:path';
import { type ApiError, type Receipt, RECEIPT_MAX_BYTES } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/receipts/disk-storage.ts';
import { RECEIPTS_PER_ORDER_MAX, saveReceipt } from '../src/receipts/receipt-service.ts';
import { bearer, startTestApp, type TestApp } from './helper.ts';
import {
  exe,
  filePart,
  heic,
  html,
  jpeg,
  multipart,
  pdf,
  png,
  pngOfSize,
  svgWithScript,
  webp,
  zip,
  type Part,
} from './receipts-fixtures.ts';
import {
  orderAt as helperOrderAt,
  setupReceiptShops,
  uploadReceipt,
  type ReceiptShop,
  type Stage,
} from './receipts-helper.ts';

let t: TestApp;
let collecting: ReceiptShop;
let notCollecting: ReceiptShop;

beforeAll(async () => {
  t = await startTestApp();
  ({ collecting, notCollecting } = await setupReceiptShops(t.app));
});
afterAll(() => t?.close());

const orderAt = (stage: Stage, shop = collecting) => helperOrderAt(t.app, shop, stage);
const upload = (order: { id: string; token: string }, parts: Part[] | null, token?: string) =>
  uploadReceipt(t.app, order, parts, token);

/** Every file under the storage directory, temporary ones included. */
async function storedFiles(orderId?: string): Promise<string[]> {
  const root = path.join(t.dataDir, 'receipts', orderId ?? '');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function receiptRows(orderId: string): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM receipts WHERE order_id = $1',
    [orderId],
  );
  return rows[0]!.count;
}

async function expectNothingStored(orderId: string) {
  expect(await receiptRows(orderId)).toBe(0);
  expect(await storedFiles(orderId)).toEqual([]);
}

describe('receipt upload and download', () => {
  it('keeps a PNG after "Transferred", lists it and serves it to the order\'s own customer only', async () => {
    const order = await orderAt('customer_confirm_transferred');
    const bytes = png();
    const response = await upload(order, [filePart(bytes, 'my receipt.png', 'image/png')]);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    expect(receipt).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(receipt.url).toBe(`/api/v1/customer/orders/${order.id}/receipts/${receipt.id}/file`);

    // Stored under a generated id, never under the client's name.
    expect(await storedFiles(order.id)).toEqual([receipt.id]);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/orders/${order.id}/receipts`,
      headers: bearer(order.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([receipt]);

    const file = await t.app.inject({ method: 'GET', url: receipt.url, headers: bearer(order.token) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt.id}.png"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    // Another order's customer sees nothing: not the file, not the list, and cannot upload.
    const other = await orderAt('cancelled');
    for (const url of [receipt.url, `/api/v1/customer/orders/${order.id}/receipts`]) {
      const foreign = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(foreign.statusCode).toBe(404);
    }
    const foreignUpload = await upload(order, [filePart(png(), 'x.png', 'image/png')], other.token);
    expect(foreignUpload.statusCode).toBe(404);
    // Asking for this receipt under the other order's own path does not find it either.
    const crossPath = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/orders/${other.id}/receipts/${receipt.id}/file`,
      headers: bearer(other.token),
    });
    expect(crossPath.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: receipt.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a PDF on a cancelled order and serves it as a PDF attachment', async () => {
    const order = await orderAt('cancelled');
    const bytes = pdf();
    const response = await upload(order, [filePart(bytes, 'statement.pdf', 'application/pdf')]);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    expect(receipt.contentType).toBe('application/pdf');
    const file = await t.app.inject({ method: 'GET', url: receipt.url, headers: bearer(order.token) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="receipt-[0-9a-f-]+\.pdf"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['JPEG from the camera', jpeg(), 'cam-1700000000000.jpg', 'image/jpeg', 'image/jpeg'],
    ['WebP', webp(), 'receipt.webp', 'image/webp', 'image/webp'],
    ['HEIC with an unknown media type', heic(), 'IMG_0001.HEIC', 'application/octet-stream', 'image/heic'],
    ['a PNG of exactly the maximum size', pngOfSize(RECEIPT_MAX_BYTES), 'big.png', 'image/png', 'image/png'],
  ])('keeps %s on a disputed order', async (_name, bytes, filename, mediaType, expected) => {
    const order = await orderAt('dispute');
    const response = await upload(order, [filePart(bytes, filename, mediaType)]);
    expect(response.statusCode).toBe(201);
    expect(response.json<Receipt>()).toMatchObject({ contentType: expected, size: bytes.length });
  });

  it('accepts uploads in trader_confirm, and ignores other form fields', async () => {
    const order = await orderAt('trader_confirm');
    const response = await upload(order, [
      { field: 'name', data: 'whatever.exe' },
      filePart(png(), 'receipt.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(201);
  });
});

describe('refused uploads leave nothing stored', () => {
  const cases: Array<[string, () => Part[] | null, number, ApiError['code']]> = [
    [
      'an SVG with a script',
      () => [filePart(svgWithScript(), 'receipt.svg', 'image/svg+xml')],
      415,
      'unsupported_media_type',
    ],
    [
      'an SVG renamed .png',
      () => [filePart(svgWithScript(), 'receipt.png', 'image/png')],
      415,
      'unsupported_media_type',
    ],
    [
      'a PDF renamed .png',
      () => [filePart(pdf(), 'receipt.png', 'image/png')],
      415,
      'unsupported_media_type',
    ],
    [
      'a PDF sent as image/png without a name',
      () => [filePart(pdf(), 'receipt', 'image/png')],
      415,
      'unsupported_media_type',
    ],
    [
      'an EXE renamed .jpg',
      () => [filePart(exe(), 'receipt.jpg', 'image/jpeg')],
      415,
      'unsupported_media_type',
    ],
    ['HTML', () => [filePart(html(), 'receipt.html', 'text/html')], 415, 'unsupported_media_type'],
    [
      'a ZIP archive',
      () => [filePart(zip(), 'receipts.zip', 'application/zip')],
      415,
      'unsupported_media_type',
    ],
    [
      'a 3145729-byte image',
      () => [filePart(pngOfSize(RECEIPT_MAX_BYTES + 1), 'big.png', 'image/png')],
      413,
      'payload_too_large',
    ],
    [
      'two files',
      () => [filePart(png(), 'a.png', 'image/png'), filePart(pdf(), 'b.pdf', 'application/pdf')],
      400,
      'too_many_files',
    ],
    [
      'three files',
      () => [0, 1, 2].map((i) => filePart(png(), `${i}.png`, 'image/png')),
      400,
      'too_many_files',
    ],
    ['an empty body', () => null, 400, 'validation_failed'],
    ['an empty multipart form', () => [], 400, 'validation_failed'],
    ['a form without a file', () => [{ field: 'file', data: 'not a file' }], 400, 'validation_failed'],
    [
      'a file in another field',
      () => [{ ...filePart(png(), 'a.png', 'image/png'), field: 'receipt' }],
      400,
      'validation_failed',
    ],
    ['an empty file', () => [filePart(Buffer.alloc(0), 'a.png', 'image/png')], 400, 'validation_failed'],
  ];

  it.each(cases)('%s', async (_name, parts, status, code) => {
    const order = await orderAt('customer_confirm_transferred');
    const response = await upload(order, parts());
    expect(response.statusCode).toBe(status);
    const body = response.json<ApiError>();
    expect(body.code).toBe(code);
    expect(body.message).not.toBe('');
    await expectNothingStored(order.id);
  });

  it('refuses a body that announces more than the limit before reading it', async () => {
    const order = await orderAt('customer_confirm_transferred');
    const { headers } = multipart([]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/orders/${order.id}/receipts`,
      headers: { ...bearer(order.token), ...headers, 'content-length': String(RECEIPT_MAX_BYTES * 2) },
      payload: Buffer.alloc(0),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiError>().code).toBe('payload_too_large');
    await expectNothingStored(order.id);
  });
});

describe('receipts are taken only where the page offers them', () => {
  it.each([
    ['new', () => orderAt('new')],
    ['requisites', () => orderAt('requisites')],
    ['customer_confirm before "Transferred"', () => orderAt('customer_confirm')],
    [
      'customer_confirm when the shop does not collect receipts',
      () => orderAt('customer_confirm_transferred', notCollecting),
    ],
    ['completed', () => orderAt('completed')],
  ])('%s → 409', async (_name, makeOrder) => {
    const order = await makeOrder();
    const response = await upload(order, [filePart(png(), 'receipt.png', 'image/png')]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().code).toBe('invalid_transition');
    await expectNothingStored(order.id);
  });

  it('deletes the written file when the order changed before the row could be inserted', async () => {
    // saveReceipt re-checks the status under lock after writing; a completed order fails there.
    const order = await orderAt('completed');
    const storage = new DiskStorage(path.join(t.dataDir, 'receipts'));
    await expect(
      saveReceipt({ db: t.db, storage, log: t.app.log }, order.id, {
        bytes: png(),
        filename: 'receipt.png',
        mediaType: 'image/png',
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    await expectNothingStored(order.id);
  });

  it(`stops at ${RECEIPTS_PER_ORDER_MAX} receipts per order`, async () => {
    const order = await orderAt('dispute');
    for (let i = 0; i < RECEIPTS_PER_ORDER_MAX; i++) {
      expect((await upload(order, [filePart(png(), 'r.png', 'image/png')])).statusCode).toBe(201);
    }
    const response = await upload(order, [filePart(png(), 'r.png', 'image/png')]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().code).toBe('too_many_files');
    expect(await receiptRows(order.id)).toBe(RECEIPTS_PER_ORDER_MAX);
    expect(await storedFiles(order.id)).toHaveLength(RECEIPTS_PER_ORDER_MAX);
  });

  it('lists receipts in the order they came, and the trader sees the count', async () => {
    const order = await orderAt('dispute');
    await upload(order, [filePart(png(), 'a.png', 'image/png')]);
    await upload(order, [filePart(pdf(), 'b.pdf', 'application/pdf')]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/orders/${order.id}/receipts`,
      headers: bearer(order.token),
    });
    expect(list.json<Receipt[]>().map((r) => r.contentType)).toEqual(['image/png', 'application/pdf']);
    const traderOrders = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trader/orders?status=dispute',
      headers: bearer(collecting.traderKey),
    });
    const row = traderOrders
      .json<Array<{ id: string; receiptCount: number }>>()
      .find((o) => o.id === order.id);
    expect(row?.receiptCount).toBe(2);
  });
});

describe('over a real connection', () => {
  let address: string;
  beforeAll(async () => {
    // Closed with the app by t.close(), which would hang on a connection left half-read.
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  // The browser shows the server's own message (docs/product/payment-page.md §8) only if it receives the answer: a refusal
  // must not stall or reset the connection while the client is still sending.
  it.each([
    [
      'a too-large file',
      'customer_confirm_transferred',
      [pngOfSize(RECEIPT_MAX_BYTES + 1)],
      413,
      'payload_too_large',
      'own',
    ],
    [
      'a second file',
      'customer_confirm_transferred',
      [png(), pngOfSize(RECEIPT_MAX_BYTES)],
      400,
      'too_many_files',
      'own',
    ],
    ['a wrong status', 'customer_confirm', [pngOfSize(RECEIPT_MAX_BYTES)], 409, 'invalid_transition', 'own'],
    [
      "another order's token",
      'customer_confirm_transferred',
      [pngOfSize(RECEIPT_MAX_BYTES)],
      404,
      'not_found',
      'foreign',
    ],
    ['no token', 'customer_confirm_transferred', [pngOfSize(RECEIPT_MAX_BYTES)], 401, 'unauthorized', 'none'],
  ] as const)('answers %s with the JSON error', async (_name, stage, files, status, code, token) => {
    const order = await orderAt(stage);
    const headers =
      token === 'none' ? {} : bearer(token === 'own' ? order.token : (await orderAt('cancelled')).token);
    const form = new FormData();
    files.forEach((bytes, i) =>
      form.append('file', new File([new Uint8Array(bytes)], `${i}.png`, { type: 'image/png' })),
    );
    const response = await fetch(`${address}/api/v1/customer/orders/${order.id}/receipts`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(response.status).toBe(status);
    expect(((await response.json()) as ApiError).code).toBe(code);
    await expectNothingStored(order.id);
  });
});
