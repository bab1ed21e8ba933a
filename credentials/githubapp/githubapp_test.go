package githubapp_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/credentials/githubapp"
	"github.com/everdict/everdict/credentials/githubapp/githubapptest"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
)

func TestMintGetsATokenForOneRepositoryWithContentsRead(t *testing.T) {
	gh := githubapptest.New(t, 42, 7)
	key, err := githubapp.ParseKey(gh.KeyPEM)
	if err != nil {
		t.Fatal(err)
	}
	app := githubapp.App{APIURL: gh.URL, AppID: 42, InstallationID: 7, Key: key}
	tok, err := app.Mint(context.Background(), guardhttp.Client(netguard.For(true), 5*time.Second), time.Now(), "agent")
	if err != nil {
		t.Fatal(err)
	}
	want := []githubapptest.Minted{{Token: tok.Value, Repositories: []string{"agent"}, Permissions: map[string]string{"contents": "read"}}}
	if diff := cmp.Diff(want, gh.Minted()); diff != "" {
		t.Errorf("minted (-want +got):\n%s", diff)
	}
	if !strings.HasPrefix(tok.Value, "ghs_") || time.Until(tok.ExpiresAt) < 50*time.Minute {
		t.Errorf("token %q expiring %v, want a ghs_ token valid about an hour", tok.Value, tok.ExpiresAt)
	}
}

func TestMintIsRefusedWithAnotherAppsKey(t *testing.T) {
	gh := githubapptest.New(t, 42, 7)
	other, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	app := githubapp.App{APIURL: gh.URL, AppID: 42, InstallationID: 7, Key: other}
	_, err = app.Mint(context.Background(), guardhttp.Client(netguard.For(true), 5*time.Second), time.Now(), "agent")
	if !errors.Is(err, githubapp.ErrRefused) || gh.Denied() != 1 || len(gh.Minted()) != 0 {
		t.Fatalf("Mint with a foreign key = %v (denied %d, minted %d), want ErrRefused and nothing minted", err, gh.Denied(), len(gh.Minted()))
	}
}

func TestMintIsRefusedWithAStaleJWT(t *testing.T) {
	gh := githubapptest.New(t, 42, 7)
	key, _ := githubapp.ParseKey(gh.KeyPEM)
	app := githubapp.App{APIURL: gh.URL, AppID: 42, InstallationID: 7, Key: key}
	if _, err := app.Mint(context.Background(), guardhttp.Client(netguard.For(true), 5*time.Second), time.Now().Add(-time.Hour), "agent"); !errors.Is(err, githubapp.ErrRefused) {
		t.Fatalf("Mint an hour late = %v, want ErrRefused", err)
	}
}

// Attack: an untrusted tenant's apiUrl pointing at the platform's own
// network is never reached.
func TestMintForAnUntrustedTenantNeverReachesLoopback(t *testing.T) {
	gh := githubapptest.New(t, 42, 7)
	key, _ := githubapp.ParseKey(gh.KeyPEM)
	app := githubapp.App{APIURL: gh.URL, AppID: 42, InstallationID: 7, Key: key}
	_, err := app.Mint(context.Background(), guardhttp.Client(netguard.For(false), 5*time.Second), time.Now(), "agent")
	if !errors.Is(err, netguard.ErrForbidden) || len(gh.Minted())+gh.Denied() != 0 {
		t.Fatalf("Mint to loopback for an untrusted tenant = %v, want netguard.ErrForbidden and no request", err)
	}
}

func TestParseKeyRefusesWhatIsNotAnRSAKeyInPEM(t *testing.T) {
	for _, in := range []string{"", "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "-----BEGIN RSA PRIVATE KEY-----\nnope\n-----END RSA PRIVATE KEY-----\n"} {
		if _, err := githubapp.ParseKey([]byte(in)); !errors.Is(err, githubapp.ErrInvalidKey) {
			t.Errorf("ParseKey(%q) = %v, want ErrInvalidKey", in, err)
		}
	}
}
