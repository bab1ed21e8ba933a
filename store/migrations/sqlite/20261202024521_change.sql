-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_runs" table
CREATE TABLE `new_runs` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `harness_name` text NOT NULL, `harness_version` text NOT NULL DEFAULT (''), `case_id` text NOT NULL DEFAULT (''), `status` text NOT NULL DEFAULT ('QUEUED'), `case_spec` json NOT NULL, `harness` json NOT NULL, `runtime_ref` text NOT NULL, `runtime_name` text NOT NULL, `runtime_version` integer NULL, `runtime_id` integer NULL, `priority` text NOT NULL DEFAULT ('INTERACTIVE'), `trigger` text NOT NULL DEFAULT ('api'), `created_by` text NOT NULL DEFAULT (''), `webhook_url` text NULL, `trace_parent` text NULL, `result` json NULL, `error_code` text NULL, `error_class` text NULL, `error_message` text NULL, `cost_usd` real NOT NULL DEFAULT (0), `judge_cost_usd` real NOT NULL DEFAULT (0), `phase` text NULL, `seed_bytes` integer NULL, `parent_scorecard_id` integer NULL, `try` integer NOT NULL DEFAULT (1), `attempt` integer NOT NULL DEFAULT (1), `fair_tag` real NOT NULL DEFAULT (0), `owner` text NULL, `runner_target` text NULL, `lease_expires_at` datetime NULL, `created_at` datetime NOT NULL, `started_at` datetime NULL, `finished_at` datetime NULL, `tenant_id` integer NOT NULL, `runtime_version_id` integer NULL, CONSTRAINT `runs_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION, CONSTRAINT `runs_runtime_versions_target` FOREIGN KEY (`runtime_version_id`) REFERENCES `runtime_versions` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_runs" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_runs", 12884901888);
-- Copy rows from old table "runs" to new temporary table "new_runs"
INSERT INTO `new_runs` (`id`, `harness_name`, `harness_version`, `case_id`, `status`, `case_spec`, `harness`, `runtime_ref`, `runtime_name`, `runtime_version`, `runtime_id`, `priority`, `trigger`, `created_by`, `webhook_url`, `trace_parent`, `result`, `error_code`, `error_class`, `error_message`, `cost_usd`, `seed_bytes`, `parent_scorecard_id`, `try`, `attempt`, `fair_tag`, `owner`, `runner_target`, `lease_expires_at`, `created_at`, `started_at`, `finished_at`, `tenant_id`, `runtime_version_id`) SELECT `id`, `harness_name`, `harness_version`, `case_id`, `status`, `case_spec`, `harness`, `runtime_ref`, `runtime_name`, `runtime_version`, `runtime_id`, `priority`, `trigger`, `created_by`, `webhook_url`, `trace_parent`, `result`, `error_code`, `error_class`, `error_message`, `cost_usd`, `seed_bytes`, `parent_scorecard_id`, `try`, `attempt`, `fair_tag`, `owner`, `runner_target`, `lease_expires_at`, `created_at`, `started_at`, `finished_at`, `tenant_id`, `runtime_version_id` FROM `runs`;
-- Drop "runs" table after copying rows
DROP TABLE `runs`;
-- Rename temporary table "new_runs" to "runs"
ALTER TABLE `new_runs` RENAME TO `runs`;
-- Create index "run_tenant_id_created_at_id" to table: "runs"
CREATE INDEX `run_tenant_id_created_at_id` ON `runs` (`tenant_id`, `created_at`, `id`);
-- Create index "run_tenant_id_status_created_at_id" to table: "runs"
CREATE INDEX `run_tenant_id_status_created_at_id` ON `runs` (`tenant_id`, `status`, `created_at`, `id`);
-- Create index "run_created_at_id" to table: "runs"
CREATE INDEX `run_created_at_id` ON `runs` (`created_at`, `id`);
-- Create index "run_status_fair_tag" to table: "runs"
CREATE INDEX `run_status_fair_tag` ON `runs` (`status`, `fair_tag`);
-- Create index "run_runtime_id_status_priority_fair_tag" to table: "runs"
CREATE INDEX `run_runtime_id_status_priority_fair_tag` ON `runs` (`runtime_id`, `status`, `priority`, `fair_tag`);
-- Create index "run_runtime_id_status_priority_created_at" to table: "runs"
CREATE INDEX `run_runtime_id_status_priority_created_at` ON `runs` (`runtime_id`, `status`, `priority`, `created_at`);
-- Create index "run_owner_lease_expires_at" to table: "runs"
CREATE INDEX `run_owner_lease_expires_at` ON `runs` (`owner`, `lease_expires_at`);
-- Create index "run_parent_scorecard_id_case_id_try" to table: "runs"
CREATE UNIQUE INDEX `run_parent_scorecard_id_case_id_try` ON `runs` (`parent_scorecard_id`, `case_id`, `try`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
