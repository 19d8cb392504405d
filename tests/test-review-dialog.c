/* test-review-dialog.c: "Review My Play" after a round, from the table
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A round where Ana throws a king the other side lays off on its meld of
 * kings (the blunder of test-review.c), played to its end at the table:
 * the review lists it, says why in the hint's words and replays it on the
 * cards; a running review is cancelled; the review is offered only for the
 * round just over. With CANASTA_SCREENSHOT_DIR set, screenshots of it.
 */

#include "config.h"

#include <string.h>

#include "canasta-help-example.h"
#include "canasta-review-dialog.h"
#include "canasta-round-summary.h"
#include "canasta-score-sheet.h"
#include "test-util.h"
#include "test-window-util.h"

/* A person's turn (after the handover, at a shared screen), or the
 * round's end. */
static gboolean
person_to_act (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return canasta_game_get_handover_pending (game) || human_to_act (window);
}

static CanastaWindow *
new_game_window_with (guint humans)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 5 };
  const char *names[] = { "Ana", "Bruno", "Carla", "Marco" };

  for (int i = 0; i < 4; i++)
    {
      setup.kinds[i] = (humans & (1u << i)) != 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = names[i];
    }
  canasta_game_set_pace (canasta_window_get_game (window), 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  g_assert_true (spin_until (person_to_act, window, 20000));
  return window;
}

/* Ana alone at the screen, against three computers. */
static CanastaWindow *
new_game_window (void)
{
  return new_game_window_with (1u << 0);
}

/* Ana's side has not melded; Bruno's side has a meld of kings and the pile
 * of ten lies open. Ana has drawn and throws her king: Bruno takes the
 * whole pile by laying it off on his side's kings. The stock holds twenty
 * cards; whenever a person is to play again, they play the hint's moves. */
static void
set_blunder_position (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  CnState s = *canasta_game_get_state (game);

  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "KS 5H 9C 7D 8S 4C JD");
  tu_hand (&s, 1, "6C 10D QH AS 7H 8C");
  tu_hand (&s, 2, "4H 9D JS QC AH 6D");
  tu_hand (&s, 3, "5C 10C 8H AD 7S JH");
  tu_meld (&s, 1, "KD KH KC KD");
  tu_pile (&s, "6C QH 4S 9H 10D 5D 8D JC AC 7C");
  tu_stock (&s, "4D 9S 5S 6S 7C 8D 10H QS AC JC 4S 9H 5D 10S QD AH 6H 7H 8C JS");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
}

static void
play_blunder_round (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  set_blunder_position (window);
  /* At a shared screen Ana takes the screen first. */
  if (canasta_game_get_handover_pending (game))
    canasta_game_confirm_handover (game);
  g_assert_cmpint (canasta_game_get_viewer (game), ==, 0);
  select_hand_cards (window, "KS");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  for (int turns = 0; canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER; turns++)
    {
      g_assert_cmpint (turns, <, 200);
      g_assert_true (spin_until (person_to_act, window, 20000));
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;
      if (canasta_game_get_handover_pending (game))
        {
          canasta_game_confirm_handover (game);
          continue;
        }
      if (canasta_game_get_phase (game) == CANASTA_PHASE_DRAW)
        gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
      else
        {
          CnMove move;

          /* The hint's move, whatever it is, moves the round on. */
          g_assert_true (canasta_game_hint (game, &move));
          g_assert_true (canasta_game_play (game, &move, NULL));
        }
    }
  g_assert_true (spin_until (summary_shown, window, 10000));
}

static gboolean
review_open (CanastaWindow *window)
{
  return canasta_window_get_review_dialog (window) != NULL;
}

static gboolean
review_closed (CanastaWindow *window)
{
  return canasta_window_get_review_dialog (window) == NULL;
}

static gboolean
review_ended (gpointer data)
{
  CanastaReview *review = canasta_review_dialog_get_review (data);

  return review != NULL && canasta_review_get_status (review) != CANASTA_REVIEW_RUNNING &&
         canasta_review_get_status (review) != CANASTA_REVIEW_IDLE;
}

