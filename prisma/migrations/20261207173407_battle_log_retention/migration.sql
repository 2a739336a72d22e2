-- The battle logs still kept, oldest first: prune-battle-logs finds what it clears here (docs/decisions/135).
-- CreateIndex
CREATE INDEX "MatchReport_createdAt_with_log_idx" ON "MatchReport"("createdAt") WHERE (log IS NOT NULL);
