-- CreateTable
CREATE TABLE "SummonPull" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "egg" TEXT NOT NULL,
    "oddsVersion" TEXT NOT NULL,
    "quality" "Quality" NOT NULL,
    "species" TEXT NOT NULL,
    "itemId" INTEGER,
    "pityApplied" BOOLEAN NOT NULL,
    "purchaseId" INTEGER NOT NULL,
    "pulledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SummonPull_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SummonPity" (
    "userId" UUID NOT NULL,
    "egg" TEXT NOT NULL,
    "pullsWithoutEpic" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SummonPity_pkey" PRIMARY KEY ("userId","egg")
);

-- CreateIndex
CREATE UNIQUE INDEX "SummonPull_purchaseId_key" ON "SummonPull"("purchaseId");

-- CreateIndex
CREATE INDEX "SummonPull_userId_pulledAt_idx" ON "SummonPull"("userId", "pulledAt");

-- CreateIndex
CREATE INDEX "SummonPull_egg_oddsVersion_idx" ON "SummonPull"("egg", "oddsVersion");

-- CreateIndex
CREATE INDEX "SummonPull_itemId_idx" ON "SummonPull"("itemId");

-- AddForeignKey
ALTER TABLE "SummonPull" ADD CONSTRAINT "SummonPull_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummonPull" ADD CONSTRAINT "SummonPull_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummonPull" ADD CONSTRAINT "SummonPull_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "ShopItemTransaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummonPity" ADD CONSTRAINT "SummonPity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
