package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/everdict/everdict/web"
)

func TestPagesAndAssetsAreServed(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	cases := map[string]struct {
		path, contentType, body string
	}{
		"the web app is served at the root": {"/", "text/html", "<title>Everdict</title>"},
		"GraphiQL is served at /graphiql":   {"/graphiql", "text/html", "Everdict GraphiQL"},
		"the app's script is served":        {"/static/app.js", "javascript", "runLogs"},
		"GraphiQL's bundle is embedded":     {"/static/vendor/graphiql.min.js", "javascript", "createGraphiQLFetcher"},
		"the websocket client is embedded":  {"/static/vendor/graphql-ws.min.js", "javascript", "graphql-transport-ws"},
		"the stylesheet is served as css":   {"/static/app.css", "text/css", "--accent"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res, err := http.Get(srv.URL + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Type"), tc.contentType) || !strings.Contains(string(b), tc.body) {
				t.Errorf("GET %s = %d %q, want 200 %s containing %q", tc.path, res.StatusCode, res.Header.Get("Content-Type"), tc.contentType, tc.body)
			}
		})
	}
}

// TestPagesLoadNothingFromAnotherHost: the pages work offline.
func TestPagesLoadNothingFromAnotherHost(t *testing.T) {
	t.Parallel()
	external := regexp.MustCompile(`(?i)(src|href)\s*=\s*["'](https?:)?//`)
	for _, page := range []string{"index.html", "graphiql.html"} {
		res := httptest.NewRecorder()
		path := "/"
		if page == "graphiql.html" {
			path = "/graphiql"
		}
		web.Handler().ServeHTTP(res, httptest.NewRequest(http.MethodGet, path, nil))
		if m := external.FindString(res.Body.String()); m != "" {
			t.Errorf("%s loads %q from another host", page, m)
		}
		if csp := res.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s CSP = %q, want default-src 'self'", page, csp)
		}
	}
}

// TestEveryPageRefusesFramingAndAllowsGraphiQLsFonts: a page is never framed
// by another site (frame-ancestors 'none', and X-Frame-Options for older
// browsers), and GraphiQL's stylesheet, which embeds its fonts as data:
// URLs, is allowed them.
func TestEveryPageRefusesFramingAndAllowsGraphiQLsFonts(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	for _, path := range []string{"/", "/graphiql"} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		directives := map[string][]string{}
		for _, d := range strings.Split(res.Header.Get("Content-Security-Policy"), ";") {
			if f := strings.Fields(d); len(f) > 0 {
				directives[f[0]] = f[1:]
			}
		}
		if got := directives["frame-ancestors"]; len(got) != 1 || got[0] != "'none'" {
			t.Errorf("%s: frame-ancestors = %q, want 'none'", path, got)
		}
		if got := res.Header.Get("X-Frame-Options"); got != "DENY" {
			t.Errorf("%s: X-Frame-Options = %q, want DENY", path, got)
		}
		if got := directives["font-src"]; !slices.Contains(got, "data:") || !slices.Contains(got, "'self'") {
			t.Errorf("%s: font-src = %q, want 'self' and data:", path, got)
		}
	}
	// GraphiQL's stylesheet really does use data: fonts: the rule above is
	// needed, not decoration.
	res, err := http.Get(srv.URL + "/static/vendor/graphiql.min.css")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	css, _ := io.ReadAll(res.Body)
	if !strings.Contains(string(css), "url(data:font/") {
		t.Error("graphiql.min.css embeds no data: font; revisit font-src")
	}
}
