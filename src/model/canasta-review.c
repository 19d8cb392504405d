/* canasta-review.c: a review of one seat's play in the round just over
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The round is copied from the game when the review is made, and judged
 * in a worker thread by cn_ai_review_round, which replays it and weighs
 * each of the seat's decisions from that seat's view alone. The worker
 * reports each decision judged to the main loop; the entries, and every
 * word said of them, are made on the main loop once it is done.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-ai-review.h"
#include "cn-scenario.h"
#include "cn-text-reason.h"
#include "canasta-card.h"
#include "canasta-game-review.h"
#include "canasta-messages.h"
#include "canasta-review.h"
#include "cn-text.h"
#include "canasta-review-private.h"

/* A whole round judged in a few seconds on two cores: a seat makes some
 * thirty decisions with a choice in a round. */
#define REVIEW_BUDGET_MS 300
/* The search's samples: the same review for the same round. */
#define REVIEW_SEED 1

/* ============================================================== entry */

struct _CanastaReviewEntry
{
  GObject          parent_instance;

  int              round;
  CnAiReviewEntry  review;
  CnAiReason       reason;       /* why the better move is better */
  CnTextTable      table;
  /* What the table saw at once: the next player took the pile the
   * discard went on (taker -1: nothing to tell). */
  int              taker;
  int              taken;
  char            *taker_name;
  /* What the coach foresees before the move: the next player may take the
   * pile it goes on (giver -1: nothing to tell). */
  int              giver;
  int              given;
  char            *giver_name;
  char            *seat_names[CN_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (CanastaReviewEntry, canasta_review_entry, G_TYPE_OBJECT)

static void
canasta_review_entry_finalize (GObject *object)
{
  CanastaReviewEntry *self = CANASTA_REVIEW_ENTRY (object);

  g_free (self->taker_name);
  g_free (self->giver_name);
  for (int i = 0; i < CN_MAX_SEATS; i++)
    g_free (self->seat_names[i]);

  G_OBJECT_CLASS (canasta_review_entry_parent_class)->finalize (object);
}

static void
canasta_review_entry_class_init (CanastaReviewEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = canasta_review_entry_finalize;
}

static void
canasta_review_entry_init (CanastaReviewEntry *self)
{
  self->taker = -1;
  self->giver = -1;
}

int
canasta_review_entry_get_round (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), 0);
  return self->round;
}

int
canasta_review_entry_get_turn (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), 0);
  return self->review.turn;
}

const CnMove *
canasta_review_entry_get_played (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);
  return &self->review.played;
}

const CnMove *
canasta_review_entry_get_better (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);
  return &self->review.judgement.best;
}

double
canasta_review_entry_get_cost (CanastaReviewEntry *self,
                               double             *se)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), 0);
  if (se != NULL)
    *se = self->review.judgement.cost_se;
  return self->review.judgement.cost;
}

double
canasta_review_entry_get_points (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), 0);
  return self->review.judgement.points;
}

char *
canasta_review_entry_dup_title (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);
  /* Translators: where a decision of the review was made: "Round 2, turn 5" */
  return g_strdup_printf (_("Round %d, turn %d"), self->round, self->review.turn);
}

static char *
move_text (CanastaReviewEntry *self,
           const CnMove       *move)
{
  g_autofree char *cards = cn_text_card_sentence_list (move->cards, move->n);

  return cn_text_move (move, cards, &self->table);
}

char *
canasta_review_entry_dup_played_text (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);
  return move_text (self, &self->review.played);
}

char *
canasta_review_entry_dup_better_text (CanastaReviewEntry *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);
  return move_text (self, &self->review.judgement.best);
}

