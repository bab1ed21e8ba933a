package artifacts_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/artifacts/artifactstest"
)

// stores are the stores every store test runs against: the filesystem
// store, and the S3 store against gofakes3, an S3-compatible server run in
// process (no real S3-compatible server can be had here).
func stores(t *testing.T) map[string]artifacts.Store {
	t.Helper()
	fs, err := artifacts.NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return map[string]artifacts.Store{"filesystem": fs, "s3": artifactstest.S3(t)}
}

func TestAStoreKeepsWhatItIsGivenAndGivesItBack(t *testing.T) {
	t.Parallel()
	for name, st := range stores(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			key := artifacts.Key(3, 41, 1, 2)
			body := []byte("the agent's notes\n")
			n, err := st.Put(ctx, key, bytes.NewReader(body), 1<<20)
			if err != nil || n != int64(len(body)) {
				t.Fatalf("Put = %d, %v", n, err)
			}
			if got := read(t, st, key); got != string(body) {
				t.Fatalf("Open read %q, want %q", got, body)
			}
			// A stream that cannot seek is kept as well.
			if _, err := st.Put(ctx, key, io.MultiReader(strings.NewReader("again")), 1<<20); err != nil {
				t.Fatal(err)
			}
			if got := read(t, st, key); got != "again" {
				t.Fatalf("after a second Put, Open read %q", got)
			}
			if err := st.Delete(ctx, key); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Open(ctx, key); !errors.Is(err, artifacts.ErrNotFound) {
				t.Fatalf("Open after Delete = %v, want ErrNotFound", err)
			}
			if err := st.Delete(ctx, key); err != nil {
				t.Fatalf("deleting a missing object = %v, want nil", err)
			}
		})
	}
}

func TestAStoreRefusesAStreamOverItsBoundAndKeepsNothing(t *testing.T) {
	t.Parallel()
	for name, st := range stores(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			key := artifacts.Key(3, 41, 1, 3)
			for _, r := range []io.Reader{bytes.NewReader(make([]byte, 11)), io.MultiReader(bytes.NewReader(make([]byte, 11)))} {
				if _, err := st.Put(ctx, key, r, 10); !errors.Is(err, artifacts.ErrTooLarge) {
					t.Fatalf("Put of 11 bytes bound to 10 = %v, want ErrTooLarge", err)
				}
				if _, err := st.Open(ctx, key); !errors.Is(err, artifacts.ErrNotFound) {
					t.Fatalf("Open after a refused Put = %v, want ErrNotFound", err)
				}
			}
		})
	}
}

func TestAStoreRefusesAKeyTheServerDidNotMake(t *testing.T) {
	t.Parallel()
	for name, st := range stores(t) {
		t.Run(name, func(t *testing.T) {
			for _, key := range []string{"../../etc/passwd", "3/41/1/../../x", "/3/41/1/2", "3/41/1", "a/b/c/d", "3/41/1/2/5"} {
				if _, err := st.Put(context.Background(), key, strings.NewReader("x"), 10); !errors.Is(err, artifacts.ErrInvalidKey) {
					t.Errorf("Put(%q) = %v, want ErrInvalidKey", key, err)
				}
				if _, err := st.Open(context.Background(), key); !errors.Is(err, artifacts.ErrInvalidKey) {
					t.Errorf("Open(%q) = %v, want ErrInvalidKey", key, err)
				}
			}
		})
	}
}

func TestTheS3StorePresignsALinkThatServesTheObjectAsAnAttachment(t *testing.T) {
	t.Parallel()
	st := artifactstest.S3(t)
	ctx := context.Background()
	key := artifacts.Key(3, 41, 1, 4)
	if _, err := st.Put(ctx, key, strings.NewReader("<html>hi</html>"), 100); err != nil {
		t.Fatal(err)
	}
	u, err := st.SignedURL(ctx, key, artifacts.Headers{ContentType: "text/html; charset=utf-8", ContentDisposition: "attachment; filename=page.html"}, 5*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"X-Amz-Signature=", "X-Amz-Expires=300", "response-content-disposition=attachment"} {
		if !strings.Contains(u, want) {
			t.Errorf("presigned link %s lacks %s", u, want)
		}
	}
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || string(b) != "<html>hi</html>" {
		t.Fatalf("GET presigned = %d %q", resp.StatusCode, b)
	}
}

func TestTheFilesystemStoreHasNoLinksOfItsOwn(t *testing.T) {
	t.Parallel()
	fs, err := artifacts.NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if u, err := fs.SignedURL(context.Background(), artifacts.Key(1, 2, 3, 4), artifacts.Headers{}, time.Minute); u != "" || err != nil {
		t.Fatalf("SignedURL = %q, %v; want none (the server serves the filesystem store)", u, err)
	}
}

func read(t *testing.T, st artifacts.Store, key string) string {
	t.Helper()
	r, err := st.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("Open(%s): %v", key, err)
	}
	defer func() { _ = r.Close() }()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
