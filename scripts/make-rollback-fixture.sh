#!/usr/bin/env bash
# Makes the rollback test's previous release: the API at <git-ref> built as it ships (one bundle,
# npm packages external) with its migrations, packed as a .tar.gz. The test runs it on this
# checkout's node_modules against a database this code migrated.
#
#   scripts/make-rollback-fixture.sh 367bc6d apps/api/test/fixtures/rollback/before-payments.tar.gz
set -euo pipefail
. "$(dirname "$0")/lib/old-checkout.sh"

ref="${1:?usage: make-rollback-fixture.sh <git-ref> <out-file>}"
out="${2:?usage: make-rollback-fixture.sh <git-ref> <out-file>}"
repo="$(git rev-parse --show-toplevel)"
out="$(realpath -m "$out")"
tmp="$(mktemp -d)"
src="$tmp/src"

cleanup() {
  git -C "$repo" worktree remove --force "$src" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

old_checkout "$repo" "$ref" "$src"
(cd "$src/apps/api" && node build.mjs >/dev/null)
# Source maps are for debugging only.
find "$src/apps/api/dist" -name '*.map' -delete
# drizzle's snapshots are for generating migrations; the migrator reads the journal and the SQL.
find "$src/apps/api/dist/migrations/meta" -name '*_snapshot.json' -delete
git -C "$repo" rev-parse --short "$ref" >"$src/apps/api/dist/RELEASE"
mkdir -p "$(dirname "$out")"
tar -czf "$out" -C "$src/apps/api/dist" .
echo "$out: $(du -h "$out" | cut -f1), built from $(cat "$src/apps/api/dist/RELEASE")"
