-- Add column "runner_target" to table: "runs"
ALTER TABLE `runs` ADD COLUMN `runner_target` text NULL;
-- Create "runners" table
CREATE TABLE `runners` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `workspace` bool NOT NULL DEFAULT (false), `owner_subject` text NOT NULL, `capabilities` json NULL, `slots` integer NOT NULL DEFAULT (1), `status` text NOT NULL DEFAULT ('ONLINE'), `rate_per_hour_usd` real NOT NULL DEFAULT (0), `last_heartbeat_at` datetime NOT NULL, `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `runners_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "runners" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("runners", 42949672960);
-- Create index "runner_tenant_id_name" to table: "runners"
CREATE INDEX `runner_tenant_id_name` ON `runners` (`tenant_id`, `name`);
