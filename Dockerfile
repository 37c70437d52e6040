# One image for every Node service (the command picks which) and a static stage per front end.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# The context holds no tests, test aids or test suites (.dockerignore).
COPY . .
# npm ci: exactly the lockfile (scripts/complete-lockfile.js keeps every platform's entries in it).
# tsc -b services/server: the services and the packages they use, production code only (each
# tsconfig.json leaves out tests and testing/ folders; their type check is tsconfig.test.json's).
RUN npm ci --no-audit --no-fund \
 && node node_modules/typescript/bin/tsc -b services/server \
 && node scripts/build-frontends.mjs --force \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS node-service
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "--no-memory-reducer", "services/server/dist/main.js"]

# A front end's dist served by nginx: DIST=shell/dist | mfe-explorer/dist | mfe-contest/dist | mfe-admin/dist
FROM nginx:1.27-alpine AS static
ARG DIST
COPY --from=build /app/${DIST} /usr/share/nginx/html
COPY deploy/nginx /etc/nginx/nacho
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
