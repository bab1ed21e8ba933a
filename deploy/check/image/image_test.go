package image_test

import (
	"archive/tar"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/mutate"

	"github.com/everdict/everdict/deploy/check/image"
)

// staticBinary builds cmd/everdict as the Dockerfile does (CGO_ENABLED=0,
// -trimpath, a version linked in), or takes EVERDICT_IMAGE_BINARY when set.
func staticBinary(t *testing.T) (path, version string) {
	t.Helper()
	if p := os.Getenv("EVERDICT_IMAGE_BINARY"); p != "" {
		return p, ""
	}
	version = "v0.0.0-oci-test"
	path = filepath.Join(t.TempDir(), "everdict")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version="+version, "-o", path, "./cmd/everdict")
	cmd.Dir = "../../.."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH="+runtime.GOARCH)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/everdict: %v\n%s", err, out)
	}
	return path, version
}

// TestTheImageRunsAsNonrootWithNoShell builds the server image as an OCI
// layout, reads it back as any OCI tool would, and checks its promises: it
// runs as 65532:65532, its entrypoint is /everdict, it holds no shell and no
// other program, and the binary in it is static and runs (--version).
func TestTheImageRunsAsNonrootWithNoShell(t *testing.T) {
	bin, version := staticBinary(t)
	img, err := image.Build(image.Config{Binary: bin, Architecture: runtime.GOARCH})
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "oci")
	if err := image.WriteLayout(dir, "everdict:test", img); err != nil {
		t.Fatal(err)
	}

	// Read the layout back from disk.
	idx, err := layout.ImageIndexFromPath(dir)
	if err != nil {
		t.Fatal(err)
	}
	im, err := idx.IndexManifest()
	if err != nil || len(im.Manifests) != 1 {
		t.Fatalf("the layout's index = %+v, %v; want one image", im, err)
	}
	if got := im.Manifests[0].Annotations["org.opencontainers.image.ref.name"]; got != "everdict:test" {
		t.Errorf("ref name = %q", got)
	}
	got, err := idx.Image(im.Manifests[0].Digest)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := got.MediaType()
	if err != nil || !strings.Contains(string(mt), "oci") {
		t.Errorf("manifest media type = %q, %v; want OCI", mt, err)
	}
	cf, err := got.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	if cf.Config.User != "65532:65532" {
		t.Errorf("User = %q, want 65532:65532 (nonroot)", cf.Config.User)
	}
	if diff := cmp.Diff([]string{"/everdict"}, cf.Config.Entrypoint); diff != "" {
		t.Errorf("Entrypoint (-want +got):\n%s", diff)
	}
	if cf.OS != "linux" {
		t.Errorf("OS = %q", cf.OS)
	}

	// Every file of the flattened filesystem.
	files := map[string]*tar.Header{}
	rc := mutate.Extract(got)
	defer rc.Close()
	tr := tar.NewReader(rc)
	extracted := filepath.Join(t.TempDir(), "everdict")
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		name := "/" + strings.TrimSuffix(strings.TrimPrefix(h.Name, "./"), "/")
		files[name] = h
		if name == "/everdict" {
			f, err := os.OpenFile(extracted, os.O_CREATE|os.O_WRONLY, 0o755)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := io.Copy(f, tr); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
	for _, shell := range []string{"/bin/sh", "/bin/bash", "/bin/ash", "/bin/busybox", "/usr/bin/sh", "/bin", "/usr/bin", "/sbin"} {
		if _, ok := files[shell]; ok {
			t.Errorf("the image holds %s", shell)
		}
	}
	var executables []string
	for name, h := range files {
		if h.Typeflag == tar.TypeReg && h.Mode&0o111 != 0 {
			executables = append(executables, name)
		}
	}
	if diff := cmp.Diff([]string{"/everdict"}, executables); diff != "" {
		t.Errorf("the image's executables (-want +got):\n%s", diff)
	}
	for _, want := range []string{"/etc/ssl/certs/ca-certificates.crt", "/etc/passwd", "/tmp"} {
		if _, ok := files[want]; !ok {
			t.Errorf("the image lacks %s", want)
		}
	}
	if h := files["/tmp"]; h != nil && h.Mode&0o1777 != 0o1777 {
		t.Errorf("/tmp mode = %o, want 1777", h.Mode)
	}

	// The binary in the image is static (no interpreter to load it) and runs.
	raw, err := os.ReadFile(extracted)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw[:min(len(raw), 4096)]), "/lib64/ld-linux") || strings.Contains(string(raw[:min(len(raw), 4096)]), "/lib/ld-") {
		t.Error("the binary in the image asks for a dynamic loader; build it with CGO_ENABLED=0")
	}
	out, err := exec.Command(extracted, "--version").CombinedOutput()
	if err != nil {
		t.Fatalf("/everdict --version: %v\n%s", err, out)
	}
	if !strings.HasPrefix(string(out), "everdict ") || (version != "" && strings.TrimSpace(string(out)) != "everdict "+version) {
		t.Errorf("/everdict --version = %q, want everdict %s", out, version)
	}
}
