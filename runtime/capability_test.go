package runtime

import (
	"testing"

	"github.com/everdict/everdict/evalcase"
	"github.com/google/go-cmp/cmp"
)

func TestVocabularyHasEightNamesInThreeKinds(t *testing.T) {
	t.Parallel()
	want := []CapabilityDef{
		{"git", CapabilityFunctional},
		{"docker", CapabilityFunctional},
		{"browser", CapabilityFunctional},
		{"computer-use", CapabilityFunctional},
		{"kvm", CapabilityFunctional},
		{"sandbox", CapabilitySecurity},
		{"codex-login", CapabilityAuth},
		{"claude-login", CapabilityAuth},
	}
	got := Vocabulary()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Vocabulary mismatch (-want +got):\n%s", diff)
	}
	got[0].Name = "changed"
	if diff := cmp.Diff(want, Vocabulary()); diff != "" {
		t.Errorf("changing a returned Vocabulary changed the next one (-want +got):\n%s", diff)
	}
}

func TestCapabilityKindOf(t *testing.T) {
	t.Parallel()
	type result struct {
		Kind  CapabilityKind
		Known bool
	}
	tests := map[string]struct {
		name string
		want result
	}{
		"git is functional":            {"git", result{CapabilityFunctional, true}},
		"kvm is functional":            {"kvm", result{CapabilityFunctional, true}},
		"sandbox is security":          {"sandbox", result{CapabilitySecurity, true}},
		"codex-login is auth":          {"codex-login", result{CapabilityAuth, true}},
		"claude-login is auth":         {"claude-login", result{CapabilityAuth, true}},
		"gpu is unknown":               {"gpu", result{"", false}},
		"names are case-sensitive":     {"Docker", result{"", false}},
		"the old name repo is unknown": {"repo", result{"", false}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kind, known := CapabilityKindOf(tc.name)
			if diff := cmp.Diff(tc.want, result{kind, known}); diff != "" {
				t.Errorf("CapabilityKindOf(%q) mismatch (-want +got):\n%s", tc.name, diff)
			}
		})
	}
}

