package scorecard

// Unsettled exposes the retry guard to the external tests.
var Unsettled = unsettled
