-- Create index "run_fair_tag_id" to table: "runs"
CREATE INDEX "run_fair_tag_id" ON "runs" ("fair_tag", "id") WHERE ((placement_policy IS NOT NULL) AND (runtime_version_id IS NULL));
