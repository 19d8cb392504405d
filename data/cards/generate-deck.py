#!/usr/bin/env python3
# data/cards/generate-deck.py - writes the Canasta card deck as SVG files
#
# Copyright 2026 The Canasta developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: python3 data/cards/generate-deck.py [OUTPUT_DIR]
#
# Writes 56 SVG files (52 cards, two jokers, two backs) into
# data/cards/deck/ (or OUTPUT_DIR).  Standard library only.  All the art
# (rank glyphs, suit pips, court figures, jester, backs) is drawn here
# from simple path parts; nothing depends on installed fonts.
#
# Every element whose colour depends on the suit carries a class
# "suit-c", "suit-d", "suit-h" or "suit-s" (plus "ln" when it is a stroked
# line rather than a filled shape), so the app can switch to a four-colour
# deck with a user stylesheet (see four-colour.css).

import os
import sys

W, H = 250, 350
CX, CY = W / 2, H / 2

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]

RED = "#c01c28"
BLACK = "#241f31"
INK = "#241f31"
GOLD = "#f6d32d"
GOLD_DARK = "#e5a50a"
GOLD_LINE = "#986a44"
SKIN = "#f9dcc4"
WHITE = "#ffffff"

SUIT_COLOUR = {"C": BLACK, "D": RED, "H": RED, "S": BLACK}

STYLE = (
    "<style>"
    ".suit-c{fill:%s}.suit-s{fill:%s}.suit-d{fill:%s}.suit-h{fill:%s}"
    ".ln{fill:none;stroke-linecap:round;stroke-linejoin:round}"
    ".suit-c.ln{fill:none;stroke:%s}.suit-s.ln{fill:none;stroke:%s}"
    ".suit-d.ln{fill:none;stroke:%s}.suit-h.ln{fill:none;stroke:%s}"
    "</style>"
    % (BLACK, BLACK, RED, RED, BLACK, BLACK, RED, RED)
)

# ---------------------------------------------------------------------------
# Rank glyphs: centre lines in a 24 x 40 box, drawn with a round 8-unit
# stroke, which gives a bold, font-independent sans-serif figure.

GLYPHS = {
    "A": "M0 40L12 0L24 40M5 26H19",
    "2": "M1 9C1 3 6 0 12 0C18 0 23 4 23 10C23 17 18 21 0 40H24",
    "3": "M1 4C4 1 8 0 12 0C18 0 22 4 22 10C22 16 17 19 11 19"
         "C18 19 23 23 23 29C23 36 18 40 12 40C7 40 3 39 0 36",
    "4": "M17 40V0L0 28H24",
    "5": "M22 0H3L1 18C4 16 8 15 12 15C19 15 23 20 23 27"
         "C23 35 18 40 11 40C6 40 2 38 0 36",
    "6": "M21 3C18 1 15 0 12 0C5 0 1 8 1 23C1 34 5 40 12 40"
         "C19 40 23 35 23 28C23 21 19 16 12 16C7 16 3 19 1 24",
    "7": "M0 0H24L9 40",
    "8": "M12 18C6 18 2 14 2 9C2 3 6 0 12 0C18 0 22 3 22 9"
         "C22 14 18 18 12 18C5 18 0 22 0 29C0 36 5 40 12 40"
         "C19 40 24 36 24 29C24 22 19 18 12 18Z",
    "9": "M3 37C6 39 9 40 12 40C19 40 23 32 23 17C23 6 19 0 12 0"
         "C5 0 1 5 1 12C1 19 5 24 12 24C17 24 21 21 23 16",
    "10": "M-6 7L1 0V40M17 0C11 0 9 9 9 20C9 31 11 40 17 40"
          "C23 40 26 31 26 20C26 9 23 0 17 0Z",
    "J": "M8 0H24M19 0V28C19 36 15 40 9 40C4 40 1 37 0 32",
    "Q": "M12 0C5 0 0 8 0 19C0 30 5 38 12 38C19 38 24 30 24 19"
         "C24 8 19 0 12 0ZM14 29L24 41",
    "K": "M1 0V40M23 0L1 25M9 16L24 40",
    "O": "M12 0C5 0 0 8 0 20C0 32 5 40 12 40C19 40 24 32 24 20"
         "C24 8 19 0 12 0Z",
    "E": "M23 0H1V40H23M1 20H18",
    "R": "M1 40V0H12C19 0 23 4 23 11C23 18 19 22 12 22H1M12 22L24 40",
}
GLYPH_STROKE = 9

# ---------------------------------------------------------------------------
# Suit pips, drawn in a 100 x 100 box centred on the origin.

