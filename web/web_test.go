package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
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
