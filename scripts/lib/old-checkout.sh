# Sourced by the fixture scripts: `old_checkout <repo> <ref> <dir>` checks the code at <ref> out
# into <dir> (a detached worktree) running on <repo>'s node_modules, so use a ref whose
# package-lock.json matches closely enough. Remove it with
# `git -C <repo> worktree remove --force <dir>`.
old_checkout() {
  local repo="$1" ref="$2" dir="$3" entry
  git -C "$repo" worktree add --quiet --detach "$dir" "$ref"
  # Reuse the dependencies, but the workspace packages (@dd/*) must be the old ones: their links
  # are relative, so copying them as links points them into the old tree.
  mkdir "$dir/node_modules"
  for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
    [ "$(basename "$entry")" = "@dd" ] || ln -s "$entry" "$dir/node_modules/"
  done
  cp -P -r "$repo/node_modules/@dd" "$dir/node_modules/@dd"
}