PIPS = {
    "H": '<path d="M0 46C-16 28-50 8-50-18C-50-37-37-48-24-48'
         'C-12-48-4-41 0-30C4-41 12-48 24-48C37-48 50-37 50-18'
         'C50 8 16 28 0 46Z"/>',
    "D": '<path d="M0-50C11-31 23-15 38 0C23 15 11 31 0 50'
         'C-11 31-23 15-38 0C-23-15-11-31 0-50Z"/>',
    "S": '<path d="M0-50C-14-31-50-15-50 9C-50 26-38 35-25 35'
         'C-15 35-8 30-4 24C-5 35-11 44-20 50H20C11 44 5 35 4 24'
         'C8 30 15 35 25 35C38 35 50 26 50 9C50-15 14-31 0-50Z"/>',
    "C": '<circle cx="0" cy="-25" r="22"/><circle cx="-25" cy="10" r="22"/>'
         '<circle cx="25" cy="10" r="22"/><path d="M-9-8H9V12H-9Z"/>'
         '<path d="M-4 8C-5 30-11 42-20 50H20C11 42 5 30 4 8Z"/>',
}


def fmt(v):
    """Format a number compactly."""
    s = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def pip(suit, x, y, size, rot=False, extra=""):
    """A suit pip of the given width centred on (x, y)."""
    t = "translate(%s %s)" % (fmt(x), fmt(y))
    if rot:
        t += " rotate(180)"
    t += " scale(%s)" % fmt(size / 100.0)
    return '<use href="#pip-%s" class="suit-%s" transform="%s"%s/>' % (
        suit, suit.lower(), t, extra)


def glyph(ch, x, y, scale=1.0, cls="", width=GLYPH_STROKE, colour=None):
    """A rank glyph; (x, y) is the top-left of its centre-line box."""
    t = "translate(%s %s)" % (fmt(x), fmt(y))
    if scale != 1.0:
        t += " scale(%s)" % fmt(scale)
    if colour:
        return ('<path d="%s" transform="%s" fill="none" stroke="%s" '
                'stroke-width="%s" stroke-linecap="round" '
                'stroke-linejoin="round"/>' % (GLYPHS[ch], t, colour,
                                                fmt(width)))
    return '<path class="%s ln" d="%s" transform="%s" stroke-width="%s"/>' % (
        cls, GLYPHS[ch], t, fmt(width))


# ---------------------------------------------------------------------------
# Card frame and corner index.

def header(name, title):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<!-- data/cards/deck/%s - %s\n"
        "     Generated by data/cards/generate-deck.py; do not edit.\n"
        "     Copyright 2026 The Canasta developers\n"
        "     SPDX-License-Identifier: GPL-3.0-or-later -->\n"
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" '
        'viewBox="0 0 %d %d" width="%d" height="%d">\n'
        "<title>%s</title>\n" % (name, title, W, H, W, H, title))


def face_rect():
    return ('<rect x="1" y="1" width="248" height="348" rx="16" '
            'fill="#ffffff" stroke="#77767b" stroke-width="2"/>\n')


def star_path(cx, cy, r_out, r_in, points=5, rot=-90):
    import math
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / points)
        pts.append("%s %s" % (fmt(cx + r * math.cos(a)),
                              fmt(cy + r * math.sin(a))))
    return "M" + "L".join(pts) + "Z"


def marker(kind):
    """Wild / bonus / block badge placed right of the top-left index."""
    x, y = 71, 34
    if kind == "wild":
        return ('<path d="%s" fill="%s" stroke="%s" stroke-width="2.5" '
                'stroke-linejoin="round"/>'
                % (star_path(x, y, 23, 10), GOLD, GOLD_LINE))
    if kind == "bonus":
        import math
        dots = "".join(
            '<circle cx="%s" cy="%s" r="5.5"/>'
            % (fmt(x + 14 * math.cos(math.radians(a))),
               fmt(y + 14 * math.sin(math.radians(a))))
            for a in range(0, 360, 30))
        return ('<g fill="%s" stroke="%s" stroke-width="1.5">%s</g>'
                '<circle cx="%d" cy="%d" r="14" fill="%s" stroke="%s" '
                'stroke-width="1.5"/>'
                '<circle cx="%d" cy="%d" r="8.5" fill="none" stroke="%s" '
                'stroke-width="5"/>'
                % (GOLD, GOLD_LINE, dots, x, y, GOLD, GOLD_LINE,
                   x, y, GOLD_LINE))
    if kind == "block":
        return ('<circle cx="%d" cy="%d" r="17" fill="#3d3846" '
                'stroke="%s" stroke-width="2"/>'
                '<rect x="%d" y="%d" width="24" height="8" rx="2" '
                'fill="#ffffff"/>' % (x, y, INK, x - 12, y - 4))
    return ""


def corner_index(rank, suit, mark=""):
    """Top-left index (rank + pip) and its 180 degree copy."""
    cls = "suit-" + suit.lower()
    out = ['<g id="index">']
    out.append(glyph(rank, 18 if rank != "10" else 16, 18, cls=cls,
                     width=GLYPH_STROKE if rank != "10" else 8))
    out.append(pip(suit, 30, 82, 32))
    out.append(marker(mark))
    out.append("</g>")
    out.append('<use href="#index" transform="rotate(180 125 175)"/>')
    return "".join(out) + "\n"


