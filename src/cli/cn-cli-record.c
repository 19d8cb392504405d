/* cn-cli-record.c: a game recorded as a saved game, for tournament --record
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves of every round, as cn_ai_play_game_recorded tells them, kept
 * until the game ends and then written as the app saves a game, so that
 * `canasta-cli review FILE --seat S [--round R]` reviews any of its rounds
 * and the app could open it.
 */

#include "cn-cli-record.h"

#include "cn-save.h"

struct _CnCliRecord
{
  GArray  *rounds;      /* GArray of CnMove, one per round, from its deal */
  GArray  *story;       /* CnSaveRound */
  CnState  start;       /* the last round's deal */
  CnState  end;         /* and its last position */
  CnGame   game;        /* the game once the last round is counted */
  gboolean round_open;
};

CnCliRecord *
cn_cli_record_new (void)
{
  CnCliRecord *record = g_new0 (CnCliRecord, 1);

  record->rounds = g_array_new (FALSE, FALSE, sizeof (GArray *));
  record->story = g_array_new (FALSE, FALSE, sizeof (CnSaveRound));
  return record;
}

void
cn_cli_record_free (CnCliRecord *record)
{
  if (record == NULL)
    return;
  for (guint i = 0; i < record->rounds->len; i++)
    g_array_unref (g_array_index (record->rounds, GArray *, i));
  g_array_unref (record->rounds);
  g_array_unref (record->story);
  g_free (record);
}

void
cn_cli_record_move (const CnGame  *game,
                    const CnState *start,
                    const CnMove  *move,
                    const CnState *after,
                    gpointer       data)
{
  CnCliRecord *record = data;

  if (!record->round_open)
    {
      GArray *moves = g_array_new (FALSE, FALSE, sizeof (CnMove));

      g_array_append_val (record->rounds, moves);
      record->start = *start;
      record->round_open = TRUE;
    }

  if (move != NULL)
    g_array_append_val (g_array_index (record->rounds, GArray *, record->rounds->len - 1), *move);
  else
    {
      CnSaveRound entry = { 0 };

      /* The round is over: counted as the game counts it next. */
      record->end = *after;
      record->game = *game;
      cn_state_score (after, &entry.score);
      cn_game_end_round (&record->game, &entry.score);
      entry.round = record->game.round;
      memcpy (entry.totals, record->game.scores, sizeof entry.totals);
      g_array_append_val (record->story, entry);
      record->round_open = FALSE;
    }
}

gboolean
cn_cli_record_write (CnCliRecord      *record,
                     const char       *path,
                     const CnAiPlayer *seats,
                     int               players,
                     GError          **error)
{
  g_autofree CnSaveData *data = g_new0 (CnSaveData, 1);
  guint n = record->rounds->len;
  GArray *last;
  gboolean ok;

  g_return_val_if_fail (n > 0 && !record->round_open, FALSE);

  cn_save_data_init (data);
  cn_save_data_set_game (data, &record->game, &record->end);
  for (int seat = 0; seat < players; seat++)
    {
      data->seats[seat].kind = CN_SEAT_COMPUTER;
      g_strlcpy (data->seats[seat].level,
                 seats[seat].move_func != NULL ? "program" : cn_ai_level_name (seats[seat].level),
                 sizeof data->seats[seat].level);
    }
  last = g_array_index (record->rounds, GArray *, n - 1);
  cn_save_data_set_history (data, (int) n - 1, TRUE, &record->start, (const CnMove *) last->data, last->len);
  data->past = cn_save_past_new ();
  for (guint i = 0; i + 1 < n; i++)
    {
      CnSavePastRound entry = { (int) i, g_array_ref (g_array_index (record->rounds, GArray *, i)) };

      g_array_append_val (data->past, entry);
    }
  data->story = g_array_copy (record->story);

  ok = cn_save_write (path, data, error);
  cn_save_data_clear (data);
  return ok;
}
