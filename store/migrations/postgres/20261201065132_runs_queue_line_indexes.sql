-- Drop index "run_runtime_id_status_fair_tag" from table: "runs"
DROP INDEX "run_runtime_id_status_fair_tag";
-- Create index "run_runtime_id_status_priority_created_at" to table: "runs"
CREATE INDEX "run_runtime_id_status_priority_created_at" ON "runs" ("runtime_id", "status", "priority", "created_at");
-- Create index "run_runtime_id_status_priority_fair_tag" to table: "runs"
CREATE INDEX "run_runtime_id_status_priority_fair_tag" ON "runs" ("runtime_id", "status", "priority", "fair_tag");
