-- Modify "scorecards" table
ALTER TABLE "scorecards" ADD COLUMN "speculate" boolean NOT NULL DEFAULT false;
-- Drop index "secret_tenant_id_name" from table: "secrets"
DROP INDEX "secret_tenant_id_name";
-- Modify "secrets" table
ALTER TABLE "secrets" ADD COLUMN "owner" character varying NOT NULL DEFAULT '';
-- Create index "secret_tenant_id_owner_name" to table: "secrets"
CREATE UNIQUE INDEX "secret_tenant_id_owner_name" ON "secrets" ("tenant_id", "owner", "name");