char *
canasta_review_entry_dup_cost_text (CanastaReviewEntry *self)
{
  int percent, points;
  g_autofree char *number = NULL;

  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);

  /* Whole percents: the search's own error is about a percent. */
  percent = MAX (1, (int) (100 * self->review.judgement.cost + 0.5));
  /* Points to the nearest ten: the search samples the hidden cards, so
   * more would claim a precision it has not. */
  points = (int) (self->review.judgement.points / 10 + (self->review.judgement.points >= 0 ? 0.5 : -0.5)) * 10;
  if (points <= 0)
    /* Translators: what a decision cost: "−6% chance of winning the game" */
    return g_strdup_printf (_("−%d%% chance of winning the game"), percent);
  number = cn_text_number (points);
  /* Translators: what a decision cost: "−6% chance of winning the game,
   * about 120 points"; the second %s is a number of points, written as
   * the score sheet writes it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "−%d%% chance of winning the game, about %s point",
                                       "−%d%% chance of winning the game, about %s points", points),
                          percent, number);
}

char *
canasta_review_entry_dup_why_text (CanastaReviewEntry *self)
{
  g_autofree char *why = NULL;
  g_autofree char *then = NULL;

  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);

  why = canasta_reason_text (&self->reason, self->table.close, self->table.alone);
  if (self->taker >= 0)
    then = g_strdup_printf (self->table.close
                              /* Translators: what came of a discard the review lists:
                               * "Then Bruno took the pozo of 12 cards." */
                              ? g_dngettext (GETTEXT_PACKAGE, "Then %s took the pozo of %d card.",
                                             "Then %s took the pozo of %d cards.", self->taken)
                              /* Translators: what came of a discard the review lists:
                               * "Then Bruno took the pile of 12 cards." */
                              : g_dngettext (GETTEXT_PACKAGE, "Then %s took the pile of %d card.",
                                             "Then %s took the pile of %d cards.", self->taken),
                            self->taker_name, self->taken);

  if (why != NULL && then != NULL)
    /* Translators: the review's reason for the better move, in the hint's
     * words, then what came of the one played: "Why it is better: it keeps
     * your pair of kings to take the pile. Then Bruno took the pile of 12
     * cards." */
    return g_strdup_printf (_("Why it is better: %s. %s"), why, then);
  if (why != NULL)
    /* Translators: the review's reason for the better move, in the hint's
     * words: "Why it is better: it keeps your pair of kings to take the
     * pile." */
    return g_strdup_printf (_("Why it is better: %s."), why);
  return g_steal_pointer (&then);
}

CanastaExample *
canasta_review_entry_new_example (CanastaReviewEntry *self,
                                  gboolean            better,
                                  GError            **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree CnState *table = NULL;
  g_autofree char *data = NULL;
  JsonArray *moves;
  CanastaExample *example;

  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);

  /* The view carries no generator of its own (nothing random is left to
   * a replay of one move); the position's form needs one. */
  table = g_memdup2 (&self->review.view.table, sizeof *table);
  cn_rng_seed (table->rng, REVIEW_SEED);
  root = cn_scenario_state_to_json (table);
  moves = json_array_new ();
  json_array_add_element (moves, cn_scenario_move_to_json (better ? &self->review.judgement.best
                                                                  : &self->review.played));
  json_object_set_array_member (json_node_get_object (root), "moves", moves);
  data = json_to_string (root, FALSE);

  example = canasta_example_new_from_data (data, -1, error);
  if (example != NULL)
    {
      canasta_example_set_seat_names (example, (const char *const *) self->seat_names);
      /* The other hands are the view's stand-ins: not to be counted. */
      canasta_example_set_known_seat (example, self->review.view.seat);
    }
  return example;
}

static CanastaReviewEntry *
entry_new (const CnTextTable     *table,
           char *const           *names,
           int                    round,
           const CnAiReviewEntry *review,
           const CnAiReason      *reason,
           int                    taker,
           int                    taken)
{
  CanastaReviewEntry *self = g_object_new (CANASTA_TYPE_REVIEW_ENTRY, NULL);

  self->round = round;
  self->review = *review;
  self->reason = *reason;
  self->table = *table;
  self->taker = taker;
  self->taken = taken;
  for (int i = 0; i < CN_MAX_SEATS; i++)
    self->seat_names[i] = g_strdup (names[i]);
  if (taker >= 0)
    self->taker_name = g_strdup (self->seat_names[taker]);
  return self;
}

