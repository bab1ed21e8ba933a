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
	"strings"
	"sync"
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

// assets is the embedded tree with its ETags and compressed copies, made
// once a process: the tree is fixed at build time, and compressing it is
// most of a server's start (every control plane a test builds, too).
var assets = sync.OnceValue(func() assetSet {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	tags := etags(sub)
	return assetSet{sub: sub, tags: tags, packs: pack(sub, tags)}
})

// assetSet is what assets makes.
type assetSet struct {
	sub   fs.FS
	tags  map[string]string
	packs map[string]packed
}

// Handler serves the web app at AppRoutes, GraphiQL at /graphiql and the
// assets under /static/.
func Handler() http.Handler {
	as := assets()
	sub, tags := as.sub, as.tags
	files := http.FileServerFS(sub)
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", cache(gzipped(files, as.packs), tags)))
	app := page(sub, "app/index.html")
	for _, p := range AppRoutes {
		mux.HandleFunc("GET "+p, app)
	}
	mux.HandleFunc("GET /graphiql", page(sub, "graphiql.html"))
	return mux
}

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

// gzipMinBytes is the smallest asset served gzipped: below it the header
// costs more than it saves.
const gzipMinBytes = 1024

// packed is the compressed copy of one asset.
type packed struct {
	body        []byte
	ctype, etag string
}

// pack compresses each text asset (JavaScript, CSS, HTML, JSON, SVG) of at
// least gzipMinBytes in fsys. Each copy has an ETag of its own, so a cache
// never mixes the two.
func pack(fsys fs.FS, tags map[string]string) map[string]packed {
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
		if err != nil || len(b) < gzipMinBytes {
			return err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(b)
		_ = zw.Close()
		packs[p] = packed{body: buf.Bytes(), ctype: ctype, etag: strings.TrimSuffix(tags[p], `"`) + `-gz"`}
		return nil
	})
	return packs
}

// gzipped serves the compressed copy of an asset (pack) to a client that
// accepts gzip; anything else goes to next.
func gzipped(next http.Handler, packs map[string]packed) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		pk, ok := packs[r.URL.Path]
		if !ok || !acceptsGzip(r.Header.Get("Accept-Encoding")) {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("ETag", pk.etag)
		if r.Header.Get("If-None-Match") == pk.etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("Content-Type", pk.ctype)
		w.Header().Set("Content-Encoding", "gzip")
		_, _ = w.Write(pk.body)
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

// acceptsGzip reads an Accept-Encoding header: gzip (or *) listed, and not
// with q=0.
func acceptsGzip(h string) bool {
	for _, part := range strings.Split(h, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != "gzip" && name != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
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
