#!/usr/bin/env bash
# picture.sh makes docs/dashboard.png from real data: it builds everdict,
# starts Debian's prometheus scraping a real `everdict serve` every second,
# drives that server with the load driver (`everdict-load -mode process`:
# trivial LOCAL runs through a 4-slot runtime, in two waves), then draws the
# dashboard's panels (deploy/grafana/everdict.json, each panel's own
# queries, answered by that Prometheus) with render.mjs and screenshots the
# page with headless Chromium. Grafana is not needed; CI does not run this.
#
#   deploy/grafana/picture.sh [RUNS_PER_WAVE]     # from the repository root
#
# Needs go, node, /usr/bin/prometheus and /usr/bin/chromium
# (apt-get install -y prometheus chromium). Everything it starts listens on
# 127.0.0.1 and is stopped when it exits; its files live in a temporary
# directory. EVERDICT_DATABASE_URL, if set, is used as the load driver uses
# it (a scratch database); unset, the server runs on SQLite.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-300}
tmp=$(mktemp -d)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
serve_port=$(free_port)
prom_port=$(free_port)

go build -o "$tmp/everdict" ./cmd/everdict
go build -o "$tmp/everdict-load" ./cmd/everdict-load

cat >"$tmp/prometheus.yml" <<EOF
global:
  scrape_interval: 1s
  evaluation_interval: 1s
scrape_configs:
  - job_name: everdict
    static_configs:
      - targets: ["127.0.0.1:$serve_port"]
EOF
prometheus --config.file="$tmp/prometheus.yml" --storage.tsdb.path="$tmp/tsdb" \
	--web.listen-address="127.0.0.1:$prom_port" --log.level=warn &
pids+=($!)
until curl -sf "http://127.0.0.1:$prom_port/-/ready" >/dev/null; do sleep 0.2; done

start=$(date +%s)
sleep 5
for wave in 1 2; do
	echo "wave $wave: $runs runs"
	"$tmp/everdict-load" -mode process -bin "$tmp/everdict" -addr "127.0.0.1:$serve_port" \
		-runs "$runs" -slots 4 -submitters 8
	sleep 10
done
end=$(date +%s)

height=$(node deploy/grafana/render.mjs "http://127.0.0.1:$prom_port" "$start" "$end" "$tmp/dashboard.html" \
	"everdict-load -mode process: 2 waves of $runs LOCAL runs (sh -c true), 4 slots, 8 submitters; Prometheus scraping every 1s; panels drawn from deploy/grafana/everdict.json's queries")
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="1600,$height" \
	--screenshot="$PWD/docs/dashboard.png" "file://$tmp/dashboard.html"
echo "wrote docs/dashboard.png"