CanastaReviewEntry *
_canasta_review_entry_new (CanastaGame           *game,
                           int                    round,
                           const CnAiReviewEntry *review,
                           const CnAiReason      *reason,
                           int                    taker,
                           int                    taken)
{
  CnTextTable table;
  char *names[CN_MAX_SEATS] = { NULL };

  table.close = canasta_game_get_variant (game) == CN_VARIANT_URUGUAYAN;
  table.alone = canasta_game_get_n_players (game) == canasta_game_get_n_sides (game);
  for (int i = 0; i < canasta_game_get_n_players (game); i++)
    names[i] = (char *) canasta_game_get_seat_name (game, i);
  return entry_new (&table, names, round, review, reason, taker, taken);
}

void
_canasta_review_entry_set_gives (CanastaReviewEntry *self,
                                 int                 seat,
                                 int                 cards)
{
  g_return_if_fail (CANASTA_IS_REVIEW_ENTRY (self));
  g_return_if_fail (seat >= 0 && seat < CN_MAX_SEATS);

  self->giver = seat;
  self->given = cards;
  g_free (self->giver_name);
  self->giver_name = g_strdup (self->seat_names[seat] != NULL ? self->seat_names[seat] : "");
}

char *
canasta_review_entry_dup_question (CanastaReviewEntry *self)
{
  g_autofree char *played = NULL;

  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);

  played = canasta_review_entry_dup_played_text (self);
  /* Translators: the coach's question before a costly move: "Really
   * discard the ace of spades?"; %s is a move as the review says it */
  return g_strdup_printf (_("Really %s?"), played);
}

char *
canasta_review_entry_dup_advice (CanastaReviewEntry *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *better = NULL;
  char *why;

  g_return_val_if_fail (CANASTA_IS_REVIEW_ENTRY (self), NULL);

  if (self->giver >= 0)
    g_ptr_array_add (parts, g_strdup_printf (self->table.close
                                               /* Translators: the coach, before a discard: "It lets Bruno
                                                * take the pozo of 12 cards." */
                                               ? g_dngettext (GETTEXT_PACKAGE, "It lets %s take the pozo of %d card.",
                                                              "It lets %s take the pozo of %d cards.", self->given)
                                               /* Translators: the coach, before a discard: "It lets Bruno
                                                * take the pile of 12 cards." */
                                               : g_dngettext (GETTEXT_PACKAGE, "It lets %s take the pile of %d card.",
                                                              "It lets %s take the pile of %d cards.", self->given),
                                             self->giver_name, self->given));
  better = canasta_review_entry_dup_better_text (self);
  /* Translators: the coach's better move: "Better: discard the four of clubs." */
  g_ptr_array_add (parts, g_strdup_printf (_("Better: %s."), better));
  why = canasta_review_entry_dup_why_text (self);
  if (why != NULL)
    g_ptr_array_add (parts, why);
  g_ptr_array_add (parts, canasta_review_entry_dup_cost_text (self));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("\n", (char **) parts->pdata);
}

char *
canasta_reason_text (const CnAiReason *reason,
                     gboolean          close,
                     gboolean          alone)
{
  g_autofree char *rank = NULL;
  CnTextTable table = { close, alone };

  g_return_val_if_fail (reason != NULL, NULL);

  rank = cn_text_rank_plural (reason->rank >= 0 && reason->rank < CN_N_RANKS ? reason->rank : CN_N_RANKS);
  return cn_text_reason (reason, rank, &table);
}

/* ============================================================= review */

struct _CanastaReview
{
  GObject              parent_instance;

