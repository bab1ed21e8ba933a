-- Create "credentials" table
CREATE TABLE `credentials` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `kind` text NOT NULL, `match` text NOT NULL, `username` text NOT NULL DEFAULT (''), `secret` text NOT NULL, `app_id` integer NOT NULL DEFAULT (0), `installation_id` integer NOT NULL DEFAULT (0), `api_url` text NOT NULL DEFAULT (''), `created_by` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `credentials_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "credentials" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("credentials", 73014444032);
-- Create index "credential_tenant_id_name" to table: "credentials"
CREATE UNIQUE INDEX `credential_tenant_id_name` ON `credentials` (`tenant_id`, `name`);
