/* canasta-move-facts.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "canasta-game.h"
#include "canasta-move-event.h"
#include "cn-text.h"

G_BEGIN_DECLS

void canasta_move_facts          (CnTextMove    *facts,
                                  const CnState *before,
                                  const CnMove  *move,
                                  const CnState *after,
                                  const char    *who);
void canasta_game_get_move_facts (CanastaGame            *self,
                                  const CanastaMoveEvent *event,
                                  CnTextMove             *facts);

G_END_DECLS
