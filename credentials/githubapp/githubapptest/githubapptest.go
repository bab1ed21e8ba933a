// Package githubapptest is an in-process stand-in for GitHub's API for
// tests: it serves POST /app/installations/{id}/access_tokens, checks the
// app JWT's RS256 signature with the app's public key, its issuer and its
// lifetime, and mints an installation token for the repositories asked.
package githubapptest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Minted is one token the stand-in minted, and what it was asked for.
type Minted struct {
	Token        string
	Repositories []string
	Permissions  map[string]string
}

// Server is the stand-in.
type Server struct {
	*httptest.Server
	AppID          int64
	InstallationID int64
	// KeyPEM is the app's private key, PKCS#1 PEM.
	KeyPEM []byte

	key    *rsa.PrivateKey
	mu     sync.Mutex
	minted []Minted
	denied int
}

// New starts a stand-in for a fresh app with a fresh key; it is closed
// with the test.
func New(t testing.TB, appID, installationID int64) *Server {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{AppID: appID, InstallationID: installationID, key: key,
		KeyPEM: pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// Minted returns the tokens minted so far.
func (s *Server) Minted() []Minted {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Minted(nil), s.minted...)
}

// Denied counts the requests refused.
func (s *Server) Denied() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.denied
}

func (s *Server) deny(w http.ResponseWriter, code int) {
	s.mu.Lock()
	s.denied++
	s.mu.Unlock()
	http.Error(w, `{"message":"denied"}`, code)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/app/installations/"+strconv.FormatInt(s.InstallationID, 10)+"/access_tokens" {
		s.deny(w, http.StatusNotFound)
		return
	}
	bearer, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		s.deny(w, http.StatusUnauthorized)
		return
	}
	var claims jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(bearer, &claims, func(*jwt.Token) (any, error) { return &s.key.PublicKey, nil },
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer(strconv.FormatInt(s.AppID, 10)), jwt.WithIssuedAt(), jwt.WithExpirationRequired())
	if err != nil || claims.ExpiresAt.Sub(claims.IssuedAt.Time) > 10*time.Minute+time.Second {
		s.deny(w, http.StatusUnauthorized)
		return
	}
	var body struct {
		Repositories []string          `json:"repositories"`
		Permissions  map[string]string `json:"permissions"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		s.deny(w, http.StatusUnprocessableEntity)
		return
	}
	b := make([]byte, 18)
	_, _ = rand.Read(b)
	tok := "ghs_" + hex.EncodeToString(b)
	s.mu.Lock()
	s.minted = append(s.minted, Minted{Token: tok, Repositories: body.Repositories, Permissions: body.Permissions})
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]any{"token": tok, "expires_at": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)})
}
