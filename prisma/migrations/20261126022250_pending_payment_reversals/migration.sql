-- CreateTable
CREATE TABLE "PendingPaymentReversal" (
    "id" SERIAL NOT NULL,
    "paymentIntentId" TEXT,
    "chargeId" TEXT,
    "kind" "PaymentStatus" NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingPaymentReversal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PendingPaymentReversal_paymentIntentId_key" ON "PendingPaymentReversal"("paymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "PendingPaymentReversal_chargeId_key" ON "PendingPaymentReversal"("chargeId");

-- A pending reversal names its payment intent, its charge, or both (not modelled by Prisma)
ALTER TABLE "PendingPaymentReversal" ADD CONSTRAINT "PendingPaymentReversal_key_check"
  CHECK ("paymentIntentId" IS NOT NULL OR "chargeId" IS NOT NULL);

-- Reversals remembered as History rows until now move here, the first one per key, when
-- no purchase carries their key yet. A purchase that did was either reversed when it
-- arrived, or (a reversal naming only a charge) was not, and is left to staff (ADR 098)
INSERT INTO "PendingPaymentReversal" ("paymentIntentId", "chargeId", "kind", "receivedAt")
SELECT h."data"->>'paymentIntentId', h."data"->>'chargeId', (h."data"->>'kind')::"PaymentStatus", h."createdAt"
FROM "History" h
WHERE h."type" = 'payment_reversal_pending'
  AND h."data"->>'kind' IN ('refunded', 'disputed')
  AND (h."data"->>'paymentIntentId' IS NOT NULL OR h."data"->>'chargeId' IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "Transaction" t
    WHERE t."paymentIntentId" = h."data"->>'paymentIntentId' OR t."chargeId" = h."data"->>'chargeId'
  )
ORDER BY h."id"
ON CONFLICT DO NOTHING;
