-- AlterTable
ALTER TABLE "User" ADD COLUMN     "collectionViewedAt" TIMESTAMP(3);
