// Package runnerapi is the self-hosted runner protocol's wire format: what a
// runner sends to the control plane's /runner endpoints and what it gets
// back. The server (package runners) and the client (package runner) both
// speak it, so it imports no server package: a runner binary links neither
// ent nor the scheduler, as Nomad's api package links no Nomad server.
package runnerapi

import (
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Status is a runner's status as read.
type Status string

// The statuses.
const (
	Online   Status = "ONLINE"
	Draining Status = "DRAINING"
	// Offline: no heartbeat for a lease TTL.
	Offline Status = "OFFLINE"
)

// Runner is a runner as its readers see it.
type Runner struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	// Owner is ws:<tenant> for a workspace runner, else its owner's subject.
	Owner           string    `json:"owner"`
	Workspace       bool      `json:"workspace"`
	Capabilities    []string  `json:"capabilities"`
	Slots           int       `json:"slots"`
	Status          Status    `json:"status"`
	RatePerHourUSD  float64   `json:"ratePerHourUsd"`
	LastHeartbeatAt time.Time `json:"lastHeartbeatAt"`
	// HeartbeatEvery is how often the runner must heartbeat.
	HeartbeatEvery time.Duration `json:"heartbeatEvery"`
	// Runs are the runs it holds now.
	Runs []int `json:"runs"`
}

// RegisterInput registers a runner.
type RegisterInput struct {
	Name string `json:"name"`
	// Capabilities are what the runner detected on its machine plus what it
	// was given; names outside the vocabulary are dropped.
	Capabilities []string `json:"capabilities"`
	// Slots is how many runs it takes at once; zero means 1.
	Slots int `json:"slots"`
}

// Job is a leased run as the runner receives it.
type Job struct {
	RunID   int `json:"runId"`
	Attempt int `json:"attempt"`
	// Job is what the runner's LOCAL executor runs: the harness env
	// resolved, the trust zone the runner must honour, and the run's
	// clone credential (backends.Job.GitAuth) when its repository is
	// private. The credential is minted for this lease only: the server
	// stores it nowhere, the runner keeps it in memory and hands it to
	// its executor's clone alone (git's environment, never a file).
	Job backends.Job `json:"job"`
	// ArtifactGrant is the run's attempt's upload grant: the runner PUTs
	// each file its executor collected to backends.ArtifactUploadPath with
	// it as the bearer token. It allows that attempt's files only, within
	// the run's limits, until the run's timeout and a margin: no store
	// credential ever reaches a runner.
	ArtifactGrant string `json:"artifactGrant,omitempty"`
}

// RunStatus is a run's status as a heartbeat reports it.
type RunStatus string

// Settled reports whether a run in status s is over (SUCCEEDED or FAILED):
// the runner stops its job.
func (s RunStatus) Settled() bool { return s == "SUCCEEDED" || s == "FAILED" }

// HeartbeatAnswer is a heartbeat's answer: the runner, and the runs it
// holds with their status.
type HeartbeatAnswer struct {
	Runner Runner            `json:"runner"`
	Runs   map[int]RunStatus `json:"runs"`
}

// Failure is why a runner's job failed. Its fields keep their Go names on
// the wire.
type Failure struct {
	Class   domain.FailureClass
	Code    string
	Message string
}

// Outcome is how a runner's job ended: a result, or a failure.
type Outcome struct {
	Result  *evalcase.Result `json:"result,omitempty"`
	Failure *Failure         `json:"failure,omitempty"`
}

// ErrorBody is an error answer.
type ErrorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}
