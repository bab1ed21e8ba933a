package run

// The aggregate's transitions the service applies, for the external tests.
var (
	FailOf   = failOf
	CancelOf = cancelOf
)
