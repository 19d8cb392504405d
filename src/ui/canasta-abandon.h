/* canasta-abandon.h: the question before the game in progress is lost
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"

G_BEGIN_DECLS

/* A game is in progress once a card has moved in it and it is not over. */
gboolean canasta_abandon_get_in_progress (CanastaGame *game);

typedef void (*CanastaAbandonFunc) (GObject *target);

/* Starting another game (a new one, hosting or joining a table) throws the
 * game in progress away: asks first, over parent, and calls confirmed on
 * target when the player agrees; at once when nothing would be lost. The
 * question holds target until it is answered. */
void     canasta_abandon_ask             (GtkWindow          *parent,
                                          CanastaGame        *game,
                                          GObject            *target,
                                          CanastaAbandonFunc  confirmed);

/* The same kind of question for anything the player may lose or leave:
 * heading and body over parent, keep as the default answer (and the
 * question's close), go (response go_id, shown as destructive) calling
 * confirmed on target once the question is done. */
void     canasta_abandon_ask_full        (GtkWindow          *parent,
                                          const char         *heading,
                                          const char         *body,
                                          const char         *keep,
                                          const char         *go_id,
                                          const char         *go,
                                          GObject            *target,
                                          CanastaAbandonFunc  confirmed);

G_END_DECLS
