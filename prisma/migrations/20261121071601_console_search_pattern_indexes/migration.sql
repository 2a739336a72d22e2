-- CreateIndex
CREATE INDEX "User_email_pattern_idx" ON "User"("email" text_pattern_ops);

-- CreateIndex
CREATE INDEX "UserProfile_name_pattern_idx" ON "UserProfile"("name" text_pattern_ops);