  int                  seat;
  int                  round;
  CnState             *start;
  GArray              *moves;        /* CnMove */
  CnTextTable          table;
  char                *seat_names[CN_MAX_SEATS];
  CnAiConfig           config;

  CanastaReviewStatus  status;
  guint                done;
  guint                total;
  guint                judged;
  GCancellable        *cancellable;
  guint                workers;      /* worker threads not ended yet */
  GListStore          *entries;
};

G_DEFINE_FINAL_TYPE (CanastaReview, canasta_review, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATUS,
  PROP_DONE,
  PROP_TOTAL,
  PROP_WORKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
canasta_review_available (CanastaGame *game)
{
  g_return_val_if_fail (CANASTA_IS_GAME (game), FALSE);

  return canasta_game_get_started (game) &&
         canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER &&
         canasta_game_copy_history (game, NULL, NULL, NULL, NULL);
}

CanastaReview *
canasta_review_new (CanastaGame *game,
                    int          seat)
{
  CanastaReview *self;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);

  if (!canasta_review_available (game) || seat < 0 || seat >= canasta_game_get_n_players (game))
    return NULL;

  self = g_object_new (CANASTA_TYPE_REVIEW, NULL);
  self->seat = seat;
  self->start = g_new (CnState, 1);
  canasta_game_copy_history (game, NULL, NULL, self->start, &self->moves);
  self->round = canasta_game_get_round_number (game);
  self->table.close = canasta_game_get_variant (game) == CN_VARIANT_URUGUAYAN;
  self->table.alone = canasta_game_get_n_players (game) == canasta_game_get_n_sides (game);
  for (int i = 0; i < canasta_game_get_n_players (game); i++)
    self->seat_names[i] = g_strdup (canasta_game_get_seat_name (game, i));
  for (guint i = 0; i < self->moves->len; i++)
    {
      const CnMove *move = &g_array_index (self->moves, CnMove, i);

      self->total += move->seat == seat && move->kind != CN_MOVE_CUT;
    }
  return self;
}

void
canasta_review_set_budget (CanastaReview *self,
                           int            budget_ms,
                           int            max_playouts,
                           int            threads)
{
  g_return_if_fail (CANASTA_IS_REVIEW (self));
  g_return_if_fail (budget_ms > 0 && max_playouts >= 0 && threads >= 0);

  self->config.budget_ms = budget_ms;
  self->config.max_playouts = max_playouts;
  self->config.threads = threads;
}

static void
set_status (CanastaReview       *self,
            CanastaReviewStatus  status)
{
  if (self->status == status)
    return;
  self->status = status;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* ------------------------------------------------------------- worker */

typedef struct
{
  CnState        start;
  GArray        *moves;
  int            seat;
  CnAiConfig     config;
  GCancellable  *cancellable;
  CanastaReview *review;        /* a reference, for the progress reports */
  GArray        *entries;       /* CnAiReviewEntry */
  CnAiReason    *reasons;       /* one per entry */
  int           *takers;        /* one per entry: who took the pile at once, or -1 */
  int           *taken;         /* and how many cards it held */
  guint          judged;
  gboolean       failed;
} Job;

static void
job_free (Job *job)
{
  g_array_unref (job->moves);
  g_clear_object (&job->cancellable);
  g_clear_object (&job->review);
  g_array_unref (job->entries);
  g_free (job->reasons);
  g_free (job->takers);
  g_free (job->taken);
  g_free (job);
}

typedef struct
{
  CanastaReview *review;
  guint          done;
} Progress;

static gboolean
progress_idle_cb (gpointer data)
{
  Progress *progress = data;
  CanastaReview *self = progress->review;

  /* Reports may come after a cancel: a review that ended counts no more. */
  if (self->status == CANASTA_REVIEW_RUNNING && progress->done > self->done)
    {
      self->done = progress->done;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
    }
  return G_SOURCE_REMOVE;
}

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_object_unref (progress->review);
  g_free (progress);
}

