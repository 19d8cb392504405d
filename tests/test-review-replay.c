/* test-review-replay.c: a review's replay scores only what its seat knew
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A review replays a decision on the cards the seat saw: its hand and the
 * table; the other hands hold stand-in cards (the view's canonical
 * filling). When the replayed move ends the round, the score shown must
 * not count those stand-ins: whatever they are, the score reads the same,
 * and the hands the seat never saw are marked unknown, on the replay's
 * score sheet too. With CANASTA_SCREENSHOT_DIR set, a screenshot of it.
 */

#include "config.h"

#include <string.h>

#include "canasta-example.h"
#include "canasta-game.h"
#include "canasta-help-example.h"
#include "canasta-messages.h"
#include "canasta-review-private.h"
#include "test-util.h"
#include "test-window-util.h"

static CanastaGame *
new_game (int players)
{
  CanastaGame *game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = players, .seed = 3 };
  const char *names[] = { "Ana", "Bruno", "Carla", "Marco" };

  for (int i = 0; i < players; i++)
    {
      setup.kinds[i] = i == 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = names[i];
    }
  canasta_game_set_pace (game, 0);
  canasta_game_start (game, &setup);
  return game;
}

/* Ana has drawn; her side has the canastas to go out, and her hand is
 * three fives: melding them goes out at once. The other hands hold cards she
 * never saw. */
static void
position (CnState *s,
          int      players)
{
  cn_state_init_empty (s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, players);
  tu_hand (s, 0, "5H 5C 5D");
  tu_hand (s, 1, "6C 10D QH AS 7H 8C JK");
  if (players == 4)
    {
      tu_hand (s, 2, "4H 9D JS QC AH 6D 2S");
      tu_hand (s, 3, "5S 10C 8H AD 7S JH");
    }
  tu_meld (s, 0, "KD KH KC KD KS KH KC");
  /* One against one, going out takes two canastas. */
  if (players == 2)
    tu_meld (s, 0, "9D 9C 9D 9C JK 2H 2D");
  tu_meld (s, 1, "QD QS QC");
  tu_pile (s, "6H 4S 9H");
  tu_stock (s, "4D 9S 5S 6S 7C 8D 10H QS AC JC");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  s->had_turn = (1u << players) - 1;
  tu_finish (s);
}

/* Other stand-ins for the hands Ana did not see: each hidden hand's first
 * card swapped with a stock card of another value. */
static void
other_stand_ins (CnState *table,
                 int      seat)
{
  for (int other = 0; other < table->n_players; other++)
    {
      int k = 0;

      if (other == seat)
        continue;
      while (k < CN_N_KINDS && table->hand[other][k] == 0)
        k++;
      g_assert_cmpint (k, <, CN_N_KINDS);
      for (int i = 0; i < table->stock_n; i++)
        if (cn_rules_card_value (table->rules, table->stock[i]) !=
            cn_rules_card_value (table->rules, k) && !cn_card_is_red_three (table->stock[i]))
          {
            CnCard card = table->stock[i];

            table->stock[i] = k;
            table->hand[other][k]--;
            table->hand[other][card]++;
            break;
          }
    }
}

/* The score rows of the going out replayed, from a view whose hidden
 * hands are its own stand-ins, or others. */
static GPtrArray *
replay_rows (CanastaGame     *game,
             int              players,
             gboolean         others,
             char           **status,
             CanastaExample **out)
{
  CnState s;
  CnAiMemory memory;
  CnAiReviewEntry review = { 0 };
  CnAiReason reason = { 0 };
  g_autoptr(CanastaReviewEntry) entry = NULL;
  g_autoptr(CanastaExample) example = NULL;
  g_autoptr(GError) error = NULL;

  position (&s, players);
  cn_ai_memory_init (&memory, 0, 1);
  cn_ai_view_build (&review.view, &s, &memory);
  if (others)
    other_stand_ins (&review.view.table, 0);
  review.memory = memory;
  review.turn = 1;
  review.played = tu_move (CN_MOVE_DISCARD, 0, "5H");
  review.judgement.best = tu_move (CN_MOVE_MELD, 0, "5H 5C 5D");
  review.judgement.best.rank = 5;
  reason.rank = -1;

  entry = _canasta_review_entry_new (game, 1, &review, &reason, -1, 0);
  example = canasta_review_entry_new_example (entry, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (canasta_example_try_step (example, 0));
  g_assert_true (canasta_example_get_round_over (example));
  *status = canasta_example_dup_status (example, 0);
  if (out != NULL)
    *out = g_object_ref (example);
  return canasta_example_dup_score_rows (example);
}

static const CanastaExampleScoreRow *
find_row (GPtrArray  *rows,
          const char *name)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const CanastaExampleScoreRow *row = g_ptr_array_index (rows, i);

      if (g_str_equal (row->name, name))
        return row;
    }
  return NULL;
}

