/*
 * `zod` as the browser builds see it (vite.config.ts aliases the bare specifier here). The page and the
 * console run under a CSP without 'unsafe-eval', and zod probes `new Function` when it builds an object
 * schema, to choose a compiled parser; the browser reports the probe as a CSP violation although zod
 * catches it. Every module that imports `zod` runs after this one, so no schema is built before zod is
 * told to interpret instead (ample for the few answers a browser parses). The server keeps the JIT.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
