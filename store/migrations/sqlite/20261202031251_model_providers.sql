-- Create "model_providers" table
CREATE TABLE `model_providers` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `kind` text NOT NULL, `base_url` text NOT NULL, `api_key_secret` text NOT NULL, `input_usd_per_mtok` real NULL, `output_usd_per_mtok` real NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `model_providers_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "model_providers" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("model_providers", 68719476736);
-- Create index "modelprovider_tenant_id_name" to table: "model_providers"
CREATE UNIQUE INDEX `modelprovider_tenant_id_name` ON `model_providers` (`tenant_id`, `name`);
