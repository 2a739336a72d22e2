-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "actorId" UUID;
