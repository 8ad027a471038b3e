import { ZDataCollectionOrder } from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoAccounts } from './demo-accounts.ts';
import { createDemoOrder } from './demo.ts';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payorder demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#1f5eff;color:#fff;cursor:pointer;margin:.25rem 0}
code{background:#f1f3f7;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body><h1>Payorder demo</h1>
<p>Create a demo order of a shop and open its payment page. A simulated trader answers within a few seconds.</p>
<form method="post" action="/demo/orders"><input type="hidden" name="collection" value="after_payment">
<button type="submit">New order: sender details after payment</button></form>
<form method="post" action="/demo/orders"><input type="hidden" name="collection" value="before_payment">
<button type="submit">New order: sender details before payment</button></form>
<p>The shop, trader and admin APIs are described in the README.</p></body></html>`;

/** `/` offers a button that creates a demo order and opens its payment link (architecture notes, Demo). */
export function demoRoutes(accounts: DemoAccounts): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    // The demo page is static HTML with one inline stylesheet and no script at all.
    const csp =
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
    app.get('/', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', csp)
        .send(PAGE),
    );
    app.post(
      '/demo/orders',
      {
        schema: {
          body: z
            .object({ collection: ZDataCollectionOrder.default('after_payment') })
            .default({ collection: 'after_payment' }),
        },
        // No credential needed: each client address gets a few orders a minute (429 rate_limited after).
        // The redirect's Location is the new order's payment link.
        config: {
          hasCredentials: true,
          rateLimit: { max: app.ctx.config.DEMO_ORDERS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
        },
      },
      async (request, reply) => {
        const { paymentUrl } = await createDemoOrder(app.ctx, accounts, request.body.collection);
        return reply.redirect(new URL(paymentUrl).pathname, 303);
      },
    );
  };
}
