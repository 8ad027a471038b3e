import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CallbackReceiver {
  url: string;
  /** Every request body received, in order. */
  bodies: string[];
  /** Each request's X-Payorder-Signature header, in the same order as `bodies`. */
  signatures: (string | undefined)[];
  close: () => Promise<void>;
}

/** The shop's callback endpoint: a real HTTP server on this machine, answering 200 to everything. */
export function startReceiver(): Promise<CallbackReceiver> {
  const bodies: string[] = [];
  const signatures: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      signatures.push(request.headers['x-payorder-signature'] as string | undefined);
      response.writeHead(200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/callback`,
        bodies,
        signatures,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}
