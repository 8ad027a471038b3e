/**
 * The environment of a real server process on 127.0.0.1:`port` for a bench or a browser test: production
 * mode, no demo, quiet logs, the given data directory, admin key and page build; `extra` last.
 */
export function serverEnv(options: {
  port: number;
  dataDir: string;
  adminKey: string;
  webDist: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DEMO: '0',
    DATA_DIR: options.dataDir,
    ADMIN_API_KEY: options.adminKey,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: options.webDist,
    ...options.extra,
  };
}
