# The Parallax API and ingest worker for users with Docker (docker-compose.yml). The embedded-ES scripts are not
# used in a container: ES_URL and REDIS_URL point at the compose services.
# The service runs as the image's unprivileged `node` user (uid 1000, numeric so that runAsNonRoot can check it):
# the code and node_modules stay root's and read-only to it; it writes only to its runtime directory (model cache).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev \
  && mkdir -p /var/lib/parallax && chown 1000:1000 /var/lib/parallax
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production PARALLAX_RUNTIME_DIR=/var/lib/parallax
EXPOSE 8080
USER 1000:1000
CMD ["./bin/parallax", "up"]