func TestPartition(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		names []string
		want  Partitioned
	}{
		"nothing partitions into nothing": {names: nil, want: Partitioned{}},
		"each kind goes to its layer, sorted": {
			names: []string{"sandbox", "git", "codex-login", "docker", "claude-login"},
			want: Partitioned{
				Functional: []string{"docker", "git"},
				Security:   []string{"sandbox"},
				Auth:       []string{"claude-login", "codex-login"},
			},
		},
		"duplicates collapse": {
			names: []string{"git", "git", "sandbox", "sandbox"},
			want:  Partitioned{Functional: []string{"git"}, Security: []string{"sandbox"}},
		},
		"unknown names are set apart": {
			names: []string{"gpu", "docker", "topology"},
			want:  Partitioned{Functional: []string{"docker"}, Unknown: []string{"gpu", "topology"}},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, Partition(tc.names)); diff != "" {
				t.Errorf("Partition mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFunctionalGate(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		required, advertised []string
		want                 []string
	}{
		"nothing required passes":                                       {nil, nil, nil},
		"a covered requirement passes":                                  {[]string{"docker", "git"}, []string{"git", "docker", "browser"}, nil},
		"a missing functional capability is named":                      {[]string{"docker", "git"}, []string{"docker"}, []string{"git"}},
		"missing names come sorted and once":                            {[]string{"kvm", "browser", "kvm"}, nil, []string{"browser", "kvm"}},
		"sandbox never gates placement":                                 {[]string{"docker", "sandbox"}, []string{"docker"}, nil},
		"auth capabilities never gate placement":                        {[]string{"codex-login", "claude-login"}, nil, nil},
		"unknown names never gate placement":                            {[]string{"gpu"}, nil, nil},
		"an advertised security label does not cover a functional need": {[]string{"docker"}, []string{"sandbox"}, []string{"docker"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, FunctionalGate(tc.required, tc.advertised)); diff != "" {
				t.Errorf("FunctionalGate mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRequiredCapabilities(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		c    evalcase.Case
		want []string
		h    evalcase.Harness
	}{
		"a task alone needs nothing":        {evalcase.Case{Task: "fix it"}, nil, evalcase.Harness{}},
		"a harness image needs docker too":  {evalcase.Case{Task: "fix it"}, []string{"docker"}, evalcase.Harness{Image: "agent:1"}},
		"an image needs docker":             {evalcase.Case{Image: "python:3.13"}, []string{"docker"}, evalcase.Harness{}},
		"a repo needs git":                  {evalcase.Case{Repo: &evalcase.Repo{URL: "https://example.com/r.git"}}, []string{"git"}, evalcase.Harness{}},
		"a browser case needs browser":      {evalcase.Case{Browser: true}, []string{"browser"}, evalcase.Harness{}},
		"an os-use case needs computer-use": {evalcase.Case{OSUse: true}, []string{"computer-use"}, evalcase.Harness{}},
		"isolation needs sandbox":           {evalcase.Case{Isolation: true}, []string{"sandbox"}, evalcase.Harness{}},
		"seed files and resources need nothing": {
			evalcase.Case{Files: []evalcase.File{{Path: "a", Content: "b"}}, Resources: evalcase.Resources{MemoryMB: 512}},
			nil, evalcase.Harness{},
		},
		"everything at once comes sorted": {
			evalcase.Case{Image: "x", Repo: &evalcase.Repo{URL: "u"}, Browser: true, OSUse: true, Isolation: true},
			[]string{"browser", "computer-use", "docker", "git", "sandbox"}, evalcase.Harness{},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, RequiredCapabilities(tc.c, tc.h)); diff != "" {
				t.Errorf("RequiredCapabilities mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDefaultRuntimeCapabilities(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		spec RuntimeSpec
		host []string
		want []string
	}{
		"a LOCAL runtime gets what the host probes found, but not docker: LOCAL runs no image": {
			spec: RuntimeSpec{Kind: KindLocal},
			host: []string{"git", "docker", "codex-login"},
			want: []string{"codex-login", "git"},
		},
		"a LOCAL runtime's declared docker is dropped": {
			spec: RuntimeSpec{Kind: KindLocal, Capabilities: []string{"docker"}},
			want: nil,
		},
		"a LOCAL runtime on a bare host gets nothing": {
			spec: RuntimeSpec{Kind: KindLocal},
			want: nil,
		},
		"a hardened LOCAL runtime gets sandbox": {
			spec: RuntimeSpec{Kind: KindLocal, Local: &LocalSpec{Hardened: true}},
			host: []string{"git"},
			want: []string{"git", "sandbox"},
		},
		"a LOCAL runtime merges declared names and drops unknown host names": {
			spec: RuntimeSpec{Kind: KindLocal, Capabilities: []string{"computer-use", "git"}},
			host: []string{"git", "gpu"},
			want: []string{"computer-use", "git"},
		},
		"a NOMAD docker runtime gets docker and git": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: "docker"}},
			want: []string{"docker", "git"},
		},
		"a NOMAD runtime with the default driver gets docker and git": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{}},
			want: []string{"docker", "git"},
		},
		"a NOMAD podman runtime gets docker and git": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: "podman"}},
			want: []string{"docker", "git"},
		},
		"a NOMAD exec runtime gets git only": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: "exec"}},
			want: []string{"git"},
		},
		"a NOMAD docker runtime on gVisor gets docker and sandbox": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: "docker", DockerRuntime: "runsc"}},
			want: []string{"docker", "git", "sandbox"},
		},
		"a NOMAD runtime ignores the control plane's host": {
			spec: RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: "exec"}},
			host: []string{"docker", "codex-login"},
			want: []string{"git"},
		},
		"a K8S runtime gets docker and git": {
			spec: RuntimeSpec{Kind: KindK8s, K8s: &K8sSpec{}},
			want: []string{"docker", "git"},
		},
		"a K8S gvisor runtime gets docker and sandbox": {
			spec: RuntimeSpec{Kind: KindK8s, K8s: &K8sSpec{RuntimeClass: "gvisor"}},
			want: []string{"docker", "git", "sandbox"},
		},
		"a K8S kata runtime with declared names merges them once": {
			spec: RuntimeSpec{Kind: KindK8s, K8s: &K8sSpec{RuntimeClass: "kata-clh"}, Capabilities: []string{"git", "docker", "sandbox"}},
			want: []string{"docker", "git", "sandbox"},
		},
		"a K8S runc runtime does not get sandbox": {
			spec: RuntimeSpec{Kind: KindK8s, K8s: &K8sSpec{RuntimeClass: "runc"}},
			want: []string{"docker", "git"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			declared := append([]string(nil), tc.spec.Capabilities...)
			if diff := cmp.Diff(tc.want, DefaultRuntimeCapabilities(tc.spec, tc.host)); diff != "" {
				t.Errorf("DefaultRuntimeCapabilities mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(declared, tc.spec.Capabilities); diff != "" {
				t.Errorf("DefaultRuntimeCapabilities changed the spec's capabilities (-before +after):\n%s", diff)
			}
		})
	}
}