def wild_frame():
    return ('<rect x="6" y="6" width="238" height="338" rx="12" fill="none" '
            'stroke="%s" stroke-width="3"/>'
            '<rect x="10" y="10" width="230" height="330" rx="9" fill="none" '
            'stroke="%s" stroke-width="1"/>\n' % (GOLD_DARK, GOLD_DARK))


def defs_pips(suits):
    return "".join('<symbol id="pip-%s" overflow="visible">%s</symbol>'
                   % (s, PIPS[s]) for s in suits)


# ---------------------------------------------------------------------------
# Pip cards.

COL_L, COL_C, COL_R = 80, 125, 170
ROW_T, ROW_B = 64, 286
ROW_M = (ROW_T + ROW_B) / 2
ROW_Q1 = ROW_T + (ROW_B - ROW_T) / 3
ROW_Q2 = ROW_T + 2 * (ROW_B - ROW_T) / 3

LAYOUTS = {
    "2": [(COL_C, ROW_T), (COL_C, ROW_B)],
    "3": [(COL_C, ROW_T), (COL_C, ROW_M), (COL_C, ROW_B)],
    "4": [(COL_L, ROW_T), (COL_R, ROW_T), (COL_L, ROW_B), (COL_R, ROW_B)],
    "5": [(COL_L, ROW_T), (COL_R, ROW_T), (COL_C, ROW_M),
          (COL_L, ROW_B), (COL_R, ROW_B)],
    "6": [(c, r) for r in (ROW_T, ROW_M, ROW_B) for c in (COL_L, COL_R)],
    "7": [(c, r) for r in (ROW_T, ROW_M, ROW_B) for c in (COL_L, COL_R)]
         + [(COL_C, (ROW_T + ROW_M) / 2)],
    "8": [(c, r) for r in (ROW_T, ROW_M, ROW_B) for c in (COL_L, COL_R)]
         + [(COL_C, (ROW_T + ROW_M) / 2), (COL_C, (ROW_M + ROW_B) / 2)],
    "9": [(c, r) for r in (ROW_T, ROW_Q1, ROW_Q2, ROW_B)
          for c in (COL_L, COL_R)] + [(COL_C, ROW_M)],
    "10": [(c, r) for r in (ROW_T, ROW_Q1, ROW_Q2, ROW_B)
           for c in (COL_L, COL_R)]
          + [(COL_C, (ROW_T + ROW_Q1) / 2), (COL_C, (ROW_Q2 + ROW_B) / 2)],
}


def pip_card(rank, suit):
    out = []
    size = 48
    for (x, y) in LAYOUTS[rank]:
        out.append(pip(suit, x, y, size, rot=(y > CY + 1)))
    return "".join(out) + "\n"


def ace(suit):
    """Big ornate centre pip."""
    cls = "suit-" + suit.lower()
    out = []
    # gold medallion ring behind the pip
    out.append('<circle cx="125" cy="175" r="78" fill="none" stroke="%s" '
               'stroke-width="3"/>' % GOLD_DARK)
    out.append('<circle cx="125" cy="175" r="71" fill="none" stroke="%s" '
               'stroke-width="1.2" stroke-dasharray="2 4"/>' % GOLD_LINE)
    import math
    for a in range(0, 360, 45):
        x = 125 + 78 * math.cos(math.radians(a))
        y = 175 + 78 * math.sin(math.radians(a))
        out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="1"/>'
                   % (star_path(x, y, 8, 3.2, 4, a), GOLD, GOLD_LINE))
    out.append(pip(suit, 125, 175, 112))
    # white inlay inside the big pip
    out.append('<use href="#pip-%s" transform="translate(125 175) '
               'scale(0.7)" fill="none" stroke="#ffffff" stroke-width="4"/>'
               % suit)
    out.append('<use href="#pip-%s" transform="translate(125 175) '
               'scale(0.3)" class="%s" stroke="#ffffff" stroke-width="6"/>'
               % (suit, cls))
    return "".join(out) + "\n"


# ---------------------------------------------------------------------------
# Court cards.  One half-figure is drawn in the top half of the frame and a
# rotated copy fills the bottom half, like a real double-headed deck.

FRAME = (56, 14, 194, 336)   # x0, y0, x1, y1 of the picture frame

