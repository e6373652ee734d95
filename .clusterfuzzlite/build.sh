#!/bin/bash -eu
# Builds scenesim's fuzz target as ClusterFuzzLite's builder runs it: the source in
# $SRC/scenesim, the results into $OUT (the fuzzer scenesim-fuzz, its dictionary of command
# words scenesim-fuzz.dict and its seed corpus scenesim-fuzz_seed_corpus.zip, every
# transcript's command lines). The builder image's precompile_swift sets SWIFTFLAGS for
# $SANITIZER; outside it the same flags are set here, as scripts/fuzz uses them.
cd "$SRC/scenesim"
if command -v precompile_swift >/dev/null; then
  # shellcheck disable=SC1091
  . precompile_swift
else
  SWIFTFLAGS="-Xswiftc -parse-as-library --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,${SANITIZER:-address}"
  SWIFTFLAGS+=" -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,indirect-calls"
fi
# shellcheck disable=SC2086
swift build -c release --product scenesim-fuzz --scratch-path .build-cflite $SWIFTFLAGS \
  -Xswiftc -DFUZZING
cp .build-cflite/release/scenesim-fuzz "$OUT/scenesim-fuzz"
# The dictionary comes from the command registry, which the target built plainly prints.
swift build --product scenesim-fuzz --scratch-path .build-cflite-plain
.build-cflite-plain/debug/scenesim-fuzz --dictionary >"$OUT/scenesim-fuzz.dict"
seeds=$(mktemp -d)
find transcripts -name '*.t' | sort | while read -r transcript; do
  sed -n 's/^  \$ //p' "$transcript" >"$seeds/$(echo "$transcript" | tr '/' '_')"
done
cp fuzz/seeds/* "$seeds/"
rm -f "$OUT/scenesim-fuzz_seed_corpus.zip"
(cd "$seeds" && zip -q -r "$OUT/scenesim-fuzz_seed_corpus.zip" .)
rm -rf "$seeds"
