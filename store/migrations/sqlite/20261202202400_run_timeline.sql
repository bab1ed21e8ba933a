-- Add column "dispatched_at" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `dispatched_at` datetime NULL;
-- Add column "grading_started_at" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `grading_started_at` datetime NULL;
