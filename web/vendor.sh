#!/usr/bin/env bash
# Refreshes GraphiQL's files in web/static/vendor from the versions
# package.json pins (npm ci reads package-lock.json). The copied files are
# committed, so the Go build and tests need no npm. (The web app itself is
# built by Vite: make web.)
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --ignore-scripts
out=static/vendor
rm -rf "$out" && mkdir -p "$out"
cp node_modules/react/umd/react.production.min.js "$out/"
cp node_modules/react-dom/umd/react-dom.production.min.js "$out/"
cp node_modules/graphiql/graphiql.min.js node_modules/graphiql/graphiql.min.css "$out/"
cp node_modules/graphql-ws/umd/graphql-ws.min.js "$out/"
for p in react react-dom graphiql graphql-ws; do
	v=$(node -p "require('./node_modules/$p/package.json').version")
	printf '%s %s (%s)\n' "$p" "$v" "$(node -p "require('./node_modules/$p/package.json').license")"
done > "$out/VERSIONS"
