# The Parallax API and ingest worker for users with Docker (docker-compose.yml). The embedded-ES scripts are not
# used in a container: ES_URL and REDIS_URL point at the compose services.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
EXPOSE 8080
CMD ["./bin/parallax", "up"]
