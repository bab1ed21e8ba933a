package mcp

import (
	"context"
	"net/url"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/artifacts"
)

// Artifacts lists a run's kept files and signs their links
// (artifacts.Service).
type Artifacts interface {
	List(ctx context.Context, runID int) ([]artifacts.Artifact, error)
	Link(ctx context.Context, a artifacts.Artifact) (string, error)
}

// ArtifactView is one kept file as get_run_artifacts returns it.
type ArtifactView struct {
	Name        string `json:"name" jsonschema:"the file's path under EVERDICT_ARTIFACTS_DIR, as the harness wrote it"`
	Kind        string `json:"kind" jsonschema:"file, screenshot or trajectory"`
	Size        int64  `json:"size"`
	SHA256      string `json:"sha256"`
	ContentType string `json:"content_type" jsonschema:"sniffed by the server from the bytes"`
	URL         string `json:"url" jsonschema:"a signed link to the bytes, valid for 5 minutes, needing no token"`
	Attempt     int    `json:"attempt"`
	ExpiresAt   string `json:"expires_at"`
}

// DroppedView is one file the run did not keep.
type DroppedView struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// ArtifactList is get_run_artifacts' output.
type ArtifactList struct {
	Artifacts []ArtifactView `json:"artifacts"`
	Dropped   []DroppedView  `json:"dropped,omitempty" jsonschema:"files under EVERDICT_ARTIFACTS_DIR that were not kept, and why"`
}

func (t *tools) getRunArtifacts(ctx context.Context, req *sdk.CallToolRequest, in RunID) (*sdk.CallToolResult, ArtifactList, error) {
	r, err := t.readRun(ctx, req, in.ID)
	if err != nil {
		return nil, ArtifactList{}, t.toolError(ctx, "get_run_artifacts", err)
	}
	ctx, _ = viewer(ctx, req)
	list, err := t.cfg.Artifacts.List(ctx, r.ID)
	if err != nil {
		return nil, ArtifactList{}, t.toolError(ctx, "get_run_artifacts", err)
	}
	out := ArtifactList{Artifacts: make([]ArtifactView, 0, len(list))}
	for _, a := range list {
		link, err := t.cfg.Artifacts.Link(ctx, a)
		if err != nil {
			return nil, ArtifactList{}, t.toolError(ctx, "get_run_artifacts", err)
		}
		out.Artifacts = append(out.Artifacts, ArtifactView{
			Name: a.Name, Kind: string(a.Kind), Size: a.Size, SHA256: a.SHA256, ContentType: a.ContentType,
			URL: t.absolute(link), Attempt: a.Attempt, ExpiresAt: a.ExpiresAt.UTC().Format(time.RFC3339),
		})
	}
	if r.Result != nil {
		for _, d := range r.Result.ArtifactsDropped {
			out.Dropped = append(out.Dropped, DroppedView{Name: d.Name, Reason: d.Reason})
		}
	}
	return nil, out, nil
}

// absolute resolves a link of the server's own (a path) against
// Config.PublicURL, so an agent outside can follow it; a store's presigned
// URL is absolute already.
func (t *tools) absolute(link string) string {
	if t.base == nil {
		return link
	}
	ref, err := url.Parse(link)
	if err != nil {
		return link
	}
	return t.base.ResolveReference(ref).String()
}
