// Package guardhttp builds HTTP clients whose every connection a
// netguard.Policy allows: the client the control plane calls a tenant's
// webhooks and cluster APIs with. It is apart from netguard so that package
// stays free of net/http.
package guardhttp

import (
	"net/http"
	"time"

	"github.com/everdict/everdict/netguard"
)

// Client returns an HTTP client whose every connection p allows. No proxy
// is used (a proxy would connect on the client's behalf, unchecked).
// timeout bounds each request; 0 means none (long polls and log streams).
func Client(p netguard.Policy, timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			DialContext:           p.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          16,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
		},
	}
}
