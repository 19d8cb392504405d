/* test-history.h: a game's history of the round ("This Round") as words,
 * for tests that compare what two screens tell
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "canasta-game.h"
#include "canasta-move-facts.h"
#include "cn-text.h"

static void
test_history_add_line_cb (CanastaGame            *game,
                          const CanastaMoveEvent *event,
                          gpointer                user_data)
{
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;
  CnTextMove facts;

  canasta_game_get_move_facts (game, event, &facts);
  cn_text_move_clauses (&facts, FALSE, clauses);
  g_ptr_array_add (clauses, NULL);
  joined = g_strjoinv (", ", (char **) clauses->pdata);
  g_ptr_array_add (user_data, g_strdup_printf ("seat %d: %s", event->move.seat, joined));
}

/* The round's history as game tells it, a line a move: who moved, and the
 * words of the move. */
G_GNUC_UNUSED static GPtrArray *
history_lines (CanastaGame *game)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  canasta_game_foreach_move (game, test_history_add_line_cb, lines);
  return lines;
}
