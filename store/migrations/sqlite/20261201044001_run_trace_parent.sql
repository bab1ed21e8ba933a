-- Add column "trace_parent" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `trace_parent` text NULL;
