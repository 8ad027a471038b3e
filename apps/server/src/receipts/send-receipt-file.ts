import {
  ZReceiptFileResponse,
  ZTraderReceiptFileQuery,
  ZTraderReceiptParams,
  type TraderReceiptFileQuery,
  type TraderReceiptParams,
} from '@payorder/contract';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { extensionOf, type ReceiptContentType } from './file-type.ts';
import { readReceiptFile } from './receipt-service.ts';
import type { ReceiptStorage } from './receipt-storage.ts';

/**
 * Sends a receipt's file with the type the server sniffed at upload, never sniffed again by the
 * browser (nosniff) and never cached. A download (attachment) unless `inline`: then the console shows
 * it in an <img> or, for a PDF, an <iframe>/<object> of the console's own origin (frame-ancestors
 * 'self' and X-Frame-Options SAMEORIGIN instead of the site-wide DENY). Downloads also run sandboxed;
 * an inline PDF cannot be (Chromium refuses to draw a PDF in a sandboxed document), but its viewer runs
 * no script of the page's origin, and nothing but the stored types is ever served.
 */
export function sendReceiptFile(
  reply: FastifyReply,
  file: { contentType: ReceiptContentType; body: Buffer },
  receiptId: string,
  options: { inline?: boolean } = {},
): FastifyReply {
  const filename = `receipt-${receiptId}.${extensionOf(file.contentType)}`;
  void reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (options.inline) {
    const isPdf = file.contentType === 'application/pdf';
    void reply
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .header(
        'Content-Security-Policy',
        `default-src 'none'; frame-ancestors 'self'${isPdf ? '' : '; sandbox'}`,
      )
      .header('X-Frame-Options', 'SAMEORIGIN');
  } else {
    void reply
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
  }
  return reply.send(file.body);
}

/** The schema of each console role's `…/orders/:id/receipts/:receiptId/file[?inline=1]`. */
export const RECEIPT_FILE_ROUTE_SCHEMA = {
  params: ZTraderReceiptParams,
  querystring: ZTraderReceiptFileQuery,
  response: { 200: ZReceiptFileResponse },
};

/** Answers such a request, once the caller's role has checked it may see the order. */
export async function replyWithReceiptFile<Reply extends FastifyReply>(
  reply: Reply,
  deps: { db: Queryable; storage: ReceiptStorage },
  request: { params: TraderReceiptParams; query: TraderReceiptFileQuery },
): Promise<Reply> {
  const { id, receiptId } = request.params;
  const file = await readReceiptFile(deps, id, receiptId);
  sendReceiptFile(reply, file, receiptId, { inline: request.query.inline === '1' });
  return reply;
}
