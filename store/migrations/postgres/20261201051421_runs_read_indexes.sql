-- Drop index "run_tenant_id_status" from table: "runs"
DROP INDEX "run_tenant_id_status";
-- Create index "run_created_at_id" to table: "runs"
CREATE INDEX "run_created_at_id" ON "runs" ("created_at", "id");
-- Create index "run_tenant_id_created_at_id" to table: "runs"
CREATE INDEX "run_tenant_id_created_at_id" ON "runs" ("tenant_id", "created_at", "id");
-- Create index "run_tenant_id_status_created_at_id" to table: "runs"
CREATE INDEX "run_tenant_id_status_created_at_id" ON "runs" ("tenant_id", "status", "created_at", "id");
