#!/usr/bin/env bash
# The guide for everyone under load, beside nginx, in one run on this machine: figures to read
# with their aims, not limits (nothing here fails a build).
#
#  1. `conbook site` for a synthetic convention (EVENTS events, 100,000 by default): the time to
#     write it, and a re-run after a 10-event change (which files it rewrites, and whether each
#     shows a changed event).
#  2. wrk (Debian) on loopback against `conbook serve --public` and against nginx (Debian) serving
#     the same pages from the site's folder: a day's page, an event's page, a search, a file, at
#     64, 256 and 1,024 connections; then a 304 revalidation of a day's page.
#  3. A soak (SOAK_SECONDS, 600 by default) against `serve --public --sync-every 1`: its resident
#     memory each 15 s and every failed request while it syncs every minute.
#
#   Tests/Browser/guide-load.sh [CONBOOK_BINARY]   (default: a release build, made first)
#   EVENTS=2000 SOAK_SECONDS=60 Tests/Browser/guide-load.sh   (a quick look)
#   PARTS="load soak" Tests/Browser/guide-load.sh              (some parts: site, load, soak)
set -euo pipefail
cd "$(dirname "$0")/../.."

for tool in wrk nginx curl python3; do
    command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || {
        echo "guide-load.sh needs $tool (Debian: apt-get install wrk nginx-light curl python3)." >&2
        exit 1
    }
done
nginx_binary=$(command -v nginx || echo /usr/sbin/nginx)
binary=${1:-}
if [ -z "$binary" ]; then
    swift build -c release --product conbook >/dev/null
    binary="$(swift build -c release --show-bin-path)/conbook"
fi
events=${EVENTS:-100000}
parts=${PARTS:-site load soak}
part() { [[ " $parts " == *" $1 "* ]]; }
soak=${SOAK_SECONDS:-600}
work=$(mktemp -d)
chmod 755 "$work"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

met() { if [ "$1" = 1 ]; then echo "met"; else echo "NOT met"; fi; }
seconds() { python3 -c "import sys; print(f'{float(sys.argv[1]):.1f}')" "$1"; }

echo "== The guide for everyone under load ($(nproc) cores, $events events, $(date -u +%Y-%m-%dT%H:%MZ))"
python3 Tests/Browser/make-schedule.py "$events" "$work/schedule.xml"
python3 Tests/Browser/make-schedule.py "$events" "$work/changed.xml" --change 10
store="$work/store"

