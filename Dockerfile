# syntax=docker/dockerfile:1
# Everdict's image. Two targets:
#   server (the default): the static binary, web app embedded, on distroless
#     static as uid 65532 (nonroot), with no shell. The chart and compose file run it.
#   local-runner: the same binary plus everdict-shim, bubblewrap and git on
#     Debian slim, for hosts that run LOCAL jobs (serve with runtime local, or
#     `everdict runner`). LOCAL jobs switch to per-run uids and make sandboxes,
#     so that container runs as root with the privileges README's LOCAL
#     section lists; the server target needs none.
#
# No daemon builds images in CI: deploy/image builds the server target's
# layout in Go (go-containerregistry) and its test inspects it. It mirrors
# this file: same flags, uid 65532, /everdict as entrypoint, CA certificates,
# no shell. Keep the two in step.

ARG GO_VERSION=1.26
ARG VERSION=devel

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/root/go/pkg/mod go mod download
COPY . .
ARG VERSION
# web/static/app is committed and embedded: no Node step.
RUN --mount=type=cache,target=/root/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/everdict ./cmd/everdict && \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/everdict-shim ./cmd/everdict-shim

FROM debian:bookworm-slim AS local-runner
RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap git ca-certificates util-linux && \
    rm -rf /var/lib/apt/lists/*
COPY --from=build /out/everdict /out/everdict-shim /usr/local/bin/
ENV EVERDICT_DATA_DIR=/var/lib/everdict
VOLUME /var/lib/everdict
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/everdict"]
CMD ["serve"]

FROM gcr.io/distroless/static-debian12:nonroot AS server
COPY --from=build /out/everdict /everdict
USER 65532:65532
ENV EVERDICT_DATA_DIR=/tmp/everdict EVERDICT_ADDR=0.0.0.0:8080
EXPOSE 8080
ENTRYPOINT ["/everdict"]
CMD ["serve"]
