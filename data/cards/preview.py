#!/usr/bin/env python3
# data/cards/preview.py - renders a contact sheet of the card deck
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage:
#   python3 data/cards/preview.py [--width PX] [--stylesheet CSS] [--fan]
#                                 [--out FILE.png]
#
# Needs rsvg-convert (librsvg2-bin) and ImageMagick's montage
# (imagemagick).  Renders every SVG in data/cards/deck/ at the given card
# width onto a dark green "table" background: one row per suit, then the
# jokers and the backs.  --stylesheet passes a user stylesheet to librsvg
# the way the app does (e.g. four-colour.css).  --fan overlaps the cards
# of each row the way a hand is fanned, so only the top-left corners show.

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]
EXTRA = ["JK-red", "JK-black", "back-blue", "back-red"]
TABLE = "#1e5c3a"


def tool(name):
    for d in ("/usr/bin", "/bin"):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    p = shutil.which(name)
    if not p:
        sys.exit("preview.py: %s not found (apt-get install librsvg2-bin "
                 "imagemagick)" % name)
    return p


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--width", type=int, default=60)
    ap.add_argument("--stylesheet")
    ap.add_argument("--fan", action="store_true")
    ap.add_argument("--deck", default=os.path.join(here, "deck"))
    ap.add_argument("--out", default="/tmp/canasta-deck.png")
    a = ap.parse_args()

    rsvg = tool("rsvg-convert")
    montage = tool("montage")
    convert = tool("convert")
    rows = [[r + s for r in RANKS] for s in SUITS] + [EXTRA]
    gap = max(4, a.width // 10)
    with tempfile.TemporaryDirectory() as tmp:
        row_pngs = []
        for i, row in enumerate(rows):
            pngs = []
            for name in row:
                png = os.path.join(tmp, name + ".png")
                cmd = [rsvg, "-w", str(a.width), "-o", png]
                if a.stylesheet:
                    cmd += ["--stylesheet", a.stylesheet]
                subprocess.run(cmd + [os.path.join(a.deck, name + ".svg")],
                               check=True)
                pngs.append(png)
            out = os.path.join(tmp, "row%d.png" % i)
            if a.fan and i < len(SUITS):
                # overlap: each card shows only its left ~40 %
                step = int(a.width * 0.4)
                cmd = [convert, "-background", TABLE]
                for j, p in enumerate(pngs):
                    cmd += ["(", p, "-repage", "+%d+0" % (j * step), ")"]
                cmd += ["-layers", "merge", "+repage", out]
            else:
                cmd = [montage, "-background", TABLE, "-geometry",
                       "+%d+%d" % (gap // 2, gap // 2), "-tile", "x1"]
                cmd += pngs + [out]
            subprocess.run(cmd, check=True)
            row_pngs.append(out)
        subprocess.run([convert, "-background", TABLE, "-gravity", "northwest"]
                       + row_pngs + ["-splice", "%dx%d" % (gap, gap),
                                     "-append", "-bordercolor", TABLE,
                                     "-border", str(gap), "+repage", a.out],
                       check=True)
    print(a.out)


if __name__ == "__main__":
    main()
