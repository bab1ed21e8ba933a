-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_tenants" table
CREATE TABLE `new_tenants` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `slug` text NOT NULL, `weight` integer NOT NULL DEFAULT (1), `max_concurrent` integer NULL, `max_queue_depth` integer NULL, `max_slots_per_runtime` integer NULL, `budget_usd` real NULL, `spent_usd` real NOT NULL DEFAULT (0), `budget_period` text NOT NULL DEFAULT ('NONE'), `spend_period_start` datetime NULL, `trusted` bool NOT NULL DEFAULT (false), `fair_finish` real NOT NULL DEFAULT (0), `webhook_secret` text NULL, `webhook_secret_set_at` datetime NULL, `default_model` text NOT NULL DEFAULT (''), `judge_model` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL);
-- Set sequence for "new_tenants" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_tenants", 30064771072);
-- Copy rows from old table "tenants" to new temporary table "new_tenants"
INSERT INTO `new_tenants` (`id`, `slug`, `weight`, `max_concurrent`, `max_queue_depth`, `max_slots_per_runtime`, `budget_usd`, `spent_usd`, `budget_period`, `spend_period_start`, `trusted`, `fair_finish`, `webhook_secret`, `webhook_secret_set_at`, `created_at`) SELECT `id`, `slug`, `weight`, `max_concurrent`, `max_queue_depth`, `max_slots_per_runtime`, `budget_usd`, `spent_usd`, `budget_period`, `spend_period_start`, `trusted`, `fair_finish`, `webhook_secret`, `webhook_secret_set_at`, `created_at` FROM `tenants`;
-- Drop "tenants" table after copying rows
DROP TABLE `tenants`;
-- Rename temporary table "new_tenants" to "tenants"
ALTER TABLE `new_tenants` RENAME TO `tenants`;
-- Create index "tenants_slug_key" to table: "tenants"
CREATE UNIQUE INDEX `tenants_slug_key` ON `tenants` (`slug`);
-- Add column "models" to table: "scorecards"
ALTER TABLE `scorecards` ADD COLUMN `models` json NULL;
-- Create "harness_tags" table
CREATE TABLE `harness_tags` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `tag` text NOT NULL, `updated_at` datetime NOT NULL, `version_id` integer NOT NULL, `harness_id` integer NOT NULL, CONSTRAINT `harness_tags_harness_versions_version` FOREIGN KEY (`version_id`) REFERENCES `harness_versions` (`id`) ON DELETE NO ACTION, CONSTRAINT `harness_tags_harnesses_tags` FOREIGN KEY (`harness_id`) REFERENCES `harnesses` (`id`) ON DELETE NO ACTION);
-- Set sequence for "harness_tags" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("harness_tags", 55834574848);
-- Create index "harnesstag_harness_id_tag" to table: "harness_tags"
CREATE UNIQUE INDEX `harnesstag_harness_id_tag` ON `harness_tags` (`harness_id`, `tag`);
-- Create "harness_versions" table
CREATE TABLE `harness_versions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `version` integer NOT NULL, `spec` json NOT NULL, `digest` text NOT NULL, `archived` bool NOT NULL DEFAULT (false), `created_by` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `harness_id` integer NOT NULL, CONSTRAINT `harness_versions_harnesses_versions` FOREIGN KEY (`harness_id`) REFERENCES `harnesses` (`id`) ON DELETE NO ACTION);
-- Set sequence for "harness_versions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("harness_versions", 60129542144);
-- Create index "harnessversion_harness_id_version" to table: "harness_versions"
CREATE UNIQUE INDEX `harnessversion_harness_id_version` ON `harness_versions` (`harness_id`, `version`);
-- Create "harnesses" table
CREATE TABLE `harnesses` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `shared` bool NOT NULL DEFAULT (false), `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `harnesses_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "harnesses" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("harnesses", 64424509440);
-- Create index "registeredharness_tenant_id_name" to table: "harnesses"
CREATE UNIQUE INDEX `registeredharness_tenant_id_name` ON `harnesses` (`tenant_id`, `name`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
