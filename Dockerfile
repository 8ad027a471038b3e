# syntax=docker/dockerfile:1
# Payorder: one image for the server (`node apps/server/dist/server.js`) and the callback worker
# (`node apps/server/dist/worker.js`). The steps are the commands CI runs (`npm ci`, `npm run build`);
# this file itself cannot be built on the CI machines (no Docker daemon there). See docs/deploy.md.

# ── the workspace's manifests: what `npm ci` needs, copied before the sources so it stays cached ──
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY packages/test-kit/package.json packages/test-kit/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY examples/shop/package.json examples/shop/

# ── build: all dependencies, the page (Vite) and the server and worker (esbuild) ──
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── production dependencies only ──
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --include-workspace-root=false \
  && npm cache clean --force

# ── runtime: node, production node_modules, the builds; runs as the unprivileged `node` user ──
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data DEMO=0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /app/packages/contract/package.json ./packages/contract/
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1 and handles SIGTERM itself (graceful shutdown within SHUTDOWN_TIMEOUT_MS).
CMD ["node", "apps/server/dist/server.js"]
