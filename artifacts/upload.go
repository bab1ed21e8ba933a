package artifacts

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	entartifact "github.com/everdict/everdict/ent/artifact"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/tenancy"
)

// Uploads: a job that runs off the control plane's host (a self-hosted
// runner, a cluster task) pushes its collected files one by one to
// UploadRoute<run>/<attempt>?name=<name>, with an upload grant as its
// bearer token. A grant is an HMAC of the link key over what it allows —
// one tenant's run's attempt, until an expiry, within the run's limits — so
// it names no store credential and needs no row; the server makes every
// key, sniffs every type and counts every limit itself.

// UploadRoute is the server's route of uploads.
const UploadRoute = backends.ArtifactUploadRoute

// Defaults of the upload side of Config.
const (
	// TenantQuotaDefault is the most bytes a tenant's artifacts hold in
	// the store (EVERDICT_ARTIFACT_TENANT_QUOTA): 10 GiB.
	TenantQuotaDefault int64 = 10 << 30
	// UploadGraceDefault is how long after its run settled a grant still
	// uploads (a cluster's upload step runs after the harness's end).
	UploadGraceDefault = 15 * time.Minute
	// GrantMarginDefault is how long a grant outlives its run's timeout.
	GrantMarginDefault = 30 * time.Minute
)

// grantPrefix starts every grant (its version).
const grantPrefix = "evdu1."

// Grant is what an upload grant allows: files of one tenant's run's
// attempt, until Expires, within Limits.
type Grant struct {
	TenantID int                     `json:"t"`
	RunID    int                     `json:"r"`
	Attempt  int                     `json:"a"`
	Limits   backends.ArtifactLimits `json:"l"`
	Expires  int64                   `json:"e"` // unix seconds
}

// Grant issues an upload grant for the attempt of a tenant's run that runs
// for at most timeout: valid until timeout plus GrantMarginDefault from
// now, within limits (each zero limit the default).
func (s *Service) Grant(tenantID, runID, attempt int, limits backends.ArtifactLimits, timeout time.Duration) string {
	g := Grant{TenantID: tenantID, RunID: runID, Attempt: attempt, Limits: limits.Or(backends.DefaultArtifactLimits()),
		Expires: s.cfg.Clock.Now().Add(timeout + GrantMarginDefault).Unix()}
	b, _ := json.Marshal(g) // a struct of numbers
	payload := grantPrefix + base64.RawURLEncoding.EncodeToString(b)
	return payload + "." + s.grantMAC(payload)
}

// Upload is where the job of a tenant's run's attempt that uploads its
// own files (a cluster task) sends them: the attempt's route at the
// control plane's PublicURL, with a Grant for it. nil without a PublicURL.
func (s *Service) Upload(tenantID, runID, attempt int, limits backends.ArtifactLimits, timeout time.Duration) *backends.ArtifactUpload {
	if s.cfg.PublicURL == "" {
		return nil
	}
	return &backends.ArtifactUpload{
		URL:   strings.TrimSuffix(s.cfg.PublicURL, "/") + backends.ArtifactUploadPath(runID, attempt),
		Grant: s.Grant(tenantID, runID, attempt, limits, timeout),
	}
}

// grantMAC signs a grant's payload with a key of its own, derived from the
// link key: a link's signature never passes for a grant's.
func (s *Service) grantMAC(payload string) string {
	k := hmac.New(sha256.New, s.cfg.LinkKey)
	k.Write([]byte("everdict artifact upload grants v1"))
	m := hmac.New(sha256.New, k.Sum(nil))
	m.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// parseGrant checks a grant's signature and expiry.
func (s *Service) parseGrant(tok string) (Grant, bool) {
	payload, sig, ok := cutLast(tok)
	if !ok || !strings.HasPrefix(payload, grantPrefix) || !hmac.Equal([]byte(sig), []byte(s.grantMAC(payload))) {
		return Grant{}, false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(payload, grantPrefix))
	var g Grant
	if err != nil || json.Unmarshal(b, &g) != nil || s.cfg.Clock.Now().Unix() >= g.Expires {
		return Grant{}, false
	}
	return g, true
}

func cutLast(tok string) (string, string, bool) {
	i := strings.LastIndexByte(tok, '.')
	if i < 0 {
		return "", "", false
	}
	return tok[:i], tok[i+1:], true
}

// ErrUploadRefused is the reason of a run that takes no more files: its
// attempt is over (another one runs) or it settled over UploadGraceDefault
// ago.
var ErrUploadRefused = errors.New("the run takes no more files")

// UploadHandler serves uploads (PUT UploadRoute<run>/<attempt>?name=, the
// file as the body, a grant as the bearer token): a missing, altered or
// expired grant is 401, a grant of another run or attempt 403. The file is
// spooled within what its run's limits and its tenant's quota leave, then
// recorded and stored under a key the server makes; over a limit nothing
// is kept (413 with the reason).
func (s *Service) UploadHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.Method != http.MethodPut {
			w.Header().Set("Allow", http.MethodPut)
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		g, valid := s.parseGrant(tok)
		if !ok || !valid {
			http.Error(w, "upload grant missing, invalid or expired", http.StatusUnauthorized)
			return
		}
		runID, attempt, ok := parseUploadPath(r.URL.Path)
		if !ok || runID != g.RunID || attempt != g.Attempt {
			http.Error(w, "the grant is not for this run's attempt", http.StatusForbidden)
			return
		}
		a, status, err := s.upload(r, g, r.URL.Query().Get("name"))
		switch {
		case err != nil:
			s.log.Warn("artifact upload failed", "run_id", g.RunID, "err", err)
			http.Error(w, "artifact upload failed", http.StatusInternalServerError)
			return
		case status == http.StatusForbidden:
			http.Error(w, "the grant is not for this run's attempt", http.StatusForbidden)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if status == http.StatusRequestEntityTooLarge {
			w.Header().Set("Connection", "close") // the rest of the body is not read
		}
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(a)
	})
}

