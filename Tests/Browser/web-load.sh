#!/usr/bin/env bash
# Requests per second of `conbook serve` on loopback, per page type, measured by wrk (Debian) in
# one run on this machine: figures to read, not limits. One browser session (its cookie) asks
# for News, the Schedule, an event's page and the style sheet, 64 connections for 10 s each.
#
#   Tests/Browser/web-load.sh [CONBOOK_BINARY]   (default: a release build, made first)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v wrk >/dev/null 2>&1; then
    echo "web-load.sh needs wrk (Debian: apt-get install wrk)." >&2
    exit 1
fi
binary=${1:-}
if [ -z "$binary" ]; then
    swift build -c release --product conbook >/dev/null
    binary="$(swift build -c release --show-bin-path)/conbook"
fi
store=$(mktemp -d)
output=$(mktemp)
"$binary" serve --port 0 --store "$store" --language en >"$output" 2>/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$store" "$output"' EXIT
base=""
for _ in $(seq 1 120); do
    base=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$output" | head -1 || true)
    [ -n "$base" ] && break
    sleep 1
done
[ -n "$base" ] || { echo "conbook serve printed no address" >&2; exit 1; }

cookie=$(curl -s -o /dev/null -D - "$base/news" | tr -d '\r' | sed -n 's/^Set-Cookie: \(conbook_session=[^;]*\).*/\1/p')
event=$(curl -s -b "$cookie" "$base/schedule" | grep -o 'href="/events/[^"]*"' | head -1 | sed 's/href="//; s/"$//')
sheet=$(curl -s -b "$cookie" "$base/news" | grep -o 'href="/style.css[^"]*"' | head -1 | sed 's/href="//; s/"$//; s/&amp;/\&/g')

echo "conbook serve on loopback, the demo; wrk, 2 threads, 64 connections, 10 s per page ($(nproc) cores)"
printf '%-22s %12s %10s %10s\n' "page" "requests/s" "p50" "p99"
for page in "/news" "/schedule" "$event" "$sheet"; do
    result=$(wrk -t2 -c64 -d10s --latency -H "Cookie: $cookie" -H "Host: ${base#http://}" "$base$page")
    rate=$(echo "$result" | awk '/Requests\/sec/ { print $2 }')
    p50=$(echo "$result" | awk '$1 == "50%" { print $2 }')
    p99=$(echo "$result" | awk '$1 == "99%" { print $2 }')
    name=$page
    case "$page" in /events/*) name="an event's page" ;; /style.css*) name="the style sheet" ;; esac
    printf '%-22s %12s %10s %10s\n' "$name" "$rate" "$p50" "$p99"
done
