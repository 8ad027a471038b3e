import path from 'node:path';
import { CONSOLE_BASE_PATH } from '@payorder/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import {
  createDemoOrder,
  ensureDemoAccounts,
  ensureDemoConsoleUser,
  ensureDemoOperator,
  ensureDemoShopUser,
  startSimulatedTrader,
  writeDemoShopKeyFile,
} from './demo/demo.ts';
import { demoSmsCurl, ensureDemoDevice } from './demo/demo-device.ts';
import { ensureDemoHistory } from './demo/demo-history.ts';
import { demoRoutes } from './demo/demo-routes.ts';
import { closeOnSignals } from './ops/shutdown.ts';
import { ADMIN_API_KEY_FILE } from './security/secrets.ts';

/**
 * Secrets are printed only to the terminal of the person who started the server. Output that goes to
 * a log collector or a file (not a TTY) says which file under DATA_DIR holds each instead.
 */
const isInteractive = process.stdout.isTTY === true;
const secretOrFile = (secret: string, file: string) => (isInteractive ? secret : `in ${file}`);
const signInAs = (user: { login: string; password: string; passwordFile: string }) =>
  isInteractive
    ? `${user.login} / ${user.password}`
    : `${user.login} with the password in ${user.passwordFile}`;

/** Starts one process on one port: the API, the built page and, unless DEMO=0, the demo. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.DEMO) {
    const accounts = await ensureDemoAccounts(app.ctx);
    await ensureDemoHistory(app.ctx, accounts);
    const consoleUser = await ensureDemoConsoleUser(app.ctx, accounts);
    const operator = await ensureDemoOperator(app.ctx);
    const shopUser = await ensureDemoShopUser(app.ctx, accounts);
    const shopKeyFile = await writeDemoShopKeyFile(app.ctx, accounts);
    const demoDevice = await ensureDemoDevice(app.ctx, accounts);
    await app.register(demoRoutes(accounts));
    const stop = startSimulatedTrader(app.ctx, accounts, app.log);
    app.addHook('onClose', async () => stop());
    app.addHook('onListen', async () => {
      console.log(`\n  Payorder demo is running at ${app.ctx.publicUrl}/`);
      // A payment link carries its order's access token: a terminal gets one, a log the button at /.
      const demoOrder = isInteractive ? await createDemoOrder(app.ctx, accounts) : null;
      if (demoOrder) console.log(`  Payment link:   ${demoOrder.paymentUrl}`);
      else console.log(`  Payment link:   a new one from the buttons at ${app.ctx.publicUrl}/`);
      // The demo phone's SMS for that order: pay on the page, press "I paid", then post it (or the other way round).
      console.log(
        "  Bank SMS:       the demo phone posts the bank's SMS of the payment (the order then completes by itself):",
      );
      console.log(`    ${demoSmsCurl(app.ctx, demoDevice.keyFile, demoOrder?.order.amount ?? '1500.00')}`);
      if (!demoOrder) console.log("    (put your order's amount in place of 1 500.00)");
      console.log(`  Demo shop key:  ${secretOrFile(accounts.shops.after_payment.apiKey, shopKeyFile)}`);
      console.log(`  Trader console: ${app.ctx.publicUrl}${CONSOLE_BASE_PATH}`);
      console.log(`    sign in as ${signInAs(consoleUser)}`);
      console.log('    (while signed in there, the simulated trader leaves the demo orders to you)');
      console.log(`  Operator:       sign in there as ${signInAs(operator)}`);
      console.log(
        `    with a code from the TOTP secret ${secretOrFile(operator.totpSecret, operator.totpSecretFile)}`,
      );
      if (isInteractive) console.log(`    (add it to an authenticator app: ${operator.otpauthUrl})`);
      console.log(`  Demo shop:      sign in there as ${signInAs(shopUser)}`);
      if (!isInteractive) console.log('  (passwords and keys are printed only to a terminal)');
    });
  }
  if (app.ctx.secrets.isAdminKeyGenerated) {
    const keyFile = path.join(config.DATA_DIR, ADMIN_API_KEY_FILE);
    console.log(
      `  Admin API key:  ${secretOrFile(app.ctx.secrets.adminApiKey, keyFile)}  (generated; set ADMIN_API_KEY to choose one)`,
    );
  }
  // Fastify's close: stop accepting, answer 503 to new requests, end event streams and drain the
  // callback worker (preClose hooks), let requests in flight finish, then close the database.
  closeOnSignals(() => app.close(), { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, log: app.log });
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
