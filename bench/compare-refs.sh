#!/usr/bin/env bash
# Two commits of this repository, built side by side and measured alternated: the run pipeline's
# load and signed-in GET /api/me (bench/pipeline.ts, BENCH_ONLY=pipeline and =me, PostgreSQL) and
# Lighthouse's performance score (bench/lighthouse.ts), alternated round by round (A B, B A, …), so
# both see the same hour of the machine; on a shared machine absolute figures drift, the ratios less.
#
# Usage: bench/compare-refs.sh [REF_A [REF_B]]   (defaults: c64286d and HEAD)
#   ROUNDS=4            rounds (A B, then B A, for each bench)
#   BENCH_SECONDS=8     seconds per load
#   BENCH_PORT=4340     the app's port (the Lighthouse server takes a free one)
#   LIGHTHOUSE_RUNS=1   Lighthouse runs per page and round; LIGHTHOUSE_PAGES="/ /tools/paraphraser"
#   ONLY="pipeline me lighthouse"  the benches to run
#   WORK=/tmp/compare-refs  where the two checkouts go (kept for the next call; KEEP=0 removes them)
#   BENCH_DATABASE_URL  PostgreSQL (default postgres://postgres@127.0.0.1:5432/test)
# The benches themselves are this checkout's, run against each build (BUILD_DIR). Each commit is
# checked out as a git worktree with this checkout's node_modules hard-linked in (cp -al: no copy, no
# install), then built with `npm run build`. Prints every round, then medians and ratios B/A.
set -euo pipefail

REF_A=${1:-c64286d}
REF_B=${2:-HEAD}
ROUNDS=${ROUNDS:-4}
WORK=${WORK:-/tmp/compare-refs}
ONLY=${ONLY:-pipeline me lighthouse}
LIGHTHOUSE_PAGES=${LIGHTHOUSE_PAGES:-/ /tools/paraphraser}
export BENCH_SECONDS=${BENCH_SECONDS:-8} BENCH_PORT=${BENCH_PORT:-4340} BENCH_PG_SOCKET=off
export RUNS=${LIGHTHOUSE_RUNS:-1}

here=$(git rev-parse --show-toplevel)
cd "$here"
started=$(date +%s)
mkdir -p "$WORK"
out="$WORK/results-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"

# checkout REF: a worktree of REF at $WORK/<commit>, built; prints its directory.
checkout() {
  local commit dir
  commit=$(git rev-parse --short=12 "$1^{commit}")
  dir="$WORK/$commit"
  if [ ! -d "$dir" ]; then
    git worktree add --quiet --detach "$dir" "$commit" >&2
    cp -al "$here/node_modules" "$dir/node_modules"
  fi
  if [ ! -f "$dir/build/server/main.js" ]; then
    echo "building $1 ($commit) in $dir" >&2
    (cd "$dir" && npm run build >"$out/build-$commit.log" 2>&1) || {
      echo "build of $1 failed: $out/build-$commit.log" >&2
      exit 1
    }
  fi
  echo "$dir"
}

dirA=$(checkout "$REF_A")
dirB=$(checkout "$REF_B")
echo "A = $REF_A ($dirA), B = $REF_B ($dirB); $ROUNDS rounds; results in $out"

# bench SIDE KIND ROUND: one measurement, its output kept in $out.
bench() {
  local side=$1 kind=$2 round=$3 dir
  [ "$side" = A ] && dir=$dirA || dir=$dirB
  local log="$out/$kind-$side-$round.log"
  case $kind in
    pipeline | me) BUILD_DIR="$dir/build" BENCH_ONLY=$kind npx tsx bench/pipeline.ts >"$log" 2>&1 ;;
    lighthouse) BUILD_DIR="$dir/build" npx tsx bench/lighthouse.ts $LIGHTHOUSE_PAGES >"$log" 2>&1 ;;
  esac || echo "  ($kind $side round $round failed: $log)"
}

for round in $(seq 1 "$ROUNDS"); do
  # A then B in odd rounds, B then A in even ones: a machine slowing down through a round does not
  # favour the side that runs first.
  if [ $((round % 2)) = 1 ]; then order="A B"; else order="B A"; fi
  for kind in $ONLY; do
    for side in $order; do
      bench $side "$kind" "$round"
    done
  done
  echo "round $round done at $(date +%H:%M:%S)"
done

node bench/support/compare-summary.mjs "$out" "$REF_A" "$REF_B"
echo "compare-refs took $(($(date +%s) - started)) s"
if [ "${KEEP:-1}" = 0 ]; then
  git worktree remove --force "$dirA"
  [ "$dirB" != "$dirA" ] && git worktree remove --force "$dirB"
fi
