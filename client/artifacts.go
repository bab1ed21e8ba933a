package client

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// Artifact is a file a run's harness left and the server kept.
type Artifact struct {
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	Size        int64  `json:"size"`
	SHA256      string `json:"sha256"`
	ContentType string `json:"contentType"`
	// URL is a signed link to the bytes, valid for minutes: a path of the
	// server's or a store's presigned URL. It needs no token.
	URL       string    `json:"url"`
	Attempt   int       `json:"attempt"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// DroppedArtifact is a file that was not kept, and why.
type DroppedArtifact struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// RunArtifacts lists the files a run kept, and those it dropped; a run the
// viewer cannot see is NOT_FOUND.
func (c *Client) RunArtifacts(ctx context.Context, id string) ([]Artifact, []DroppedArtifact, error) {
	var out struct {
		Run *struct {
			Artifacts []Artifact
			Result    *struct{ ArtifactsDropped []DroppedArtifact }
		}
	}
	err := c.Do(ctx, `query($id: ID!) { run(id: $id) {
		artifacts { name kind size sha256 contentType url attempt createdAt expiresAt }
		result { artifactsDropped { name reason } } } }`, map[string]any{"id": id}, &out)
	if err != nil {
		return nil, nil, err
	}
	if out.Run == nil {
		return nil, nil, &Error{Message: fmt.Sprintf("run %s not found", id), Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	var dropped []DroppedArtifact
	if out.Run.Result != nil {
		dropped = out.Run.Result.ArtifactsDropped
	}
	return out.Run.Artifacts, dropped, nil
}

// ErrArtifactCorrupt is a download whose bytes are not the artifact's: a
// different length or SHA-256 than the server listed.
var ErrArtifactCorrupt = errors.New("downloaded bytes differ from the listed artifact")

// Download writes a's bytes to w: a GET of its link, resolved against the
// server's URL when it is a path. The API token is never sent with it: the
// link is signed, and a presigned store URL must not see the token. It
// reads at most a.Size bytes and checks their length and SHA-256.
func (c *Client) Download(ctx context.Context, a Artifact, w io.Writer) error {
	ref, err := url.Parse(a.URL)
	if err != nil {
		return fmt.Errorf("artifact %s: link: %w", a.Name, err)
	}
	u := c.base.ResolveReference(ref)
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("artifact %s: link of scheme %q refused", a.Name, u.Scheme)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return fmt.Errorf("artifact %s: build request: %w", a.Name, err)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("%w: download artifact %s: %w", ErrConnection, a.Name, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("download artifact %s: server answered %s (links last minutes: list the artifacts again)", a.Name, res.Status)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), io.LimitReader(res.Body, a.Size+1))
	if err != nil {
		return fmt.Errorf("download artifact %s: %w", a.Name, err)
	}
	if n != a.Size || hex.EncodeToString(h.Sum(nil)) != a.SHA256 {
		return fmt.Errorf("artifact %s: %w", a.Name, ErrArtifactCorrupt)
	}
	return nil
}
