-- Modify "runs" table
ALTER TABLE "runs" ADD COLUMN "placement_candidates" jsonb NULL, ADD COLUMN "placement_policy" character varying NULL;
