# Envelope Lab as a container: Next's own server (`next start`), as `npm start`, the
# end-to-end tests and `npm run perf` serve it, running as the unprivileged `node` user.
# docs/deploy.md says how to run it (one process with a data volume, or replicas over
# Postgres); scripts/dockerfile.test.ts performs every step below in a scratch folder.
#
#   docker build -t envelope-lab .
#   docker run -p 3000:3000 -v envelope-lab-data:/app/data envelope-lab

# Installs every dependency from the lockfile (the build needs the dev ones too).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The postinstall step copies sql.js's wasm file into public/.
COPY package.json package-lock.json ./
COPY scripts/copy-sql-wasm.mjs scripts/
RUN npm ci --no-audit --no-fund

# Builds (prebuild makes the kata grading worker), then drops the dev dependencies and
# Next's build cache, which the server does not read.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache && mkdir -p data

# The built project as it was built: the server also reads content/ (grading), lib/ (the
# source a lesson shows) and .kata-worker/ at run time. The `node` user owns it, so the
# server can write data/ (the default DATA_DIR) and Next's cache in .next/.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 3000
CMD ["node", "node_modules/next/dist/bin/next", "start"]
