/* canasta-game-save.h: a CanastaGame to and from a saved game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-save.h"

#include "canasta-game.h"

G_BEGIN_DECLS

/* Fills data with the game in play: the engine's game and round, and each
 * seat's name, kind and computer level. FALSE when no game is started. */
gboolean canasta_game_export_save  (CanastaGame      *self,
                                    CnSaveData       *data);
/* Replaces the game in play with a saved one, exactly where it was: the
 * same table, the same seats, the computer seats thinking again if one of
 * them is to act. data must come from cn_save_read (a position the engine
 * can play on). */
void     canasta_game_restore_save (CanastaGame      *self,
                                    const CnSaveData *data);

G_END_DECLS
