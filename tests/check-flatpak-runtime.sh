#!/bin/sh
# check-flatpak-runtime.sh: the Flatpak manifest builds against a GNOME
# runtime that is still supported today.
#
# GNOME N (N >= 40) is released in March of even N and September of odd N:
# GNOME 40 came in March 2021, a new one every six months. A runtime is
# supported until a month after the release two versions later (GNOME 47
# ended on 15 October 2025, GNOME 48 in March 2026), and Flatpak warns every
# user of an app built on an ended runtime at each update. So this test
# fails once the manifest's runtime has ended: move to a newer one.
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# usage: check-flatpak-runtime.sh MANIFEST [TODAY as YYYY-MM-DD]

set -eu
manifest=$1
today=${2:-$(date -u +%Y-%m-%d)}

runtime=$(sed -n 's/^ *"runtime" *: *"\([^"]*\)".*/\1/p' "$manifest")
version=$(sed -n 's/^ *"runtime-version" *: *"\([^"]*\)".*/\1/p' "$manifest")
if [ "$runtime" != "org.gnome.Platform" ]; then
  echo "the manifest's runtime is '$runtime', not org.gnome.Platform"
  exit 1
fi
case $version in
  ''|*[!0-9]*) echo "runtime-version '$version' is not a GNOME release number"; exit 1 ;;
esac
if [ "$version" -lt 40 ]; then
  echo "GNOME $version is older than GNOME 40: long unsupported"
  exit 1
fi

# The release two versions later, and the end of support a month after it.
later=$((version + 2 - 40))
year=$((2021 + later / 2))
if [ $((later % 2)) -eq 0 ]; then month=04; else month=10; fi
end="$year-$month-15"

if [ "$(date -u -d "$today" +%s)" -ge "$(date -u -d "$end" +%s)" ]; then
  echo "GNOME $version is unsupported since about $end: move the manifest to a newer runtime"
  exit 1
fi
echo "GNOME $version is supported until about $end"
