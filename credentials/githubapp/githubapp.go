// Package githubapp mints a GitHub App installation token for one run: an
// RS256 app JWT signed with the app's private key authenticates a POST to
// {apiUrl}/app/installations/{id}/access_tokens asking for one repository
// and contents: read. The token expires on its own (an hour on GitHub), so
// what a run holds is worth nothing after it.
//
// No error carries the key, the JWT, the token or the API's response body.
package githubapp

import (
	"bytes"
	"context"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// APIURLDefault is GitHub's API (GitHub Enterprise Server serves it at
// https://HOST/api/v3).
const APIURLDefault = "https://api.github.com"

// JWTLifetime is how long an app JWT is valid (GitHub allows at most ten
// minutes); JWTBackdate is how far its issue time is set back for clock
// skew, as GitHub recommends.
const (
	JWTLifetime = 9 * time.Minute
	JWTBackdate = time.Minute
)

// maxResponseBytes bounds the API's answer.
const maxResponseBytes = 64 << 10

// ErrInvalidKey is returned by ParseKey for anything but an RSA private key
// in PEM.
var ErrInvalidKey = errors.New("the GitHub App key is not an RSA private key in PEM")

// ErrRefused wraps a refusal by the API (a status other than 201).
var ErrRefused = errors.New("the GitHub API refused to mint an installation token")

// ParseKey parses an app's private key (PKCS#1 or PKCS#8 PEM).
func ParseKey(pemBytes []byte) (*rsa.PrivateKey, error) {
	if !bytes.Contains(pemBytes, []byte("-----BEGIN")) {
		return nil, ErrInvalidKey
	}
	k, err := jwt.ParseRSAPrivateKeyFromPEM(pemBytes)
	if err != nil {
		return nil, ErrInvalidKey
	}
	return k, nil
}

// App is one installation of a GitHub App.
type App struct {
	// APIURL is the API's root ("" means APIURLDefault).
	APIURL         string
	AppID          int64
	InstallationID int64
	Key            *rsa.PrivateKey
}

// Token is a minted installation token.
type Token struct {
	Value     string
	ExpiresAt time.Time
}

// JWT returns the app's JWT issued at now.
func (a App) JWT(now time.Time) (string, error) {
	claims := jwt.RegisteredClaims{
		Issuer:    strconv.FormatInt(a.AppID, 10),
		IssuedAt:  jwt.NewNumericDate(now.Add(-JWTBackdate)),
		ExpiresAt: jwt.NewNumericDate(now.Add(JWTLifetime)),
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodRS256, claims).SignedString(a.Key)
	if err != nil {
		return "", fmt.Errorf("sign the app JWT: %w", err)
	}
	return s, nil
}

// Mint asks the API, through client (a netguard client: the API URL is the
// tenant's), for an installation token for repository repo (its name, no
// owner) with contents: read, at now.
func (a App) Mint(ctx context.Context, client *http.Client, now time.Time, repo string) (Token, error) {
	api := strings.TrimSuffix(a.APIURL, "/")
	if api == "" {
		api = APIURLDefault
	}
	signed, err := a.JWT(now)
	if err != nil {
		return Token{}, err
	}
	body, err := json.Marshal(map[string]any{
		"repositories": []string{repo},
		"permissions":  map[string]string{"contents": "read"},
	})
	if err != nil {
		return Token{}, err
	}
	url := fmt.Sprintf("%s/app/installations/%d/access_tokens", api, a.InstallationID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return Token{}, fmt.Errorf("mint an installation token: the API URL is not valid")
	}
	req.Header.Set("Authorization", "Bearer "+signed)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
	resp, err := client.Do(req)
	if err != nil {
		return Token{}, fmt.Errorf("mint an installation token: %w", err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusCreated {
		return Token{}, fmt.Errorf("%w: HTTP %d", ErrRefused, resp.StatusCode)
	}
	var out struct {
		Token     string    `json:"token"`
		ExpiresAt time.Time `json:"expires_at"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxResponseBytes)).Decode(&out); err != nil || out.Token == "" {
		return Token{}, fmt.Errorf("%w: the answer holds no token", ErrRefused)
	}
	return Token{Value: out.Token, ExpiresAt: out.ExpiresAt}, nil
}
