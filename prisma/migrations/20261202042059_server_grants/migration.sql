-- CreateTable
CREATE TABLE "ServerGrant" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "result" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerGrant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServerGrant_userId_idempotencyKey_key" ON "ServerGrant"("userId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "ServerGrant" ADD CONSTRAINT "ServerGrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
