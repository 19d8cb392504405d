#!/bin/sh
# check-flatpak.sh: the Flatpak manifest parses, with no warning from
# flatpak-builder (which only warns about unknown keys).
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
flatpak-builder --show-manifest "$1" >manifest.json 2>stderr.txt || { cat stderr.txt; exit 1; }
if [ -s stderr.txt ]; then
  echo "flatpak-builder warned:"
  cat stderr.txt
  exit 1
fi
grep -q '"id" : "io.github.canasta.Canasta"' manifest.json
