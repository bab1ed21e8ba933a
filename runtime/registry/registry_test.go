package registry_test

import (
	"context"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// bundle is the test setup: an app with an operator tenant (trusted), a
// trusted admin tenant acme, an untrusted admin tenant mallory and a member of
// acme; acmeOp and mallOp are the operator acting in acme and mallory (how
// a LOCAL runtime is granted to one tenant).
type bundle struct {
	app                    *apptest.App
	op, acme, mall, member context.Context
	acmeOp, mallOp         context.Context
}

func setup(t *testing.T) *bundle {
	t.Helper()
	app := apptest.New(t)
	b := &bundle{app: app}
	b.op = app.Viewer(t, app.Tenant(t, "platform", true, tenancy.RoleOperator))
	b.acme = app.Viewer(t, app.Tenant(t, "acme", true, tenancy.RoleAdmin))
	b.member = app.Viewer(t, app.Tenant(t, "acme", true, tenancy.RoleMember))
	b.mall = app.Viewer(t, app.Tenant(t, "mallory", false, tenancy.RoleAdmin))
	var err error
	if b.acmeOp, err = app.Registry.ActAs(b.op, "acme"); err != nil {
		t.Fatal(err)
	}
	if b.mallOp, err = app.Registry.ActAs(b.op, "mallory"); err != nil {
		t.Fatal(err)
	}
	return b
}

// local is a fluent builder of LOCAL specs.
type specBuilder struct{ s runtime.RuntimeSpec }

func local(name string) *specBuilder {
	return &specBuilder{runtime.RuntimeSpec{Name: name, Kind: runtime.KindLocal}}
}
func (b *specBuilder) hardened() *specBuilder {
	b.s.Local = &runtime.LocalSpec{Hardened: true}
	return b
}
func (b *specBuilder) shared() *specBuilder       { b.s.Shared = true; return b }
func (b *specBuilder) build() runtime.RuntimeSpec { return b.s }

func mustRegister(t *testing.T, ctx context.Context, b *bundle, spec runtime.RuntimeSpec) int {
	t.Helper()
	v, err := b.app.Registry.Register(ctx, spec)
	if err != nil {
		t.Fatalf("register %s: %v", spec.Name, err)
	}
	return v.Version
}

func resolveVersion(t *testing.T, b *bundle, ctx context.Context, ref string) (int, errcode.Code) {
	t.Helper()
	r, err := b.app.Registry.Resolve(ctx, ref)
	if err != nil {
		return 0, errcode.Of(err)
	}
	return r.Version.Version, ""
}

func TestVersionsTagsAndArchive(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := b.acmeOp
	for want := 1; want <= 3; want++ {
		if got := mustRegister(t, ctx, b, local("pool").build()); got != want {
			t.Fatalf("version = %d, want %d", got, want)
		}
	}
	steps := []struct {
		name string
		do   func() error
		ref  string
		want int
		code errcode.Code
	}{
		{name: "the bare name resolves to the newest version", ref: "pool", want: 3},
		{name: "an explicit version resolves to itself", ref: "pool@2", want: 2},
		{name: "a version that does not exist is not found", ref: "pool@9", code: errcode.NotFound},
		{name: "a tag that does not exist is not found", ref: "pool@stable", code: errcode.NotFound},
		{name: "a tag resolves to the version it names",
			do: func() error {
				_, err := b.app.Registry.SetTags(ctx, "pool", 2, []string{"stable", "canary"})
				return err
			},
			ref: "pool@stable", want: 2},
		{name: "moving a tag moves what it resolves to",
			do:  func() error { _, err := b.app.Registry.SetTags(ctx, "pool", 1, []string{"stable"}); return err },
			ref: "pool@stable", want: 1},
		{name: "a tag left on its version still resolves", ref: "pool@canary", want: 2},
		{name: "archiving the newest version makes latest the one before",
			do:  func() error { _, err := b.app.Registry.Archive(ctx, "pool", 3); return err },
			ref: "pool", want: 2},
		{name: "an archived version takes no new runs", ref: "pool@3", code: errcode.Conflict},
		{name: "a tag on an archived version refuses new runs",
			do:  func() error { _, err := b.app.Registry.Archive(ctx, "pool", 1); return err },
			ref: "pool@stable", code: errcode.Conflict},
		{name: "unarchiving the newest version makes it latest again",
			do:  func() error { _, err := b.app.Registry.Unarchive(ctx, "pool", 3); return err },
			ref: "pool", want: 3},
		{name: "an unarchived version takes new runs again", ref: "pool@3", want: 3},
		{name: "unarchiving a live version changes nothing",
			do:  func() error { _, err := b.app.Registry.Unarchive(ctx, "pool", 3); return err },
			ref: "pool@3", want: 3},
		{name: "registering again continues the numbering after archived versions",
			do:  func() error { _, err := b.app.Registry.Register(ctx, local("pool").build()); return err },
			ref: "pool", want: 4},
		{name: "a version still archived still refuses new runs", ref: "pool@1", code: errcode.Conflict},
	}
	for _, s := range steps {
		if s.do != nil {
			if err := s.do(); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
		}
		got, code := resolveVersion(t, b, ctx, s.ref)
		if got != s.want || code != s.code {
			t.Errorf("%s: Resolve(%q) = %d %q, want %d %q", s.name, s.ref, got, code, s.want, s.code)
		}
	}
	if _, err := b.app.Registry.SetTags(ctx, "pool", 1, []string{"x"}); errcode.Of(err) != errcode.Conflict {
		t.Errorf("tagging an archived version = %v, want CONFLICT", err)
	}
	rt, _ := b.app.Registry.Get(ctx, "pool")
	v2, _ := b.app.Registry.Resolve(ctx, "pool@2")
	tags, _ := b.app.Registry.Tags(ctx, v2.Version)
	if diff := cmp.Diff([]string{"canary"}, tags); diff != "" {
		t.Errorf("tags of version 2 (-want +got):\n%s", diff)
	}
	latest, _ := b.app.Registry.Latest(ctx, rt)
	if latest.Version != 4 {
		t.Errorf("latest = %d, want 4", latest.Version)
	}
}

func TestSetTagsReplacesTheVersionsTagSet(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.acmeOp, b, local("pool").build())
	if _, err := b.app.Registry.SetTags(b.acmeOp, "pool", 1, []string{"a", "b", "a"}); err != nil {
		t.Fatal(err)
	}
	ver, err := b.app.Registry.SetTags(b.acmeOp, "pool", 1, []string{"b", "c"})
	if err != nil {
		t.Fatal(err)
	}
	tags, _ := b.app.Registry.Tags(b.acme, ver)
	if diff := cmp.Diff([]string{"b", "c"}, tags); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}
	cases := map[string][]string{
		"the reserved tag latest is refused": {"latest"},
		"a numeric tag is refused":           {"42"},
		"an empty tag is refused":            {""},
	}
	for name, tags := range cases {
		if _, err := b.app.Registry.SetTags(b.acmeOp, "pool", 1, tags); errcode.Of(err) != errcode.BadUserInput {
			t.Errorf("%s: err = %v, want BAD_USER_INPUT", name, err)
		}
	}
}

