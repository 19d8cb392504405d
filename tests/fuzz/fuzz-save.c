/* fuzz-save.c: libFuzzer harness for the save and statistics loaders
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-stats.h"
#include "cn-ai.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical from GLib or json-glib is a bug the input provoked: make it
   * a crash the fuzzer reports, not a line on stderr. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

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
        abort ();   /* the bot only chooses legal moves */
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
        abort ();
      if (!cn_save_from_bytes (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               again, &error))
        abort ();
      if (again->game.round != save->game.round || again->state.move_count != save->state.move_count ||
          again->state.stock_n != save->state.stock_n ||
          memcmp (again->state.stock, save->state.stock, save->state.stock_n) != 0)
        abort ();
      cn_save_data_clear (again);
      g_free (again);
      g_bytes_unref (bytes);

      play_on (save);
      cn_save_data_clear (save);
    }
  else
    {
      /* A refusal always says why, in the save's own error domain. */
      if (error == NULL || error->domain != CN_SAVE_ERROR || error->message[0] == '\0')
        abort ();
      g_clear_error (&error);
    }
  g_free (save);

  {
    CnStats *stats = cn_stats_from_bytes (data, size, &error);

    if (stats != NULL)
      {
        GBytes *bytes = cn_stats_to_bytes (stats);
        CnStats *again = cn_stats_from_bytes (g_bytes_get_data (bytes, NULL),
                                              g_bytes_get_size (bytes), &error);

        if (again == NULL)
          abort ();
        if (memcmp (cn_stats_get (stats, CN_VARIANT_CLASSIC), cn_stats_get (again, CN_VARIANT_CLASSIC),
                    sizeof (CnVariantStats)) != 0)
          abort ();
        cn_stats_free (again);
        g_bytes_unref (bytes);
        cn_stats_free (stats);
      }
    else
      {
        if (error == NULL || error->domain != CN_SAVE_ERROR)
          abort ();
        g_clear_error (&error);
      }
  }

  return 0;
}