# 1. The static site: read the source into a new store and write every page.
if part site || part load; then
start=$(date +%s.%N)
report=$("$binary" site "$work/site" --store "$store" --source "$work/schedule.xml" --language en 2>"$work/site.log")
written=$(python3 -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$start" "$(date +%s.%N)")
echo "conbook site: $report"
echo "  reading the source and writing every page: $(seconds "$written") s" \
    "(aim: under 60 s) $(met "$(python3 -c "import sys; print(int(float(sys.argv[1]) < 60))" "$written")")"
chmod -R a+rX "$work/site"
find "$work/site" -type f -printf '%P %T@\n' | sort >"$work/before.txt"
sleep 1
cp "$work/changed.xml" "$work/schedule.xml"
start=$(date +%s.%N)
rerun=$("$binary" site "$work/site" --store "$store" --source "$work/schedule.xml" --language en 2>>"$work/site.log")
rerun_seconds=$(python3 -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$start" "$(date +%s.%N)")
echo "  the re-run (a sync of the change, then every page compared): $(seconds "$rerun_seconds") s"
find "$work/site" -type f -printf '%P %T@\n' | sort >"$work/after.txt"
python3 - "$work" "$rerun" <<'PY'
import os, sys
work, report = sys.argv[1], sys.argv[2]
before = dict(line.rsplit(" ", 1) for line in open(f"{work}/before.txt").read().splitlines())
after = dict(line.rsplit(" ", 1) for line in open(f"{work}/after.txt").read().splitlines())
rewritten = sorted(path for path, stamp in after.items() if before.get(path) != stamp and not path.startswith("."))
pages = [path for path in rewritten if path.endswith("index.html")]
showing = [path for path in pages if "(moved)" in open(f"{work}/site/{path}", encoding="utf-8").read()
           or path.startswith("changes/")]
others = [path for path in rewritten if not path.endswith("index.html")]
print(f"re-run after a 10-event change: {report}")
print(f"  {len(pages)} pages rewritten, {len(showing)} of them show a changed event (or list the changes);"
      f" other files: {', '.join(others[:6])}{' …' if len(others) > 6 else ''}")
for path in [path for path in pages if path not in showing][:5]:
    print(f"  rewritten without showing a changed event: {path}")
print(f"  aim: only the pages that show those events: {'met' if pages and len(showing) == len(pages) else 'NOT met'}")
PY
fi

# 2. The servers.
"$binary" serve --public --port 0 --store "$store" --language en --source "$work/schedule.xml" --sync-every 1 \
    >"$work/serve.out" 2>"$work/serve.err" &
server=$!
pids+=("$server")
base=""
for _ in $(seq 1 300); do
    base=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/serve.out" | head -1 || true)
    [ -n "$base" ] && break
    sleep 1
done
[ -n "$base" ] || { echo "conbook serve --public printed no address" >&2; cat "$work/serve.err" >&2; exit 1; }
nginx_port=$(python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
mkdir -p "$work/nginx"
cat >"$work/nginx.conf" <<NGINX
worker_processes 2;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    types { text/html html; text/css css; text/javascript js; application/json json; text/calendar ics; }
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/site;
        location / { try_files \$uri \$uri/index.html =404; }
    }
}
NGINX
"$nginx_binary" -c "$work/nginx.conf" -g 'daemon off;' &
pids+=("$!")
static="http://127.0.0.1:$nginx_port"
sleep 1

day=$(curl -s "$base/schedule" | grep -o 'href="/schedule/~day[^"]*"' | sed -n 2p | sed 's/href="//; s/"$//')
event=$(curl -s "$base$day" | grep -o 'href="/events/[^"]*"' | head -1 | sed 's/href="//; s/"$//')
sheet=$(curl -s "$base/schedule" | grep -o 'href="/style.css[^"]*"' | head -1 | sed 's/href="//; s/"$//; s/&amp;/\&/g')
word=$(curl -s "$base$event" | grep -o '<h1>[^<]*' | head -1 | sed 's/<h1>//' | awk '{print tolower($1)}')
search="/schedule/~search%2Cquery%3D$word"
if part load; then
echo
echo "wrk, 2 threads, 10 s per page; serve --public (the store above) beside nginx (the site's folder)"
printf '%-16s %6s | %12s %8s %8s | %12s %8s %8s\n' "page" "conns" "serve req/s" "p50" "p99" "nginx req/s" "p50" "p99"
declare -A rates
measure() { # URL CONNECTIONS [HEADER] -> "rate p50 p99 p99-in-ms errors"
    local result
    result=$(wrk -t2 -c"$2" -d10s --timeout 10s --latency ${3:+-H "$3"} "$1" 2>&1)
    local rate p50 p99 errors
    rate=$(echo "$result" | awk '/Requests\/sec/ { print $2 }')
    p50=$(echo "$result" | awk '$1 == "50%" { print $2 }')
    p99=$(echo "$result" | awk '$1 == "99%" { print $2 }')
    errors=$(echo "$result" | awk '/Non-2xx|Socket errors/ { n += 1 } END { print n + 0 }')
    echo "$rate $p50 $p99 $(python3 -c "
import sys, re
value = sys.argv[1]
m = re.match(r'([0-9.]+)(us|ms|s)', value)
print(float(m.group(1)) * {'us': 0.001, 'ms': 1, 's': 1000}[m.group(2)] if m else 1e9)" "$p99") $errors"
}
for name in day event search file; do
    case $name in
    day) served="$day" ; copy="$day/" ;;
    event) served="$event" ; copy="$event/" ;;
    search) served="$search" ; copy="/search/?q=$word" ;;
    file) served="$sheet" ; copy="$sheet" ;;
    esac
    for connections in 64 256 1024; do
        read -r s_rate s_p50 s_p99 s_p99ms s_errors <<<"$(measure "$base$served" "$connections")"
        read -r n_rate n_p50 n_p99 n_p99ms n_errors <<<"$(measure "$static$copy" "$connections")"
        printf '%-16s %6s | %12s %8s %8s | %12s %8s %8s\n' "$name" "$connections" "$s_rate" "$s_p50" "$s_p99" "$n_rate" "$n_p50" "$n_p99"
        rates["$name $connections"]="$s_rate $n_rate $s_p99ms"
    done
