/* canasta-new-game-dialog.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_NEW_GAME_DIALOG (canasta_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CanastaNewGameDialog, canasta_new_game_dialog, CANASTA, NEW_GAME_DIALOG, AdwWindow)

/* Variant, number of players, and for each seat a name and whether a
 * person or the computer plays it. Remembers the choices in settings. */
GtkWidget *canasta_new_game_dialog_new       (GSettings            *settings);
/* The names stay owned by the dialog. */
void       canasta_new_game_dialog_get_setup (CanastaNewGameDialog *self,
                                              CanastaGameSetup     *setup);
void       canasta_new_game_dialog_set_seat  (CanastaNewGameDialog *self,
                                              int                   seat,
                                              const char           *name,
                                              CanastaSeatKind       kind);
void       canasta_new_game_dialog_set_players (CanastaNewGameDialog *self,
                                                int                   players);
/* Chooses what the game being played uses (nothing before any game). */
void       canasta_new_game_dialog_set_game  (CanastaNewGameDialog *self,
                                              CanastaGame          *game);
void       canasta_new_game_dialog_start     (CanastaNewGameDialog *self);
/* The last game's setup from settings, for starting at once; names[] keeps
 * the strings setup points to and must be freed with g_strfreev(). */
void       canasta_new_game_setup_load       (GSettings            *settings,
                                              CanastaGameSetup     *setup,
                                              char               ***names);

G_END_DECLS
