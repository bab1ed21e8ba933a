// Package scorecard runs a batch of cases with one harness over one or more
// runtimes and answers for it as a whole. A scorecard is orchestration over
// ordinary child runs: it admits the whole batch, records the scorecard and
// its children in one transaction through run.Service, and its Orchestrator
// (on every replica, holding nothing in memory) retries INFRA and OOM
// failures as new tries, spills unstarted cases off runtimes whose circuit is
// open and settles the scorecard exactly once. The statistics (Wilson
// interval, percentiles, McNemar's test) are pure functions.
package scorecard
