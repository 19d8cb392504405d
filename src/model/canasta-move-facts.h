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

void canasta_move_event_facts    (const CanastaMoveEvent *event,
                                  const char             *who,
                                  CnTextMove             *facts);
void canasta_game_get_move_facts (CanastaGame            *self,
                                  const CanastaMoveEvent *event,
                                  CnTextMove             *facts);

G_END_DECLS
