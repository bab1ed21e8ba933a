package mcp

import (
	"cmp"
	"context"
	"slices"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/harnessversion"
	"github.com/everdict/everdict/ent/registeredharness"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// Bounds of list_harnesses.
const (
	// HarnessesMax bounds how many harnesses list_harnesses returns.
	HarnessesMax = 100
	// HarnessVersionsMax bounds how many versions of one harness it
	// returns, newest first.
	HarnessVersionsMax = 20
)

// HarnessView is one harness a reference can name: the viewer's own, or a
// shared one no harness of the viewer's shadows.
type HarnessView struct {
	Name   string `json:"name"`
	Shared bool   `json:"shared" jsonschema:"an operator's harness every tenant may use"`
	// Latest is what the bare name resolves to.
	Latest        int                  `json:"latest_version,omitempty" jsonschema:"the version \"name\" resolves to: the newest not archived; 0 when all are"`
	VersionsTotal int                  `json:"versions_total" jsonschema:"how many versions it has; versions lists the newest 20"`
	Versions      []HarnessVersionView `json:"versions" jsonschema:"newest first"`
}

// HarnessVersionView is one immutable version of a harness. Env shows names
// and secret names, never a literal value.
type HarnessVersionView struct {
	Version       int           `json:"version"`
	Digest        string        `json:"digest" jsonschema:"sha256 of the canonical spec"`
	Tags          []string      `json:"tags,omitempty" jsonschema:"tags naming this version: name@tag resolves here"`
	Archived      bool          `json:"archived,omitempty" jsonschema:"an archived version takes no new runs"`
	Description   string        `json:"description,omitempty"`
	Command       []string      `json:"command" jsonschema:"the program and its arguments, placeholders as registered"`
	Image         string        `json:"image,omitempty"`
	Env           []EnvNameView `json:"env,omitempty"`
	ModelDefault  string        `json:"model_default,omitempty" jsonschema:"the model a run gets when it names none"`
	ModelRequired bool          `json:"model_required,omitempty" jsonschema:"a submit that resolves no model is refused"`
	CreatedAt     string        `json:"created_at"`
}

// EnvNameView is an environment variable of a harness: its name and, when
// it is set from a tenant secret, the secret's name.
type EnvNameView struct {
	Name      string `json:"name"`
	SecretRef string `json:"secret_ref,omitempty"`
}

// HarnessList is list_harnesses' output.
type HarnessList struct {
	Harnesses []HarnessView `json:"harnesses"`
}

func (t *tools) listHarnesses(ctx context.Context, req *sdk.CallToolRequest, _ NoInput) (*sdk.CallToolResult, HarnessList, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, HarnessList{}, t.toolError(ctx, "list_harnesses", err)
	}
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, HarnessList{}, t.toolError(ctx, "list_harnesses", err)
	}
	// The tenant scope reads the viewer's harnesses and shared ones. A
	// name resolves to the viewer's own harness, else the oldest shared one
	// (registry.Get): the others of that name no reference reaches.
	hs, err := t.cfg.DB.RegisteredHarness.Query().
		Order(ent.Asc(registeredharness.FieldName), ent.Asc(registeredharness.FieldID)).
		WithVersions(func(q *ent.HarnessVersionQuery) { q.Order(ent.Desc(harnessversion.FieldVersion)) }).
		WithTags().
		All(ctx)
	if err != nil {
		return nil, HarnessList{}, t.toolError(ctx, "list_harnesses", err)
	}
	reached := map[string]*ent.RegisteredHarness{}
	for _, h := range hs {
		if prev, ok := reached[h.Name]; !ok || (h.TenantID == v.TenantID && prev.TenantID != v.TenantID) {
			reached[h.Name] = h
		}
	}
	out := HarnessList{Harnesses: []HarnessView{}}
	for _, h := range hs {
		if reached[h.Name] != h {
			continue
		}
		if len(out.Harnesses) == HarnessesMax {
			break
		}
		out.Harnesses = append(out.Harnesses, harnessView(h))
	}
	return nil, out, nil
}

func harnessView(h *ent.RegisteredHarness) HarnessView {
	tags := map[int][]string{}
	for _, tag := range h.Edges.Tags {
		tags[tag.VersionID] = append(tags[tag.VersionID], tag.Tag)
	}
	hv := HarnessView{Name: h.Name, Shared: h.Shared, VersionsTotal: len(h.Edges.Versions), Versions: []HarnessVersionView{}}
	for _, ver := range h.Edges.Versions {
		if hv.Latest == 0 && !ver.Archived {
			hv.Latest = ver.Version
		}
		if len(hv.Versions) == HarnessVersionsMax {
			continue
		}
		vt := tags[ver.ID]
		slices.Sort(vt)
		spec := ver.Spec
		vv := HarnessVersionView{
			Version: ver.Version, Digest: ver.Digest, Tags: vt, Archived: ver.Archived,
			Description: spec.Description, Command: spec.Command, Image: spec.Image,
			ModelDefault: spec.Model.Default, ModelRequired: spec.Model.Required, CreatedAt: stamp(&ver.CreatedAt),
		}
		for _, e := range spec.Env {
			// The literal value stays on the server.
			vv.Env = append(vv.Env, EnvNameView{Name: e.Name, SecretRef: e.SecretRef})
		}
		hv.Versions = append(hv.Versions, vv)
	}
	return hv
}

// harnessOf reads a submission's harness: ref, a registered harness's
// reference, or a one-off harness of command named name (default mcp).
// Given both, both are passed on and the registry refuses them, as the API
// does; given neither, the one-off harness without a command is refused.
func harnessOf(ref, name string, command []string) (string, evalcase.Harness) {
	ref = strings.TrimSpace(ref)
	if ref != "" && name == "" && len(command) == 0 {
		return ref, evalcase.Harness{}
	}
	return ref, evalcase.Harness{Name: cmp.Or(name, Trigger), Command: command}
}
