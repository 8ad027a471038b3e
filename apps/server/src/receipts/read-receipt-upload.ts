import type { MultipartFile } from '@fastify/multipart';
import { RECEIPT_MAX_BYTES } from '@payorder/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../http/errors.ts';
import { tooLarge, type ReceiptUpload } from './receipt-service.ts';

/**
 * @fastify/multipart's limits for a route that takes one receipt-like file (a customer's receipt, a
 * trader's payout proof): files 2, so a second file is seen (and refused) rather than silently dropped.
 */
export const RECEIPT_MULTIPART_LIMITS = {
  fileSize: RECEIPT_MAX_BYTES,
  files: 2,
  fields: 16,
  fieldSize: 1024,
  parts: 20,
  headerPairs: 20,
};

/** Room for the multipart framing around the file; a longer body cannot hold an allowed file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = RECEIPT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
/** How long a refused upload's remaining body is awaited before the connection is closed instead. */
const DISCARD_TIMEOUT_MS = 10_000;

const noFile = () => validationFailed('Attach one file in the form field "file"', { file: 'Required field' });
const tooManyFiles = () => new AppError(400, 'too_many_files', 'Attach one file at a time');

/** Reads the file into memory, stopping at the first byte over the limit. */
async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // busboy hands over at most `fileSize` bytes and marks the stream truncated when there are more.
    if (size > RECEIPT_MAX_BYTES || part.file.truncated) throw tooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // Parts and fields limits, malformed multipart framing: the client sent a broken form.
  if (statusCode === undefined || (statusCode >= 400 && statusCode < 500)) {
    return validationFailed('The upload is not a well-formed multipart form');
  }
  return error;
}

/**
 * The one file of a receipt upload: a multipart body with exactly one file, in the field `file`
 * (docs/product/payment-page.md §7). Other fields are ignored; the client's file name is kept only to check it against the bytes.
 */
export async function readReceiptUpload(request: FastifyRequest): Promise<ReceiptUpload> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    throw tooLarge();
  }
  if (!request.isMultipart()) throw noFile();
  let upload: ReceiptUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw tooManyFiles();
      if (part.fieldname !== 'file') throw noFile();
      upload = { bytes: await readFile(part), filename: part.filename, mediaType: part.mimetype };
    }
  } catch (error) {
    throw translate(error);
  }
  if (!upload) throw noFile();
  return upload;
}

/**
 * After a refusal, reads and drops what the client is still sending, so it receives the JSON answer
 * once its upload is through instead of a stalled or reset connection (a browser shows the server's
 * message only then, docs/product/payment-page.md §8). A body larger than an allowed upload, or one that stalls, is not
 * waited for: the answer closes the connection.
 */
export async function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  raw.unpipe(); // the multipart parser, if it started, no longer reads
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    reply.header('connection', 'close');
    raw.resume();
    return;
  }
  const isDrained = await new Promise<boolean>((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > MAX_BODY_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(false);
    const timer = setTimeout(() => finish(false), DISCARD_TIMEOUT_MS);
    raw.on('data', onData).once('end', onEnd).once('error', onFailure).once('close', onFailure);
    raw.resume();
  });
  if (!isDrained) reply.header('connection', 'close');
}
