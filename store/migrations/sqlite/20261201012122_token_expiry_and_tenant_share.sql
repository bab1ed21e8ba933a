-- Add column "expires_at" to table: "api_tokens"
ALTER TABLE `api_tokens` ADD COLUMN `expires_at` datetime NULL;
-- Add column "revoked_at" to table: "api_tokens"
ALTER TABLE `api_tokens` ADD COLUMN `revoked_at` datetime NULL;
-- Add column "max_slots_per_runtime" to table: "tenants"
ALTER TABLE `tenants` ADD COLUMN `max_slots_per_runtime` integer NULL;
