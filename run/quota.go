package run

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Limits.
const (
	// SubmitRateDefault is the submits a second one token keeps up, and
	// SubmitBurstDefault the submits it may make at once: a scorecard is one
	// submit, however many cases it holds.
	SubmitRateDefault  = 10.0
	SubmitBurstDefault = 100
	// MaxSeedBytesDefault bounds one run's seed files (paths and contents).
	MaxSeedBytesDefault = 10 << 20
	// TenantSeedBytesDefault bounds the seed bytes of one tenant's queued
	// runs: a hundred runs at MaxSeedBytesDefault, where the queue depth
	// alone let a tenant queue 10 GB.
	TenantSeedBytesDefault = 1 << 30
)

// Limits bound what submits may cost. The zero value of each field means its
// default.
type Limits struct {
	// SubmitRate is each token's sustained submits a second (a token
	// bucket, per replica); SubmitBurst its bucket's size.
	SubmitRate  float64
	SubmitBurst int
	// MaxSeedBytes bounds one run's seed files, paths and contents.
	MaxSeedBytes int64
	// TenantSeedBytes bounds the seed bytes of one tenant's queued runs.
	TenantSeedBytes int64
}

// withDefaults returns l with its zero fields set to their defaults.
func (l Limits) withDefaults() Limits {
	if l.SubmitRate <= 0 {
		l.SubmitRate = SubmitRateDefault
	}
	if l.SubmitBurst <= 0 {
		l.SubmitBurst = SubmitBurstDefault
	}
	if l.MaxSeedBytes <= 0 {
		l.MaxSeedBytes = MaxSeedBytesDefault
	}
	if l.TenantSeedBytes <= 0 {
		l.TenantSeedBytes = TenantSeedBytesDefault
	}
	return l
}

// submitRatesSweep is the number of tokens' buckets past which a new one
// first drops the buckets that are full again (their tokens are idle).
const submitRatesSweep = 4096

// submitRates holds each token's submit bucket.
type submitRates struct {
	mu      sync.Mutex
	limit   rate.Limit
	burst   int
	buckets map[string]*rate.Limiter
}

func newSubmitRates(l Limits) *submitRates {
	return &submitRates{limit: rate.Limit(l.SubmitRate), burst: l.SubmitBurst, buckets: map[string]*rate.Limiter{}}
}

// take spends one submit of key's bucket at now; when the bucket is empty it
// spends nothing and returns how long until it holds one.
func (r *submitRates) take(key string, now time.Time) time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	b := r.buckets[key]
	if b == nil {
		if len(r.buckets) >= submitRatesSweep {
			for k, b := range r.buckets {
				if b.TokensAt(now) >= float64(r.burst) {
					delete(r.buckets, k)
				}
			}
		}
		b = rate.NewLimiter(r.limit, r.burst)
		r.buckets[key] = b
	}
	res := b.ReserveN(now, 1)
	wait := res.DelayFrom(now)
	if wait > 0 {
		res.CancelAt(now)
	}
	return wait
}

// takeSubmit spends one of v's token's submits, or refuses with
// RATE_LIMITED naming the limit and, in extensions.retryAfter, the seconds
// until the token may submit again (the server's Retry-After).
func (s *Service) takeSubmit(v tenancy.Viewer) error {
	key := "token:" + strconv.Itoa(v.TokenID)
	if v.TokenID == 0 {
		key = "subject:" + strconv.Itoa(v.TenantID) + "/" + v.Subject
	}
	wait := s.submits.take(key, s.cfg.Clock.Now())
	if wait <= 0 {
		return nil
	}
	secs := int(math.Ceil(wait.Seconds()))
	return errcode.New(errcode.RateLimited, "this token submits more than %g runs a second (%d at once): retry in %ds",
		s.cfg.Limits.SubmitRate, s.cfg.Limits.SubmitBurst, secs).With("limit", "submitRate").With("retryAfter", secs)
}

// SeedBytes is the size of c's seed files, paths and contents: what its run
// stores of them, and what Limits bounds.
func SeedBytes(c evalcase.Case) int64 {
	var n int64
	for _, f := range c.Files {
		n += int64(len(f.Path) + len(f.Content))
	}
	return n
}

// checkSeed refuses a case whose seed files are over MaxSeedBytes, with
// BAD_USER_INPUT naming the limit; what names the case ("" for one run).
func (s *Service) checkSeed(c evalcase.Case, what string) error {
	if n := SeedBytes(c); n > s.cfg.Limits.MaxSeedBytes {
		return errcode.New(errcode.BadUserInput, "%scase.files hold %d bytes, over the %d bytes a run's seed files may hold",
			what, n, s.cfg.Limits.MaxSeedBytes).With("limit", "seedBytes")
	}
	return nil
}

// seedQuota refuses adding n seed bytes to tenant id's queued runs when they
// would hold more than TenantSeedBytes, with RATE_LIMITED naming the limit:
// the queue frees its bytes as runs start. A submit without seed files
// reads nothing. Submits in flight at once may together overshoot the quota
// by their own bytes, as with the queue depth.
func (s *Service) seedQuota(ctx context.Context, q querier, tenantID int, n int64) error {
	if n == 0 {
		return nil
	}
	held, err := s.exec.queuedSeedBytes(ctx, q, tenantID)
	if err != nil {
		return fmt.Errorf("queued seed bytes: %w", err)
	}
	if held+n > s.cfg.Limits.TenantSeedBytes {
		return errcode.New(errcode.RateLimited, "the tenant's queued runs hold %d bytes of seed files, and these %d more would pass its quota of %d: wait for queued runs to start, or cancel some",
			held, n, s.cfg.Limits.TenantSeedBytes).With("limit", "tenantSeedBytes")
	}
	return nil
}
