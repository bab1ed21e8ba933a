package artifacts

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	entartifact "github.com/everdict/everdict/ent/artifact"
	"github.com/everdict/everdict/ent/predicate"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// RetentionDefault is how long an artifact is kept after its run
	// ended (EVERDICT_ARTIFACT_RETENTION).
	RetentionDefault = 30 * 24 * time.Hour
	// LinkTTLDefault is how long a link is valid.
	LinkTTLDefault = 5 * time.Minute
)

// Route is the server's route of its links (the filesystem store's).
const Route = "/artifacts/"

// Kind is what an artifact is.
type Kind string

// The kinds.
const (
	KindFile       Kind = "file"
	KindScreenshot Kind = "screenshot"
	KindTrajectory Kind = "trajectory"
)

// Artifact is one kept file of a run, as the API shows it.
type Artifact struct {
	ID          int
	TenantID    int
	RunID       int
	Attempt     int
	Name        string
	Kind        Kind
	Size        int64
	SHA256      string
	ContentType string
	CreatedAt   time.Time
	ExpiresAt   time.Time
	key         string
}

// Config configures a Service. DB, Store and LinkKey are required.
type Config struct {
	DB    *ent.Client
	Store Store
	// LinkKey signs the server's links (HMAC-SHA256), derived from the
	// server's secret key (secrets.Box.Derive(LinkKeyPurpose)): the same on
	// every replica.
	LinkKey []byte
	// Retention is how long an artifact is kept; zero means
	// RetentionDefault.
	Retention time.Duration
	// LinkTTL: zero means LinkTTLDefault.
	LinkTTL time.Duration
	// MaxFileBytes bounds one kept file; zero means
	// backends.ArtifactsMaxBytesDefault.
	MaxFileBytes int64
	// TenantQuota bounds the bytes one tenant's artifacts hold in the
	// store (EVERDICT_ARTIFACT_TENANT_QUOTA); zero means
	// TenantQuotaDefault. A file over it is dropped, never failing its run.
	TenantQuota int64
	// UploadGrace is how long after its run settled an upload is taken;
	// zero means UploadGraceDefault.
	UploadGrace time.Duration
	// PublicURL is the control plane's URL as jobs reach it
	// (EVERDICT_PUBLIC_URL): where a cluster task uploads its files
	// (Upload). Empty issues no upload.
	PublicURL string
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// LinkKeyPurpose names the key the links are signed with, derived from the
// server's key.
const LinkKeyPurpose = "everdict artifact links v1"

// Service records, lists, links and sweeps artifacts. It is safe for
// concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

// New returns a Service over cfg.
func New(cfg Config) (*Service, error) {
	switch {
	case cfg.DB == nil:
		return nil, errors.New("artifacts: DB is required")
	case cfg.Store == nil:
		return nil, errors.New("artifacts: Store is required")
	case len(cfg.LinkKey) < 32:
		return nil, errors.New("artifacts: LinkKey of at least 32 bytes is required")
	case cfg.Retention < 0:
		return nil, errors.New("artifacts: Retention must be positive, or zero for the default")
	case cfg.TenantQuota < 0:
		return nil, errors.New("artifacts: TenantQuota must be positive, or zero for the default")
	}
	if cfg.TenantQuota == 0 {
		cfg.TenantQuota = TenantQuotaDefault
	}
	if cfg.UploadGrace <= 0 {
		cfg.UploadGrace = UploadGraceDefault
	}
	if cfg.Retention == 0 {
		cfg.Retention = RetentionDefault
	}
	if cfg.LinkTTL <= 0 {
		cfg.LinkTTL = LinkTTLDefault
	}
	if cfg.MaxFileBytes <= 0 {
		cfg.MaxFileBytes = backends.ArtifactsMaxBytesDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log}, nil
}

// Keep records the files a backend collected of a run, each under a key of
// the run's current attempt: best-effort, a file that cannot be kept, or
// would take its tenant over TenantQuota, is skipped and returned among the
// dropped with the reason. A file already recorded (a replayed collection)
// is skipped, so Keep is idempotent.
func (s *Service) Keep(ctx context.Context, runID, tenantID int, files []backends.Artifact) []evalcase.DroppedArtifact {
	if len(files) == 0 {
		return nil
	}
	sys := tenancy.System(ctx)
	r, err := s.cfg.DB.Run.Query().Where(entrun.ID(runID), entrun.TenantID(tenantID)).Only(sys)
	if err != nil {
		s.log.Warn("artifacts not kept: run not read", "run_id", runID, "err", err)
		return nil
	}
	attempt := max(r.Attempt, 1)
	var dropped []evalcase.DroppedArtifact
	for _, f := range files {
		reason, err := s.keep(sys, runID, tenantID, attempt, f)
		if err != nil {
			s.log.Warn("artifact not kept", "run_id", runID, "name", f.Name, "err", err)
			reason = backends.DropNotKept
		}
		if reason != "" {
			dropped = append(dropped, evalcase.DroppedArtifact{Name: f.Name, Reason: reason})
		}
	}
	return dropped
}

// keep keeps one collected file, or says why it dropped it.
func (s *Service) keep(ctx context.Context, runID, tenantID, attempt int, f backends.Artifact) (string, error) {
	if f.Seq <= 0 || !backends.ValidArtifactName(f.Name) {
		return backends.DropBadName, nil
	}
	done, err := s.cfg.DB.Artifact.Query().Where(entartifact.RunID(runID), entartifact.Attempt(attempt), entartifact.Seq(f.Seq)).Exist(ctx)
	if err != nil || done {
		return "", err
	}
	body, err := f.Open()
	if err != nil {
		return "", fmt.Errorf("open: %w", err)
	}
	defer func() { _ = body.Close() }()
	sp, err := spool(body, s.cfg.MaxFileBytes)
	if errors.Is(err, ErrTooLarge) {
		return fmt.Sprintf("%s (%d)", backends.DropTooLarge, s.cfg.MaxFileBytes), nil
	}
	if err != nil {
		return "", err
	}
	defer sp.close()
	if reason, err := s.overQuota(ctx, tenantID, sp.n); err != nil || reason != "" {
		return reason, err
	}
	key := Key(tenantID, runID, attempt, f.Seq)
	if _, err := s.cfg.Store.Put(ctx, key, sp.f, sp.n); err != nil {
		return "", err
	}
	kind := f.Kind
	if kind == "" {
		kind = string(KindFile)
	}
	err = s.record(ctx, tenantID, runID, attempt, f.Seq, f.Name, kind, sp)
	if ent.IsConstraintError(err) {
		return "", nil // a peer recorded it meanwhile
	}
	return "", err
}

// spooled is a file copied to a temporary file, hashed and its head kept
// for the sniffing: the store gets a stream of known length.
type spooled struct {
	f    *os.File
	n    int64
	sum  string
	head []byte
}

// spool copies r to a temporary file, at most max bytes: a longer stream
// wraps ErrTooLarge and keeps nothing. The file is at its start.
func spool(r io.Reader, max int64) (*spooled, error) {
	tmp, err := os.CreateTemp("", "everdict-artifact-*")
	if err != nil {
		return nil, err
	}
	sp := &spooled{f: tmp}
	h := sha256.New()
	head := &headWriter{max: 512}
	sp.n, err = io.Copy(io.MultiWriter(tmp, h, head), io.LimitReader(r, max+1))
	switch {
	case err != nil:
		err = fmt.Errorf("read: %w", err)
	case sp.n > max:
		err = fmt.Errorf("over %d bytes: %w", max, ErrTooLarge)
	default:
		_, err = tmp.Seek(0, io.SeekStart)
	}
	if err != nil {
		sp.close()
		return nil, err
	}
	sp.sum, sp.head = hex.EncodeToString(h.Sum(nil)), head.b
	return sp, nil
}

func (sp *spooled) close() { _ = sp.f.Close(); _ = os.Remove(sp.f.Name()) }

// record writes the row of a stored file.
func (s *Service) record(ctx context.Context, tenantID, runID, attempt, seq int, name, kind string, sp *spooled) error {
	now := s.cfg.Clock.Now()
	return s.cfg.DB.Artifact.Create().SetTenantID(tenantID).SetRunID(runID).SetAttempt(attempt).SetSeq(seq).
		SetName(name).SetKind(entartifact.Kind(kind)).SetSize(sp.n).SetSha256(sp.sum).
		SetContentType(http.DetectContentType(sp.head)).SetStoreKey(Key(tenantID, runID, attempt, seq)).
		SetCreatedAt(now).SetExpiresAt(now.Add(s.cfg.Retention)).Exec(ctx)
}

// used counts the rows matching ps and their bytes.
func (s *Service) used(ctx context.Context, ps ...predicate.Artifact) (int, int64, error) {
	var v []struct {
		Count int           `json:"count"`
		Sum   sql.NullInt64 `json:"sum"`
	}
	err := s.cfg.DB.Artifact.Query().Where(ps...).
		Aggregate(ent.As(ent.Count(), "count"), ent.As(ent.Sum(entartifact.FieldSize), "sum")).Scan(ctx, &v)
	if err != nil || len(v) == 0 {
		return 0, 0, fmt.Errorf("artifacts: count: %w", err)
	}
	return v[0].Count, v[0].Sum.Int64, nil
}

// overQuota is the reason n more bytes are refused to a tenant, or "":
// what its artifacts hold in the store, expired or not, and n is over
// TenantQuota.
func (s *Service) overQuota(ctx context.Context, tenantID int, n int64) (string, error) {
	_, held, err := s.used(ctx, entartifact.TenantID(tenantID))
	if err != nil {
		return "", err
	}
	if held+n > s.cfg.TenantQuota {
		return fmt.Sprintf("%s (%d bytes)", backends.DropQuota, s.cfg.TenantQuota), nil
	}
	return "", nil
}

// headWriter keeps the first max bytes written to it.
type headWriter struct {
	b   []byte
	max int
}

func (w *headWriter) Write(p []byte) (int, error) {
	if room := w.max - len(w.b); room > 0 {
		w.b = append(w.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

// List returns the run's kept artifacts not yet expired, in the order they
// were collected. The query is the viewer's: another tenant's run has none.
func (s *Service) List(ctx context.Context, runID int) ([]Artifact, error) {
	rows, err := s.cfg.DB.Artifact.Query().
		Where(entartifact.RunID(runID), entartifact.ExpiresAtGT(s.cfg.Clock.Now())).
		Order(ent.Asc(entartifact.FieldAttempt), ent.Asc(entartifact.FieldSeq)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("artifacts: list: %w", err)
	}
	out := make([]Artifact, len(rows))
	for i, r := range rows {
		out[i] = fromRow(r)
	}
	return out, nil
}

func fromRow(r *ent.Artifact) Artifact {
	return Artifact{
		ID: r.ID, TenantID: r.TenantID, RunID: r.RunID, Attempt: r.Attempt, Name: r.Name, Kind: Kind(r.Kind),
		Size: r.Size, SHA256: r.Sha256, ContentType: r.ContentType, CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, key: r.StoreKey,
	}
}

// inline are the content types served inline: images a browser renders
// without running anything.
var inline = map[string]bool{"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true}

// Inline reports whether a sniffed content type is served inline.
func Inline(contentType string) bool { return inline[contentType] }

// headers are what a's link serves it with: an allowlisted image inline,
// anything else as an attachment named after the file.
func headers(a Artifact) Headers {
	if Inline(a.ContentType) {
		return Headers{ContentType: a.ContentType, ContentDisposition: "inline"}
	}
	d := mime.FormatMediaType("attachment", map[string]string{"filename": path.Base(a.Name)})
	if d == "" {
		d = "attachment"
	}
	return Headers{ContentType: a.ContentType, ContentDisposition: d}
}

// Link returns a link to a, valid for LinkTTL: the store's presigned link,
// or a path of the server's own route signed with the link key.
func (s *Service) Link(ctx context.Context, a Artifact) (string, error) {
	u, err := s.cfg.Store.SignedURL(ctx, a.key, headers(a), s.cfg.LinkTTL)
	if err != nil || u != "" {
		return u, err
	}
	exp := strconv.FormatInt(s.cfg.Clock.Now().Add(s.cfg.LinkTTL).Unix(), 10)
	q := url.Values{"exp": {exp}, "sig": {s.sign(a.key, exp)}}
	return Route + a.key + "?" + q.Encode(), nil
}

// sign is the link signature of key until exp.
func (s *Service) sign(key, exp string) string {
	m := hmac.New(sha256.New, s.cfg.LinkKey)
	m.Write([]byte(key + "\n" + exp))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Handler serves the server's links (GET Route<key>?exp=&sig=): a valid
// signature, an expiry not passed, and a row of the key's tenant that has
// not expired, else 404 whatever the reason. An allowlisted image is
// served inline; anything else as an attachment. Every answer carries
// nosniff and a sandboxing CSP.
func (s *Service) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "sandbox; default-src 'none'")
		h.Set("Cache-Control", "private, no-store")
		h.Set("Referrer-Policy", "no-referrer")
		a, ok := s.authorize(r)
		if !ok {
			http.Error(w, "artifact not found", http.StatusNotFound)
			return
		}
		body, err := s.cfg.Store.Open(r.Context(), a.key)
		if err != nil {
			s.log.Warn("artifact not served", "key", a.key, "err", err)
			http.Error(w, "artifact not found", http.StatusNotFound)
			return
		}
		defer func() { _ = body.Close() }()
		hd := headers(a)
		h.Set("Content-Type", hd.ContentType)
		h.Set("Content-Disposition", hd.ContentDisposition)
		h.Set("Content-Length", strconv.FormatInt(a.Size, 10))
		_, _ = io.Copy(w, io.LimitReader(body, a.Size))
	})
}

// authorize checks a link and finds its row.
func (s *Service) authorize(r *http.Request) (Artifact, bool) {
	key, ok := strings.CutPrefix(r.URL.Path, Route)
	if !ok || checkKey(key) != nil {
		return Artifact{}, false
	}
	exp, sig := r.URL.Query().Get("exp"), r.URL.Query().Get("sig")
	at, err := strconv.ParseInt(exp, 10, 64)
	if err != nil || !hmac.Equal([]byte(sig), []byte(s.sign(key, exp))) {
		return Artifact{}, false
	}
	now := s.cfg.Clock.Now()
	if now.Unix() >= at {
		return Artifact{}, false
	}
	tenant, err := strconv.Atoi(keyTenant(key))
	if err != nil {
		return Artifact{}, false
	}
	row, err := s.cfg.DB.Artifact.Query().
		Where(entartifact.StoreKey(key), entartifact.TenantID(tenant), entartifact.ExpiresAtGT(now)).
		Only(tenancy.System(r.Context()))
	if err != nil {
		return Artifact{}, false
	}
	return fromRow(row), true
}

// Prune deletes up to limit artifacts whose expiry passed (by the
// service's clock): each object from the store, then the rows whose
// objects are gone. It returns how many rows it deleted.
func (s *Service) Prune(ctx context.Context, limit int) (int, error) {
	sys := tenancy.System(ctx)
	now := s.cfg.Clock.Now()
	rows, err := s.cfg.DB.Artifact.Query().Where(entartifact.ExpiresAtLTE(now)).
		Order(ent.Asc(entartifact.FieldExpiresAt)).Limit(limit).All(sys)
	if err != nil {
		return 0, fmt.Errorf("artifacts: prune: %w", err)
	}
	ids := make([]int, 0, len(rows))
	var errs []error
	for _, r := range rows {
		if err := s.cfg.Store.Delete(sys, r.StoreKey); err != nil {
			errs = append(errs, err)
			continue
		}
		ids = append(ids, r.ID)
	}
	if len(ids) == 0 {
		return 0, errors.Join(errs...)
	}
	n, err := s.cfg.DB.Artifact.Delete().Where(entartifact.IDIn(ids...)).Exec(sys)
	if err != nil {
		errs = append(errs, fmt.Errorf("artifacts: prune: %w", err))
	}
	return n, errors.Join(errs...)
}
