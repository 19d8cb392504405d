/* fuzz-save.c: libFuzzer harness for the save loader
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-ai.h"
#include "fuzz-util.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A loaded position must be one the engine can play on: a few moves, with
 * the engine's invariants checked after each in this (debug) build. */
static void
play_on (const CnSaveData *save)
{
  CnState state = save->state;

  for (int seat = 0; seat < save->players; seat++)
    if (save->seats[seat].has_memory && cn_state_actor (&state) == seat &&
        state.phase != CN_PHASE_ROUND_OVER)
      {
        CnAiView *view = g_new (CnAiView, 1);

        cn_ai_view_build (view, &state, &save->seats[seat].memory);
        g_free (view);
      }

  for (int i = 0; i < 8 && state.phase != CN_PHASE_ROUND_OVER; i++)
    {
      CnMove move;
      CnVerdict verdict;

      cn_ai_simple_choose (&state, &move);
      if (!cn_apply (&state, &move, &verdict, NULL))
        fuzz_fail ("the simple bot chose a move the engine refused");
    }
  if (state.phase == CN_PHASE_ROUND_OVER)
    {
      CnRoundScore score;

      cn_state_score (&state, &score);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  CnSaveData *save = g_new0 (CnSaveData, 1);
  GError *error = NULL;

  if (cn_save_from_bytes (data, size, save, &error))
    {
      GBytes *bytes;
      CnSaveData *again = g_new0 (CnSaveData, 1);

      /* What loads must save, and load back the same. */
      bytes = cn_save_to_bytes (save, &error);
      if (bytes == NULL)
        fuzz_fail ("a loaded save cannot be saved: %s", error->message);
      if (!cn_save_from_bytes (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               again, &error))
        fuzz_fail ("a save written does not load: %s", error->message);
      if (again->game.round != save->game.round || again->state.move_count != save->state.move_count ||
          !cn_position_equal (&again->state, &save->state))
        fuzz_fail ("a save written loads as another game");
      /* The round's history too (a file without one gets one that starts
       * at its position). */
      if (!again->has_history ||
          (save->has_history &&
           (again->history_round != save->history_round ||
            again->history_from_deal != save->history_from_deal ||
            again->history->len != save->history->len ||
            memcmp (again->history->data, save->history->data,
                    save->history->len * sizeof (CnMove)) != 0 ||
            !cn_position_equal (&again->history_start, &save->history_start))))
        fuzz_fail ("a save written loads with another history");
      cn_save_data_clear (again);
      g_free (again);
      g_bytes_unref (bytes);

      play_on (save);
      cn_save_data_clear (save);
    }
  else
    {
      /* A refusal always says why, on one line, in the save's own error
       * domain. */
      fuzz_check_message (error, CN_SAVE_ERROR);
      g_clear_error (&error);
    }
  g_free (save);

  return 0;
}
