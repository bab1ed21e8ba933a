package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Scale is an elastic runtime's live capacity and what its autoscaler
// carries from one period to the next (placement.AutoscaleState), kept
// where every replica's next decider reads it. The zero Scale is none.
type Scale struct {
	// Period numbers the decision period it was committed in; a later
	// commit must name a later period.
	Period int64 `json:"p"`
	// Slots is the runtime's live slot count.
	Slots int `json:"n"`
	// BelowSince is when demand went below Slots and stayed there; zero
	// when it is not below.
	BelowSince time.Time `json:"b,omitzero"`
	// Peak is the highest demand seen since BelowSince.
	Peak int `json:"k,omitempty"`
}

// ErrInvalidScale: a committed Scale's period does not follow the one it
// replaces, or its slots are negative.
var ErrInvalidScale = errors.New("invalid scale")

func validScale(runtime string, prev, next Scale) error {
	switch {
	case runtime == "":
		return fmt.Errorf("commit scale: %w: empty runtime", ErrInvalidScale)
	case next.Period <= prev.Period:
		return fmt.Errorf("commit scale of %s: %w: period %d does not follow %d", runtime, ErrInvalidScale, next.Period, prev.Period)
	case next.Slots < 0 || next.Slots > MaxQuantity || next.Peak < 0:
		return fmt.Errorf("commit scale of %s: %w: slots %d, peak %d", runtime, ErrInvalidScale, next.Slots, next.Peak)
	}
	return nil
}

// Scale implements Ledger.
func (m *Memory) Scale(ctx context.Context, runtime string) (Scale, bool, error) {
	if err := ctx.Err(); err != nil {
		return Scale{}, false, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.scales[runtime]
	return s, ok, nil
}

// CommitScale implements Ledger.
func (m *Memory) CommitScale(ctx context.Context, runtime string, prev, next Scale) (bool, error) {
	if err := validScale(runtime, prev, next); err != nil {
		return false, err
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.scales == nil {
		m.scales = map[string]Scale{}
	}
	if m.scales[runtime].Period != prev.Period {
		return false, nil
	}
	m.scales[runtime] = next
	return true, nil
}

// commitScaleScript: KEYS[1] scales; ARGV runtime, the period in place the
// commit expects (0: none), the new Scale's period and JSON.
var commitScaleScript = redis.NewScript(`
local raw = redis.call('HGET', KEYS[1], ARGV[1])
local cur = 0
if raw then cur = tonumber(cjson.decode(raw).p) end
if cur ~= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
return 1
`)

// Scale implements Ledger.
func (r *Redis) Scale(ctx context.Context, runtime string) (Scale, bool, error) {
	raw, err := r.client.HGet(ctx, r.scales, runtime).Result()
	if errors.Is(err, redis.Nil) {
		return Scale{}, false, nil
	}
	if err != nil {
		return Scale{}, false, fmt.Errorf("scale of %s: %w", runtime, err)
	}
	var s Scale
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		return Scale{}, false, fmt.Errorf("scale of %s: %w", runtime, err)
	}
	return s, true, nil
}

// CommitScale implements Ledger.
func (r *Redis) CommitScale(ctx context.Context, runtime string, prev, next Scale) (bool, error) {
	if err := validScale(runtime, prev, next); err != nil {
		return false, err
	}
	raw, err := json.Marshal(next)
	if err != nil {
		return false, fmt.Errorf("commit scale of %s: %w", runtime, err)
	}
	n, err := commitScaleScript.Run(ctx, r.client, []string{r.scales}, runtime, prev.Period, next.Period, string(raw)).Int()
	if err != nil {
		return false, fmt.Errorf("commit scale of %s: %w", runtime, err)
	}
	return n == 1, nil
}
