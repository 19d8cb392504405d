#!/bin/sh
# check-install.sh: `meson install` into a DESTDIR holds exactly the files
# the Flatpak needs (tests/install-files.txt, relative to the prefix), and
# they agree with the manifest: the command it runs, the app id everywhere.
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# usage: check-install.sh BUILD_DIR SOURCE_ROOT PREFIX

set -eu
build=$1
root=$2
prefix=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

meson install -C "$build" --destdir "$tmp/dest" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; exit 1; }

(cd "$tmp/dest$prefix" && find . -type f -o -type l | sed 's|^\./||' | LC_ALL=C sort) >"$tmp/got.txt"
LC_ALL=C sort "$root/tests/install-files.txt" >"$tmp/want.txt"
if ! diff -u "$tmp/want.txt" "$tmp/got.txt"; then
  echo "the installed files differ from tests/install-files.txt (- expected, + installed)"
  exit 1
fi

manifest="$root/flatpak/io.github.canasta.Canasta.json"
app_id=$(sed -n 's/^ *"id": *"\([^"]*\)".*/\1/p' "$manifest" | head -1)
command=$(sed -n 's/^ *"command": *"\([^"]*\)".*/\1/p' "$manifest" | head -1)
[ -n "$app_id" ] && [ -n "$command" ] || { echo "manifest without id or command"; exit 1; }
grep -qx "bin/$command" "$tmp/got.txt" || { echo "the manifest runs $command, which is not installed"; exit 1; }
grep -qx "share/applications/$app_id.desktop" "$tmp/got.txt" || { echo "no desktop file for $app_id"; exit 1; }
grep -q "^Icon=$app_id\$" "$tmp/dest$prefix/share/applications/$app_id.desktop" ||
  { echo "the desktop file's Icon is not $app_id"; exit 1; }
grep -q "^Exec=$command" "$tmp/dest$prefix/share/applications/$app_id.desktop" ||
  { echo "the desktop file does not run $command"; exit 1; }
grep -q "<id>$app_id</id>" "$tmp/dest$prefix/share/metainfo/$app_id.metainfo.xml" ||
  { echo "the metainfo id is not $app_id"; exit 1; }
echo "installed files match the manifest's needs ($(wc -l <"$tmp/got.txt") files)"
