-- Add column "seed_bytes" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `seed_bytes` integer NULL;
