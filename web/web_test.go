package web_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/everdict/everdict/web"
)

// appJS and appCSS are the app's built script and stylesheet, as its page
// names them: their names carry a content hash.
var appJS, appCSS = func() (string, string) {
	page, err := os.ReadFile("static/app/index.html")
	if err != nil {
		panic(err)
	}
	js := regexp.MustCompile(`src="(/static/app/app-[^"]+\.js)"`).FindSubmatch(page)
	css := regexp.MustCompile(`href="(/static/app/index-[^"]+\.css)"`).FindSubmatch(page)
	if js == nil || css == nil {
		panic("static/app/index.html names no app script or stylesheet: run make web")
	}
	return string(js[1]), string(css[1])
}()

func get(t *testing.T, url string, header ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func TestPagesAndAssetsAreServed(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	cases := map[string]struct {
		path, contentType, body string
	}{
		"the web app is served at the root":          {"/", "text/html", `<div id="app">`},
		"the app's script is served":                 {appJS, "javascript", "runLogs"},
		"the app's stylesheet is served as css":      {appCSS, "text/css", "--accent"},
		"the app bundles uPlot's styles":             {appCSS, "text/css", ".uplot"},
		"GraphiQL is served at /graphiql":            {"/graphiql", "text/html", "Everdict GraphiQL"},
		"GraphiQL's bundle is embedded":              {"/static/vendor/graphiql.min.js", "javascript", "createGraphiQLFetcher"},
		"GraphiQL's websocket client is embedded":    {"/static/vendor/graphql-ws.min.js", "javascript", "graphql-transport-ws"},
		"the app's page loads its built assets":      {"/runs", "text/html", `src="` + appJS + `"`},
		"a run's URL serves the app (deep link)":     {"/runs/42", "text/html", `<div id="app">`},
		"a runtime's URL serves the app (deep link)": {"/runtimes/gpu-pool", "text/html", `<div id="app">`},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res, b := get(t, srv.URL+tc.path)
			if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Type"), tc.contentType) || !strings.Contains(b, tc.body) {
				t.Errorf("GET %s = %d %q, want 200 %s containing %q", tc.path, res.StatusCode, res.Header.Get("Content-Type"), tc.contentType, tc.body)
			}
		})
	}
}

// TestEveryAppRouteServesTheApp: each page URL the app's router draws
// answers with the app, so a reload of any page works; other paths are not
// the app's (404), so the handler can never shadow the API.
func TestEveryAppRouteServesTheApp(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	for _, p := range web.AppRoutes {
		path := strings.NewReplacer("{$}", "", "{id}", "7", "{name}", "local").Replace(p)
		if res, b := get(t, srv.URL+path); res.StatusCode != 200 || !strings.Contains(b, `<div id="app">`) {
			t.Errorf("GET %s = %d, want the app", path, res.StatusCode)
		}
	}
	for _, path := range []string{"/graphql", "/metrics", "/healthz", "/runs/7/logs", "/nope"} {
		if res, _ := get(t, srv.URL+path); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404 (not an app page)", path, res.StatusCode)
		}
	}
}

// TestNotFoundIsTheAppWithStatus404: a path no route takes answers 404,
// with the app's page (its router draws the not-found page) and its CSP.
func TestNotFoundIsTheAppWithStatus404(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.NotFound())
	t.Cleanup(srv.Close)
	res, b := get(t, srv.URL+"/foo")
	if res.StatusCode != http.StatusNotFound || !strings.Contains(b, `<div id="app">`) {
		t.Errorf("GET /foo = %d, want 404 with the app", res.StatusCode)
	}
	if res.Header.Get("Content-Security-Policy") != web.PageCSP {
		t.Errorf("the not-found page has no CSP")
	}
}

