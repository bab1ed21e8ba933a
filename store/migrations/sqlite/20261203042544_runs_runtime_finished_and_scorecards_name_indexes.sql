-- Create index "run_runtime_id_finished_at" to table: "runs"
CREATE INDEX `run_runtime_id_finished_at` ON `runs` (`runtime_id`, `finished_at`);
-- Create index "scorecard_tenant_id_name_created_at" to table: "scorecards"
CREATE INDEX `scorecard_tenant_id_name_created_at` ON `scorecards` (`tenant_id`, `name`, `created_at`);
