-- AlterEnum
ALTER TYPE "Periodicity" ADD VALUE 'event';

-- DropIndex
DROP INDEX "Leaderboard_periodicity_type_key";

-- AlterTable
ALTER TABLE "Leaderboard" ADD COLUMN     "scope" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "Leaderboard_periodicity_type_scope_key" ON "Leaderboard"("periodicity", "type", "scope");
