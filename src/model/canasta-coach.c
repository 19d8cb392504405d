/* canasta-coach.c: a move judged before it is made, as the review would
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach is the review one move early: the seat's view is built from
 * the position and what the seat remembers, the move (a draw, a take of
 * the pile, a meld, a lay-off or a discard) is weighed against the others
 * by Hard's search (cn_ai_judge) in a worker thread, and it is worth a
 * question only when the review would list it.
 */

#include "config.h"

#include "cn-ai-review.h"
#include "canasta-game-review.h"
#include "canasta-review-private.h"

/* A player waits for it before each move with a choice (a draw with the
 * pile open to take, a take, a meld, a lay-off, a discard): a quarter of
 * a second at most, less where the search soon finds the move clear. */
#define COACH_BUDGET_MS 250
#define COACH_SEED      1

typedef struct
{
  CnState          state;
  CnAiMemory       memory;
  CnAiConfig       config;
  guint            move_count;
  CnAiReviewEntry  entry;
  CnAiReason       reason;
  gboolean         listed;
  int              giver;
  int              given;
} CoachJob;

static gboolean
stop_cb (gpointer user_data)
{
  return g_cancellable_is_cancelled (user_data);
}

/* After the discard, whether the next player may take the pile without a
 * card from the hand, laying its top card off on that side's meld: the
 * table shows it to everyone, so the seat knows it too. */
static void
find_giver (CoachJob *job)
{
  g_autofree CnState *after = g_memdup2 (&job->entry.view.table, sizeof (CnState));
  CnMove take = { .kind = CN_MOVE_TAKE_PILE };

  if (job->entry.played.kind != CN_MOVE_DISCARD || !cn_apply (after, &job->entry.played, NULL, NULL) ||
      after->phase == CN_PHASE_ROUND_OVER)
    return;
  take.seat = after->turn;
  if (cn_check (after, &take, NULL))
    {
      job->giver = take.seat;
      job->given = after->pile_n;
    }
}

static void
coach_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  CoachJob *job = task_data;
  CnAiJudgement *j = &job->entry.judgement;
  uint64_t rng[4];

  if (cancellable != NULL)
    {
      job->config.stop = stop_cb;
      job->config.stop_data = cancellable;
    }
  cn_rng_seed (rng, COACH_SEED);
  cn_ai_view_build (&job->entry.view, &job->state, &job->memory);
  /* The review judges only the decisions with a choice; so does the
   * coach: a draw with the pile closed to the seat is asked nothing. */
  {
    g_autofree CnMoveList *list = g_new (CnMoveList, 1);

    cn_legal_moves (&job->entry.view.table, list);
    if (list->n <= 1)
      {
        g_task_return_boolean (task, TRUE);
        return;
      }
  }
  cn_ai_judge (&job->entry.view, rng, &job->config, &job->entry.played, j);
  job->listed = !j->played_best && j->cost > CN_AI_REVIEW_Z * j->cost_se && j->cost >= CN_AI_REVIEW_MIN_COST &&
                !g_cancellable_is_cancelled (cancellable);
  if (job->listed)
    {
      job->entry.memory = job->memory;
      cn_ai_explain (&job->entry.view.table, &job->memory, &j->best, &job->reason);
      find_giver (job);
    }
  g_task_return_boolean (task, TRUE);
}

void
canasta_game_coach_async (CanastaGame         *game,
                          const CnMove        *move,
                          int                  budget_ms,
                          int                  max_playouts,
                          int                  threads,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  CoachJob *job;

  g_return_if_fail (CANASTA_IS_GAME (game));
  g_return_if_fail (move != NULL);

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, canasta_game_coach_async);

  job = g_new0 (CoachJob, 1);
  job->giver = -1;
  job->entry.played = *move;
  job->move_count = canasta_game_get_move_count (game);
  cn_ai_config_init (&job->config);
  job->config.budget_ms = budget_ms > 0 ? budget_ms : COACH_BUDGET_MS;
  job->config.max_playouts = max_playouts;
  job->config.threads = threads;
  g_task_set_task_data (task, job, g_free);

  /* Only the seat to act, a person's, about its own legal move. */
  if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER || move->seat != canasta_game_get_actor (game) ||
      canasta_game_get_seat_kind (game, move->seat) != CANASTA_SEAT_HUMAN ||
      !canasta_game_copy_seat_view (game, move->seat, &job->state, &job->memory) ||
      !cn_check (&job->state, move, NULL))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  g_task_run_in_thread (task, coach_thread);
}

CanastaReviewEntry *
canasta_game_coach_finish (CanastaGame  *game,
                           GAsyncResult *result)
{
  CoachJob *job;
  CanastaReviewEntry *entry;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);
  g_return_val_if_fail (g_task_is_valid (result, game), NULL);

  job = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || !job->listed ||
      job->move_count != canasta_game_get_move_count (game))
    return NULL;

  entry = _canasta_review_entry_new (game, canasta_game_get_round_number (game), &job->entry, &job->reason, -1, 0);
  if (job->giver >= 0)
    _canasta_review_entry_set_gives (entry, job->giver, job->given);
  return entry;
}
