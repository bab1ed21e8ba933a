# Everdict. `make run` serves on the embedded default; `make test` runs every test.
GO       ?= go
GOFLAGS  ?=
PKGS     ?= ./...
TESTARGS ?= -race -count=1

STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: run test deps generate vet lint check-generate build web check-web deps-web e2e-web protocol-web

## run: serve on the embedded default (SQLite in ./.everdict, in-process events, runtime `local`)
run:
	$(GO) run ./cmd/everdict serve

## test: install what the tests need, then run them all: Go (race detector on), then the deployment
## checks (deploy/check, a module of its own: the Helm chart rendered and validated for every
## ci/*-values.yaml, the compose file, the server image built and inspected as an OCI layout), then
## the web app's unit tests, a rebuild that must equal the committed bundle, its browser tests, and the
## GraphQL protocol checks: the graphql-http audit and a graphql-ws client (check-web)
test: deps
	$(GO) test $(TESTARGS) $(PKGS)
	cd deploy/check && $(GO) test -count=1 -timeout 30m ./...
	$(MAKE) check-web

## deps: the OS packages the tests use (bubblewrap for hardened LOCAL runs, git for repo seeds,
## util-linux's nsenter to exec into a sandbox, chromium for a browser case's screen, xvfb and x11-apps' xwd for an osUse case's)
deps:
	@command -v bwrap >/dev/null 2>&1 && command -v git >/dev/null 2>&1 && command -v nsenter >/dev/null 2>&1 && command -v chromium >/dev/null 2>&1 && command -v Xvfb >/dev/null 2>&1 && command -v xwd >/dev/null 2>&1 || { \
		echo "installing bubblewrap, git, util-linux, chromium, xvfb and x11-apps"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq bubblewrap git util-linux chromium xvfb x11-apps >/dev/null; }

## generate: regenerate ent and gqlgen code, and a migration per dialect when the schema changed (needs PostgreSQL)
generate:
	$(GO) generate ./...

## check-generate: fail when generated code is not what go generate produces
check-generate: generate
	@git diff --exit-code -- . || { echo "go generate changed tracked files: commit the generated code"; exit 1; }
	@test -z "$$(git status --porcelain --untracked-files=all -- ent graph schema resolvers store/migrations)" || { \
		git status --porcelain --untracked-files=all -- ent graph schema resolvers store/migrations; echo "go generate left untracked files"; exit 1; }

vet:
	$(GO) vet ./...

## lint: gofmt, then staticcheck (pinned), over the hand-written code
lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' | grep -v -E '^(ent|graph)/'))" || { gofmt -l $$(git ls-files '*.go' | grep -v -E '^(ent|graph)/'); echo "gofmt: format these files"; exit 1; }
	$(GO) run $(STATICCHECK) $$($(GO) list ./... | grep -v -E '/ent($$|/)|/graph($$|/)')

## build: the control plane and, next to it, the LOCAL runs' supervisor (everdict-shim, static: a
## start with no dynamic loader and no cgo runtime is 5 ms less CPU on every run, BENCHMARKS.md)
build:
	$(GO) build -o bin/everdict ./cmd/everdict
	CGO_ENABLED=0 $(GO) build -o bin/everdict-shim ./cmd/everdict-shim

## web: rebuild the web app into web/static/app (Node 20 + npm; the build is committed, so go build needs neither)
web:
	cd web && npm ci --no-audit --no-fund && npm run build

## deps-web: the browser the end-to-end tests drive (Debian's chromium; playwright downloads nothing)
deps-web:
	@command -v chromium >/dev/null 2>&1 || { \
		echo "installing chromium"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

## check-web: the web app's unit tests, a fresh build that must equal the committed one, then the browser tests
## and the GraphQL protocol checks (protocol-web)
check-web: deps-web
	cd web && npm ci --no-audit --no-fund && npx vitest run && npm run build
	@git diff --stat --exit-code -- web/static web/src/gql || { echo "the web build differs from the committed one: run make web and commit web/static/app and web/src/gql"; exit 1; }
	@test -z "$$(git status --porcelain --untracked-files=all -- web/static web/src/gql)" || { \
		git status --porcelain --untracked-files=all -- web/static web/src/gql; echo "the web build left untracked files"; exit 1; }
	$(MAKE) e2e-web
	$(MAKE) protocol-web

## e2e-web: drive the app in headless Chromium against a real everdict serve (screenshots in web/artifacts)
e2e-web: deps-web
	$(GO) build -o bin/everdict ./cmd/everdict
	cd web && EVERDICT_BIN=../bin/everdict node --test --test-reporter=spec e2e/run.mjs

## protocol-web: the GraphQL-over-HTTP audit of the graphql-http package (serverAudits: no warning, no
## error) on /graphql, and a subscription through the official graphql-ws client, against a real everdict serve
protocol-web:
	$(GO) build -o bin/everdict ./cmd/everdict
	cd web && EVERDICT_BIN=../bin/everdict node --test --test-reporter=spec protocol/run.mjs
