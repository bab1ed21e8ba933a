// Package web serves Everdict's browser clients from the binary: the web app
// at / (sign in with a token, submit runs, watch runs, logs and the queue
// live) and an offline GraphiQL at /graphiql. Every asset is embedded; no
// page loads anything from another host. The third-party files in
// static/vendor are pinned by package.json and refreshed with vendor.sh.
package web

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed static
var static embed.FS

// Handler serves the web app at /, GraphiQL at /graphiql and the assets
// under /static/.
func Handler() http.Handler {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	files := http.FileServerFS(sub)
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", cache(files)))
	mux.HandleFunc("GET /{$}", page(sub, "index.html"))
	mux.HandleFunc("GET /graphiql", page(sub, "graphiql.html"))
	return mux
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
		_, _ = w.Write(b)
	}
}

func cache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	})
}