static void
test_round_end (gconstpointer data)
{
  int players = GPOINTER_TO_INT (data);
  g_autoptr(CanastaGame) game = new_game (players);
  g_autofree char *status = NULL, *status2 = NULL;
  g_autoptr(CanastaExample) example = NULL;
  g_autoptr(GPtrArray) rows = replay_rows (game, players, FALSE, &status, &example);
  g_autoptr(GPtrArray) rows2 = replay_rows (game, players, TRUE, &status2, NULL);
  const CanastaExampleScoreRow *row;
  g_autofree char *sheet = NULL;
  g_autofree char *png = NULL;
  g_autofree char *step = NULL;
  GtkWidget *window, *widget;

  /* Whatever stands in for the hidden cards, the score reads the same. */
  g_assert_cmpuint (rows->len, ==, rows2->len);
  for (guint i = 0; i < rows->len; i++)
    {
      const CanastaExampleScoreRow *a = g_ptr_array_index (rows, i);
      const CanastaExampleScoreRow *b = g_ptr_array_index (rows2, i);

      g_test_message ("%s: %d, %d", a->name, a->values[0], a->values[1]);
      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpmem (a->values, sizeof a->values, b->values, sizeof b->values);
      g_assert_cmpuint (a->unknown, ==, b->unknown);
      g_assert_cmpuint (a->blank, ==, b->blank);
    }

  /* The table's lines are known: the melds and the going out. */
  row = find_row (rows, canasta_line_label (CN_VARIANT_CLASSIC, CN_LINE_GOING_OUT));
  g_assert_nonnull (row);
  g_assert_cmpuint (row->unknown, ==, 0);
  g_assert_cmpint (row->values[0], ==, 100);
  row = find_row (rows, canasta_line_label (CN_VARIANT_CLASSIC, CN_LINE_MELDS));
  g_assert_nonnull (row);
  g_assert_cmpuint (row->unknown, ==, 0);
  /* The other side's hands, and so its total (the last row), are not. */
  row = g_ptr_array_index (rows, rows->len - 1);
  g_assert_true (row->unknown & (1u << 1));
  if (players == 4)
    {
      /* Ana's partner's hand is hidden too; her own, empty, is known. */
      g_assert_true (row->unknown & (1u << 0));
      row = g_ptr_array_index (rows, rows->len - 2);
      g_assert_nonnull (strstr (row->name, "Ana"));
      g_assert_nonnull (row);
      g_assert_cmpuint (row->unknown, ==, 0);
      g_assert_cmpuint (row->blank, ==, 1u << 1);
      g_assert_cmpint (row->values[0], ==, 0);
    }
  else
    {
      /* One against one, Ana's side is her hand alone: all known. */
      g_assert_false (row->unknown & (1u << 0));
      for (guint i = 0; i < rows->len; i++)
        g_assert_null (strstr (((CanastaExampleScoreRow *) g_ptr_array_index (rows, i))->name, "Ana"));
    }
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL)
    g_assert_nonnull (strstr (status, "The other hands were hidden from you"));
  g_assert_cmpstr (status, ==, status2);

  /* The step speaks of the game's own players, not the help's. */
  step = canasta_example_describe_step (example, 0, FALSE);
  assert_contains (step, "Ana ");

  /* The replay as the review dialog shows it: a question mark where a
   * hidden hand would count. */
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  widget = canasta_help_example_new_for_example (example, "Replay", NULL);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (widget);
  sheet = canasta_help_example_dup_score_sheet (CANASTA_HELP_EXAMPLE (widget));
  g_assert_nonnull (sheet);
  g_test_message ("%s", sheet);
  assert_contains (sheet, "?");
  png = g_strdup_printf ("review-replay-round-end-%d.png", players);
  save_png (window, png);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_data_func ("/review-replay/round-end/4", GINT_TO_POINTER (4), test_round_end);
  g_test_add_data_func ("/review-replay/round-end/2", GINT_TO_POINTER (2), test_round_end);
  return g_test_run ();
}
