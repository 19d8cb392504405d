/* cn-limits.h: the sizes the engine's plain-data structures are built for
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CN_MAX_SEATS     6
#define CN_MAX_SIDES     3
#define CN_MAX_CARDS     162
#define CN_MAX_MELDS     24   /* per side */
#define CN_MELD_CAP      12   /* cards in one meld */
#define CN_MOVE_CAP      12   /* cards named by one move */
#define CN_MAX_LEGAL     1024
#define CN_MAX_EVENTS    64
#define CN_NO_SEAT       0xff
#define CN_NO_SIDE       0xff

G_END_DECLS
