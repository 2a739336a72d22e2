-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'account_deletion';
