-- Create index "run_tenant_id_harness_name_created_at_id" to table: "runs"
CREATE INDEX `run_tenant_id_harness_name_created_at_id` ON `runs` (`tenant_id`, `harness_name`, `created_at`, `id`);
-- Create index "run_tenant_id_trigger_created_at_id" to table: "runs"
CREATE INDEX `run_tenant_id_trigger_created_at_id` ON `runs` (`tenant_id`, `trigger`, `created_at`, `id`);
