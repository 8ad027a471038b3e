import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../src/config.ts';
import { capConnections } from '../src/security/connection-caps.ts';
import { listen } from './events-helper.ts';
import { startTestApp, type TestApp } from './helper.ts';

/**
 * Connection caps (issue 33, finding 7): over MAX_CONNECTIONS_PER_ADDRESS from one address, or over
 * MAX_CONNECTIONS in all, a connection is closed as it arrives, while other addresses and the probes
 * still get in. Real sockets on loopback: Linux lets a client bind any 127.x.y.z as its own address,
 * so each test speaks from addresses of its own.
 */
const TOTAL = 60;
const PER_ADDRESS = 20;
const RESERVE = 10;
/** TRUST_PROXY names it: many clients share a proxy's address, so it is not held to the per-address cap. */
const PROXY = '127.0.0.9';

let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({
    MAX_CONNECTIONS: String(TOTAL),
    MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    CONNECTIONS_RESERVED_FOR_NEW_ADDRESSES: String(RESERVE),
    TRUST_PROXY: PROXY,
  });
  port = Number(new URL(await listen(t.app)).port);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t?.close();
});

interface Held {
  socket: net.Socket;
  isClosed: () => boolean;
}

/** A connection from `localAddress` that sends nothing (a slow client), with whether the server closed it. */
async function holdOpen(localAddress: string): Promise<Held> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let isClosed = false;
  socket.on('error', () => undefined);
  socket.on('close', () => (isClosed = true));
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve);
    socket.once('close', resolve);
  });
  return { socket, isClosed: () => isClosed };
}

/** Opens `count` silent connections from one address, one after the other. */
async function holdMany(localAddress: string, count: number) {
  const held: Held[] = [];
  for (let i = 0; i < count; i++) held.push(await holdOpen(localAddress));
  return held;
}

/** GET `path` on a fresh connection from `localAddress`: its status, or 'refused' when the connection was closed. */
function get(path: string, localAddress: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('refused'));
  });
}

const stillOpen = (held: Held[]) => held.filter((one) => !one.isClosed()).length;

/** Closes the given connections and waits until the server holds none (each test starts from an empty process). */
async function release(held: Held[]) {
  for (const one of held) one.socket.destroy();
  const serverConnections = () =>
    new Promise<number>((resolve) => t.app.server.getConnections((_error, count) => resolve(count)));
  await expect.poll(serverConnections).toBe(0);
}

describe('connections per address', () => {
  it('closes the connections one address opens past its cap, while another address and the probes still answer', async () => {
    const address = '127.0.0.2';
    const held = await holdMany(address, PER_ADDRESS + 10);
    // The 10 past the cap are closed by the server; the first 20 stay open.
    await expect.poll(() => stillOpen(held)).toBe(PER_ADDRESS);
    expect(held.slice(0, PER_ADDRESS).every((one) => !one.isClosed())).toBe(true);
    expect(await get('/healthz', address)).toBe('refused');

    expect(await get('/healthz', '127.0.0.3')).toBe(200);
    expect(await get('/readyz', '127.0.0.3')).toBe(200);

    // A connection the address closes frees its place.
    held[0]!.socket.destroy();
    await expect.poll(() => get('/healthz', address)).toBe(200);
    await release(held);
  });

  it('counts an IPv6 client by its /64', async () => {
    if (!(await canBind('::1'))) return; // a machine without IPv6 loopback
    const server = net.createServer();
    const refused: string[] = [];
    capConnections(server, { total: 100, perAddress: 2, reserve: 1, isTrustedProxy: () => false }, (_, key) =>
      refused.push(key),
    );
    await new Promise<void>((resolve) => server.listen(0, '::1', resolve));
    const ipv6Port = (server.address() as net.AddressInfo).port;
    const open = [0, 1, 2].map(() =>
      net.connect({ port: ipv6Port, host: '::1' }).on('error', () => undefined),
    );
    await expect.poll(() => refused).toEqual(['0:0:0:0::/64']);
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not hold a trusted proxy to the per-address cap', async () => {
    const held = await holdMany(PROXY, PER_ADDRESS + 5);
    // Nothing is closed: give the server the time it takes to close one (it closes them at once).
    expect(await get('/healthz', '127.0.0.4')).toBe(200);
    expect(stillOpen(held)).toBe(PER_ADDRESS + 5);
    await release(held);
  });
});

describe('connections in all', () => {
  it('keeps the last connections for addresses holding none, so a probe answers when the process is full', async () => {
    // The proxy fills the process up to the reserve; then its next one is closed.
    const held = await holdMany(PROXY, TOTAL - RESERVE + 3);
    await expect.poll(() => stillOpen(held)).toBe(TOTAL - RESERVE);
    // An address holding none still gets in, for a probe or a customer.
    expect(await get('/healthz', '127.0.0.5')).toBe(200);
    expect(await get('/readyz', '127.0.0.6')).toBe(200);

    // Past the reserve too, every new connection is closed until one is freed.
    const newcomers: Held[] = [];
    for (let i = 0; i < RESERVE; i++) newcomers.push(await holdOpen(`127.0.1.${i + 1}`));
    await expect.poll(() => stillOpen(newcomers)).toBe(RESERVE);
    expect(await get('/healthz', '127.0.0.7')).toBe('refused');
    newcomers[0]!.socket.destroy();
    await expect.poll(() => get('/healthz', '127.0.0.7')).toBe(200);
    await release([...held, ...newcomers]);
  });
});

describe('connection cap settings', () => {
  it('refuses a per-address cap that leaves no headroom, naming the variable', () => {
    expect(() => makeConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '100' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
    const config = makeConfig();
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBeLessThan(config.MAX_CONNECTIONS / 4);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBeGreaterThanOrEqual(config.EVENTS_MAX_STREAMS_PER_ADDRESS);
  });
});

async function canBind(host: string): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, host, () => server.close(() => resolve(true)));
  });
}