static gboolean
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  Job *job = user_data;
  Progress *progress = g_new (Progress, 1);

  progress->review = g_object_ref (job->review);
  progress->done = done;
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, progress_idle_cb, progress, progress_free);
  return !g_cancellable_is_cancelled (job->cancellable);
}

/* Hard's search stops in the middle of a decision too. */
static gboolean
stop_cb (gpointer user_data)
{
  return g_cancellable_is_cancelled (user_data);
}

/* What the table saw after each listed discard: the next move took the
 * pile it went on. */
static void
find_takers (Job *job)
{
  g_autofree CnState *state = g_memdup2 (&job->start, sizeof (CnState));

  for (guint i = 0; i < job->moves->len; i++)
    {
      const CnMove *move = &g_array_index (job->moves, CnMove, i);

      for (guint k = 0; k < job->entries->len; k++)
        {
          const CnAiReviewEntry *e = &g_array_index (job->entries, CnAiReviewEntry, k);

          if (e->index + 1 == i && e->played.kind == CN_MOVE_DISCARD && move->kind == CN_MOVE_TAKE_PILE)
            {
              job->takers[k] = move->seat;
              job->taken[k] = state->pile_n;
            }
        }
      if (!cn_apply (state, move, NULL, NULL))
        return;
    }
}

static void
review_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;

  job->config.stop = stop_cb;
  job->config.stop_data = job->cancellable;
  if (!cn_ai_review_round (&job->start, (const CnMove *) job->moves->data, job->moves->len, job->seat,
                           &job->config, REVIEW_SEED,
                           progress_cb, job, job->entries, &job->judged, &error))
    {
      if (error != NULL)
        {
          g_warning ("The round's review stopped: %s", error->message);
          job->failed = TRUE;
        }
      g_task_return_boolean (task, FALSE);
      return;
    }

  job->reasons = g_new0 (CnAiReason, MAX (job->entries->len, 1));
  job->takers = g_new (int, MAX (job->entries->len, 1));
  job->taken = g_new0 (int, MAX (job->entries->len, 1));
  for (guint k = 0; k < job->entries->len; k++)
    {
      CnAiReviewEntry *e = &g_array_index (job->entries, CnAiReviewEntry, k);

      cn_ai_explain (&e->view.table, &e->memory, &e->judgement.best, &job->reasons[k]);
      job->takers[k] = -1;
    }
  find_takers (job);
  g_task_return_boolean (task, TRUE);
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  CanastaReview *self = CANASTA_REVIEW (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  gboolean ok = g_task_propagate_boolean (G_TASK (result), NULL);

  if (--self->workers == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORKING]);

  /* A review cancelled, then started again: the first one's end is not
   * the review's any more. */
  if (job->cancellable != self->cancellable)
    return;
  g_clear_object (&self->cancellable);

  if (!ok || g_cancellable_is_cancelled (job->cancellable))
    {
      set_status (self, job->failed ? CANASTA_REVIEW_FAILED : CANASTA_REVIEW_CANCELLED);
      return;
    }

  self->judged = job->judged;
  for (guint k = 0; k < job->entries->len; k++)
    {
      g_autoptr(CanastaReviewEntry) entry = NULL;

      entry = entry_new (&self->table, self->seat_names, self->round,
                                         &g_array_index (job->entries, CnAiReviewEntry, k),
                                         &job->reasons[k], job->takers[k], job->taken[k]);
      g_list_store_append (self->entries, entry);
    }
  if (self->done != self->total)
    {
      self->done = self->total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
    }
  set_status (self, CANASTA_REVIEW_DONE);
}

