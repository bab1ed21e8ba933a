-- Modify "runs" table
ALTER TABLE "runs" ADD COLUMN "seed_bytes" bigint NULL;
