-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'email_change';

-- AlterTable
ALTER TABLE "AccountToken" ADD COLUMN     "email" TEXT;
