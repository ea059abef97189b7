-- The lookup limit's lease (decision 140): how many requests the last statement handed to its instance.
ALTER TABLE "rate_limit" ADD COLUMN "lease" integer DEFAULT 1 NOT NULL;