static gboolean
example_drawn (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* The review from the round summary's button lists the king, worst first,
 * with its cost, the better move and why in the hint's words; the entry
 * opens on the position Ana saw, her hand and the table, and on the
 * better move. */
static void
test_blunder_listed (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaReviewDialog *dialog;
  CanastaReview *review;
  g_autoptr(CanastaReviewEntry) entry = NULL;
  g_autofree char *text = NULL;
  GtkWidget *summary, *button, *row, *example;
  const CnMove *played;
  double cost, se;
  guint listed;

  /* The search on a playout cap, one thread: the same review every run. */
  canasta_window_set_review_budget (window, 600000, 2000, 1);
  play_blunder_round (window);

  summary = canasta_window_get_summary (window);
  button = find_button (summary, _("Review _My Play"));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (spin_until (review_open, window, 5000));
  dialog = CANASTA_REVIEW_DIALOG (canasta_window_get_review_dialog (window));
  /* Over the summary it was asked from. */
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (summary));

  review = canasta_review_dialog_get_review (dialog);
  g_assert_nonnull (review);
  g_assert_cmpint (canasta_review_get_seat (review), ==, 0);
  g_assert_true (test_wait_for (review_ended, dialog));
  g_assert_cmpint (canasta_review_get_status (review), ==, CANASTA_REVIEW_DONE);
  g_assert_cmpuint (canasta_review_get_done (review), ==, canasta_review_get_total (review));
  listed = g_list_model_get_n_items (canasta_review_get_entries (review));
  g_test_message ("%u of %u decisions listed", listed, canasta_review_get_judged (review));
  g_assert_cmpuint (listed, >=, 1);
  g_assert_cmpstr (canasta_review_dialog_get_page (dialog), ==, "entries");

  /* The king, the costliest. */
  entry = g_list_model_get_item (canasta_review_get_entries (review), 0);
  played = canasta_review_entry_get_played (entry);
  g_assert_cmpint (played->kind, ==, CN_MOVE_DISCARD);
  g_assert_cmpint (played->cards[0], ==, CN_CARD (CN_RANK_KING, CN_SUIT_SPADES));
  g_assert_cmpint (canasta_review_entry_get_turn (entry), ==, 1);
  g_assert_cmpint (canasta_review_entry_get_round (entry), ==, 1);
  cost = canasta_review_entry_get_cost (entry, &se);
  g_assert_cmpfloat (cost, >, 2 * se);
  g_assert_cmpfloat (cost, >=, 0.015);
  g_assert_cmpint (canasta_review_entry_get_better (entry)->kind, ==, CN_MOVE_DISCARD);

  text = canasta_review_dialog_dup_text (dialog);
  g_test_message ("%s", text);
  /* The words, in English (the screenshots' languages say the same). */
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL)
    {
      g_assert_nonnull (strstr (text, "Round 1, turn 1: discard the king of spades\n"));
      g_assert_nonnull (strstr (text, "% chance of winning the game"));
      g_assert_nonnull (strstr (text, "Better: discard the "));
      /* What came of it, as the table saw it. */
      g_assert_nonnull (strstr (text, "Then Bruno took the pile of 11 cards."));
    }

  /* Opened, the entry replays Ana's position: her hand as it was, the king
   * in it, then the better move. */
  row = canasta_review_dialog_get_row (dialog, 0);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  example = find_descendant (row, CANASTA_TYPE_HELP_EXAMPLE);
  g_assert_nonnull (example);
  g_assert_nonnull (canasta_help_example_get_hand_card (CANASTA_HELP_EXAMPLE (example),
                                                        CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)));
  g_assert_cmpuint (canasta_help_example_get_n_steps (CANASTA_HELP_EXAMPLE (example)), ==, 1);
  g_assert_cmpstr (canasta_help_example_get_hand_title (CANASTA_HELP_EXAMPLE (example)), !=, NULL);
  g_assert_nonnull (strstr (canasta_help_example_get_hand_title (CANASTA_HELP_EXAMPLE (example)), "Ana"));
  /* The move played, tried on the cards, is accepted by the rules. */
  g_signal_emit_by_name (canasta_help_example_get_step_button (CANASTA_HELP_EXAMPLE (example), 0), "clicked");
  g_assert_true (canasta_help_example_get_step_verdict (CANASTA_HELP_EXAMPLE (example), 0, NULL));
  g_assert_true (test_wait_for (example_drawn, example));
  gtk_window_set_default_size (GTK_WINDOW (dialog), 760, 1000);
  save_png (GTK_WIDGET (dialog), "review-dialog.png");

  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  g_assert_true (spin_until (review_closed, window, 5000));
  close_window (window);
}

