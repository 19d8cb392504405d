/* cn-ai-review.c: where a seat's own decisions cost the game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The round is replayed move by move from its deal. The reviewed seat's
 * memory is fed every move, as the seat itself saw it; at each of its
 * decisions its view is built from that memory and the table, and Hard's
 * search weighs the move it made against the others from that view. The
 * hidden cards are never read: the view fills them canonically, and the
 * search deals them at random, as it does when it plays.
 */

#include "cn-ai-private.h"

#include <string.h>

void
cn_ai_judge (const CnAiView   *view,
             uint64_t          rng[4],
             const CnAiConfig *config,
             const CnMove     *played,
             CnAiJudgement    *out)
{
  g_return_if_fail (view != NULL && played != NULL && out != NULL);

  cn_ai_hard_judge (view, rng, config, played, out);
}

/* Whether the seat to act had more than one thing to do. */
static gboolean
had_choice (const CnState *table,
            CnMoveList    *scratch)
{
  cn_legal_moves (table, scratch);
  return scratch->n > 1;
}

static int
by_cost (gconstpointer a,
         gconstpointer b)
{
  const CnAiReviewEntry *x = a, *y = b;

  if (x->judgement.cost != y->judgement.cost)
    return x->judgement.cost < y->judgement.cost ? 1 : -1;
  return x->index < y->index ? -1 : x->index > y->index;
}

gboolean
cn_ai_review_round (const CnState      *start,
                    const CnMove       *moves,
                    guint               n,
                    int                 seat,
                    const CnAiConfig   *config,
                    uint64_t            seed,
                    CnAiReviewProgress  progress,
                    gpointer            user_data,
                    GArray             *entries,
                    guint              *judged,
                    GError            **error)
{
  CnState *state;
  CnAiMemory memory;
  CnMoveList *scratch;
  CnAiReviewEntry *entry;
  uint64_t rng[4];
  guint total = 0, done = 0;
  int turn = 0, last_turn_seat = -1;
  gboolean ok = TRUE;

  g_return_val_if_fail (start != NULL && (moves != NULL || n == 0), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < start->n_players, FALSE);
  g_return_val_if_fail (config != NULL && entries != NULL, FALSE);
  g_return_val_if_fail (g_array_get_element_size (entries) == sizeof (CnAiReviewEntry), FALSE);

  if (judged != NULL)
    *judged = 0;
  for (guint i = 0; i < n; i++)
    total += moves[i].seat == seat && moves[i].kind != CN_MOVE_CUT;

  /* The states and the views are large: on the heap, once. */
  state = g_new (CnState, 1);
  scratch = g_new (CnMoveList, 1);
  entry = g_new0 (CnAiReviewEntry, 1);
  *state = *start;
  cn_ai_memory_init (&memory, seat, seed);
  cn_rng_seed (rng, seed ^ 0x5245564945570000ull);

  for (guint i = 0; i < n && ok; i++)
    {
      const CnMove *move = &moves[i];
      CnState before = *state;
      CnVerdict verdict = { 0 };
      CnEvents events;

      if (state->turn == seat && last_turn_seat != seat)
        turn++;
      last_turn_seat = state->turn;

      if (move->seat == seat && move->kind != CN_MOVE_CUT)
        {
          cn_ai_view_build (&entry->view, state, &memory);
          if (had_choice (&entry->view.table, scratch))
            {
              cn_ai_judge (&entry->view, rng, config, move, &entry->judgement);
              if (judged != NULL)
                (*judged)++;
              if (!entry->judgement.played_best &&
                  entry->judgement.cost > CN_AI_REVIEW_Z * entry->judgement.cost_se &&
                  entry->judgement.cost >= CN_AI_REVIEW_MIN_COST)
                {
                  entry->index = i;
                  entry->turn = turn;
                  entry->played = *move;
                  entry->memory = memory;
                  g_array_append_vals (entries, entry, 1);
                }
            }
          done++;
          if (progress != NULL && !progress (done, total, user_data))
            ok = FALSE;
        }

      if (ok && !cn_apply (state, move, &verdict, &events))
        {
          g_autofree char *text = cn_move_to_string (move);

          g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                       "move %u of the round (%s) is refused: %s", i + 1, text, cn_code_name (verdict.code));
          ok = FALSE;
        }
      else if (ok)
        cn_ai_memory_observe (&memory, &before, move, &events);
    }

  g_array_sort (entries, by_cost);
  g_free (entry);
  g_free (scratch);
  g_free (state);
  return ok;
}
