-- Modify "runs" table
ALTER TABLE "runs" ADD COLUMN "judge_cost_usd" double precision NOT NULL DEFAULT 0, ADD COLUMN "phase" character varying NULL;
