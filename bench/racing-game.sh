#!/usr/bin/env bash
# Builds pmndrs' racing-game (a public react-three-fiber game) OUTSIDE this repository, so that
# `npm run bench` can compare the viewer's frame cost with it. Never vendor or commit it.
#
#   bench/racing-game.sh [source]
#
# source: a git URL or a local clone (default: GitHub). It builds into $QUADRIGA_RACING_GAME
# (default ~/.cache/quadriga-bench/racing-game): the game at a pinned commit, its npm dependencies
# and its production build in dist/.
set -euo pipefail

source="${1:-https://github.com/pmndrs/racing-game}"
dest="${QUADRIGA_RACING_GAME:-$HOME/.cache/quadriga-bench/racing-game}"
commit=7816a5d # the game's main branch when the comparison was written

if [ ! -d "$dest/.git" ]; then
  mkdir -p "$(dirname "$dest")"
  git clone --quiet --no-checkout "$source" "$dest"
fi
cd "$dest"
# The Blender sources in assets/ are not part of the game (and may be absent from a mirror).
git -c advice.detachedHead=false checkout --quiet "$commit" -- . ':!assets' 2>/dev/null ||
  git restore --source="$commit" --worktree -- . ':!assets'
# Its own lock file is yarn's; npm resolves the same ranges. Its peer ranges predate npm 7.
npm install --no-audit --no-fund --legacy-peer-deps --ignore-scripts
# Its build script type-checks first (tsc); the bench needs only the bundle.
npx vite build
echo "racing-game built in $dest/dist"
