-- Add column "placement_candidates" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `placement_candidates` json NULL;
-- Add column "placement_policy" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `placement_policy` text NULL;
