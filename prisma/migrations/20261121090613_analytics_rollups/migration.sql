-- CreateTable
CREATE TABLE "LedgerDaily" (
    "day" DATE NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "flow" TEXT NOT NULL,
    "deltaSum" BIGINT NOT NULL,
    "rows" INTEGER NOT NULL,

    CONSTRAINT "LedgerDaily_pkey" PRIMARY KEY ("day","currency","reason","flow")
);

-- CreateTable
CREATE TABLE "ActivityDaily" (
    "day" DATE NOT NULL,
    "dau" INTEGER NOT NULL,
    "wau" INTEGER NOT NULL,
    "mau" INTEGER NOT NULL,
    "weekToDate" INTEGER NOT NULL,
    "monthToDate" INTEGER NOT NULL,

    CONSTRAINT "ActivityDaily_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "RetentionDaily" (
    "day" DATE NOT NULL,
    "players" INTEGER NOT NULL,
    "d1" INTEGER NOT NULL,
    "d7" INTEGER NOT NULL,
    "d30" INTEGER NOT NULL,

    CONSTRAINT "RetentionDaily_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "AnalyticsRollup" (
    "name" TEXT NOT NULL,
    "lastId" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnalyticsRollup_pkey" PRIMARY KEY ("name")
);
