-- Modify "scorecards" table
ALTER TABLE "scorecards" ADD COLUMN "webhook_url" character varying NULL;
