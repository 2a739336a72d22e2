# The product image: builds the game and console, then runs migrations and serves.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY game/package.json game/
COPY console/package.json console/
COPY jobs/package.json jobs/
COPY sdk/package.json sdk/
COPY examples/headless-client/package.json examples/headless-client/
COPY scripts scripts
COPY prisma prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
# main.ts applies pending migrations before it listens (docs/decisions/002).
CMD ["node", "--import", "tsx", "api/src/main.ts"]
