-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "deletionDueAt" TIMESTAMP(3),
ADD COLUMN     "deletionRequestedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "StaffSecondFactor" (
    "userId" UUID NOT NULL,
    "secret" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "lastUsedStep" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffSecondFactor_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "SecondFactorRecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SecondFactorRecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffSecurityPolicy" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "requireSecondFactorForAllStaff" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedById" UUID,

    CONSTRAINT "StaffSecurityPolicy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SecondFactorRecoveryCode_codeHash_key" ON "SecondFactorRecoveryCode"("codeHash");

-- CreateIndex
CREATE INDEX "SecondFactorRecoveryCode_userId_idx" ON "SecondFactorRecoveryCode"("userId");

-- CreateIndex
CREATE INDEX "User_deletionDueAt_idx" ON "User"("deletionDueAt");

-- AddForeignKey
ALTER TABLE "StaffSecondFactor" ADD CONSTRAINT "StaffSecondFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SecondFactorRecoveryCode" ADD CONSTRAINT "SecondFactorRecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
