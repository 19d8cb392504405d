#!/usr/bin/python3
# check-readme-run.py: the game started as the README starts it speaks the
# desktop's language.
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-readme-run.py SOURCE_ROOT BUILD_ROOT
#
# Runs `sh build-aux/dev.sh run` (which goes through `meson devenv`) with
# LANGUAGE set to each language in turn, and reads the window's text the way
# a screen reader does, over AT-SPI: the table's buttons and headings must be
# in that language. Run it under a display and a session bus
# (xvfb-run dbus-run-session); without them it skips.

import os
import signal
import subprocess
import sys
import tempfile
import time

EXPECTED = {
    # language: words of the table that only that language's catalogue has
    # (the buttons, the header, and the history beside the table)
    "es": ["Robar", "Descartar", "Partida nueva", "Historial de la ronda"],
    "it": ["Pesca", "Scarta", "Nuova partita", "Cronologia della smazzata"],
    "en": ["Draw", "Discard", "New Game", "History of the round"],
}
EXPECTED["es_ES"] = EXPECTED["es"]
# The draw button as a screen reader names it: the word once, without the
# mnemonic's underscore (GTK 4.8 alone says "_Robar Robar").
DRAW_BUTTON = {"es": "Robar", "it": "Pesca", "en": "Draw", "es_ES": "Robar"}


# The TAP lines go to descriptor 3 when the caller opened it: the session
# bus's services (the accessibility registry) write to the standard output
# they inherit, which the caller sends elsewhere.
try:
    os.fstat(3)
    TAP = os.fdopen(3, "w", buffering=1)
except OSError:
    TAP = sys.stdout


def tap(line):
    TAP.write(line + "\n")
    TAP.flush()


def tap_skip(reason):
    tap("1..0 # SKIP " + reason)
    sys.exit(0)


try:
    import pyatspi
except ImportError:
    tap_skip("no pyatspi (python3-pyatspi)")

if not os.environ.get("DISPLAY") or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    tap_skip("no display or no session bus")


def names(accessible, out, depth=0, buttons=None):
    if accessible is None or depth > 60:
        return
    try:
        if accessible.name:
            out.add(accessible.name)
            if buttons is not None and accessible.getRoleName() == "push button":
                buttons.add(accessible.name)
        for i in range(accessible.childCount):
            names(accessible.getChildAtIndex(i), out, depth + 1, buttons)
    except Exception:
        pass


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def process_ids(pgid):
    """Every process of the group: dev.sh execs meson devenv, which starts
    the program as its child."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.getpgid(int(entry)) == pgid:
                pids.append(int(entry))
        except OSError:
            pass
    return pids


def run(language, source_root, build_root):
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    # What a desktop session gives: the language, a UTF-8 locale. "es_ES"
    # is a Spanish desktop that names only LANG, with a locale this system
    # may not have generated: the program speaks Spanish all the same.
    if language == "es_ES":
        env.pop("LANGUAGE", None)
        env["LANG"] = "es_ES.UTF-8"
    else:
        env["LANGUAGE"] = language
        env["LANG"] = "C.UTF-8"
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    # The build this test belongs to, and nothing from the tester's home:
    # no saved game, settings in memory.
    env["BUILD_DIR"] = build_root
    env["GSETTINGS_BACKEND"] = "memory"
    # As a newcomer's shell has it: nothing points at the catalogues.
    env.pop("CANASTA_LOCALEDIR", None)
    data_dir = tempfile.mkdtemp(prefix="canasta-readme-")
    env["CANASTA_DATA_DIR"] = data_dir

    proc = subprocess.Popen(["sh", "build-aux/dev.sh", "run"], cwd=source_root, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    found = set()
    try:
        # Looked at again twice a second until the names are all there: the
        # deadline only turns a program that never shows them into a
        # failure, as the C tests' TEST_WAIT_LIMIT_S does (a sanitized
        # build on a busy machine starts slowly).
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace")
                return False, "the program ended early (%d): %s" % (proc.returncode, err[-2000:])
            for pid in process_ids(proc.pid):
                app = find_app(pid)
                if app is not None:
                    found = set()
                    buttons = set()
                    names(app, found, 0, buttons)
                    if all(word in found for word in EXPECTED[language]):
                        marked = sorted(b for b in buttons if "_" in b)
                        if DRAW_BUTTON[language] not in buttons or marked:
                            return False, "buttons named with their mnemonic: %s" % marked[:20]
                        return True, ""
            time.sleep(0.5)
        return False, "missing %s among %s" % (
            [w for w in EXPECTED[language] if w not in found], sorted(found)[:60])
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        subprocess.run(["rm", "-rf", data_dir])


def main():
    source_root, build_root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    # One round trip first, or the registry may miss the program.
    pyatspi.Registry.getDesktop(0).childCount
    languages = ["es", "it", "en", "es_ES"]
    tap("1..%d" % len(languages))
    failed = 0
    for n, language in enumerate(languages, 1):
        ok, why = run(language, source_root, build_root)
        if ok:
            tap("ok %d /readme-run/%s" % (n, language))
        else:
            failed += 1
            tap("not ok %d /readme-run/%s" % (n, language))
            for line in why.splitlines():
                tap("# " + line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
