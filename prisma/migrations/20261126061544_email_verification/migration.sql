-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'email_verification';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3);

-- Accounts made by Google or Discord have an address their provider verified.
UPDATE "User" SET "emailVerifiedAt" = "createdAt"
WHERE EXISTS (SELECT 1 FROM "Account" a WHERE a."userId" = "User"."id");