// TestTheAppsHashedAssetsAreKeptForGoodAndThePageIsRevalidated: the
// app's built assets carry their content hash in their names, so a browser
// keeps them for good; the page naming them, and GraphiQL's unhashed files,
// are revalidated, an unchanged one costing a 304, not the body.
func TestTheAppsHashedAssetsAreKeptForGoodAndThePageIsRevalidated(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	for _, p := range []string{appJS, appCSS} {
		if res, _ := get(t, srv.URL+p); res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != web.ImmutableCache {
			t.Errorf("GET %s = %d, Cache-Control %q; want 200, %q", p, res.StatusCode, res.Header.Get("Cache-Control"), web.ImmutableCache)
		}
	}
	if res, _ := get(t, srv.URL+"/runs"); res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("the page's Cache-Control = %q, want no-cache", res.Header.Get("Cache-Control"))
	}
	const vendor = "/static/vendor/graphiql.min.js"
	res, _ := get(t, srv.URL+vendor)
	tag := res.Header.Get("ETag")
	if tag == "" || res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("ETag = %q, Cache-Control = %q; want a tag and no-cache", tag, res.Header.Get("Cache-Control"))
	}
	if res, _ := get(t, srv.URL+vendor, "If-None-Match", tag); res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation with the ETag = %d, want 304", res.StatusCode)
	}
	if res, _ := get(t, srv.URL+vendor, "If-None-Match", `"stale"`); res.StatusCode != http.StatusOK {
		t.Errorf("revalidation with another ETag = %d, want 200", res.StatusCode)
	}
}

func TestHashedKnowsTheAppsBuiltAssetNames(t *testing.T) {
	t.Parallel()
	for p, want := range map[string]bool{
		"app/app-DPEVMpGT.js":         true,
		"app/xterm-B1njb2Cr.css":      true,
		"app/index-a_b-c9Z0.css":      true,
		"app/app.js":                  false, // no hash
		"app/index.html":              false,
		"app/app-DPEVMpG.js":          false, // 7 characters
		"app/app-DPEVMpGT.png":        false,
		"vendor/graphiql-abcdefgh.js": false, // not the app's
		"app/sub/app-DPEVMpGT.js":     false,
		"app/-DPEVMpGT.js":            false,
		"app/app-DPEV.pGT.js":         false,
	} {
		if got := web.Hashed(p); got != want {
			t.Errorf("Hashed(%q) = %v, want %v", p, got, want)
		}
	}
}

// TestAssetsAreGzippedForAClientThatAcceptsIt: the app's script goes gzipped, with
// an ETag of its own and Vary, to a client that accepts gzip; the same bytes
// come back when it is unpacked; a client that does not accept gzip (or
// refuses it with q=0) gets it plain.
func TestAssetsAreGzippedForAClientThatAcceptsIt(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	_, plain := get(t, srv.URL+appJS) // the client unpacks it
	req, _ := http.NewRequest(http.MethodGet, srv.URL+appJS, nil)
	req.Header.Set("Accept-Encoding", "gzip, br;q=0.5")
	res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("Content-Encoding = %q, Vary = %q; want gzip and Accept-Encoding", res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
	if len(raw)*2 > len(plain) {
		t.Errorf("gzipped app.js is %d bytes of %d: not compressed", len(raw), len(plain))
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	unpacked, _ := io.ReadAll(zr)
	if string(unpacked) != plain {
		t.Error("the gzipped app.js does not unpack to app.js")
	}
	gzTag := res.Header.Get("ETag")
	for _, ae := range []string{"", "identity", "gzip;q=0"} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+appJS, nil)
		req.Header.Set("Accept-Encoding", ae)
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Accept-Encoding %q: Content-Encoding = %q, want none", ae, got)
		}
		if tag := res.Header.Get("ETag"); tag == "" || tag == gzTag {
			t.Errorf("Accept-Encoding %q: ETag = %q, gzipped %q: want one of its own", ae, tag, gzTag)
		}
	}
}

