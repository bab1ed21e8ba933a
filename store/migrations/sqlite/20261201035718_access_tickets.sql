-- Create "access_tickets" table
CREATE TABLE `access_tickets` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `run_id` integer NOT NULL, `kind` text NOT NULL, `subject` text NOT NULL, `token_id` integer NOT NULL DEFAULT (0), `role` text NOT NULL, `hash` text NOT NULL, `expires_at` datetime NOT NULL, `used_at` datetime NULL, `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `access_tickets_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "access_tickets" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("access_tickets", 51539607552);
-- Create index "accessticket_hash" to table: "access_tickets"
CREATE UNIQUE INDEX `accessticket_hash` ON `access_tickets` (`hash`);
-- Create index "accessticket_expires_at" to table: "access_tickets"
CREATE INDEX `accessticket_expires_at` ON `access_tickets` (`expires_at`);
