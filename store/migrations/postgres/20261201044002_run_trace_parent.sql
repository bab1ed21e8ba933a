-- Modify "runs" table
ALTER TABLE "runs" ADD COLUMN "trace_parent" character varying NULL;
