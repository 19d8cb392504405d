/* cn-net-table-history.c: the round so far, for a seat whose player
 * comes back
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player who comes back to a seat mid-round (a cut, the app started
 * again) missed the moves made meanwhile, and their window's history of
 * the round ("This Round") would start empty. The table keeps the
 * position the round was dealt at and the moves made since (no more: a
 * few hundred moves), and tells the seat coming back the round as that
 * seat saw it: every move as the "moved" messages told it to everyone,
 * and, after a move that showed the seat cards the move does not name
 * (its own draws and takes, red threes laid down, the cut), the view the
 * seat was sent then. Each view is rebuilt from the deal by the same
 * engine and the same memory as the live ones, so the message holds
 * nothing the seat was not sent at the time (tests/test-net.c).
 */

#include "cn-net-table-private.h"

#include <string.h>

#include "cn-net-cut.h"
#include "cn-scenario.h"
#include "cn-view.h"

void
_cn_net_table_history_start (CnNetTable *self)
{
  if (self->round_start == NULL)
    self->round_start = g_new (CnState, 1);
  if (self->round_moves == NULL)
    self->round_moves = g_array_new (FALSE, FALSE, sizeof (CnMove));
  *self->round_start = *self->state;
  g_array_set_size (self->round_moves, 0);
  self->has_round = TRUE;
}

void
_cn_net_table_history_add (CnNetTable   *self,
                           const CnMove *move)
{
  if (self->has_round)
    g_array_append_val (self->round_moves, *move);
}

gboolean
cn_net_table_peek_round (CnNetTable     *self,
                         const CnState **start,
                         const GArray  **moves)
{
  *start = self->round_start;
  *moves = self->round_moves;
  return self->has_round;
}

/* The seat's memory at the round's deal, as the table starts it. */
static void
memory_at_deal (CnNetTable *self,
                int         seat,
                CnAiMemory *memory)
{
  cn_ai_memory_init (memory, seat,
                     self->game.seed * 0x2545f4914f6cdd1dull + (uint64_t) self->game.round * 7919 + 1);
}

static void
add_view (JsonBuilder      *builder,
          const char       *name,
          const CnState    *state,
          const CnAiMemory *memory)
{
  g_autofree CnAiView *view = g_new (CnAiView, 1);

  cn_ai_view_build (view, state, memory);
  json_builder_set_member_name (builder, name);
  json_builder_add_value (builder, cn_view_to_json (view));
}

gboolean
cn_net_history_shows_more (const CnState *before,
                           const CnMove  *move,
                           const CnState *after,
                           int            seat)
{
  if (move->kind == CN_MOVE_CUT)
    return TRUE;
  /* Any side's: a discard ends the turn, and the next player lays down
   * the red threes dealt to them, drawing cards in their place. */
  for (int side = 0; side < before->n_sides; side++)
    if (before->n_red_threes[side] != after->n_red_threes[side])
      return TRUE;
  return move->seat == seat && (move->kind == CN_MOVE_DRAW || move->kind == CN_MOVE_TAKE_PILE ||
                                before->pozo_down > 0);
}

char *
_cn_net_table_history_message (CnNetTable *self,
                               int         seat)
{
  g_autofree CnState *state = NULL;
  g_autofree CnState *before = NULL;
  g_autofree CnAiMemory *memory = NULL;
  JsonBuilder *builder;

  /* At a round's end the round is told to its last move while the next
   * deal waits for its players (cn-net-table-end.c). */
  if (!self->has_round || !self->started || self->over ||
      (self->state->phase == CN_PHASE_ROUND_OVER && !self->deal_held))
    return NULL;

  state = g_memdup2 (self->round_start, sizeof *state);
  before = g_new (CnState, 1);
  memory = g_new (CnAiMemory, 1);
  memory_at_deal (self, seat, memory);

  builder = cn_net_message_begin (CN_NET_MSG_HISTORY);
  json_builder_set_member_name (builder, "round");
  /* The round over is counted in the game already. */
  json_builder_add_int_value (builder, self->game.round +
                                       (self->state->phase == CN_PHASE_ROUND_OVER ? 0 : 1));
  add_view (builder, "start", state, memory);
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->round_moves->len; i++)
    {
      const CnMove *move = &g_array_index (self->round_moves, CnMove, i);
      CnEvents events;

      *before = *state;
      /* Every move kept was accepted on this position, and the engine is
       * deterministic. */
      if (!cn_apply (state, move, NULL, &events))
        {
          g_warning ("table %s: move %u of the round does not replay", self->code, i);
          break;
        }
      cn_ai_memory_observe (memory, before, move, &events);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, move->seat);
      json_builder_set_member_name (builder, "move");
      json_builder_add_value (builder, cn_scenario_move_to_json (move));
      if (move->kind == CN_MOVE_CUT)
        {
          json_builder_set_member_name (builder, "cut");
          json_builder_add_value (builder, cn_net_cut_to_json (&events));
        }
      if (cn_net_history_shows_more (before, move, state, seat) &&
          state->phase != CN_PHASE_ROUND_OVER)
        add_view (builder, "view", state, memory);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return cn_net_message_end (builder);
}
