package harness

// Source says where a run's model came from.
type Source string

// The model sources, in precedence order.
const (
	SourceRun       Source = "RUN"
	SourceScorecard Source = "SCORECARD"
	SourceHarness   Source = "HARNESS"
	SourceTenant    Source = "TENANT"
)

// Models are the candidates of a run's model, one per level.
type Models struct {
	Run, Scorecard, Harness, Tenant string
}

// Resolve picks the model by precedence — the run's, then the scorecard's,
// then the harness version's default, then the tenant's default — and says
// where it came from. No model anywhere is ("", "").
func (m Models) Resolve() (string, Source) {
	switch {
	case m.Run != "":
		return m.Run, SourceRun
	case m.Scorecard != "":
		return m.Scorecard, SourceScorecard
	case m.Harness != "":
		return m.Harness, SourceHarness
	case m.Tenant != "":
		return m.Tenant, SourceTenant
	}
	return "", ""
}
