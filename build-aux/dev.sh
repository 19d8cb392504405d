#!/bin/sh
# dev.sh: set up, build, run and test Canasta on Debian or Ubuntu.
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   sh build-aux/dev.sh run     install what is missing, build, launch the game
#   sh build-aux/dev.sh test    install what is missing, build, run every test
#
# Both are idempotent: a second run installs nothing and rebuilds only what
# changed. Set BUILD_DIR to use another build directory, MESON_ARGS to pass
# options to a fresh `meson setup`.

set -eu

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-_build}

PACKAGES="build-essential pkg-config meson ninja-build gettext itstool
libglib2.0-dev libglib2.0-bin libjson-glib-dev libgtk-4-dev libadwaita-1-dev librsvg2-dev
desktop-file-utils appstream xvfb xauth fonts-dejavu-core
dbus-daemon at-spi2-core python3-pyatspi libxtst-dev
libsoup-3.0-dev glib-networking libgnutls28-dev
libavahi-client-dev libavahi-glib-dev libgupnp-igd-1.0-dev"

install_missing () {
  missing=""
  for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing="$missing $p"
    fi
  done
  [ -z "$missing" ] && return 0
  echo "Installing:$missing"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
}

build () {
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    # shellcheck disable=SC2086
    meson setup "$BUILD_DIR" ${MESON_ARGS:-}
  fi
  ninja -C "$BUILD_DIR"
}

case "${1:-}" in
  run)
    install_missing
    build
    if [ -x "$BUILD_DIR/src/ui/canasta" ]; then
      exec meson devenv -C "$BUILD_DIR" ./src/ui/canasta
    fi
    # Without the app (built with -Dapp=false): the referee on an example.
    exec "$BUILD_DIR/src/cli/canasta-cli" referee tests/scenarios/pile-natural-pair.json
    ;;
  test)
    install_missing
    build
    # Each window test starts its own Xvfb (tests/meson.build says why).
    exec meson test -C "$BUILD_DIR" --print-errorlogs --num-processes "$(nproc)"
    ;;
  *)
    echo "usage: sh build-aux/dev.sh run|test" >&2
    exit 2
    ;;
esac
