-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_secrets" table
CREATE TABLE `new_secrets` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `purpose` text NOT NULL DEFAULT ('HARNESS'), `owner` text NOT NULL DEFAULT (''), `ciphertext` blob NOT NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `secrets_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_secrets" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_secrets", 25769803776);
-- Copy rows from old table "secrets" to new temporary table "new_secrets"
INSERT INTO `new_secrets` (`id`, `name`, `purpose`, `ciphertext`, `created_at`, `updated_at`, `tenant_id`) SELECT `id`, `name`, `purpose`, `ciphertext`, `created_at`, `updated_at`, `tenant_id` FROM `secrets`;
-- Drop "secrets" table after copying rows
DROP TABLE `secrets`;
-- Rename temporary table "new_secrets" to "secrets"
ALTER TABLE `new_secrets` RENAME TO `secrets`;
-- Create index "secret_tenant_id_owner_name" to table: "secrets"
CREATE UNIQUE INDEX `secret_tenant_id_owner_name` ON `secrets` (`tenant_id`, `owner`, `name`);
-- Create "new_scorecards" table
CREATE TABLE `new_scorecards` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `harness_name` text NOT NULL, `harness` json NOT NULL, `models` json NULL, `runtime` text NOT NULL, `target_version_ids` json NOT NULL, `max_attempts` integer NOT NULL DEFAULT (3), `speculate` bool NOT NULL DEFAULT (false), `priority` text NOT NULL DEFAULT ('BATCH'), `status` text NOT NULL DEFAULT ('QUEUED'), `total` integer NOT NULL, `waiting_reason` text NOT NULL DEFAULT (''), `created_by` text NOT NULL DEFAULT (''), `webhook_url` text NULL, `created_at` datetime NOT NULL, `finished_at` datetime NULL, `tenant_id` integer NOT NULL, CONSTRAINT `scorecards_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_scorecards" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_scorecards", 47244640256);
-- Copy rows from old table "scorecards" to new temporary table "new_scorecards"
INSERT INTO `new_scorecards` (`id`, `name`, `harness_name`, `harness`, `models`, `runtime`, `target_version_ids`, `max_attempts`, `priority`, `status`, `total`, `waiting_reason`, `created_by`, `webhook_url`, `created_at`, `finished_at`, `tenant_id`) SELECT `id`, `name`, `harness_name`, `harness`, `models`, `runtime`, `target_version_ids`, `max_attempts`, `priority`, `status`, `total`, `waiting_reason`, `created_by`, `webhook_url`, `created_at`, `finished_at`, `tenant_id` FROM `scorecards`;
-- Drop "scorecards" table after copying rows
DROP TABLE `scorecards`;
-- Rename temporary table "new_scorecards" to "scorecards"
ALTER TABLE `new_scorecards` RENAME TO `scorecards`;
-- Create index "scorecard_tenant_id_status" to table: "scorecards"
CREATE INDEX `scorecard_tenant_id_status` ON `scorecards` (`tenant_id`, `status`);
-- Create index "scorecard_status" to table: "scorecards"
CREATE INDEX `scorecard_status` ON `scorecards` (`status`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
