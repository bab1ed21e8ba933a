-- Create "callback_attempts" table
CREATE TABLE `callback_attempts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `run_id` integer NOT NULL, `correlation` text NOT NULL, `n` integer NOT NULL, `token_hash` blob NOT NULL, `case_spec` json NOT NULL, `state` text NOT NULL DEFAULT ('DISPATCHING'), `deadline` datetime NOT NULL, `heartbeat_sec` integer NOT NULL DEFAULT (0), `heartbeat_at` datetime NULL, `accepted_at` datetime NULL, `closed_at` datetime NULL, `body_hash` blob NULL, `body` blob NULL, `reason` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL);
-- Set sequence for "callback_attempts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("callback_attempts", 77309411328);
-- Create index "callbackattempt_correlation_n" to table: "callback_attempts"
CREATE UNIQUE INDEX `callbackattempt_correlation_n` ON `callback_attempts` (`correlation`, `n`);
-- Create index "callbackattempt_token_hash" to table: "callback_attempts"
CREATE UNIQUE INDEX `callbackattempt_token_hash` ON `callback_attempts` (`token_hash`);
-- Create index "callbackattempt_run_id" to table: "callback_attempts"
CREATE INDEX `callbackattempt_run_id` ON `callback_attempts` (`run_id`);
