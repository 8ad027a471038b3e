import crypto from 'node:crypto';

/** What an AWS Signature Version 4 needs besides the request itself. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
  date?: Date;
}

export const EMPTY_PAYLOAD_HASH = crypto.createHash('sha256').update('').digest('hex');

const hmac = (key: crypto.BinaryLike, value: string) =>
  crypto.createHmac('sha256', key).update(value).digest();
const hex = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, spaces as %20. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 signs the path as sent, each segment encoded once (it does not double-encode like other services). */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/') || '/';

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a, av], [b, bv]) => (a! < b! ? -1 : a! > b! ? 1 : av! < bv! ? -1 : av! > bv! ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/**
 * Signs a request with AWS Signature Version 4 (header form) and returns every header to send,
 * Authorization included. Works for any S3-compatible store (MinIO, R2, Ceph …).
 */
export function signSigV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const amzDate = (request.date ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  const canonical = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = canonical.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...canonical.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonicalRequest)].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), credentials.service), 'aws4_request');
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
