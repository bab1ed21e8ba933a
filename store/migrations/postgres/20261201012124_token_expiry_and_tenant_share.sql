-- Modify "api_tokens" table
ALTER TABLE "api_tokens" ADD COLUMN "expires_at" timestamptz NULL, ADD COLUMN "revoked_at" timestamptz NULL;
-- Modify "tenants" table
ALTER TABLE "tenants" ADD COLUMN "max_slots_per_runtime" bigint NULL;