static gboolean
review_running (gpointer data)
{
  CanastaReview *review = canasta_review_dialog_get_review (data);

  return review != NULL && canasta_review_get_status (review) == CANASTA_REVIEW_RUNNING &&
         g_strcmp0 (canasta_review_dialog_get_page (data), "progress") == 0 &&
         gtk_widget_get_mapped (canasta_review_dialog_get_cancel_button (data));
}

static gboolean
review_idle (gpointer data)
{
  return !canasta_review_get_working (data);
}

/* A review that would take minutes, cancelled from its progress page: it
 * says so at once, its thread stops, and it can be started again. From
 * the menu's action (Ctrl+Shift+R) this time. */
static void
test_cancel (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaReviewDialog *dialog;
  g_autoptr(CanastaReview) review = NULL;

  /* Ten minutes a decision: only the cancel ends it. */
  canasta_window_set_review_budget (window, 600000, 0, 1);
  play_blunder_round (window);
  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.review", NULL));
  g_assert_true (spin_until (review_open, window, 5000));
  dialog = CANASTA_REVIEW_DIALOG (canasta_window_get_review_dialog (window));
  g_assert_true (test_wait_for (review_running, dialog));
  review = g_object_ref (canasta_review_dialog_get_review (dialog));
  g_assert_true (canasta_review_get_working (review));
  save_png (GTK_WIDGET (dialog), "review-progress.png");

  g_signal_emit_by_name (canasta_review_dialog_get_cancel_button (dialog), "clicked");
  g_assert_cmpint (canasta_review_get_status (review), ==, CANASTA_REVIEW_CANCELLED);
  g_assert_cmpstr (canasta_review_dialog_get_page (dialog), ==, "stopped");
  g_assert_cmpuint (g_list_model_get_n_items (canasta_review_get_entries (review)), ==, 0);
  /* The search stops within a playout, not after its ten minutes. */
  g_assert_true (test_wait_for (review_idle, review));
  g_assert_cmpint (canasta_review_get_status (review), ==, CANASTA_REVIEW_CANCELLED);

  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  g_assert_true (spin_until (review_closed, window, 5000));
  close_window (window);
}

/* The review is of the round just over: not before the round ends, not
 * once the next one is dealt, and the score sheet says so. */
static void
test_only_round_over (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaGame *game = canasta_window_get_game (window);
  GtkWidget *sheet, *button;

  canasta_window_set_review_budget (window, 600000, 50, 1);
  g_assert_false (canasta_review_available (game));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "table.review", NULL) &&
                  canasta_window_get_review_dialog (window) != NULL);
  play_blunder_round (window);
  g_assert_true (canasta_review_available (game));

  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.score-sheet", NULL);
  sheet = canasta_window_get_score_sheet (window);
  button = find_button (sheet, "Review _My Play");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button));

  gtk_widget_activate_action (GTK_WIDGET (window), "table.next-round", NULL);
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_false (canasta_review_available (game));
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==,
                   "Only the round just over can be reviewed, until the next deal.");

  gtk_window_destroy (GTK_WINDOW (sheet));
  close_window (window);
}

static gboolean
coach_asks (CanastaWindow *window)
{
  return canasta_window_get_coach_dialog (window) != NULL;
}

static gboolean
coach_done (CanastaWindow *window)
{
  return !canasta_window_get_coach_busy (window);
}

static gboolean
hand_holds_king (CanastaWindow *window)
{
  return canasta_game_get_state (canasta_window_get_game (window))->hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)] > 0;
}

