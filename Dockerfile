# syntax=docker/dockerfile:1
#
# Production image of the shop: the NestJS API serving the built React SPA on port 3000.
#   docker build -t shop .
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://... -e JWT_SECRET=<32+ chars> shop
# The server applies its migrations at boot (no Prisma CLI at runtime); SEED defaults to none
# in production (SEED=catalogue|demo to seed). docker-compose.yml runs it with PostgreSQL and Mailpit.

# Node 24, the active LTS line (Node 20 reached its end of life in April 2026); package.json
# "engines" lists the lines the shop runs on. The tag tracks the latest 24.x.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------
# Build: install every dependency, generate the Prisma client, build contracts, API and web,
# then prune to production dependencies and gather what the runtime needs in /out.
# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build

# The image ships npm 10; npm 11 honours the "allowScripts" policy of package.json (it skips the
# install scripts denied there, e.g. the Prisma engine download, which the build does not need).
ARG NPM_VERSION=11.19.1
RUN --mount=type=cache,target=/root/.npm npm install -g "npm@${NPM_VERSION}"

# Baked into the SPA at build time (both optional; empty = same origin as the page).
ARG VITE_API_BASE=""
ARG VITE_API_ENV_URL=""

ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

WORKDIR /app

COPY package.json package-lock.json nx.json tsconfig.base.json eslint.config.mjs prisma.config.ts ./
COPY scripts/ scripts/
COPY prisma/ prisma/
COPY libs/ libs/
COPY apps/ apps/

# postinstall (node scripts/prisma.mjs generate) writes the Prisma client into
# apps/api/src/generated/prisma; the API build compiles it into apps/api/dist.
RUN --mount=type=cache,target=/root/.npm npm ci

RUN npx nx run-many -t build -p @shop/contracts,@shop/api,@shop/web \
 && test -f apps/api/dist/main.js \
 && test -f apps/web/dist/index.html \
 && test -f libs/contracts/dist/index.js

# Drop devDependencies (nx, typescript, vite, jest, ...). Workspace links in node_modules/@shop
# stay; @shop/contracts resolves to libs/contracts (package.json + dist), copied below.
RUN npm prune --omit=dev && rm -rf node_modules/.cache

# Everything the server reads at runtime: root package.json (version), node_modules, each
# workspace's package.json (+ dist and nested node_modules when present), prisma/migrations
# (the server finds the workspace root as the first folder above it holding prisma/migrations).
RUN set -eux; \
    mkdir -p /out/prisma; \
    cp -a package.json package-lock.json node_modules /out/; \
    cp -a prisma/migrations /out/prisma/; \
    for ws in apps/*/ libs/*/; do \
      ws="${ws%/}"; \
      [ -f "$ws/package.json" ] || continue; \
      mkdir -p "/out/$ws"; \
      cp -a "$ws/package.json" "/out/$ws/"; \
      if [ -d "$ws/dist" ]; then cp -a "$ws/dist" "/out/$ws/"; fi; \
      if [ -d "$ws/node_modules" ]; then cp -a "$ws/node_modules" "/out/$ws/"; fi; \
    done

# ---------------------------------------------------------------------------------------------
# Runtime: production dependencies and build output only, run as the unprivileged "node" user.
# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# HOST explicitly: outside production the server listens on 127.0.0.1 only, which inside a
# container nothing outside can reach (docker compose runs this image with NODE_ENV=development).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000

WORKDIR /app
# Files stay owned by root: the server only reads them (logs go to stdout, data to PostgreSQL).
COPY --from=build /out/ ./
# DATA_DIR: outside production, without JWT_SECRET, the server keeps its generated signing key
# here (docker-compose.yml mounts a volume on it), so it must be the node user's.
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node
EXPOSE 3000

# Slim images have no curl: ask Node itself. Generous start period: migrations (and SEED) run first.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The server handles SIGTERM itself (closes the app, then exits).
CMD ["node", "apps/api/dist/main.js"]
