-- Create "trace_collections" table
CREATE TABLE `trace_collections` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `run_id` integer NOT NULL, `attempt` integer NOT NULL, `trace_id` text NOT NULL, `source` json NOT NULL, `state` text NOT NULL DEFAULT ('PENDING'), `tries` integer NOT NULL DEFAULT (0), `next_at` datetime NOT NULL, `deadline` datetime NOT NULL, `lease_owner` text NULL, `lease_until` datetime NULL, `last_error` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `done_at` datetime NULL, `tenant_id` integer NOT NULL, CONSTRAINT `trace_collections_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "trace_collections" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("trace_collections", 85899345920);
-- Create index "tracecollection_run_id_attempt" to table: "trace_collections"
CREATE UNIQUE INDEX `tracecollection_run_id_attempt` ON `trace_collections` (`run_id`, `attempt`);
-- Create index "tracecollection_state_next_at" to table: "trace_collections"
CREATE INDEX `tracecollection_state_next_at` ON `trace_collections` (`state`, `next_at`);
