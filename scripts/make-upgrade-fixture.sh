#!/usr/bin/env bash
# Makes the upgrade test's starting database: the code at <git-ref> migrates a throwaway
# PostgreSQL database, loads its demo data, takes some real bookings through its own API
# (scripts/upgrade-fixture-activity.mjs), and the result is dumped with pg_dump -Fc.
#
#   scripts/make-upgrade-fixture.sh b9b43d7 apps/api/test/fixtures/upgrade/before-19.dump
#
# Needs: PostgreSQL (ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
# pg_dump, and this checkout's node_modules (npm ci): the old code runs on them, so use a ref
# whose package-lock.json matches closely enough.
set -euo pipefail
. "$(dirname "$0")/lib/old-checkout.sh"

ref="${1:?usage: make-upgrade-fixture.sh <git-ref> <out-file>}"
out="${2:?usage: make-upgrade-fixture.sh <git-ref> <out-file>}"
admin_url="${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
repo="$(git rev-parse --show-toplevel)"
out="$(realpath -m "$out")"
tmp="$(mktemp -d)"
src="$tmp/src"
db="upgrade_fixture_$(od -An -N4 -tx4 /dev/urandom | tr -d ' ')"
db_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$admin_url" "$db")"
server_pid=""

cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  psql -q "$admin_url" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null || true
  git -C "$repo" worktree remove --force "$src" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

old_checkout "$repo" "$ref" "$src"

psql -q "$admin_url" -c "CREATE DATABASE $db" >/dev/null
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
(
  cd "$src"
  DATABASE_URL="$db_url" JWT_SECRET="upgrade-fixture-secret-upgrade-fixture-01" SEED_DEMO=1 \
    PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=0 \
    exec node --import tsx apps/api/src/main.ts
) >"$tmp/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$tmp/server.log"; exit 1; }
  sleep 1
done
node "$repo/scripts/upgrade-fixture-activity.mjs" "http://127.0.0.1:$port"
kill -TERM "$server_pid"
wait "$server_pid" || { cat "$tmp/server.log"; exit 1; }
server_pid=""

mkdir -p "$(dirname "$out")"
pg_dump -Fc --no-owner -f "$out" "$db_url"
echo "$out: $(du -h "$out" | cut -f1), made by $(git -C "$repo" rev-parse --short "$ref")"
