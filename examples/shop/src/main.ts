/**
 * Runs the example shop: `npm start --workspace examples/shop` with
 *   PAYORDER_URL             the Payorder server (default http://127.0.0.1:3000)
 *   PAYORDER_API_KEY         the shop's API key (npm start prints the demo shop's)
 *   PAYORDER_WEBHOOK_SECRET  the shop's webhook secret; old,new (comma-separated) while rotating
 *   SHOP_PUBLIC_URL          this shop's origin as Payorder reaches it (default http://127.0.0.1:PORT)
 *   PORT                     default 4000
 */
import { startShop } from './shop.ts';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) {
    console.error(`example shop: set ${name} (see examples/shop/README.md)`);
    process.exit(1);
  }
  return value;
};

const port = Number(process.env.PORT ?? 4000);
const shop = await startShop({
  payorderUrl: process.env.PAYORDER_URL ?? 'http://127.0.0.1:3000',
  apiKey: required('PAYORDER_API_KEY'),
  webhookSecrets: required('PAYORDER_WEBHOOK_SECRET')
    .split(',')
    .map((secret) => secret.trim()),
  publicUrl: process.env.SHOP_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  port,
});
console.log(`example shop on ${shop.url}: open it and press Pay`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shop.close().then(() => process.exit(0)));
}