void
canasta_review_start (CanastaReview *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (CANASTA_IS_REVIEW (self));

  if (self->status == CANASTA_REVIEW_RUNNING)
    return;

  g_clear_object (&self->cancellable);
  g_list_store_remove_all (self->entries);
  self->judged = 0;
  if (self->done != 0)
    {
      self->done = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
    }
  self->cancellable = g_cancellable_new ();

  job = g_new0 (Job, 1);
  job->start = *self->start;
  job->moves = g_array_ref (self->moves);
  job->seat = self->seat;
  job->config = self->config;
  job->cancellable = g_object_ref (self->cancellable);
  job->review = g_object_ref (self);
  job->entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));

  task = g_task_new (self, NULL, review_done_cb, NULL);
  g_task_set_source_tag (task, canasta_review_start);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  set_status (self, CANASTA_REVIEW_RUNNING);
  if (self->workers++ == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORKING]);
  g_task_run_in_thread (task, review_thread);
}

void
canasta_review_cancel (CanastaReview *self)
{
  g_return_if_fail (CANASTA_IS_REVIEW (self));

  if (self->status != CANASTA_REVIEW_RUNNING)
    return;
  g_cancellable_cancel (self->cancellable);
  /* Said at once: the worker stops within a playout and its result is
   * then passed by. */
  set_status (self, CANASTA_REVIEW_CANCELLED);
}

CanastaReviewStatus
canasta_review_get_status (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), CANASTA_REVIEW_IDLE);
  return self->status;
}

int
canasta_review_get_seat (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), -1);
  return self->seat;
}

int
canasta_review_get_round (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), 0);
  return self->round;
}

gboolean
canasta_review_get_working (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), FALSE);
  return self->workers > 0;
}

guint
canasta_review_get_done (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), 0);
  return self->done;
}

guint
canasta_review_get_total (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), 0);
  return self->total;
}

guint
canasta_review_get_judged (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), 0);
  return self->judged;
}

GListModel *
canasta_review_get_entries (CanastaReview *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW (self), NULL);
  return G_LIST_MODEL (self->entries);
}

static void
canasta_review_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CanastaReview *self = CANASTA_REVIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_int (value, self->status);
      break;
    case PROP_DONE:
      g_value_set_uint (value, self->done);
      break;
    case PROP_TOTAL:
      g_value_set_uint (value, self->total);
      break;
    case PROP_WORKING:
      g_value_set_boolean (value, self->workers > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_review_dispose (GObject *object)
{
  CanastaReview *self = CANASTA_REVIEW (object);

  /* The worker holds its own reference until it ends; a review dropped
   * while running is only ever dropped after a cancel. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (canasta_review_parent_class)->dispose (object);
}

static void
canasta_review_finalize (GObject *object)
{
  CanastaReview *self = CANASTA_REVIEW (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->entries);
  g_clear_pointer (&self->moves, g_array_unref);
  g_free (self->start);
  for (int i = 0; i < CN_MAX_SEATS; i++)
    g_free (self->seat_names[i]);

  G_OBJECT_CLASS (canasta_review_parent_class)->finalize (object);
}

static void
canasta_review_class_init (CanastaReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = canasta_review_get_property;
  object_class->dispose = canasta_review_dispose;
  object_class->finalize = canasta_review_finalize;

  /* A CanastaReviewStatus. */
  properties[PROP_STATUS] =
    g_param_spec_int ("status", NULL, NULL, CANASTA_REVIEW_IDLE, CANASTA_REVIEW_FAILED, CANASTA_REVIEW_IDLE, ro);
  properties[PROP_DONE] = g_param_spec_uint ("done", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_TOTAL] = g_param_spec_uint ("total", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /* A worker thread has not ended yet (a cancelled one stops within a
   * playout). */
  properties[PROP_WORKING] = g_param_spec_boolean ("working", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_review_init (CanastaReview *self)
{
  self->entries = g_list_store_new (CANASTA_TYPE_REVIEW_ENTRY);
  cn_ai_config_init (&self->config);
  self->config.budget_ms = REVIEW_BUDGET_MS;
}
