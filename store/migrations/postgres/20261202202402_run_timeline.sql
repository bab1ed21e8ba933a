-- Modify "runs" table
ALTER TABLE "runs" ADD COLUMN "dispatched_at" timestamptz NULL, ADD COLUMN "grading_started_at" timestamptz NULL;
