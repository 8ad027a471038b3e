// The throughput bench's yardstick: a bare Fastify JSON route, no plugins, in a process of its own on
// the same machine as the real server. Prints its port once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 'bare', status: 'new', amount: '1500.00', currency: 'RUB' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`port=${app.server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
