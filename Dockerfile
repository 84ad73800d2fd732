# Zhuxie: the API and the built client in one image (multi-stage, Node 24, runs as the non-root `node` user).
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY client/package.json client/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build -w api && npm run build -w client

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY client/package.json client/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w api --include-workspace-root \
  && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
COPY --from=build /src/api/dist api/dist
COPY --from=build /src/client/dist client/dist
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/main.js"]
