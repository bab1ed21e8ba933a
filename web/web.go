// Package web serves Everdict's browser clients from the binary: the web app
// (a Preact single-page app built by Vite from web/src into static/app) at
// its page URLs, and an offline GraphiQL at /graphiql. Every asset is
// embedded; no page loads anything from another host. The built app is
// committed (make web rebuilds it, make check-web proves it is fresh), so
// building the binary needs no Node. GraphiQL's third-party files in
// static/vendor are pinned by package.json and refreshed with vendor.sh.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

//go:embed static
var static embed.FS

// AppRoutes are the web app's page URLs (ServeMux patterns, without the
// method). Each serves the app's index.html, so a deep link works on
// reload; the app's router (src/router.ts) draws the page. They are exact so
// that no API path (/graphql, /metrics, /healthz, …) is ever shadowed.
var AppRoutes = []string{
	"/{$}",
	"/signin",
	"/runs",
	"/runs/{id}",
	"/submit",
	"/runtimes",
	"/runtimes/{name}",
	"/harnesses",
	"/queue",
	"/scorecards",
	"/scorecards/{id}",
	"/admin",
	"/providers",
}

// Handler serves the web app at AppRoutes, GraphiQL at /graphiql and the
// assets under /static/.
func Handler() http.Handler { return handler() }

// handler is made once a process: the embedded tree is fixed at build time,
// and hashing and compressing it was most of a server's start (of every
// control plane a test builds, too: 8.1 s to 0.13 s under -race).
var handler = sync.OnceValue(func() http.Handler {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	files := http.FileServerFS(sub)
	mux := http.NewServeMux()
	tags := etags(sub)
	mux.Handle("GET /static/", http.StripPrefix("/static/", cache(compressed(files, sub, tags), tags)))
	app := page(sub, "app/index.html")
	for _, p := range AppRoutes {
		mux.HandleFunc("GET "+p, app)
	}
	mux.HandleFunc("GET /graphiql", page(sub, "graphiql.html"))
	return mux
})

// NotFound answers any path with status 404 and the app's page, whose
// router draws its not-found page: a person who mistypes a URL lands in the
// app, and a client that checks the status still sees 404. The server mounts
// it under every GET no other route takes.
func NotFound() http.Handler {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	app := page(sub, "app/index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		app(&statusWriter{ResponseWriter: w, status: http.StatusNotFound}, r)
	})
}

// statusWriter sends status in place of the 200 a page writes.
type statusWriter struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (w *statusWriter) WriteHeader(int) {
	if !w.wrote {
		w.wrote = true
		w.ResponseWriter.WriteHeader(w.status)
	}
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.WriteHeader(w.status)
	return w.ResponseWriter.Write(b)
}

// PageCSP is the Content-Security-Policy of every page: everything from
// this server only; GraphiQL's stylesheet embeds its fonts and icons as
// data: URLs; no page may be framed by another (clickjacking: a framed page
// holds a token).
const PageCSP = "default-src 'self'; connect-src 'self' ws: wss:; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

func page(fsys fs.FS, name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", PageCSP)
		w.Header().Set("X-Frame-Options", "DENY") // frame-ancestors for browsers without CSP 2
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("Cache-Control", "no-cache") // the page names the current assets: revalidate it
		_, _ = w.Write(b)
	}
}

// ImmutableCache is the Cache-Control of an asset whose name carries its
// content hash: a new build names a changed asset anew, so a browser keeps
// one for a year without asking again.
const ImmutableCache = "public, max-age=31536000, immutable"

// cache lets browsers keep the app's hashed assets (Hashed) for good, makes
// them revalidate every other asset (GraphiQL's vendored files), and answers
// a revalidation of an unchanged one with 304 through its ETag.
func cache(h http.Handler, tags map[string]string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if Hashed(r.URL.Path) {
			w.Header().Set("Cache-Control", ImmutableCache)
		} else {
			w.Header().Set("Cache-Control", "no-cache")
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if tag, ok := tags[r.URL.Path]; ok {
			w.Header().Set("ETag", tag) // http.FileServer answers If-None-Match with it
		}
		h.ServeHTTP(w, r)
	})
}

