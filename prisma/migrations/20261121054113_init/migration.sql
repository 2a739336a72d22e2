-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('player', 'admin', 'liveops', 'analyst');

-- CreateEnum
CREATE TYPE "ItemType" AS ENUM ('monster', 'relic');

-- CreateEnum
CREATE TYPE "Quality" AS ENUM ('common', 'rare', 'epic', 'legendary');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('gold', 'gems');

-- CreateEnum
CREATE TYPE "ShopCategory" AS ENUM ('monsters', 'relics', 'ingredients', 'cosmetics', 'vip', 'slots');

-- CreateEnum
CREATE TYPE "QuestType" AS ENUM ('daily', 'weekly');

-- CreateEnum
CREATE TYPE "MapType" AS ENUM ('campaign', 'challenge');

-- CreateEnum
CREATE TYPE "Periodicity" AS ENUM ('daily', 'weekly', 'monthly', 'season', 'allTime');

-- CreateEnum
CREATE TYPE "ScoreOperator" AS ENUM ('best', 'set', 'increment');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('completed', 'refunded', 'disputed');

-- CreateEnum
CREATE TYPE "JobRunStatus" AS ENUM ('running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "campaignProgress" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "customerId" TEXT,
    "email" TEXT NOT NULL,
    "freeCurrency" INTEGER NOT NULL DEFAULT 0,
    "isBanned" BOOLEAN NOT NULL DEFAULT false,
    "level" INTEGER NOT NULL DEFAULT 1,
    "loginDay" INTEGER NOT NULL DEFAULT 0,
    "hasClaimedDailyReward" BOOLEAN NOT NULL DEFAULT false,
    "hasGameAccess" BOOLEAN NOT NULL DEFAULT false,
    "paidCurrency" INTEGER NOT NULL DEFAULT 0,
    "referrerId" UUID,
    "totalVipDays" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedPromoCodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "vipExpiresAt" TIMESTAMP(3),
    "xp" INTEGER NOT NULL DEFAULT 0,
    "role" "Role" NOT NULL DEFAULT 'player',
    "passwordHash" TEXT,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "banReason" TEXT,
    "bannedAt" TIMESTAMP(3),
    "bannedUntil" TIMESTAMP(3),
    "bannedById" UUID,
    "lastLoginDate" DATE,
    "lastActiveAt" TIMESTAMP(3),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserProfile" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "avatar" TEXT NOT NULL DEFAULT 'avatar-default',
    "banner" TEXT NOT NULL DEFAULT 'banner-default',
    "frame" TEXT NOT NULL DEFAULT 'frame-default',
    "name" TEXT NOT NULL,

    CONSTRAINT "UserProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserStats" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "blackMarketTrades" INTEGER NOT NULL DEFAULT 0,
    "bossKills" INTEGER NOT NULL DEFAULT 0,
    "bossPoints" INTEGER NOT NULL DEFAULT 0,
    "challengesCompleted" INTEGER NOT NULL DEFAULT 0,
    "daysPlayed" INTEGER NOT NULL DEFAULT 0,
    "droppedIngredients" INTEGER NOT NULL DEFAULT 0,
    "droppedMonsters" INTEGER NOT NULL DEFAULT 0,
    "droppedRelics" INTEGER NOT NULL DEFAULT 0,
    "earntFreeCurrency" INTEGER NOT NULL DEFAULT 0,
    "earntPaidCurrency" INTEGER NOT NULL DEFAULT 0,
    "elo" INTEGER NOT NULL DEFAULT 1000,
    "killPoints" INTEGER NOT NULL DEFAULT 0,
    "kills" INTEGER NOT NULL DEFAULT 0,
    "pveLosses" INTEGER NOT NULL DEFAULT 0,
    "pveWins" INTEGER NOT NULL DEFAULT 0,
    "pvpLosses" INTEGER NOT NULL DEFAULT 0,
    "pvpWins" INTEGER NOT NULL DEFAULT 0,
    "questsCompletedDaily" INTEGER NOT NULL DEFAULT 0,
    "questsCompletedWeekly" INTEGER NOT NULL DEFAULT 0,
    "seasonPassesCompleted" INTEGER NOT NULL DEFAULT 0,
    "soldIngredients" INTEGER NOT NULL DEFAULT 0,
    "soldMonsters" INTEGER NOT NULL DEFAULT 0,
    "soldRelics" INTEGER NOT NULL DEFAULT 0,
    "timePlayed" INTEGER NOT NULL DEFAULT 0,
    "upgradedRelics" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UserStats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlayerActivityDay" (
    "userId" UUID NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "PlayerActivityDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateTable
CREATE TABLE "Inventory" (
    "id" SERIAL NOT NULL,
    "ingredientsCap" INTEGER NOT NULL DEFAULT 99,
    "ingredientSlots" INTEGER NOT NULL DEFAULT 20,
    "monsterSlots" INTEGER NOT NULL DEFAULT 30,
    "relicSlots" INTEGER NOT NULL DEFAULT 30,
    "userId" UUID NOT NULL,

    CONSTRAINT "Inventory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ingredient" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "inventoryId" INTEGER NOT NULL,

    CONSTRAINT "Ingredient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Item" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "level" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "quality" "Quality" NOT NULL DEFAULT 'common',
    "type" "ItemType" NOT NULL,
    "xp" INTEGER NOT NULL DEFAULT 0,
    "inventoryId" INTEGER NOT NULL,
    "skinId" TEXT,

    CONSTRAINT "Item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserTranscendedItem" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "acquiredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" "ItemType" NOT NULL,

    CONSTRAINT "UserTranscendedItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "inventoryId" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "monsterId" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Achievement" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "acquiredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT NOT NULL,

    CONSTRAINT "Achievement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Mastery" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "xp" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Mastery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MapProgress" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "bestScoreCurse" INTEGER,
    "bestScoreGroupSize" INTEGER,
    "bestScoreTime" INTEGER,
    "bestScoreTurns" INTEGER,
    "isCompleted" BOOLEAN NOT NULL DEFAULT false,
    "difficulty" INTEGER NOT NULL DEFAULT 1,
    "highestCurse" INTEGER,
    "highestGroupSize" INTEGER,
    "lowestTime" INTEGER,
    "lowestTurns" INTEGER,
    "type" "MapType" NOT NULL DEFAULT 'campaign',

    CONSTRAINT "MapProgress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Quest" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "QuestType" NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,
    "isClaimed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Quest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MonsterStats" (
    "id" SERIAL NOT NULL,
    "bossKills" INTEGER NOT NULL DEFAULT 0,
    "kills" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "plays" INTEGER NOT NULL DEFAULT 0,
    "pveWins" INTEGER NOT NULL DEFAULT 0,
    "pvpWins" INTEGER NOT NULL DEFAULT 0,
    "pveLosses" INTEGER NOT NULL DEFAULT 0,
    "pvpLosses" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MonsterStats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GeneralStats" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "bucket" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GeneralStats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopItem" (
    "id" SERIAL NOT NULL,
    "category" "ShopCategory" NOT NULL,
    "discount" INTEGER NOT NULL DEFAULT 0,
    "isAvailable" BOOLEAN NOT NULL DEFAULT false,
    "lastAvailable" TIMESTAMP(3),
    "name" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 1,
    "type" TEXT NOT NULL,
    "currency" "Currency" NOT NULL DEFAULT 'gold',
    "grant" JSONB NOT NULL DEFAULT '{}',
    "isOneTime" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ShopItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopItemTransaction" (
    "id" SERIAL NOT NULL,
    "boughtAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "price" INTEGER NOT NULL,
    "shopItemId" INTEGER NOT NULL,
    "userId" UUID NOT NULL,
    "currency" "Currency" NOT NULL DEFAULT 'gold',
    "idempotencyKey" TEXT,

    CONSTRAINT "ShopItemTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OwnedShopItem" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "itemId" INTEGER NOT NULL,
    "acquiredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OwnedShopItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transaction" (
    "id" SERIAL NOT NULL,
    "country" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "currency" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "gems" INTEGER NOT NULL DEFAULT 0,
    "status" "PaymentStatus" NOT NULL DEFAULT 'completed',
    "checkoutSessionId" TEXT,
    "chargeId" TEXT,

    CONSTRAINT "Transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoCode" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "currentUses" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT NOT NULL DEFAULT '',
    "expiresAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "rewards" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "PromoCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoCodeRedemption" (
    "id" SERIAL NOT NULL,
    "promoCodeId" INTEGER NOT NULL,
    "userId" UUID NOT NULL,
    "redeemedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromoCodeRedemption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "areRewardsCollected" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "hasPerformedAction" BOOLEAN NOT NULL DEFAULT false,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "rewards" JSONB,
    "action" JSONB,
    "batchId" TEXT,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Poll" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "rewards" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Poll_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PollResult" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "pollDate" DATE NOT NULL,
    "answerDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PollResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Leaderboard" (
    "id" SERIAL NOT NULL,
    "periodicity" "Periodicity" NOT NULL,
    "type" TEXT NOT NULL,
    "operator" "ScoreOperator" NOT NULL DEFAULT 'best',
    "periodStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Leaderboard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeaderboardContender" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "leaderboardId" INTEGER NOT NULL,
    "reachedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeaderboardContender_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeaderboardArchive" (
    "id" SERIAL NOT NULL,
    "leaderboardId" INTEGER NOT NULL,
    "periodStart" TIMESTAMP(3) NOT NULL,
    "periodEnd" TIMESTAMP(3) NOT NULL,
    "userId" UUID NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "reachedAt" TIMESTAMP(3) NOT NULL,
    "rewardSent" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "LeaderboardArchive_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "History" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "userId" UUID,
    "actorId" UUID,

    CONSTRAINT "History_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobRun" (
    "id" SERIAL NOT NULL,
    "job" TEXT NOT NULL,
    "scheduledAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "status" "JobRunStatus" NOT NULL DEFAULT 'running',
    "counts" JSONB,
    "error" TEXT,
    "instance" TEXT,
    "trigger" TEXT NOT NULL DEFAULT 'schedule',

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_customerId_key" ON "User"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_level_idx" ON "User"("level");

-- CreateIndex
CREATE INDEX "User_vipExpiresAt_idx" ON "User"("vipExpiresAt");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "User_lastActiveAt_idx" ON "User"("lastActiveAt");

-- CreateIndex
CREATE INDEX "User_bannedUntil_idx" ON "User"("bannedUntil");

-- CreateIndex
CREATE INDEX "User_referrerId_idx" ON "User"("referrerId");

-- CreateIndex
CREATE INDEX "User_role_idx" ON "User"("role");

-- CreateIndex
CREATE UNIQUE INDEX "UserProfile_userId_key" ON "UserProfile"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "UserProfile_name_key" ON "UserProfile"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Account_userId_provider_key" ON "Account"("userId", "provider");

-- CreateIndex
CREATE UNIQUE INDEX "UserStats_userId_key" ON "UserStats"("userId");

-- CreateIndex
CREATE INDEX "UserStats_elo_idx" ON "UserStats"("elo");

-- CreateIndex
CREATE INDEX "PlayerActivityDay_day_idx" ON "PlayerActivityDay"("day");

-- CreateIndex
CREATE UNIQUE INDEX "Inventory_userId_key" ON "Inventory"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Ingredient_inventoryId_name_key" ON "Ingredient"("inventoryId", "name");

-- CreateIndex
CREATE INDEX "Item_inventoryId_type_idx" ON "Item"("inventoryId", "type");

-- CreateIndex
CREATE INDEX "UserTranscendedItem_userId_idx" ON "UserTranscendedItem"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Team_inventoryId_slot_key" ON "Team"("inventoryId", "slot");

-- CreateIndex
CREATE INDEX "TeamMember_monsterId_idx" ON "TeamMember"("monsterId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_teamId_slot_key" ON "TeamMember"("teamId", "slot");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_teamId_monsterId_key" ON "TeamMember"("teamId", "monsterId");

-- CreateIndex
CREATE UNIQUE INDEX "Achievement_userId_name_key" ON "Achievement"("userId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Mastery_userId_name_key" ON "Mastery"("userId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "MapProgress_userId_name_difficulty_key" ON "MapProgress"("userId", "name", "difficulty");

-- CreateIndex
CREATE INDEX "Quest_type_idx" ON "Quest"("type");

-- CreateIndex
CREATE UNIQUE INDEX "Quest_userId_name_key" ON "Quest"("userId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "MonsterStats_name_key" ON "MonsterStats"("name");

-- CreateIndex
CREATE INDEX "GeneralStats_bucket_idx" ON "GeneralStats"("bucket");

-- CreateIndex
CREATE UNIQUE INDEX "GeneralStats_name_bucket_key" ON "GeneralStats"("name", "bucket");

-- CreateIndex
CREATE UNIQUE INDEX "ShopItem_name_key" ON "ShopItem"("name");

-- CreateIndex
CREATE INDEX "ShopItem_isAvailable_category_tier_idx" ON "ShopItem"("isAvailable", "category", "tier");

-- CreateIndex
CREATE INDEX "ShopItemTransaction_userId_boughtAt_idx" ON "ShopItemTransaction"("userId", "boughtAt");

-- CreateIndex
CREATE INDEX "ShopItemTransaction_boughtAt_idx" ON "ShopItemTransaction"("boughtAt");

-- CreateIndex
CREATE INDEX "ShopItemTransaction_shopItemId_boughtAt_idx" ON "ShopItemTransaction"("shopItemId", "boughtAt");

-- CreateIndex
CREATE UNIQUE INDEX "ShopItemTransaction_userId_idempotencyKey_key" ON "ShopItemTransaction"("userId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "OwnedShopItem_userId_itemId_key" ON "OwnedShopItem"("userId", "itemId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_paymentIntentId_key" ON "Transaction"("paymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_checkoutSessionId_key" ON "Transaction"("checkoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_chargeId_key" ON "Transaction"("chargeId");

-- CreateIndex
CREATE INDEX "Transaction_userId_createdAt_idx" ON "Transaction"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Transaction_createdAt_idx" ON "Transaction"("createdAt");

-- CreateIndex
CREATE INDEX "Transaction_country_currency_idx" ON "Transaction"("country", "currency");

-- CreateIndex
CREATE UNIQUE INDEX "PromoCode_code_key" ON "PromoCode"("code");

-- CreateIndex
CREATE INDEX "PromoCodeRedemption_redeemedAt_idx" ON "PromoCodeRedemption"("redeemedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PromoCodeRedemption_promoCodeId_userId_key" ON "PromoCodeRedemption"("promoCodeId", "userId");

-- CreateIndex
CREATE INDEX "Message_userId_isRead_createdAt_idx" ON "Message"("userId", "isRead", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Message_expiresAt_idx" ON "Message"("expiresAt");

-- CreateIndex
CREATE INDEX "Message_batchId_idx" ON "Message"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "Poll_key_key" ON "Poll"("key");

-- CreateIndex
CREATE INDEX "Poll_startsAt_endsAt_idx" ON "Poll"("startsAt", "endsAt");

-- CreateIndex
CREATE INDEX "PollResult_type_answer_idx" ON "PollResult"("type", "answer");

-- CreateIndex
CREATE UNIQUE INDEX "PollResult_userId_type_key" ON "PollResult"("userId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "Leaderboard_periodicity_type_key" ON "Leaderboard"("periodicity", "type");

-- CreateIndex
CREATE INDEX "LeaderboardContender_leaderboardId_score_reachedAt_id_idx" ON "LeaderboardContender"("leaderboardId", "score" DESC, "reachedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "LeaderboardContender_leaderboardId_userId_key" ON "LeaderboardContender"("leaderboardId", "userId");

-- CreateIndex
CREATE INDEX "LeaderboardArchive_leaderboardId_periodStart_rank_idx" ON "LeaderboardArchive"("leaderboardId", "periodStart", "rank");

-- CreateIndex
CREATE UNIQUE INDEX "LeaderboardArchive_leaderboardId_periodStart_userId_key" ON "LeaderboardArchive"("leaderboardId", "periodStart", "userId");

-- CreateIndex
CREATE INDEX "History_type_createdAt_idx" ON "History"("type", "createdAt");

-- CreateIndex
CREATE INDEX "History_userId_type_createdAt_idx" ON "History"("userId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "History_actorId_createdAt_idx" ON "History"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "JobRun_job_startedAt_idx" ON "JobRun"("job", "startedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "JobRun_job_scheduledAt_key" ON "JobRun"("job", "scheduledAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_referrerId_fkey" FOREIGN KEY ("referrerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_bannedById_fkey" FOREIGN KEY ("bannedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserProfile" ADD CONSTRAINT "UserProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserStats" ADD CONSTRAINT "UserStats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerActivityDay" ADD CONSTRAINT "PlayerActivityDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inventory" ADD CONSTRAINT "Inventory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ingredient" ADD CONSTRAINT "Ingredient_inventoryId_fkey" FOREIGN KEY ("inventoryId") REFERENCES "Inventory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_inventoryId_fkey" FOREIGN KEY ("inventoryId") REFERENCES "Inventory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTranscendedItem" ADD CONSTRAINT "UserTranscendedItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_inventoryId_fkey" FOREIGN KEY ("inventoryId") REFERENCES "Inventory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_monsterId_fkey" FOREIGN KEY ("monsterId") REFERENCES "Item"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Achievement" ADD CONSTRAINT "Achievement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mastery" ADD CONSTRAINT "Mastery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MapProgress" ADD CONSTRAINT "MapProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quest" ADD CONSTRAINT "Quest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShopItemTransaction" ADD CONSTRAINT "ShopItemTransaction_shopItemId_fkey" FOREIGN KEY ("shopItemId") REFERENCES "ShopItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShopItemTransaction" ADD CONSTRAINT "ShopItemTransaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnedShopItem" ADD CONSTRAINT "OwnedShopItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnedShopItem" ADD CONSTRAINT "OwnedShopItem_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ShopItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoCodeRedemption" ADD CONSTRAINT "PromoCodeRedemption_promoCodeId_fkey" FOREIGN KEY ("promoCodeId") REFERENCES "PromoCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoCodeRedemption" ADD CONSTRAINT "PromoCodeRedemption_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollResult" ADD CONSTRAINT "PollResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeaderboardContender" ADD CONSTRAINT "LeaderboardContender_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeaderboardContender" ADD CONSTRAINT "LeaderboardContender_leaderboardId_fkey" FOREIGN KEY ("leaderboardId") REFERENCES "Leaderboard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeaderboardArchive" ADD CONSTRAINT "LeaderboardArchive_leaderboardId_fkey" FOREIGN KEY ("leaderboardId") REFERENCES "Leaderboard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Invariants the database keeps even if application code is wrong
-- (Prisma does not model CHECK constraints, so they live only in migrations).
ALTER TABLE "User" ADD CONSTRAINT "User_freeCurrency_nonnegative" CHECK ("freeCurrency" >= 0);
ALTER TABLE "User" ADD CONSTRAINT "User_paidCurrency_nonnegative" CHECK ("paidCurrency" >= 0);
ALTER TABLE "Ingredient" ADD CONSTRAINT "Ingredient_quantity_nonnegative" CHECK ("quantity" >= 0);
ALTER TABLE "Team" ADD CONSTRAINT "Team_slot_range" CHECK ("slot" BETWEEN 0 AND 2);
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_slot_range" CHECK ("slot" BETWEEN 0 AND 4);
ALTER TABLE "ShopItem" ADD CONSTRAINT "ShopItem_discount_range" CHECK ("discount" BETWEEN 0 AND 90);
ALTER TABLE "ShopItem" ADD CONSTRAINT "ShopItem_tier_range" CHECK ("tier" BETWEEN 1 AND 5);
ALTER TABLE "ShopItem" ADD CONSTRAINT "ShopItem_price_nonnegative" CHECK ("price" >= 0);
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_uses_within_max" CHECK ("currentUses" >= 0 AND ("maxUses" IS NULL OR "currentUses" <= "maxUses"));