// TestAssetsGoInTheEncodingTheClientPrefers: br or gzip by q-value (br on a
// tie), a coding refused with q=0 never sent, "*" standing for the codings not
// named; the br copy unpacks to the asset and has an ETag of its own, which
// revalidates with 304.
func TestAssetsGoInTheEncodingTheClientPrefers(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	_, plain := get(t, srv.URL+appJS)
	fetch := func(t *testing.T, ae, ifNoneMatch string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, srv.URL+appJS, nil)
		req.Header.Set("Accept-Encoding", ae)
		if ifNoneMatch != "" {
			req.Header.Set("If-None-Match", ifNoneMatch)
		}
		res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, b
	}
	for ae, want := range map[string]string{
		"br":                      "br",
		"gzip, deflate, br, zstd": "br",
		"br, gzip;q=0.8":          "br",
		"gzip, br;q=0.5":          "gzip",
		"gzip;q=0.5, br;q=0.5":    "br",
		"br;q=0, gzip":            "gzip",
		"BR;Q=0.000, gzip;q=0.1":  "gzip",
		"br;q=0, gzip;q=0":        "",
		"*":                       "br",
		"*;q=0.5, gzip":           "gzip",
		"gzip;q=0.8, *;q=0":       "gzip",
		"br;q=lots, gzip":         "gzip",
		"identity":                "",
		"":                        "",
		"deflate":                 "",
	} {
		res, _ := fetch(t, ae, "")
		if got := res.Header.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding = %q, want %q", ae, got, want)
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: Vary = %q, want Accept-Encoding", ae, res.Header.Get("Vary"))
		}
	}

	res, raw := fetch(t, "br", "")
	if len(raw)*2 > len(plain) {
		t.Errorf("br app.js is %d bytes of %d: not compressed", len(raw), len(plain))
	}
	unpacked, err := io.ReadAll(brotli.NewReader(bytes.NewReader(raw)))
	if err != nil || string(unpacked) != plain {
		t.Fatalf("the br app.js does not unpack to app.js (err %v)", err)
	}
	brTag := res.Header.Get("ETag")
	gz, _ := fetch(t, "gzip", "")
	id, _ := fetch(t, "identity", "")
	if tags := []string{brTag, gz.Header.Get("ETag"), id.Header.Get("ETag")}; brTag == "" || tags[0] == tags[1] || tags[0] == tags[2] || tags[1] == tags[2] {
		t.Errorf("ETags br, gzip, plain = %q: want three of their own", tags)
	}
	if res, body := fetch(t, "br", brTag); res.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("revalidating the br copy: %d with %d bytes, want 304 and none", res.StatusCode, len(body))
	}
	if res, _ := fetch(t, "gzip", brTag); res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("the br ETag revalidated a gzip request: %d %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}

// TestTheBrotliCopyIsMadeOnceUnderConcurrentFirstRequests: requests racing for
// an asset's first br copy all get the same, whole bytes (run with -race).
func TestTheBrotliCopyIsMadeOnceUnderConcurrentFirstRequests(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(web.Handler())
	t.Cleanup(srv.Close)
	const n = 8
	bodies := make([][]byte, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest(http.MethodGet, srv.URL+appJS, nil)
			req.Header.Set("Accept-Encoding", "br")
			res, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Error(err)
				return
			}
			defer res.Body.Close()
			bodies[i], _ = io.ReadAll(res.Body)
		}()
	}
	wg.Wait()
	for i := 1; i < n; i++ {
		if !bytes.Equal(bodies[i], bodies[0]) || len(bodies[0]) == 0 {
			t.Fatalf("request %d got %d bytes, request 0 %d: want the same copy", i, len(bodies[i]), len(bodies[0]))
		}
	}
}

// TestPagesLoadNothingFromAnotherHost: the pages work offline.
func TestPagesLoadNothingFromAnotherHost(t *testing.T) {
	t.Parallel()
	external := regexp.MustCompile(`(?i)(src|href)\s*=\s*["'](https?:)?//`)
	for _, path := range []string{"/", "/graphiql"} {
		res := httptest.NewRecorder()
		web.Handler().ServeHTTP(res, httptest.NewRequest(http.MethodGet, path, nil))
		if m := external.FindString(res.Body.String()); m != "" {
			t.Errorf("%s loads %q from another host", path, m)
		}
		if csp := res.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s CSP = %q, want default-src 'self'", path, csp)
		}
	}
	// The stylesheet pulls no font or image from elsewhere either.
	css, err := os.ReadFile(strings.TrimPrefix(appCSS, "/"))
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`url\(\s*["']?(https?:)?//`).FindString(string(css)); m != "" {
		t.Errorf("index.css loads %q from another host", m)
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
	for _, path := range []string{"/", "/runs/1", "/graphiql"} {
		res, _ := get(t, srv.URL+path)
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
	_, css := get(t, srv.URL+"/static/vendor/graphiql.min.css")
	if !strings.Contains(css, "url(data:font/") {
		t.Error("graphiql.min.css embeds no data: font; revisit font-src")
	}
}
