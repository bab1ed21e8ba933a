-- Add column "webhook_url" to table: "scorecards"
ALTER TABLE `scorecards` ADD COLUMN `webhook_url` text NULL;