# robe main colour, robe second colour, trim, hair
PALETTE = {
    ("K", "H"): ("#c01c28", "#1c71d8", GOLD, "#c0bfbc"),
    ("K", "D"): ("#1a5fb4", "#e5a50a", GOLD, "#865e3c"),
    ("K", "C"): ("#c01c28", "#241f31", GOLD, "#63452c"),
    ("K", "S"): ("#241f31", "#c01c28", GOLD, "#9a9996"),
    ("Q", "H"): ("#1c71d8", "#c01c28", GOLD, "#e5a50a"),
    ("Q", "D"): ("#c01c28", "#1a5fb4", GOLD, "#63452c"),
    ("Q", "C"): ("#241f31", "#e5a50a", GOLD, "#986a44"),
    ("Q", "S"): ("#1a5fb4", "#241f31", GOLD, "#241f31"),
    ("J", "H"): ("#e5a50a", "#c01c28", "#1a5fb4", "#865e3c"),
    ("J", "D"): ("#c01c28", "#e5a50a", "#241f31", "#e5a50a"),
    ("J", "C"): ("#1a5fb4", "#c01c28", GOLD, "#241f31"),
    ("J", "S"): ("#241f31", "#1c71d8", GOLD, "#986a44"),
}

OL = 'stroke="%s" stroke-width="1.6" stroke-linejoin="round"' % INK


def face(hair, rank):
    """Head: face, features; (125, 84) is the face centre."""
    out = []
    # neck
    out.append('<path d="M116 98V116H134V98Z" fill="%s" %s/>' % (SKIN, OL))
    if rank == "Q":
        # long hair behind the head, falling to the shoulders
        out.append('<path d="M104 80C100 52 150 52 146 80C148 100 152 116 '
                   '158 132C144 136 136 126 134 112H116C114 126 106 136 92 '
                   '132C98 116 102 100 104 80Z" fill="%s" %s/>' % (hair, OL))
    out.append('<ellipse cx="125" cy="84" rx="17" ry="21" fill="%s" %s/>'
               % (SKIN, OL))
    # ears (not for the queen, whose hair covers them)
    if rank != "Q":
        out.append('<path d="M108 80C103 78 103 90 109 90M142 80C147 78 '
                   '147 90 141 90" fill="%s" %s/>' % (SKIN, OL))
    # hair on top
    if rank == "K":
        out.append('<path d="M108 78C106 66 114 62 125 62C136 62 144 66 142 '
                   '78L138 70C130 72 120 72 112 70Z" fill="%s" %s/>'
                   % (hair, OL))
    elif rank == "Q":
        out.append('<path d="M108 82C106 66 114 61 125 61C136 61 144 66 142 '
                   '82C138 74 130 70 125 68C120 70 112 74 108 82Z" '
                   'fill="%s" %s/>' % (hair, OL))
    else:
        out.append('<path d="M107 86C103 68 112 60 125 60C138 60 147 68 143 '
                   '86C141 78 138 74 134 72C126 75 118 75 114 72C111 75 109 '
                   '80 107 86Z" fill="%s" %s/>' % (hair, OL))
    # eyebrows, eyes, nose, mouth
    out.append('<path d="M113 77Q118 74 122 77M128 77Q132 74 137 77" '
               'fill="none" stroke="%s" stroke-width="1.6" '
               'stroke-linecap="round"/>' % (INK if rank != "K" else "#5e5c64"))
    out.append('<ellipse cx="118" cy="82" rx="2" ry="2.4" fill="%s"/>'
               '<ellipse cx="132" cy="82" rx="2" ry="2.4" fill="%s"/>'
               % (INK, INK))
    out.append('<path d="M125 82L122 93H127" fill="none" stroke="%s" '
               'stroke-width="1.4" stroke-linecap="round" '
               'stroke-linejoin="round"/>' % INK)
    if rank == "K":
        # moustache and full beard
        out.append('<path d="M108 88C108 104 114 118 125 122C136 118 142 104 '
                   '142 88C138 96 134 100 125 100C116 100 112 96 108 88Z" '
                   'fill="%s" %s/>' % (hair, OL))
        out.append('<path d="M114 98C118 94 122 95 125 97C128 95 132 94 136 '
                   '98C131 100 128 100 125 99C122 100 119 100 114 98Z" '
                   'fill="%s" %s/>' % (hair, OL))
        out.append('<path d="M121 104Q125 106 129 104" fill="none" '
                   'stroke="%s" stroke-width="1.4" stroke-linecap="round"/>'
                   % RED)
    else:
        lip = "#c01c28" if rank == "Q" else "#a51d2d"
        out.append('<path d="M119 98Q125 103 131 98Q125 100 119 98Z" '
                   'fill="%s" stroke="%s" stroke-width="1.4" '
                   'stroke-linejoin="round"/>' % (lip, lip))
        out.append('<circle cx="114" cy="92" r="3" fill="#f66151" '
                   'opacity="0.35"/><circle cx="136" cy="92" r="3" '
                   'fill="#f66151" opacity="0.35"/>')
    return "".join(out)