done
echo
echo "Aims at 256 connections (serve --public against nginx on the same pages):"
for name in day event search file; do
    read -r s n p99 <<<"${rates["$name 256"]}"
    half=$(python3 -c "import sys; print(int(float(sys.argv[1]) >= 0.5 * float(sys.argv[2])))" "$s" "$n")
    quick=$(python3 -c "import sys; print(int(float(sys.argv[1]) <= 50))" "$p99")
    printf '  %-8s %10s req/s against %10s: at least half %-8s p99 %s ms <= 50 ms %s\n' \
        "$name" "$s" "$n" "$(met "$half")" "$p99" "$(met "$quick")"
done
# The tag is taken again until it is answered 304 (a sync between the two changes the page).
for _ in 1 2 3; do
    tag=$(curl -s -D - -o /dev/null "$base$day" | tr -d '\r' | awk 'tolower($1) == "etag:" { print $2 }')
    [ "$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $tag" "$base$day")" = 304 ] && break
done
static_tag=$(curl -s -D - -o /dev/null "$static$day/" | tr -d '\r' | awk 'tolower($1) == "etag:" { print $2 }')
read -r r_s r_p50 r_p99 r_ms r_e <<<"$(measure "$base$day" 256 "If-None-Match: $tag")"
read -r r_n n_p50 n_p99 n_ms n_e <<<"$(measure "$static$day/" 256 "If-None-Match: $static_tag")"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $tag" "$base$day")
eighty=$(python3 -c "import sys; print(int(float(sys.argv[1]) >= 0.8 * float(sys.argv[2])))" "$r_s" "$r_n")
echo "  304 revalidation of a day's page ($code): $r_s req/s against nginx's $r_n: at least 80% $(met "$eighty")"
fi

# 3. The soak: memory and failed requests while syncing every minute.
part soak || exit 0
echo
echo "Soak: $soak s of wrk (64 connections, a day, an event, a search, in turn) with a sync every minute"
cat >"$work/rotate.lua" <<LUA
local paths = { "$day", "$event", "$search" }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end
LUA
wrk -t2 -c64 -d"${soak}s" --timeout 30s --latency -s "$work/rotate.lua" "$base" >"$work/soak.txt" 2>&1 &
soaker=$!
samples=()
for _ in $(seq 1 $((soak / 15))); do
    sleep 15
    samples+=("$(awk '/VmRSS/ { print $2 }' "/proc/$server/status")")
done
wait "$soaker" || true
syncs=$(grep -c "Synced\|failed" "$work/serve.out" "$work/serve.err" | awk -F: '{ n += $2 } END { print n + 0 }')
python3 - "$work/soak.txt" "$syncs" "${samples[@]}" <<'PY'
import re, sys
text, syncs, samples = open(sys.argv[1]).read(), int(sys.argv[2]), [int(s) for s in sys.argv[3:]]
requests = re.search(r"(\d+) requests in", text)
failed = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses: (\d+)", text))
errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
failed += sum(int(n) for n in errors.groups()) if errors else 0
p99 = re.search(r"\s99%\s+(\S+)", text)
print(f"  {requests.group(1) if requests else '?'} requests, {failed} failed, p99 {p99.group(1) if p99 else '?'}; {syncs} syncs")
if samples:
    print(f"  resident memory (MiB) each 15 s: {' '.join(str(s // 1024) for s in samples)}")
    # Each minute's lowest sample is the level between syncs; a sync's own work (the whole source
    # parsed) rises above it for a few seconds, and is printed apart.
    levels = [min(samples[i:i + 4]) for i in range(0, len(samples) - 3, 4)]
    first, last, highest = levels[1] if len(levels) > 1 else levels[0], levels[-1], max(levels[1:] or levels)
    print(f"  between syncs, each minute (MiB): {' '.join(str(level // 1024) for level in levels)};"
          f" highest during a sync: {max(samples) // 1024} MiB")
    flat = highest <= first * 1.10 and last <= first * 1.10
    print(f"  memory flat between syncs (within 10% of {first // 1024} MiB after the first sync): {'met' if flat else 'NOT met'}")
print(f"  no failed request during the syncs: {'met' if failed == 0 and syncs > 0 else 'NOT met'}")
PY
