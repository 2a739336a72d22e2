-- AlterTable
ALTER TABLE "ShopItem" ADD COLUMN     "isRetired" BOOLEAN NOT NULL DEFAULT false;
