import type { FastifyInstance } from 'fastify';
import { startCallbackWorker, type CallbackWorker } from './delivery-worker.ts';

/** Runs the callback worker inside the server (WORKER=1): started when the app is ready, drained before it closes. */
export function registerCallbackWorker(app: FastifyInstance): void {
  let worker: CallbackWorker | undefined;
  app.addHook('onReady', async () => {
    const { db, config, secrets } = app.ctx;
    worker = startCallbackWorker({
      db,
      config,
      secretsKey: secrets.secretsKey,
      log: app.log.child({ component: 'callbacks' }),
    });
  });
  // preClose runs before the onClose hook that closes the database the worker still writes to.
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
