-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "relicId" INTEGER;

-- CreateTable
CREATE TABLE "MatchReport" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "matchId" TEXT NOT NULL,
    "reporter" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "map" TEXT,
    "difficulty" INTEGER,
    "won" BOOLEAN NOT NULL,
    "result" JSONB NOT NULL,
    "log" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MatchReport_userId_createdAt_idx" ON "MatchReport"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MatchReport_userId_matchId_key" ON "MatchReport"("userId", "matchId");

-- CreateIndex
CREATE INDEX "TeamMember_relicId_idx" ON "TeamMember"("relicId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_teamId_relicId_key" ON "TeamMember"("teamId", "relicId");

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_relicId_fkey" FOREIGN KEY ("relicId") REFERENCES "Item"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchReport" ADD CONSTRAINT "MatchReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (docs/decisions/003 and 040): a team member is a monster of the
-- team's own inventory, and the relic it carries is a relic of that inventory.
-- A CHECK cannot read other tables directly, so it calls a one-statement SQL function.
CREATE FUNCTION "team_member_items_valid"(team_id INTEGER, monster_id INTEGER, relic_id INTEGER) RETURNS BOOLEAN
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "Team" t JOIN "Item" m ON m."inventoryId" = t."inventoryId"
    WHERE t.id = team_id AND m.id = monster_id AND m.type = 'monster'
  ) AND (
    relic_id IS NULL OR EXISTS (
      SELECT 1 FROM "Team" t JOIN "Item" r ON r."inventoryId" = t."inventoryId"
      WHERE t.id = team_id AND r.id = relic_id AND r.type = 'relic'
    )
  )
$$;
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_items_of_team_inventory" CHECK ("team_member_items_valid"("teamId", "monsterId", "relicId"));
ALTER TABLE "MatchReport" ADD CONSTRAINT "MatchReport_matchId_length" CHECK (char_length("matchId") BETWEEN 8 AND 100);
