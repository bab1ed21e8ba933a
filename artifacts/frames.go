package artifacts

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"

	"github.com/everdict/everdict/ent"
	entartifact "github.com/everdict/everdict/ent/artifact"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/tenancy"
)

// Frames are pictures of a live run's screen kept on request
// (access.Service.SaveScreen): screenshots numbered after FrameSeqBase, so
// they never take the number of a file the backend collects at the end.
const (
	// FramesMaxDefault bounds the frames kept of one attempt of a run.
	FramesMaxDefault = 20
	// FrameSeqBase is the sequence number before a run's first frame.
	FrameSeqBase = 1_000_000
)

// ErrFramesLimit is returned by KeepFrame when the attempt has kept as
// many frames as it may.
var ErrFramesLimit = errors.New("the run has kept as many frames of its screen as it may")

// KeepFrame keeps png as the next screenshot of run runID's current
// attempt, named screen-<n>.png, unless the attempt kept limit frames already
// (ErrFramesLimit). The row is written first, so two saves at once each
// get a number (and an object) of their own.
func (s *Service) KeepFrame(ctx context.Context, runID, tenantID int, png []byte, limit int) (Artifact, error) {
	sys := tenancy.System(ctx)
	if int64(len(png)) > s.cfg.MaxFileBytes {
		return Artifact{}, fmt.Errorf("artifacts: a frame of %d bytes: %w", len(png), ErrTooLarge)
	}
	r, err := s.cfg.DB.Run.Query().Where(entrun.ID(runID), entrun.TenantID(tenantID)).Only(sys)
	if err != nil {
		return Artifact{}, fmt.Errorf("artifacts: keep a frame of run %d: %w", runID, err)
	}
	attempt := max(r.Attempt, 1)
	n, err := s.cfg.DB.Artifact.Query().Where(entartifact.RunID(runID), entartifact.Attempt(attempt), entartifact.SeqGT(FrameSeqBase)).Count(sys)
	if err != nil {
		return Artifact{}, fmt.Errorf("artifacts: count the frames of run %d: %w", runID, err)
	}
	sum := sha256.Sum256(png)
	for ; n < limit; n++ {
		seq := FrameSeqBase + n + 1
		key := Key(tenantID, runID, attempt, seq)
		now := s.cfg.Clock.Now()
		row, err := s.cfg.DB.Artifact.Create().SetTenantID(tenantID).SetRunID(runID).SetAttempt(attempt).SetSeq(seq).
			SetName(fmt.Sprintf("screen-%d.png", n+1)).SetKind(entartifact.KindScreenshot).SetSize(int64(len(png))).
			SetSha256(hex.EncodeToString(sum[:])).SetContentType(http.DetectContentType(png)).SetStoreKey(key).
			SetCreatedAt(now).SetExpiresAt(now.Add(s.cfg.Retention)).Save(sys)
		if ent.IsConstraintError(err) {
			continue // a save at the same time took the number
		}
		if err != nil {
			return Artifact{}, fmt.Errorf("artifacts: record a frame of run %d: %w", runID, err)
		}
		if _, err := s.cfg.Store.Put(sys, key, bytes.NewReader(png), s.cfg.MaxFileBytes); err != nil {
			_ = s.cfg.DB.Artifact.DeleteOneID(row.ID).Exec(sys)
			return Artifact{}, fmt.Errorf("artifacts: store a frame of run %d: %w", runID, err)
		}
		return fromRow(row), nil
	}
	return Artifact{}, ErrFramesLimit
}
