-- Create "api_tokens" table
CREATE TABLE `api_tokens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `hash` text NOT NULL, `subject` text NOT NULL, `role` text NOT NULL, `last_used_at` datetime NULL, `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `api_tokens_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Create index "api_tokens_hash_key" to table: "api_tokens"
CREATE UNIQUE INDEX `api_tokens_hash_key` ON `api_tokens` (`hash`);
-- Create "log_lines" table
CREATE TABLE `log_lines` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `seq` integer NOT NULL, `stream` text NOT NULL DEFAULT ('stdout'), `text` text NOT NULL, `at` datetime NOT NULL, `run_id` integer NOT NULL, CONSTRAINT `log_lines_runs_logs` FOREIGN KEY (`run_id`) REFERENCES `runs` (`id`) ON DELETE NO ACTION);
-- Set sequence for "log_lines" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("log_lines", 4294967296);
-- Create index "logline_run_id_seq" to table: "log_lines"
CREATE UNIQUE INDEX `logline_run_id_seq` ON `log_lines` (`run_id`, `seq`);
-- Create "runtimes" table
CREATE TABLE `runtimes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `kind` text NOT NULL, `shared` bool NOT NULL DEFAULT (false), `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `runtimes_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "runtimes" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("runtimes", 8589934592);
-- Create index "registeredruntime_tenant_id_name" to table: "runtimes"
CREATE UNIQUE INDEX `registeredruntime_tenant_id_name` ON `runtimes` (`tenant_id`, `name`);
-- Create "runs" table
CREATE TABLE `runs` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `harness_name` text NOT NULL, `harness_version` text NOT NULL DEFAULT (''), `case_id` text NOT NULL DEFAULT (''), `status` text NOT NULL DEFAULT ('QUEUED'), `case_spec` json NOT NULL, `harness` json NOT NULL, `runtime_ref` text NOT NULL, `runtime_name` text NOT NULL, `runtime_version` integer NULL, `runtime_id` integer NULL, `priority` text NOT NULL DEFAULT ('INTERACTIVE'), `trigger` text NOT NULL DEFAULT ('api'), `created_by` text NOT NULL DEFAULT (''), `webhook_url` text NULL, `result` json NULL, `error_code` text NULL, `error_class` text NULL, `error_message` text NULL, `cost_usd` real NOT NULL DEFAULT (0), `parent_scorecard_id` integer NULL, `attempt` integer NOT NULL DEFAULT (1), `fair_tag` real NOT NULL DEFAULT (0), `owner` text NULL, `lease_expires_at` datetime NULL, `created_at` datetime NOT NULL, `started_at` datetime NULL, `finished_at` datetime NULL, `tenant_id` integer NOT NULL, `runtime_version_id` integer NULL, CONSTRAINT `runs_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION, CONSTRAINT `runs_runtime_versions_target` FOREIGN KEY (`runtime_version_id`) REFERENCES `runtime_versions` (`id`) ON DELETE SET NULL);
-- Set sequence for "runs" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("runs", 12884901888);
-- Create index "run_tenant_id_status" to table: "runs"
CREATE INDEX `run_tenant_id_status` ON `runs` (`tenant_id`, `status`);
-- Create index "run_status_fair_tag" to table: "runs"
CREATE INDEX `run_status_fair_tag` ON `runs` (`status`, `fair_tag`);
-- Create index "run_runtime_id_status_fair_tag" to table: "runs"
CREATE INDEX `run_runtime_id_status_fair_tag` ON `runs` (`runtime_id`, `status`, `fair_tag`);
-- Create index "run_owner_lease_expires_at" to table: "runs"
CREATE INDEX `run_owner_lease_expires_at` ON `runs` (`owner`, `lease_expires_at`);
-- Create "runtime_tags" table
CREATE TABLE `runtime_tags` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `tag` text NOT NULL, `updated_at` datetime NOT NULL, `runtime_id` integer NOT NULL, `version_id` integer NOT NULL, CONSTRAINT `runtime_tags_runtimes_tags` FOREIGN KEY (`runtime_id`) REFERENCES `runtimes` (`id`) ON DELETE NO ACTION, CONSTRAINT `runtime_tags_runtime_versions_version` FOREIGN KEY (`version_id`) REFERENCES `runtime_versions` (`id`) ON DELETE NO ACTION);
-- Set sequence for "runtime_tags" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("runtime_tags", 17179869184);
-- Create index "runtimetag_runtime_id_tag" to table: "runtime_tags"
CREATE UNIQUE INDEX `runtimetag_runtime_id_tag` ON `runtime_tags` (`runtime_id`, `tag`);
-- Create "runtime_versions" table
CREATE TABLE `runtime_versions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `version` integer NOT NULL, `spec` json NOT NULL, `capabilities` json NOT NULL, `archived` bool NOT NULL DEFAULT (false), `created_by` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `runtime_id` integer NOT NULL, CONSTRAINT `runtime_versions_runtimes_versions` FOREIGN KEY (`runtime_id`) REFERENCES `runtimes` (`id`) ON DELETE NO ACTION);
-- Set sequence for "runtime_versions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("runtime_versions", 21474836480);
-- Create index "runtimeversion_runtime_id_version" to table: "runtime_versions"
CREATE UNIQUE INDEX `runtimeversion_runtime_id_version` ON `runtime_versions` (`runtime_id`, `version`);
-- Create "secrets" table
CREATE TABLE `secrets` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `purpose` text NOT NULL DEFAULT ('HARNESS'), `ciphertext` blob NOT NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `secrets_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "secrets" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("secrets", 25769803776);
-- Create index "secret_tenant_id_name" to table: "secrets"
CREATE UNIQUE INDEX `secret_tenant_id_name` ON `secrets` (`tenant_id`, `name`);
-- Create "tenants" table
CREATE TABLE `tenants` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `slug` text NOT NULL, `weight` integer NOT NULL DEFAULT (1), `max_concurrent` integer NULL, `max_queue_depth` integer NULL, `budget_usd` real NULL, `spent_usd` real NOT NULL DEFAULT (0), `budget_period` text NOT NULL DEFAULT ('NONE'), `spend_period_start` datetime NULL, `trusted` bool NOT NULL DEFAULT (false), `fair_finish` real NOT NULL DEFAULT (0), `webhook_secret` text NULL, `created_at` datetime NOT NULL);
-- Set sequence for "tenants" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("tenants", 30064771072);
-- Create index "tenants_slug_key" to table: "tenants"
CREATE UNIQUE INDEX `tenants_slug_key` ON `tenants` (`slug`);
