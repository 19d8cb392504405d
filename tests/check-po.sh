#!/bin/sh
# check-po.sh: every translatable string in the sources is translated, and
# not fuzzy, in every language of po/LINGUAS.
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# usage: check-po.sh SOURCE_ROOT

set -eu
root=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The same keywords as meson's glib preset.
xgettext --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 --keyword=ngettext:1,2 \
  --directory="$root" --files-from="$root/po/POTFILES.in" \
  --output="$tmp/canasta.pot" 2>"$tmp/xgettext.log" || { cat "$tmp/xgettext.log"; exit 1; }

status=0

# Every source with translatable text is listed, or its messages would
# silently miss the catalogues' check.
for f in $(cd "$root" && grep -rlE '(^|[^A-Za-z0-9_])(N?C?_|g_dngettext|g_dpgettext2|ngettext) ?\(' src --include='*.c';
           cd "$root" && grep -rl 'translatable="yes"' src data); do
  if ! grep -qx "$f" "$root/po/POTFILES.in"; then
    echo "po/POTFILES.in does not list $f"
    status=1
  fi
done

for lang in $(grep -v '^#' "$root/po/LINGUAS"); do
  po="$root/po/$lang.po"
  # msgcmp fails for any message of the sources that the catalogue lacks or
  # leaves untranslated or fuzzy.
  if ! msgcmp "$po" "$tmp/canasta.pot" 2>"$tmp/msgcmp.log"; then
    echo "$lang: messages missing or untranslated:"
    head -40 "$tmp/msgcmp.log"
    status=1
  fi
  # Nor may it keep messages the sources no longer have.
  if grep -q 'this message is not used' "$tmp/msgcmp.log"; then
    echo "$lang: messages no longer in the sources:"
    grep -A1 'this message is not used' "$tmp/msgcmp.log" | head -20
    status=1
  fi
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$po" | grep -c '^msgid' || true)
  untranslated=$(msgattrib --untranslated --no-obsolete "$po" | grep -c '^msgid' || true)
  # The header is one entry of its own in either list when present.
  if [ "$fuzzy" -gt 1 ] || [ "$untranslated" -gt 1 ]; then
    echo "$lang: $fuzzy fuzzy, $untranslated untranslated entries"
    status=1
  fi
  msgfmt --check --statistics -o /dev/null "$po"
done

# The players' own words: in Italian the pozzo is premiato, never the
# Spanish premiado.
premiado=$(msggrep --msgstr -i -e premiado "$root/po/it.po" | grep -c '^msgid' || true)
if [ "$premiado" -gt 0 ]; then
  echo "it: $premiado translations say premiado instead of premiato:"
  msggrep --msgstr -i -e premiado "$root/po/it.po" | grep '^msgstr' | head -5
  status=1
fi
# Spanish as players speak it: "Tu respuesta obliga" is a contract's
# wording, at the table one says what a yes means ("si dices que sí, tiene
# que cerrar"); nobody says a hand "no cuenta cartas" at the cut.
for stiff in 'respuesta obliga' 'mano no cuenta cartas'; do
  n=$(msggrep --msgstr -i -e "$stiff" "$root/po/es.po" | grep -c '^msgid' || true)
  if [ "$n" -gt 0 ]; then
    echo "es: $n translations say '$stiff'"
    status=1
  fi
done

exit $status