/* The coach, a preference off by default: off, the king goes at once;
 * on, the table asks first, once, with the better move and why; Think
 * Again keeps the king, the same discard again is played without a second
 * question, and Play It Anyway plays it. A harmless discard is never
 * asked about. */
static void
test_coach (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwMessageDialog *question;
  g_autofree char *body = NULL;
  guint moves;

  canasta_window_set_review_budget (window, 600000, 2000, 1);
  g_assert_false (g_settings_get_boolean (settings, "coach"));

  /* Off: played at once. */
  set_blunder_position (window);
  select_hand_cards (window, "KS");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_false (canasta_window_get_coach_busy (window));
  g_assert_null (canasta_window_get_coach_dialog (window));
  g_assert_false (hand_holds_king (window));

  /* On: asked first. */
  g_settings_set_boolean (settings, "coach", TRUE);
  g_assert_true (spin_until (human_to_act, window, 20000));
  set_blunder_position (window);
  moves = canasta_game_get_move_count (game);
  select_hand_cards (window, "KS");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (canasta_window_get_coach_busy (window));
  g_assert_true (spin_until (coach_asks, window, 60000));
  g_assert_true (hand_holds_king (window));
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves);
  question = ADW_MESSAGE_DIALOG (canasta_window_get_coach_dialog (window));
  body = g_strdup (adw_message_dialog_get_body (question));
  g_test_message ("%s\n%s", adw_message_dialog_get_heading (question), body);
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Really discard the king of spades?");
      g_assert_nonnull (strstr (body, "It lets Bruno take the pile of 11 cards."));
      g_assert_nonnull (strstr (body, "Better: discard the "));
      g_assert_nonnull (strstr (body, "% chance of winning the game"));
    }
  save_png (GTK_WIDGET (question), "coach-question.png");

  /* Think Again: nothing is played. */
  adw_message_dialog_response (question, "think");
  g_assert_true (spin_until (coach_done, window, 5000));
  g_assert_true (hand_holds_king (window));
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves);

  /* The same discard again: the table asked once already. */
  select_hand_cards (window, "KS");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_false (canasta_window_get_coach_busy (window));
  g_assert_false (hand_holds_king (window));
  g_assert_null (canasta_window_get_coach_dialog (window));

  /* Play It Anyway plays it. */
  g_assert_true (spin_until (human_to_act, window, 20000));
  set_blunder_position (window);
  select_hand_cards (window, "KS");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (spin_until (coach_asks, window, 60000));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (canasta_window_get_coach_dialog (window)), "play");
  g_assert_false (hand_holds_king (window));

  /* A harmless discard: judged, and played without a question. */
  g_assert_true (spin_until (human_to_act, window, 20000));
  set_blunder_position (window);
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (spin_until (coach_done, window, 60000));
  g_assert_null (canasta_window_get_coach_dialog (window));
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_FOUR, CN_SUIT_CLUBS)], ==, 0);

  g_settings_set_boolean (settings, "coach", FALSE);
  close_window (window);
}

/* Ana's side has opened; the pile of twelve lies open with a king on top,
 * and Ana, to draw, holds a pair of kings: taking it is plainly better
 * than drawing. */
static void
set_draw_blunder_position (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  CnState s = *canasta_game_get_state (game);

  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "KS KC 5H 9C 7D 8S 4C JD 6S 10S QS");
  tu_hand (&s, 1, "6C 10D QH AS 7H 8C 4D 9D 8H 5C 10C");
  tu_hand (&s, 2, "4H 9D JS QC AH 6D 7S JH AD 8D 10H");
  tu_hand (&s, 3, "5C 10C 8H AD 7S JH 6H 9S QD 4S 5S");
  tu_meld (&s, 0, "AC AS AH");
  tu_meld (&s, 1, "QD QS QC");
  tu_pile (&s, "6C QH 4S 9H 10D 5D 8D JC 7C 9S 6H KH");
  tu_stock (&s, "4D 9H 5D 6S 7C JC 10H 7H 8C JS 4C 9C 3C 10S 3S 6D 7D 8S JD 4H");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
}