def crown(rank, main, second, trim):
    if rank == "K":
        return (
            '<path d="M104 68L100 36L113 50L125 30L137 50L150 36L146 68Z" '
            'fill="%s" %s/>'
            '<path d="M103 60H147V70H103Z" fill="%s" %s/>'
            '<circle cx="100" cy="35" r="3.5" fill="%s" %s/>'
            '<circle cx="125" cy="29" r="4" fill="%s" %s/>'
            '<circle cx="150" cy="35" r="3.5" fill="%s" %s/>'
            '<path d="M125 54L129 60L125 66L121 60Z" fill="%s"/>'
            '<circle cx="112" cy="65" r="2.5" fill="%s"/>'
            '<circle cx="138" cy="65" r="2.5" fill="%s"/>'
            % (GOLD, OL, GOLD_DARK, OL, GOLD, OL, RED, OL, GOLD, OL,
               RED, "#1c71d8", "#1c71d8"))
    if rank == "Q":
        return (
            '<path d="M107 68L105 48Q111 56 116 50Q120 56 125 42Q130 56 134 '
            '50Q139 56 145 48L143 68Z" fill="%s" %s/>'
            '<path d="M106 62H144V69H106Z" fill="%s" %s/>'
            '<circle cx="125" cy="41" r="3.5" fill="#ffffff" %s/>'
            '<circle cx="105" cy="47" r="2.5" fill="#ffffff" %s/>'
            '<circle cx="145" cy="47" r="2.5" fill="#ffffff" %s/>'
            '<circle cx="125" cy="58" r="3" fill="%s"/>'
            % (GOLD, OL, GOLD_DARK, OL, OL, OL, OL, RED))
    # Jack: a soft cap with a brim and a long feather
    return (
        '<path d="M102 72C98 54 110 42 128 42C146 42 158 52 156 70Z" '
        'fill="%s" %s/>'
        '<path d="M98 74C98 66 152 64 158 70C158 76 100 80 98 74Z" '
        'fill="%s" %s/>'
        '<path d="M138 54C142 32 156 20 166 18C160 30 152 44 146 58Z" '
        'fill="#ffffff" %s/>'
        '<path d="M142 56C148 40 156 28 164 20" fill="none" stroke="%s" '
        'stroke-width="1.2"/>'
        '<circle cx="142" cy="58" r="4.5" fill="%s" %s/>'
        % (second, OL, trim, OL, OL, main, GOLD, OL))


def body(rank, suit, main, second, trim):
    out = []
    # shoulders and robe; extends below the divider and is clipped there
    out.append('<path d="M60 200V146C60 126 80 116 104 110H146C170 116 190 '
               '126 190 146V200Z" fill="%s" %s/>' % (main, OL))
    # central panel
    out.append('<path d="M110 110H140L152 200H98Z" fill="%s" %s/>'
               % (second, OL))
    # trim stripes and buttons on the panel
    out.append('<path d="M112 130H138M110 150H140M108 170H142" fill="none" '
               'stroke="%s" stroke-width="3"/>' % trim)
    for y in (140, 160, 180):
        out.append('<circle cx="125" cy="%d" r="3" fill="%s" %s/>'
                   % (y, GOLD, OL))
    # puffed sleeves ending in gold cuffs just above the hands
    out.append('<path d="M94 116C76 114 62 124 64 142L66 148H90Z" '
               'fill="%s" %s/>' % (second, OL))
    out.append('<path d="M156 116C174 114 188 124 186 142L184 148H160Z" '
               'fill="%s" %s/>' % (second, OL))
    out.append('<path d="M66 142H90V150H66ZM160 142H184V150H160Z" '
               'fill="%s" %s/>' % (trim, OL))
    # collar
    if rank == "K":
        # ermine collar: white fur with black tails
        out.append('<path d="M96 108C104 122 146 122 154 108L150 126C136 '
                   '134 114 134 100 126Z" fill="#ffffff" %s/>' % OL)
        for x, y in ((108, 122), (125, 127), (142, 122)):
            out.append('<path d="M%d %dl-2 5h4z" fill="%s"/>' % (x, y, INK))
    elif rank == "Q":
        out.append('<path d="M104 112C110 126 140 126 146 112" fill="none" '
                   'stroke="%s" stroke-width="4"/>' % GOLD)
        out.append('<path d="M125 123L129 129L125 135L121 129Z" fill="%s" '
                   '%s/>' % (RED if main != RED else "#1c71d8", OL))
    else:
        # pleated ruff
        out.append('<path d="M100 112Q104 104 110 112Q115 104 120 112Q125 '
                   '104 130 112Q135 104 140 112Q146 104 150 112Q146 122 125 '
                   '124Q104 122 100 112Z" fill="#ffffff" %s/>' % OL)
    return "".join(out)