// Hashed reports whether p (a path under /static/) is one of the app's
// built assets, whose name Vite ends with an 8-character content hash
// (web/vite.config.ts): app/<name>-<hash>.<js|css>.
func Hashed(p string) bool {
	dir, file := path.Split(p)
	ext := path.Ext(file)
	if dir != "app/" || (ext != ".js" && ext != ".css") {
		return false
	}
	stem := strings.TrimSuffix(file, ext)
	// The hash's alphabet holds '-' too: it is the last 8 characters.
	if len(stem) < 10 || stem[len(stem)-9] != '-' {
		return false
	}
	for _, c := range stem[len(stem)-8:] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// compressMinBytes is the smallest asset served compressed: below it the
// header costs more than it saves.
const compressMinBytes = 1024

// brotliQuality is the quality of the brotli copies: 7 packs the app's assets
// within 10% of the best (11) at a twentieth of its time.
const brotliQuality = 7

// compressed serves a compressed copy of each text asset (JavaScript, CSS,
// HTML, JSON, SVG) of at least compressMinBytes, in the encoding the client
// prefers of br and gzip (encodingFor); anything else, and a client that
// accepts neither, goes to next. The gzip copies are made once a process (handler); a
// brotli copy once, at its first request (brotli at start would double the
// server's start-up: half a second more). Each copy has an ETag of its own,
// so a cache never mixes them, and every answer varies on Accept-Encoding.
func compressed(next http.Handler, fsys fs.FS, tags map[string]string) http.Handler {
	type packed struct {
		ctype, gzTag, brTag string
		gz                  []byte
		br                  func() []byte
	}
	packs := map[string]packed{}
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ctype := mime.TypeByExtension(path.Ext(p))
		if !compressible(ctype) {
			return nil
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil || len(b) < compressMinBytes {
			return err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(b)
		_ = zw.Close()
		tag := strings.TrimSuffix(tags[p], `"`)
		packs[p] = packed{
			ctype: ctype, gz: buf.Bytes(), gzTag: tag + `-gz"`, brTag: tag + `-br"`,
			br: sync.OnceValue(func() []byte {
				var buf bytes.Buffer
				bw := brotli.NewWriterLevel(&buf, brotliQuality)
				_, _ = bw.Write(b)
				_ = bw.Close()
				return buf.Bytes()
			}),
		}
		return nil
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		pk, ok := packs[r.URL.Path]
		enc := encodingFor(r.Header.Get("Accept-Encoding"))
		if !ok || enc == "" {
			next.ServeHTTP(w, r)
			return
		}
		tag := pk.gzTag
		if enc == "br" {
			tag = pk.brTag
		}
		w.Header().Set("ETag", tag)
		if r.Header.Get("If-None-Match") == tag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		body := pk.gz
		if enc == "br" {
			body = pk.br()
		}
		w.Header().Set("Content-Type", pk.ctype)
		w.Header().Set("Content-Encoding", enc)
		_, _ = w.Write(body)
	})
}

func compressible(ctype string) bool {
	for _, p := range []string{"text/", "application/javascript", "text/javascript", "application/json", "image/svg+xml"} {
		if strings.HasPrefix(ctype, p) {
			return true
		}
	}
	return false
}

// encodingFor reads an Accept-Encoding header: "br" or "gzip", whichever is
// accepted with the higher q-value (br on a tie, being smaller), or "" when
// neither is. A coding not named takes the q-value of "*" if that is listed;
// q=0 refuses; an entry with a malformed q-value is ignored.
func encodingFor(h string) string {
	qs := map[string]float64{}
	for _, part := range strings.Split(h, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		q, ok := 1.0, true
		for _, param := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(param, "=")
			if !strings.EqualFold(strings.TrimSpace(k), "q") {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			q, ok = f, err == nil && f >= 0 && f <= 1
		}
		if _, seen := qs[name]; ok && !seen {
			qs[name] = q
		}
	}
	of := func(name string) float64 {
		if q, ok := qs[name]; ok {
			return q
		}
		return qs["*"]
	}
	br, gz := of("br"), of("gzip")
	switch {
	case br > 0 && br >= gz:
		return "br"
	case gz > 0:
		return "gzip"
	}
	return ""
}

// etags hashes every embedded file once.
func etags(fsys fs.FS) map[string]string {
	tags := map[string]string{}
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		tags[p] = `"` + hex.EncodeToString(sum[:12]) + `"`
		return nil
	})
	return tags
}