static gboolean
ana_drew (CanastaWindow *window)
{
  const CnState *s = canasta_game_get_state (canasta_window_get_game (window));

  return s->turn == 0 && s->phase == CN_PHASE_PLAY;
}

/* The coach beyond discards: drawing when the pile of twelve is Ana's for
 * her pair of kings is asked about, in the hint's words, once; Think
 * Again draws nothing, Play It Anyway draws. A draw with the pile closed
 * to her, no choice at all, is never asked about. */
static void
test_coach_draw (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwMessageDialog *question;
  g_autofree char *body = NULL;
  guint moves;
  gint64 start;

  canasta_window_set_review_budget (window, 600000, 2000, 1);
  g_settings_set_boolean (settings, "coach", TRUE);

  set_draw_blunder_position (window);
  moves = canasta_game_get_move_count (game);
  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (canasta_window_get_coach_busy (window));
  g_assert_true (spin_until (coach_asks, window, 60000));
  g_test_message ("the draw judged in %.0f ms (2,000 playouts, one thread)",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves);
  question = ADW_MESSAGE_DIALOG (canasta_window_get_coach_dialog (window));
  body = g_strdup (adw_message_dialog_get_body (question));
  g_test_message ("%s\n%s", adw_message_dialog_get_heading (question), body);
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Really draw from the stock?");
      g_assert_nonnull (strstr (body, "Better: take the pile with "));
      g_assert_nonnull (strstr (body, "% chance of winning the game"));
    }
  save_png (GTK_WIDGET (question), "coach-draw-question.png");

  /* Think Again: nothing drawn. */
  adw_message_dialog_response (question, "think");
  g_assert_true (spin_until (coach_done, window, 5000));
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);

  /* Play It Anyway draws. */
  set_draw_blunder_position (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (spin_until (coach_asks, window, 60000));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (canasta_window_get_coach_dialog (window)), "play");
  g_assert_true (ana_drew (window));
  g_assert_cmpint (canasta_game_get_state (game)->pile_n, ==, 12);

  /* The pile frozen to her (a wild card in it, no natural pair of its
   * top): drawing is the only move, played without a question. */
  g_assert_true (spin_until (human_to_act, window, 20000));
  set_draw_blunder_position (window);
  {
    CnState s = *canasta_game_get_state (game);

    tu_hand (&s, 0, "KS QH 5H 9C 7D 8S 4C JD 6S 10S QS");
    tu_hand (&s, 1, "6C 10D KC AS 7H 8C 4D 9D 8H 5C 10C");
    tu_finish (&s);
    canasta_game_set_state (game, &s);
  }
  moves = canasta_game_get_move_count (game);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (spin_until (coach_done, window, 60000));
  g_assert_null (canasta_window_get_coach_dialog (window));
  g_assert_true (ana_drew (window));
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves + 1);

  g_settings_set_boolean (settings, "coach", FALSE);
  close_window (window);
}

/* Ana's side has six natural kings down; Ana has drawn, holding the last
 * king and a two: the king makes the canasta natural (500), the two only
 * mixed (300), and it takes her wild card as well. */
static void
set_lay_off_blunder_position (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  CnState s = *canasta_game_get_state (game);

  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "KS 2C 5H 9C 7D 8S 4C JD 6S");
  tu_hand (&s, 1, "6C 10D QH AS 7H 8C 4D 9D 8H");
  tu_hand (&s, 2, "4H 9D JS QC AH 6D 7S JH AD");
  tu_hand (&s, 3, "5C 10C 8H AD 7S JH 6H 9S QD");
  tu_meld (&s, 0, "KD KH KC KD KH KC");
  tu_meld (&s, 1, "QD QS QC");
  tu_pile (&s, "6C QH 4S 9H 10D 5D");
  tu_stock (&s, "4D 9H 5D 6S 7C JC 10H 7H 8C JS 4C 9C 3C 10S 3S 6D 7D 8S JD 4H");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
}

