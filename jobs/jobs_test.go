package jobs_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/jobs"
)

// vault holds tenant 1's HARNESS secrets by name, and its members'
// personal ones by "owner/name".
type vault map[string]string

func (v vault) ResolveFor(_ context.Context, tenantID int, owner string, names []string) (map[string]string, error) {
	out := map[string]string{}
	for _, n := range names {
		val, ok := v[owner+"/"+n]
		if !ok || owner == "" {
			val, ok = v[n]
		}
		if !ok || tenantID != 1 {
			return nil, errors.New("no such secret " + n)
		}
		out[n] = val
	}
	return out, nil
}

func run(trusted, isolation bool) jobs.Run {
	return jobs.Run{Name: "evd-run-7", TenantID: 1, Tenant: "acme", Trusted: trusted,
		Case:    evalcase.Case{ID: "c", Task: "t", Isolation: isolation},
		Harness: evalcase.Harness{Name: "h", Command: []string{"agent"}}}
}

func TestTheTrustDecisionIsTakenOnceAtAssembly(t *testing.T) {
	t.Parallel()
	shared, sandbox := jobs.Target{Name: "pool"}, jobs.Target{Name: "pool", Hardens: true}
	tests := map[string]struct {
		run          jobs.Run
		target       jobs.Target
		wantCode     string // "" when assembled
		wantHardened bool
	}{
		"an untrusted tenant's run is refused a shared kernel": {run: run(false, false), target: shared, wantCode: jobs.CodeSharedKernel},
		"an untrusted tenant's run goes hardened to a sandbox": {run: run(false, false), target: sandbox, wantHardened: true},
		"a trusted tenant's run may share the kernel":          {run: run(true, false), target: shared},
		"a case asking for isolation is refused a shared kernel, whatever the trust": {
			run: run(true, true), target: shared, wantCode: jobs.CodeSharedKernel},
		"a case asking for isolation runs hardened": {run: run(true, true), target: sandbox, wantHardened: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			job, _, err := jobs.Assemble(context.Background(), nil, tc.run, tc.target)
			if tc.wantCode != "" {
				if backends.CodeOf(err) != tc.wantCode || backends.ClassOf(err) != domain.FailureConfig {
					t.Fatalf("Assemble = %v (%s/%s), want a CONFIG %s", err, backends.ClassOf(err), backends.CodeOf(err), tc.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if job.Hardened != tc.wantHardened || job.MustHarden() != tc.wantHardened {
				t.Errorf("Hardened = %v, MustHarden = %v, want %v", job.Hardened, job.MustHarden(), tc.wantHardened)
			}
			if job.Zone.Namespace != "evd-acme" || job.RunID != "evd-run-7" || job.Tenant != "acme" {
				t.Errorf("job %+v lost its name, tenant or zone", job)
			}
		})
	}
}

func TestARunResolvesItsSubmittersPersonalSecretBeforeTheTenants(t *testing.T) {
	t.Parallel()
	store := vault{"tok": "tenant-value", "alice/tok": "alice-value", "bob/other": "bob-value"}
	tests := map[string]struct {
		owner string
		want  string
	}{
		"alice's run gets her personal value":           {owner: "alice", want: "alice-value"},
		"bob's run, with no personal tok, the tenant's": {owner: "bob", want: "tenant-value"},
		"a run without a submitter, the tenant's":       {owner: "", want: "tenant-value"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := run(true, false)
			r.Owner = tc.owner
			r.Harness.Env = []evalcase.EnvVar{{Name: "TOKEN", SecretRef: "tok"}}
			job, hidden, err := jobs.Assemble(context.Background(), store, r, jobs.Target{Name: "pool"})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]evalcase.EnvVar{{Name: "TOKEN", Value: tc.want}}, job.Harness.Env); diff != "" {
				t.Errorf("env (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]string{tc.want}, hidden); diff != "" {
				t.Errorf("masked values (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAJobCarriesItsResolvedEnvModelAndPinnedImage(t *testing.T) {
	t.Parallel()
	r := run(true, false)
	r.Harness.Image = "harness:1"
	r.Case.Image = "case:2"
	r.Harness.Model = "openai/gpt-x"
	r.Harness.Env = []evalcase.EnvVar{{Name: "TOKEN", SecretRef: "tok"}, {Name: "MODE", Value: "fast"}}
	job, hidden, err := jobs.Assemble(context.Background(), vault{"tok": "s3cret"}, r, jobs.Target{Name: "pool"})
	if err != nil {
		t.Fatal(err)
	}
	want := []evalcase.EnvVar{{Name: "TOKEN", Value: "s3cret"}, {Name: "MODE", Value: "fast"}, {Name: evalcase.EnvModel, Value: "openai/gpt-x"}}
	if diff := cmp.Diff(want, job.Harness.Env); diff != "" {
		t.Errorf("the job's env (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"s3cret"}, hidden); diff != "" {
		t.Errorf("the values to mask (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(hidden, job.Secrets); diff != "" {
		t.Errorf("the job's secrets (-want +got):\n%s", diff)
	}
	if job.Case.Image != "case:2" {
		t.Errorf("the case's image pins the run: got %q", job.Case.Image)
	}
	if r.Harness.Env[0].Value != "" {
		t.Error("assembly wrote the secret into the run's own harness")
	}
}

func TestAMissingSecretFailsTheJobWithoutNamingAValue(t *testing.T) {
	t.Parallel()
	r := run(true, false)
	r.Harness.Env = []evalcase.EnvVar{{Name: "A", SecretRef: "there"}, {Name: "B", SecretRef: "missing"}}
	_, _, err := jobs.Assemble(context.Background(), vault{"there": "v4lue"}, r, jobs.Target{Name: "pool"})
	if backends.CodeOf(err) != "SECRET_NOT_FOUND" || backends.ClassOf(err) != domain.FailureConfig {
		t.Fatalf("Assemble = %v, want a CONFIG SECRET_NOT_FOUND", err)
	}
	if strings.Contains(err.Error(), "v4lue") {
		t.Errorf("the error names a secret value: %v", err)
	}
	if _, _, err := jobs.Assemble(context.Background(), nil, r, jobs.Target{Name: "pool"}); backends.CodeOf(err) != "SECRET_NOT_FOUND" {
		t.Errorf("with no secret store, Assemble = %v, want SECRET_NOT_FOUND", err)
	}
}

func TestARefusedSharedKernelSaysWhy(t *testing.T) {
	t.Parallel()
	err := jobs.Admit(jobs.Zone("acme", false, evalcase.Case{}), jobs.Target{Name: "pool"})
	if !errors.Is(err, domain.ErrSharedKernel) {
		t.Errorf("Admit = %v, want it to wrap domain.ErrSharedKernel", err)
	}
}

// keyring records what a job asked it for and answers one registry
// credential per image host.
type keyring struct{ asked []credentials.Job }

func (k *keyring) ForJob(_ context.Context, j credentials.Job) (*backends.GitAuth, []backends.RegistryAuth, []string, error) {
	k.asked = append(k.asked, j)
	var regs []backends.RegistryAuth
	var vals []string
	for _, img := range j.Images {
		host := credentials.ImageTarget(img).Host
		regs = append(regs, backends.RegistryAuth{Host: host, Credential: host, Username: "u", Password: "pw-" + host})
		vals = append(vals, "pw-"+host)
	}
	return nil, regs, vals, nil
}

func TestTheRegistryCredentialIsAskedForTheImageTheRunPulls(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		caseImage, harnessImage string
		want                    []string
	}{
		"the case's image wins over the harness's, and only it is pulled": {
			caseImage: "ghcr.io/acme/env:1", harnessImage: "registry.acme.dev/agent:2", want: []string{"ghcr.io/acme/env:1"}},
		"a harness's image is pulled when the case names none": {
			harnessImage: "registry.acme.dev/agent:2", want: []string{"registry.acme.dev/agent:2"}},
		"a job with no image asks for no registry credential": {},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := run(true, false)
			r.Case.Image, r.Harness.Image = tc.caseImage, tc.harnessImage
			k := &keyring{}
			r.Credentials = k
			job, hidden, err := jobs.Assemble(context.Background(), nil, r, jobs.Target{Name: "pool"})
			if err != nil {
				t.Fatal(err)
			}
			if len(k.asked) != 1 {
				t.Fatalf("the keyring was asked %d times, want once", len(k.asked))
			}
			if diff := cmp.Diff(tc.want, k.asked[0].Images); diff != "" {
				t.Errorf("the images the keyring was asked for (-want +got):\n%s", diff)
			}
			// Every image the backend pulls (the pinned one) has its
			// host's credential in the job, and its value is masked.
			pulled := evalcase.PinImage(job.Case, job.Harness)
			if pulled == "" {
				if len(job.RegistryAuth) != 0 {
					t.Errorf("a job pulling nothing carries registry credentials %v", job.RegistryAuth)
				}
				return
			}
			host := credentials.ImageTarget(pulled).Host
			if len(job.RegistryAuth) != 1 || job.RegistryAuth[0].Host != host {
				t.Errorf("the job's registry credentials %v, want one for %s", job.RegistryAuth, host)
			}
			if !slices.Contains(hidden, "pw-"+host) || !slices.Contains(job.Secrets, "pw-"+host) {
				t.Errorf("the registry password is not among the values to mask: %v", hidden)
			}
		})
	}
}

func TestATargetThatPullsOrClonesNothingGetsNoCredentialForIt(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		target    jobs.Target
		wantImage bool
		wantRepo  bool
	}{
		"a runtime that pulls and clones asks for both":           {jobs.Target{Name: "pool"}, true, true},
		"a runner's LOCAL executor pulls nothing":                 {jobs.Target{Name: "runner 1", NoPulls: true}, false, true},
		"a front door's agent fetches its code and images itself": {jobs.Target{Name: "door", NoPulls: true, NoClone: true}, false, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := run(true, false)
			r.Case.Image, r.Case.Repo = "ghcr.io/acme/env:1", &evalcase.Repo{URL: "https://github.com/acme/private"}
			k := &keyring{}
			r.Credentials = k
			job, _, err := jobs.Assemble(context.Background(), nil, r, tc.target)
			if err != nil {
				t.Fatal(err)
			}
			asked := k.asked[0]
			if got := len(asked.Images) > 0; got != tc.wantImage {
				t.Errorf("asked for images %v, want asked %v", asked.Images, tc.wantImage)
			}
			if got := asked.Repo != nil; got != tc.wantRepo {
				t.Errorf("asked for the repo: %v, want %v", got, tc.wantRepo)
			}
			if !tc.wantImage && len(job.RegistryAuth) > 0 {
				t.Errorf("the job carries registry credentials %v", job.RegistryAuth)
			}
			if job.Case.Repo == nil {
				t.Error("the job lost its case's repository")
			}
		})
	}
}
