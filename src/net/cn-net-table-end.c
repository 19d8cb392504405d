/* cn-net-table-end.c: a round's end, told at the count and again to a
 * seat whose player comes back while the next deal waits
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At a round's end every hand is laid face up and counted, and the next
 * deal waits until every player has read the result (round-wait). A
 * player whose connection was cut around the round's last move (or whose
 * app was started again) comes back during that wait to a round their
 * screen still shows in play: as at a real table, where a player back at
 * it finds the hands still laid down, the seat is told what it missed,
 * the round's last moves (its history) and the count, and so can read the
 * result and say Next Round as if never away. The position at the hold
 * is the round's last one, in the save too, so the count is rebuilt from
 * it, after a host restart as before.
 */

#include "cn-net-table-private.h"

#include "cn-scenario.h"

void
_cn_net_table_add_totals (JsonBuilder *builder,
                          CnNetTable  *self)
{
  json_builder_set_member_name (builder, "totals");
  json_builder_begin_array (builder);
  for (int side = 0; side < self->game.n_sides; side++)
    json_builder_add_int_value (builder, self->game.scores[side]);
  json_builder_end_array (builder);
}

/* Every hand as the round left it: at the count the hands are laid face
 * up for everyone at the table to count, so a remote seat shows them and
 * scores them as a player at the table would. */
static void
add_hands (JsonBuilder   *builder,
           const CnState *state)
{
  char text[4];

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < state->n_players; seat++)
    {
      json_builder_begin_array (builder);
      for (int k = 0; k < CN_N_KINDS; k++)
        for (int c = 0; c < state->hand[seat][k]; c++)
          json_builder_add_string_value (builder, cn_card_to_string (k, text));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

char *
_cn_net_table_round_over_message (CnNetTable *self)
{
  JsonBuilder *builder;
  CnRoundScore score;

  g_return_val_if_fail (self->state->phase == CN_PHASE_ROUND_OVER, NULL);

  /* The round is counted in the game already: its score is the last
   * position's, the same at the count and while the deal waits. */
  cn_state_score (self->state, &score);
  builder = cn_net_message_begin (CN_NET_MSG_ROUND_OVER);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, self->game.round);
  json_builder_set_member_name (builder, "scores");
  json_builder_add_value (builder, cn_scenario_score_to_json (&score));
  _cn_net_table_add_totals (builder, self);
  add_hands (builder, self->state);
  return cn_net_message_end (builder);
}