func parseUploadPath(p string) (runID, attempt int, ok bool) {
	rest, ok := strings.CutPrefix(p, UploadRoute)
	if !ok {
		return 0, 0, false
	}
	rs, as, ok := strings.Cut(rest, "/")
	if !ok {
		return 0, 0, false
	}
	runID, err1 := strconv.Atoi(rs)
	attempt, err2 := strconv.Atoi(as)
	return runID, attempt, err1 == nil && err2 == nil && runID > 0 && attempt > 0
}

// upload keeps one uploaded file of g's run, answering with its status.
func (s *Service) upload(r *http.Request, g Grant, name string) (backends.ArtifactUploadAnswer, int, error) {
	ctx := tenancy.System(r.Context())
	drop := func(status int, reason string) (backends.ArtifactUploadAnswer, int, error) {
		return backends.ArtifactUploadAnswer{Dropped: reason}, status, nil
	}
	run, err := s.cfg.DB.Run.Query().Where(entrun.ID(g.RunID), entrun.TenantID(g.TenantID)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return backends.ArtifactUploadAnswer{}, http.StatusForbidden, nil
	case err != nil:
		return backends.ArtifactUploadAnswer{}, 0, fmt.Errorf("artifacts: upload: %w", err)
	case max(run.Attempt, 1) != g.Attempt,
		run.FinishedAt != nil && !s.cfg.Clock.Now().Before(run.FinishedAt.Add(s.cfg.UploadGrace)):
		return drop(http.StatusConflict, ErrUploadRefused.Error())
	}
	if !backends.ValidArtifactName(name) {
		return drop(http.StatusBadRequest, backends.DropBadName)
	}
	files, bytes, err := s.used(ctx, entartifact.RunID(g.RunID), entartifact.Attempt(g.Attempt))
	if err != nil {
		return backends.ArtifactUploadAnswer{}, 0, err
	}
	tooMany := fmt.Sprintf("%s (%d)", backends.DropTooMany, g.Limits.MaxFiles)
	if files >= g.Limits.MaxFiles {
		return drop(http.StatusRequestEntityTooLarge, tooMany)
	}
	room := min(g.Limits.MaxBytes-bytes, s.cfg.MaxFileBytes)
	tooLarge := fmt.Sprintf("%s (%d)", backends.DropTooLarge, g.Limits.MaxBytes)
	if r.ContentLength > room {
		return drop(http.StatusRequestEntityTooLarge, tooLarge)
	}
	sp, err := spool(r.Body, room)
	switch {
	case errors.Is(err, ErrTooLarge):
		return drop(http.StatusRequestEntityTooLarge, tooLarge)
	case err != nil:
		return backends.ArtifactUploadAnswer{}, 0, err
	}
	defer sp.close()
	if reason, err := s.overQuota(ctx, g.TenantID, sp.n); err != nil || reason != "" {
		return drop(http.StatusRequestEntityTooLarge, reason)
	}
	seq, err := s.reserve(ctx, g, name, sp)
	if err != nil {
		return backends.ArtifactUploadAnswer{}, 0, err
	}
	// Peers may have reserved at once: the files of lower seq win.
	files, bytes, err = s.used(ctx, entartifact.RunID(g.RunID), entartifact.Attempt(g.Attempt), entartifact.SeqLTE(seq))
	if err == nil && (files > g.Limits.MaxFiles || bytes > g.Limits.MaxBytes) {
		_, err = s.cfg.DB.Artifact.Delete().Where(entartifact.RunID(g.RunID), entartifact.Attempt(g.Attempt), entartifact.Seq(seq)).Exec(ctx)
		if err == nil && files > g.Limits.MaxFiles {
			return drop(http.StatusRequestEntityTooLarge, tooMany)
		}
		if err == nil {
			return drop(http.StatusRequestEntityTooLarge, tooLarge)
		}
	}
	if err == nil {
		_, err = s.cfg.Store.Put(ctx, Key(g.TenantID, g.RunID, g.Attempt, seq), sp.f, sp.n)
	}
	if err != nil {
		_, _ = s.cfg.DB.Artifact.Delete().Where(entartifact.RunID(g.RunID), entartifact.Attempt(g.Attempt), entartifact.Seq(seq)).Exec(ctx)
		return backends.ArtifactUploadAnswer{}, 0, err
	}
	return backends.ArtifactUploadAnswer{Seq: seq, Size: sp.n, SHA256: sp.sum}, http.StatusCreated, nil
}

// reserve records sp as the attempt's next file, its seq one past the
// highest; a peer taking the same seq at once makes it try the next.
func (s *Service) reserve(ctx context.Context, g Grant, name string, sp *spooled) (int, error) {
	for range 8 {
		last, err := s.cfg.DB.Artifact.Query().Where(entartifact.RunID(g.RunID), entartifact.Attempt(g.Attempt)).
			Order(ent.Desc(entartifact.FieldSeq)).First(ctx)
		seq := 1
		switch {
		case err == nil:
			seq = last.Seq + 1
		case !ent.IsNotFound(err):
			return 0, fmt.Errorf("artifacts: upload: %w", err)
		}
		err = s.record(ctx, g.TenantID, g.RunID, g.Attempt, seq, name, string(KindFile), sp)
		if !ent.IsConstraintError(err) {
			return seq, err
		}
	}
	return 0, errors.New("artifacts: upload: no free seq after 8 tries")
}