/* A lay-off too: the two on the kings, where the last king makes the
 * canasta natural, is asked about in the hint's words before it goes
 * down. */
static void
test_coach_lay_off (void)
{
  CanastaWindow *window = new_game_window ();
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwMessageDialog *question;
  guint moves;
  gint64 start;

  canasta_window_set_review_budget (window, 600000, 2000, 1);
  g_settings_set_boolean (settings, "coach", TRUE);

  set_lay_off_blunder_position (window);
  moves = canasta_game_get_move_count (game);
  select_hand_cards (window, "2C");
  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off", "i", 0);
  g_assert_true (canasta_window_get_coach_busy (window));
  g_assert_true (spin_until (coach_asks, window, 60000));
  g_test_message ("the lay-off judged in %.0f ms (2,000 playouts, one thread)",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves);
  question = ADW_MESSAGE_DIALOG (canasta_window_get_coach_dialog (window));
  g_test_message ("%s\n%s", adw_message_dialog_get_heading (question), adw_message_dialog_get_body (question));
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (question), ==,
                       "Really lay off the two of clubs on your side’s meld?");
      g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "Better: "));
    }
  save_png (GTK_WIDGET (question), "coach-lay-off-question.png");

  /* Play It Anyway lays it off. */
  adw_message_dialog_response (question, "play");
  g_assert_cmpuint (canasta_game_get_move_count (game), ==, moves + 1);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 0);

  g_settings_set_boolean (settings, "coach", FALSE);
  close_window (window);
}

/* Two people at the screen, Ana and Carla: each chooses their own seat
 * before the review, and the review is of that seat, its replays showing
 * that seat's hand. */
static void
test_shared_screen (void)
{
  CanastaWindow *window = new_game_window_with ((1u << 0) | (1u << 2));
  CanastaReviewDialog *dialog;
  CanastaReview *review;

  canasta_window_set_review_budget (window, 600000, 50, 1);
  play_blunder_round (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.review", NULL));
  g_assert_true (spin_until (review_open, window, 5000));
  dialog = CANASTA_REVIEW_DIALOG (canasta_window_get_review_dialog (window));
  /* No review, and no cards, before the person says who they are. */
  g_assert_cmpstr (canasta_review_dialog_get_page (dialog), ==, "seats");
  g_assert_null (canasta_review_dialog_get_review (dialog));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "Ana"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "Carla"));
  g_assert_null (find_button (GTK_WIDGET (dialog), "Bruno"));
  save_png (GTK_WIDGET (dialog), "review-seats.png");

  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "Carla"), "clicked");
  review = canasta_review_dialog_get_review (dialog);
  g_assert_nonnull (review);
  g_assert_cmpint (canasta_review_get_seat (review), ==, 2);
  g_assert_true (test_wait_for (review_ended, dialog));
  g_assert_cmpint (canasta_review_get_status (review), ==, CANASTA_REVIEW_DONE);
  for (guint i = 0; i < g_list_model_get_n_items (canasta_review_get_entries (review)); i++)
    {
      g_autoptr(CanastaReviewEntry) entry = g_list_model_get_item (canasta_review_get_entries (review), i);
      g_autoptr(CanastaExample) example = canasta_review_entry_new_example (entry, FALSE, NULL);

      g_assert_cmpint (canasta_review_entry_get_played (entry)->seat, ==, 2);
      g_assert_nonnull (example);
      g_assert_cmpint (canasta_example_get_follow_seat (example), ==, 2);
    }

  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  g_assert_true (spin_until (review_closed, window, 5000));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/review-dialog/blunder-listed", test_blunder_listed);
  g_test_add_func ("/review-dialog/cancel", test_cancel);
  g_test_add_func ("/review-dialog/only-round-over", test_only_round_over);
  g_test_add_func ("/review-dialog/coach", test_coach);
  g_test_add_func ("/review-dialog/coach-draw", test_coach_draw);
  g_test_add_func ("/review-dialog/coach-lay-off", test_coach_lay_off);
  g_test_add_func ("/review-dialog/shared-screen", test_shared_screen);

  return g_test_run ();
}
