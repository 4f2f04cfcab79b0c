#!/bin/bash
# Every text the app and the CLI show through tr() or QT_TRANSLATE_NOOP is in the Hindi and Urdu
# catalogues, translated: lupdate run over copies of translations/*.ts finds no new or unfinished
# message. Fails naming the texts that lack a translation (fix: see docs/sources-and-languages.md).
# usage: catalogues_complete.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$src"/translations/rulelab_hi.ts "$src"/translations/rulelab_ur.ts "$tmp"/
cd "$src"
"$lupdate" -no-obsolete -locations none app core -ts "$tmp"/rulelab_hi.ts "$tmp"/rulelab_ur.ts >/dev/null
status=0
for ts in "$tmp"/rulelab_hi.ts "$tmp"/rulelab_ur.ts; do
  n=$(grep -c 'type="unfinished"' "$ts" || true)
  if [ "$n" != 0 ]; then
    echo "$(basename "$ts"): $n text(s) without a translation:"
    grep -B2 'type="unfinished"' "$ts" | grep '<source>' | head -20
    status=1
  fi
done
exit $status