func TestConcurrentRegistersGetConsecutiveVersions(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const n = 8
	var wg sync.WaitGroup
	got := make(chan int, n)
	for range n {
		wg.Go(func() {
			v, err := b.app.Registry.Register(b.acmeOp, local("burst").build())
			if err != nil {
				t.Error(err)
				return
			}
			got <- v.Version
		})
	}
	wg.Wait()
	close(got)
	var versions []int
	for v := range got {
		versions = append(versions, v)
	}
	sort.Ints(versions)
	want := []int{1, 2, 3, 4, 5, 6, 7, 8}
	if diff := cmp.Diff(want, versions); diff != "" {
		t.Errorf("versions (-want +got):\n%s", diff)
	}
}

func TestRegisterRefusals(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.acmeOp, b, local("pool").build())
	nomad := runtime.RuntimeSpec{Name: "pool", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646"}}
	cases := map[string]struct {
		ctx          context.Context
		spec         runtime.RuntimeSpec
		wantCode     errcode.Code
		wantProblems []string
	}{
		"a member may not register":                                    {b.member, local("x").build(), errcode.Forbidden, nil},
		"an admin may not register a shared runtime":                   {b.acme, local("x").shared().build(), errcode.Forbidden, nil},
		"a version may not change the runtime's kind":                  {b.acme, nomad, errcode.Conflict, nil},
		"an invalid spec lists its problems":                           {b.acmeOp, runtime.RuntimeSpec{Name: "Bad Name", Kind: runtime.KindLocal}, errcode.BadUserInput, []string{"name"}},
		"an untrusted tenant may not register a shared-kernel runtime": {b.mallOp, local("x").build(), errcode.BadUserInput, []string{"local.hardened"}},
		"an admin may not register a LOCAL runtime":                    {b.acme, local("x").build(), errcode.Forbidden, nil},
		"an untrusted tenant's admin may not claim the host with a hardened LOCAL runtime": {
			b.mall, local("x").hardened().build(), errcode.Forbidden, nil},
		"a spec naming a secret the tenant lacks is refused": {b.acme, runtime.RuntimeSpec{Name: "n", Kind: runtime.KindNomad,
			Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646", AuthSecret: "nomad-token"}}, errcode.BadUserInput, []string{"nomad.authSecret"}},
		"a context without a viewer is refused": {context.Background(), local("x").build(), errcode.Internal, nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := b.app.Registry.Register(tc.ctx, tc.spec)
			if err == nil {
				t.Fatal("registered, want a refusal")
			}
			if got := errcode.Of(err); got != tc.wantCode {
				t.Errorf("code = %s (%v), want %s", got, err, tc.wantCode)
			}
			if tc.wantProblems != nil {
				var fields []string
				if e, ok := err.(*errcode.Error); ok {
					for _, p := range e.Fields["problems"].([]runtime.Problem) {
						fields = append(fields, p.Field)
					}
				}
				if diff := cmp.Diff(tc.wantProblems, fields); diff != "" {
					t.Errorf("problem fields (-want +got):\n%s", diff)
				}
			}
		})
	}
	if _, err := b.app.Registry.Register(b.mallOp, local("safe").hardened().build()); err != nil {
		t.Errorf("an operator granting an untrusted tenant a hardened LOCAL runtime was refused: %v", err)
	}
}

func TestCapabilitiesAreDerivedAtRegister(t *testing.T) {
	t.Parallel()
	b := setup(t)
	if _, err := b.app.Vault.Set(b.acme, "kubeconfig", kubeconfig("token: kube-token-123"), secret.PurposeCLUSTER); err != nil {
		t.Fatal(err)
	}
	cases := map[string]struct {
		spec runtime.RuntimeSpec
		want []string
	}{
		"a LOCAL runtime gets what the host probes found (an operator's)": {local("l").build(), []string{"git", "sandbox"}},
		"declared capabilities are merged in": {runtime.RuntimeSpec{Name: "n2", Kind: runtime.KindNomad, Capabilities: []string{"git", "browser"},
			Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646"}}, []string{"browser", "docker", "git"}},
		"a NOMAD docker driver gives docker, and git": {runtime.RuntimeSpec{Name: "n", Kind: runtime.KindNomad,
			Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646", Driver: "docker"}}, []string{"docker", "git"}},
		"a K8S gvisor runtime class gives sandbox, docker and git": {runtime.RuntimeSpec{Name: "k", Kind: runtime.KindK8s,
			K8s: &runtime.K8sSpec{APIServer: "https://k8s.example:6443", RuntimeClass: "gvisor", KubeconfigSecret: "kubeconfig"}},
			[]string{"docker", "git", "sandbox"}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := b.acme
			if tc.spec.Kind == runtime.KindLocal {
				ctx = b.acmeOp
			}
			val, err := b.app.Registry.Validate(ctx, tc.spec)
			if err != nil || !val.Valid {
				t.Fatalf("validate: %+v %v", val, err)
			}
			ver, err := b.app.Registry.Register(ctx, tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, ver.Capabilities); diff != "" {
				t.Errorf("capabilities (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.want, val.Capabilities); diff != "" {
				t.Errorf("validate capabilities (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSharedRuntimes(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.op, b, local("gpu").hardened().shared().build())
	if v, code := resolveVersion(t, b, b.acme, "gpu"); v != 1 || code != "" {
		t.Errorf("another tenant resolving a shared runtime = %d %s, want version 1", v, code)
	}
	cases := map[string]struct {
		ctx  context.Context
		do   func(ctx context.Context) error
		want errcode.Code
	}{
		"an admin of another tenant may not tag it": {b.acme, func(ctx context.Context) error {
			_, err := b.app.Registry.SetTags(ctx, "gpu", 1, []string{"stable"})
			return err
		}, errcode.Forbidden},
		"an admin of another tenant may not archive it": {b.acme, func(ctx context.Context) error {
			_, err := b.app.Registry.Archive(ctx, "gpu", 1)
			return err
		}, errcode.Forbidden},
		"an admin of another tenant may not unarchive it": {b.acme, func(ctx context.Context) error {
			_, err := b.app.Registry.Unarchive(ctx, "gpu", 1)
			return err
		}, errcode.Forbidden},
		"an operator may tag it": {b.op, func(ctx context.Context) error {
			_, err := b.app.Registry.SetTags(ctx, "gpu", 1, []string{"stable"})
			return err
		}, ""},
	}
	for name, tc := range cases {
		if err := tc.do(tc.ctx); errcode.Code(codeOrEmpty(err)) != tc.want {
			t.Errorf("%s: err = %v, want %q", name, err, tc.want)
		}
	}
	// A tenant's own runtime of the same name wins over the shared one.
	mustRegister(t, b.acmeOp, b, local("gpu").build())
	mustRegister(t, b.acmeOp, b, local("gpu").build())
	if v, _ := resolveVersion(t, b, b.acme, "gpu"); v != 2 {
		t.Errorf("acme resolving gpu = version %d, want its own version 2", v)
	}
	if v, _ := resolveVersion(t, b, b.mall, "gpu"); v != 1 {
		t.Errorf("mallory resolving gpu = version %d, want the shared version 1", v)
	}
}

func TestAnotherTenantsRuntimeIsNotFound(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.acmeOp, b, local("private").build())
	for name, do := range map[string]func() error{
		"get":     func() error { _, err := b.app.Registry.Get(b.mall, "private"); return err },
		"resolve": func() error { _, err := b.app.Registry.Resolve(b.mall, "private@1"); return err },
		"tag":     func() error { _, err := b.app.Registry.SetTags(b.mall, "private", 1, []string{"mine"}); return err },
		"archive": func() error { _, err := b.app.Registry.Archive(b.mall, "private", 1); return err },
		"probe":   func() error { _, err := b.app.Registry.Probe(b.mall, "private", ""); return err },
	} {
		if err := do(); errcode.Of(err) != errcode.NotFound {
			t.Errorf("%s by another tenant = %v, want NOT_FOUND", name, err)
		}
	}
}

func TestProbeLocal(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.acmeOp, b, local("pool").build())
	got, err := b.app.Registry.Probe(b.acme, "pool", "1")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Reachable || !got.Authenticated || !got.Hardened || !slices.Equal(got.Capabilities, []string{"git", "sandbox"}) {
		t.Errorf("probe = %+v, want a reachable host with its capabilities", got)
	}
	mustRegister(t, b.acme, b, runtime.RuntimeSpec{Name: "far", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646"}})
	got, err = b.app.Registry.Probe(b.acme, "far", "")
	if err != nil || got.Reachable || got.Message == "" {
		t.Errorf("probe of a kind with no backend = %+v %v, want unreachable with a message", got, err)
	}
}

// TestALocalRuntimeIsPlatformCapacity: LOCAL runs on the control plane's
// own host, so an OPERATOR alone registers or changes one. Granted to acme
// (registered there by an operator), acme's admin runs on it but may
// neither tag, archive nor version it; only an operator acts in another
// tenant.
func TestALocalRuntimeIsPlatformCapacity(t *testing.T) {
	t.Parallel()
	b := setup(t)
	mustRegister(t, b.acmeOp, b, local("host").build())
	if v, code := resolveVersion(t, b, b.acme, "host"); v != 1 || code != "" {
		t.Errorf("acme resolving its granted runtime = %d %s, want version 1", v, code)
	}
	if _, code := resolveVersion(t, b, b.mall, "host"); code != errcode.NotFound {
		t.Errorf("mallory resolving acme's granted runtime = %s, want NOT_FOUND", code)
	}
	cases := map[string]struct {
		do   func() error
		want errcode.Code
	}{
		"acme's admin may not version it": {func() error { _, err := b.app.Registry.Register(b.acme, local("host").build()); return err }, errcode.Forbidden},
		"acme's admin may not tag it": {func() error {
			_, err := b.app.Registry.SetTags(b.acme, "host", 1, []string{"stable"})
			return err
		}, errcode.Forbidden},
		"acme's admin may not archive it":        {func() error { _, err := b.app.Registry.Archive(b.acme, "host", 1); return err }, errcode.Forbidden},
		"an admin may not act in another tenant": {func() error { _, err := b.app.Registry.ActAs(b.acme, "mallory"); return err }, errcode.Forbidden},
		"an operator may not act in a tenant that does not exist": {func() error {
			_, err := b.app.Registry.ActAs(b.op, "nobody")
			return err
		}, errcode.NotFound},
		"the operator may tag it": {func() error {
			_, err := b.app.Registry.SetTags(b.acmeOp, "host", 1, []string{"stable"})
			return err
		}, ""},
	}
	for name, tc := range cases {
		if err := tc.do(); errcode.Code(codeOrEmpty(err)) != tc.want {
			t.Errorf("%s: err = %v, want %q", name, err, tc.want)
		}
	}
	val, err := b.app.Registry.Validate(b.acme, local("other").build())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]runtime.Problem{{Field: "kind", Message: "a LOCAL runtime runs on the control plane's own host, which is platform capacity: " +
		"only an OPERATOR may register or change one (shared, or granted to a tenant); bring your own machines through self-hosted runners"}}, val.Problems); diff != "" {
		t.Errorf("an admin validating a LOCAL spec: problems (-want +got):\n%s", diff)
	}
}

func codeOrEmpty(err error) string {
	if err == nil {
		return ""
	}
	return string(errcode.Of(err))
}

// kubeconfig is a minimal kubeconfig whose user has the given YAML auth.
func kubeconfig(userAuth string) string {
	return `apiVersion: v1
kind: Config
clusters:
- name: c
  cluster:
    server: https://k8s.example:6443
contexts:
- name: ctx
  context: {cluster: c, user: u}
current-context: ctx
users:
- name: u
  user:
    ` + userAuth + "\n"
}

func TestKubeconfigIsCheckedAtRegister(t *testing.T) {
	t.Parallel()
	b := setup(t)
	spec := runtime.RuntimeSpec{Name: "k", Kind: runtime.KindK8s,
		K8s: &runtime.K8sSpec{APIServer: "https://k8s.example:6443", RuntimeClass: "gvisor", KubeconfigSecret: "kc"}}
	cases := map[string]struct {
		kubeconfig string
		wantOK     bool
	}{
		"a kubeconfig with a token is accepted": {kubeconfig("token: kube-token-123"), true},
		"a kubeconfig running a credential plugin on the server is refused": {
			kubeconfig("exec: {apiVersion: client.authentication.k8s.io/v1, command: /bin/steal-secret-777}"), false},
		"a kubeconfig reading a file on the server is refused": {kubeconfig("tokenFile: /etc/secret-file-999"), false},
		"a secret that is no kubeconfig is refused":            {"not: [a kubeconfig", false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := b.app.Vault.Set(b.acme, "kc", tc.kubeconfig, secret.PurposeCLUSTER); err != nil {
				t.Fatal(err)
			}
			val, err := b.app.Registry.Validate(b.acme, spec)
			if err != nil {
				t.Fatal(err)
			}
			if val.Valid != tc.wantOK {
				t.Fatalf("valid = %v (%+v), want %v", val.Valid, val.Problems, tc.wantOK)
			}
			for _, p := range val.Problems {
				if p.Field != "k8s.kubeconfigSecret" {
					t.Errorf("problem at %s, want k8s.kubeconfigSecret", p.Field)
				}
				for _, leak := range []string{"kube-token-123", "steal-secret-777", "secret-file-999"} {
					if strings.Contains(p.Message, leak) {
						t.Errorf("message %q quotes the kubeconfig", p.Message)
					}
				}
			}
		})
	}
}

// TestValidateAppliesTheProbesNetguardRules: validateRuntime said valid for
// loopback and 0.0.0.0 addresses the probe then refused; it now judges an
// address as the probe does, by the tenant's trust.
func TestValidateAppliesTheProbesNetguardRules(t *testing.T) {
	t.Parallel()
	b := setup(t)
	nomad := func(addr string) runtime.RuntimeSpec {
		return runtime.RuntimeSpec{Name: "n", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{Addr: addr, DockerRuntime: "runsc"}}
	}
	cases := map[string]struct {
		ctx   context.Context
		spec  runtime.RuntimeSpec
		valid bool
	}{
		"an untrusted tenant's loopback address is invalid": {b.mall, nomad("https://127.0.0.1:4646"), false},
		"0.0.0.0 is invalid even for a trusted tenant":      {b.acme, nomad("https://0.0.0.0:4646"), false},
		"a trusted tenant's loopback address is valid":      {b.acme, nomad("https://127.0.0.1:4646"), true},
	}
	for name, tc := range cases {
		val, err := b.app.Registry.Validate(tc.ctx, tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		if val.Valid != tc.valid || (!tc.valid && (len(val.Problems) != 1 || val.Problems[0].Field != "nomad.addr")) {
			t.Errorf("%s: valid %v, problems %+v; want valid %v (else one problem on nomad.addr)", name, val.Valid, val.Problems, tc.valid)
		}
	}
}