def held_item(rank, main, second, trim):
    out = []
    if rank == "K":
        # sword held upright at the right
        out.append('<path d="M168 26L172 18L176 26V136H168Z" fill="#deddda" '
                   '%s/>' % OL)
        out.append('<path d="M172 26V130" stroke="#9a9996" stroke-width="1"/>')
        out.append('<path d="M160 136H184V142H160Z" fill="%s" %s/>'
                   % (GOLD, OL))
        out.append('<path d="M169 142H175V158H169Z" fill="%s" %s/>'
                   % (GOLD_DARK, OL))
        out.append('<ellipse cx="172" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
        # sceptre-like orb at the left hand
        out.append('<ellipse cx="78" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
    elif rank == "Q":
        # a flower held in the left hand
        out.append('<path d="M78 156C80 136 78 118 76 104" fill="none" '
                   'stroke="#26a269" stroke-width="3"/>')
        out.append('<path d="M82 128C72 126 68 120 70 114C78 116 82 120 82 '
                   '128Z" fill="#33d17a" %s/>' % OL)
        for dx, dy in ((0, -9), (8.6, -2.8), (5.3, 7.3), (-5.3, 7.3),
                       (-8.6, -2.8)):
            out.append('<circle cx="%s" cy="%s" r="6" fill="#f66151" %s/>'
                       % (fmt(76 + dx), fmt(98 + dy), OL))
        out.append('<circle cx="76" cy="98" r="4" fill="%s" %s/>'
                   % (GOLD, OL))
        out.append('<ellipse cx="78" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
        out.append('<ellipse cx="172" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
    else:
        # halberd held at the right
        out.append('<path d="M170 30H174V164H170Z" fill="#865e3c" %s/>' % OL)
        out.append('<path d="M172 16L177 30H167Z" fill="#deddda" %s/>' % OL)
        out.append('<path d="M175 34C186 34 190 44 188 54C184 48 180 46 175 '
                   '46ZM171 36C164 38 162 42 162 46H171Z" fill="#deddda" '
                   '%s/>' % OL)
        out.append('<ellipse cx="172" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
        out.append('<ellipse cx="78" cy="157" rx="8" ry="7" fill="%s" %s/>'
                   % (SKIN, OL))
    return "".join(out)


def court(rank, suit):
    main, second, trim, hair = PALETTE[(rank, suit)]
    x0, y0, x1, y1 = FRAME
    out = []
    # the dividing line through the centre is slightly diagonal
    out.append('<defs><clipPath id="half"><path d="M%d %dH%dV167L%d 183Z"/>'
               '</clipPath></defs>' % (x0, y0, x1, x0))
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#fdf6e3"/>'
               % (x0, y0, x1 - x0, y1 - y0))
    half = ['<g id="half-figure" clip-path="url(#half)">']
    # light background hatching inside the frame
    half.append('<path d="M%d %dH%dV167L%d 183Z" fill="%s" opacity="0.13"/>'
                % (x0, y0, x1, x0, second))
    half.append(body(rank, suit, main, second, trim))
    half.append(face(hair, rank))
    half.append(crown(rank, main, second, trim))
    half.append(held_item(rank, main, second, trim))
    # the suit pip in the frame, beside the head
    half.append(pip(suit, 74, 36, 24))
    half.append("</g>")
    out.append("".join(half))
    out.append('<use href="#half-figure" transform="rotate(180 125 175)"/>')
    out.append('<path d="M%d 183L%d 167" stroke="%s" stroke-width="2"/>'
               % (x0, x1, INK))
    # frame
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
               'stroke="%s" stroke-width="2"/>'
               % (x0, y0, x1 - x0, y1 - y0, INK))
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
               'stroke="%s" stroke-width="1.5"/>'
               % (x0 + 3, y0 + 3, x1 - x0 - 6, y1 - y0 - 6, GOLD_DARK))
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# Jokers.

def joker(colour_name):
    red = colour_name == "red"
    ink = RED if red else BLACK
    c1 = "#c01c28" if red else "#241f31"
    c2 = GOLD if red else "#ffffff"
    c3 = "#1c71d8" if red else "#c01c28"
    out = []
    # corner index: JOKER stacked, with the wild star
    idx = ['<g id="index">']
    for i, ch in enumerate("JOKER"):
        idx.append(glyph(ch, 16, 15 + i * 20, scale=0.38, width=13,
                         colour=ink))
    idx.append(marker("wild"))
    idx.append("</g>")
    out.append("".join(idx))
    out.append('<use href="#index" transform="rotate(180 125 175)"/>')
    # jester
    j = []
    # body: harlequin tunic
    j.append('<path d="M70 300V220C70 196 92 186 110 182H140C158 186 180 196 '
             '180 220V300Z" fill="%s" %s/>' % (c1, OL))
    j.append('<clipPath id="tunic"><path d="M70 300V220C70 196 92 186 110 '
             '182H140C158 186 180 196 180 220V300Z"/></clipPath>')
    diamonds = []
    for row in range(6):
        for col in range(6):
            if (row + col) % 2:
                continue
            x = 70 + col * 20
            y = 182 + row * 22
            diamonds.append("M%d %dl10 11l-10 11l-10-11z" % (x + 10, y))
    j.append('<path d="%s" fill="%s" clip-path="url(#tunic)"/>'
             % ("".join(diamonds), c2))
    j.append('<path d="M70 300V220C70 196 92 186 110 182H140C158 186 180 196 '
             '180 220V300" fill="none" %s/>' % OL)
    # ruff collar with points and bells
    pts = []
    import math
    for i in range(9):
        a = math.radians(200 - i * 27.5)
        pts.append((125 + 46 * math.cos(a), 178 - 26 * math.sin(a) * -1))
    j.append('<path d="M86 172Q96 202 108 182Q116 208 125 186Q134 208 142 '
             '182Q154 202 164 172Q125 190 86 172Z" fill="%s" %s/>' % (c3, OL))
    for x, y in ((96, 196), (116, 202), (134, 202), (154, 196)):
        j.append('<circle cx="%d" cy="%d" r="4.5" fill="%s" %s/>'
                 % (x, y, GOLD, OL))
    # neck and face
    j.append('<path d="M115 160V180H135V160Z" fill="%s" %s/>' % (SKIN, OL))
    j.append('<ellipse cx="125" cy="140" rx="24" ry="28" fill="%s" %s/>'
             % (SKIN, OL))
    # hat with three floppy points, each ending in a bell
    j.append('<path d="M100 130C92 104 76 96 58 104C72 106 80 116 84 126Z" '
             'fill="%s" %s/>' % (c1, OL))
    j.append('<path d="M150 130C158 104 174 96 192 104C178 106 170 116 166 '
             '126Z" fill="%s" %s/>' % (c3 if red else c2, OL))
    j.append('<path d="M104 124C100 96 106 70 128 52C120 74 140 90 146 '
             '124Z" fill="%s" %s/>' % (c2 if red else c3, OL))
    j.append('<path d="M96 132C98 112 152 112 154 132C142 124 108 124 96 '
             '132Z" fill="%s" %s/>' % (GOLD, OL))
    for x, y in ((58, 104), (192, 104), (128, 52)):
        j.append('<circle cx="%d" cy="%d" r="7" fill="%s" %s/>'
                 '<path d="M%d %dh6" stroke="%s" stroke-width="1.5"/>'
                 % (x, y, GOLD, OL, x - 3, y + 2, INK))
    # face: happy eyes, big grin, red nose and cheeks
    j.append('<path d="M111 138Q116 132 121 138M129 138Q134 132 139 138" '
             'fill="none" stroke="%s" stroke-width="2.2" '
             'stroke-linecap="round"/>' % INK)
    j.append('<path d="M110 152Q125 170 140 152Q125 158 110 152Z" '
             'fill="#a51d2d" %s/>' % OL)
    j.append('<circle cx="125" cy="147" r="4" fill="#e01b24"/>')
    j.append('<circle cx="109" cy="150" r="4" fill="#f66151" opacity="0.4"/>'
             '<circle cx="141" cy="150" r="4" fill="#f66151" opacity="0.4"/>')
    # a marotte (jester's stick) in the hand
    j.append('<path d="M168 270L190 198" stroke="#865e3c" stroke-width="4" '
             'stroke-linecap="round"/>')
    j.append('<circle cx="191" cy="193" r="8" fill="%s" %s/>' % (GOLD, OL))
    j.append('<ellipse cx="166" cy="262" rx="9" ry="8" fill="%s" %s/>'
             % (SKIN, OL))
    out.append("".join(j))
    # the word JOKER across the bottom
    word = []
    for i, ch in enumerate("JOKER"):
        word.append(glyph(ch, 70 + i * 23, 268, scale=0.62, width=9.5,
                          colour=ink))
    out.append('<rect x="60" y="258" width="130" height="42" rx="8" '
               'fill="#ffffff" stroke="%s" stroke-width="1.5"/>' % GOLD_DARK)
    out.append("".join(word))
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# Card backs.

def back_blue():
    base, dark, light = "#1a5fb4", "#0b3b78", "#99c1f1"
    return (
        '<defs><pattern id="lattice" width="20" height="20" '
        'patternUnits="userSpaceOnUse" patternTransform="rotate(45 125 175)">'
        '<rect width="20" height="20" fill="%s"/>'
        '<path d="M0 0H20M0 0V20" stroke="%s" stroke-width="2"/>'
        '<circle cx="10" cy="10" r="2.6" fill="%s"/>'
        '<circle cx="0" cy="0" r="3.5" fill="%s"/>'
        '</pattern></defs>\n'
        '<rect x="1" y="1" width="248" height="348" rx="16" fill="#ffffff" '
        'stroke="#77767b" stroke-width="2"/>'
        '<rect x="12" y="12" width="226" height="326" rx="9" fill="%s"/>'
        '<rect x="18" y="18" width="214" height="314" rx="6" '
        'fill="url(#lattice)" stroke="#ffffff" stroke-width="2"/>'
        '<ellipse cx="125" cy="175" rx="52" ry="66" fill="%s" '
        'stroke="#ffffff" stroke-width="4"/>'
        '<ellipse cx="125" cy="175" rx="44" ry="58" fill="none" '
        'stroke="%s" stroke-width="1.5"/>'
        '<g fill="#ffffff">%s%s%s%s</g>\n'
        % (base, light, light, "#ffffff", dark, dark, light,
           '<use href="#pip-S" transform="translate(125 146) scale(.26)"/>',
           '<use href="#pip-H" transform="translate(125 204) scale(.26)"/>',
           '<use href="#pip-D" transform="translate(101 175) scale(.26)"/>',
           '<use href="#pip-C" transform="translate(149 175) scale(.26)"/>'))


def back_red():
    base, dark, gold = "#c01c28", "#7e0f19", GOLD
    return (
        '<defs><pattern id="scales" width="24" height="24" '
        'patternUnits="userSpaceOnUse">'
        '<rect width="24" height="24" fill="%s"/>'
        '<path d="M0 12A12 12 0 0 0 24 12M-12 24A12 12 0 0 0 12 24'
        'M12 24A12 12 0 0 0 36 24M-12 0A12 12 0 0 0 12 0'
        'M12 0A12 12 0 0 0 36 0" fill="none" stroke="%s" stroke-width="2.5"/>'
        '<circle cx="12" cy="12" r="1.8" fill="#f66151"/>'
        '</pattern></defs>\n'
        '<rect x="1" y="1" width="248" height="348" rx="16" fill="#ffffff" '
        'stroke="#77767b" stroke-width="2"/>'
        '<rect x="12" y="12" width="226" height="326" rx="22" fill="%s"/>'
        '<rect x="17" y="17" width="216" height="316" rx="18" '
        'fill="url(#scales)"/>'
        '<rect x="23" y="23" width="204" height="304" rx="14" fill="none" '
        'stroke="%s" stroke-width="2.5"/>'
        '<rect x="28" y="28" width="194" height="294" rx="11" fill="none" '
        'stroke="#ffffff" stroke-width="1.2"/>'
        '<circle cx="125" cy="175" r="56" fill="%s" stroke="%s" '
        'stroke-width="3"/>'
        '<path d="%s" fill="%s" stroke="%s" stroke-width="1.5"/>'
        '<path d="%s" fill="%s"/>'
        '<circle cx="125" cy="175" r="10" fill="%s" stroke="%s" '
        'stroke-width="2"/>\n'
        % (base, dark, dark, gold, dark, gold,
           star_path(125, 175, 50, 22, 8, -90), gold, dark,
           star_path(125, 175, 30, 14, 8, -67.5), "#ffffff",
           base, gold))


# ---------------------------------------------------------------------------

def card_svg(rank, suit):
    name = rank + suit
    suit_names = {"C": "Clubs", "D": "Diamonds", "H": "Hearts",
                  "S": "Spades"}
    rank_names = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
    title = "%s of %s" % (rank_names.get(rank, rank), suit_names[suit])
    mark = ""
    if rank == "2":
        mark = "wild"
    elif rank == "3":
        mark = "bonus" if suit in "DH" else "block"
    parts = [header(name + ".svg", title), STYLE, "\n<defs>",
             defs_pips([suit]), "</defs>\n", face_rect()]
    if mark == "wild":
        parts.append(wild_frame())
    if rank == "A":
        parts.append(ace(suit))
    elif rank in "JQK":
        parts.append(court(rank, suit))
    else:
        parts.append(pip_card(rank, suit))
    parts.append(corner_index(rank, suit, mark))
    parts.append("</svg>\n")
    return name + ".svg", "".join(parts)


def joker_svg(colour):
    name = "JK-%s.svg" % colour
    parts = [header(name, "Joker (%s)" % colour), STYLE, "\n",
             face_rect(), wild_frame(), joker(colour), "</svg>\n"]
    return name, "".join(parts)


def back_svg(colour):
    name = "back-%s.svg" % colour
    body_ = back_blue() if colour == "blue" else back_red()
    parts = [header(name, "Card back (%s)" % colour), "<defs>",
             defs_pips(SUITS), "</defs>\n", body_, "</svg>\n"]
    return name, "".join(parts)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "deck")
    os.makedirs(outdir, exist_ok=True)
    files = [card_svg(r, s) for s in SUITS for r in RANKS]
    files += [joker_svg("red"), joker_svg("black")]
    files += [back_svg("blue"), back_svg("red")]
    for name, text in files:
        with open(os.path.join(outdir, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %d files to %s" % (len(files), outdir))


if __name__ == "__main__":
    main()
