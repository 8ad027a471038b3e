import multipart from '@fastify/multipart';
import {
  RECEIPT_MAX_BYTES,
  ZOrderIdParams,
  ZReceipt,
  ZReceiptFileResponse,
  ZReceiptsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrder } from '../orders/order-row.ts';
import { requireCustomer } from '../auth/auth.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { discardUnreadBody, readReceiptUpload } from '../receipts/read-receipt-upload.ts';
import {
  assertCanUploadReceipt,
  customerReceiptUrl,
  listReceipts,
  readReceiptFile,
  saveReceipt,
} from '../receipts/receipt-service.ts';
import { sendReceiptFile } from '../receipts/send-receipt-file.ts';

const ZReceiptFileParams = ZOrderIdParams.extend({ receiptId: z.uuid() });

/** Receipts of docs/product/payment-page.md §7: the customer uploads, lists and downloads the files of their own order. */
export const receiptRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);
  // Scoped to these routes. files: 2 so a second file is seen (and refused) rather than silently dropped.
  await app.register(multipart, {
    limits: {
      fileSize: RECEIPT_MAX_BYTES,
      files: 2,
      fields: 16,
      fieldSize: 1024,
      parts: 20,
      headerPairs: 20,
    },
  });

  app.post(
    '/v1/customer/orders/:id/receipts',
    {
      preHandler: requireCustomer,
      // Every refusal (the token's included) drains the body first, so the client reads the answer.
      onError: (request, reply) => discardUnreadBody(request, reply),
      schema: {
        summary: 'Upload a receipt (multipart/form-data, one file: JPEG, PNG, WebP, HEIC/HEIF or PDF)',
        params: ZOrderIdParams,
        response: { 201: ZReceipt },
      },
    },
    async (request, reply) => {
      // Refuse before reading the body when the order cannot take a receipt.
      assertCanUploadReceipt(await getOrder(db, request.params.id));
      const upload = await readReceiptUpload(request);
      const receipt = await saveReceipt({ db, storage, log: request.log }, request.params.id, upload);
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/v1/customer/orders/:id/receipts',
    {
      preHandler: requireCustomer,
      schema: {
        summary: "The order's receipts",
        params: ZOrderIdParams,
        response: { 200: ZReceiptsResponse },
      },
    },
    (request) => listReceipts(db, request.params.id, customerReceiptUrl),
  );

  app.get(
    '/v1/customer/orders/:id/receipts/:receiptId/file',
    {
      preHandler: requireCustomer,
      schema: {
        summary: "Download a receipt's file",
        params: ZReceiptFileParams,
        response: { 200: ZReceiptFileResponse },
      },
    },
    async (request, reply) => {
      const { id, receiptId } = request.params;
      // Always a download with the type the server sniffed, never rendered in the page's origin.
      return sendReceiptFile(reply, await readReceiptFile({ db, storage }, id, receiptId), receiptId);
    },
  );
};
