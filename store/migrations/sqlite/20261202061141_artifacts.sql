-- Create "artifacts" table
CREATE TABLE `artifacts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `run_id` integer NOT NULL, `attempt` integer NOT NULL, `seq` integer NOT NULL, `name` text NOT NULL, `kind` text NOT NULL DEFAULT ('file'), `size` integer NOT NULL, `sha256` text NOT NULL, `content_type` text NOT NULL, `store_key` text NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `artifacts_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "artifacts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("artifacts", 81604378624);
-- Create index "artifacts_store_key_key" to table: "artifacts"
CREATE UNIQUE INDEX `artifacts_store_key_key` ON `artifacts` (`store_key`);
-- Create index "artifact_run_id_attempt_seq" to table: "artifacts"
CREATE UNIQUE INDEX `artifact_run_id_attempt_seq` ON `artifacts` (`run_id`, `attempt`, `seq`);
-- Create index "artifact_expires_at" to table: "artifacts"
CREATE INDEX `artifact_expires_at` ON `artifacts` (`expires_at`);
