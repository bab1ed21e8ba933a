-- Add column "webhook_secret_set_at" to table: "tenants"
ALTER TABLE `tenants` ADD COLUMN `webhook_secret_set_at` datetime NULL;
-- Create "audit_events" table
CREATE TABLE `audit_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `actor_subject` text NOT NULL, `actor_role` text NOT NULL, `action` text NOT NULL, `target_type` text NOT NULL, `target` text NOT NULL, `details` json NULL, `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `audit_events_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "audit_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("audit_events", 34359738368);
-- Create index "auditevent_tenant_id_created_at" to table: "audit_events"
CREATE INDEX `auditevent_tenant_id_created_at` ON `audit_events` (`tenant_id`, `created_at`);
-- Create index "auditevent_created_at" to table: "audit_events"
CREATE INDEX `auditevent_created_at` ON `audit_events` (`created_at`);
-- Create "webhook_deliveries" table
CREATE TABLE `webhook_deliveries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `run_id` integer NOT NULL, `event` text NOT NULL, `url` text NOT NULL, `payload` blob NOT NULL, `status` text NOT NULL DEFAULT ('PENDING'), `attempts` integer NOT NULL DEFAULT (0), `next_attempt_at` datetime NOT NULL, `owner` text NULL, `lease_expires_at` datetime NULL, `delivered_at` datetime NULL, `last_error` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `tenant_id` integer NOT NULL, CONSTRAINT `webhook_deliveries_tenants_tenant` FOREIGN KEY (`tenant_id`) REFERENCES `tenants` (`id`) ON DELETE NO ACTION);
-- Set sequence for "webhook_deliveries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("webhook_deliveries", 38654705664);
-- Create index "webhookdelivery_run_id_event" to table: "webhook_deliveries"
CREATE UNIQUE INDEX `webhookdelivery_run_id_event` ON `webhook_deliveries` (`run_id`, `event`);
-- Create index "webhookdelivery_status_next_attempt_at" to table: "webhook_deliveries"
CREATE INDEX `webhookdelivery_status_next_attempt_at` ON `webhook_deliveries` (`status`, `next_attempt_at`);
