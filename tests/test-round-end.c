/* test-round-end.c: the end of a round and of a game, and the game's story
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The round's summary closed in every way a person closes a window, and the
 * game going on from the table; the summary again; the score sheet of every
 * round, also after the game was saved and resumed; the hands shown at the
 * count. With CANASTA_SCREENSHOT_DIR set, the README's screenshots of them.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "canasta-fly-layer.h"
#include "canasta-game-save.h"
#include "canasta-hand-strip.h"
#include "canasta-new-game-dialog.h"
#include "canasta-round-summary.h"
#include "canasta-score-sheet.h"
#include "cn-text.h"
#include "cn-save.h"
#include "test-util.h"
#include "test-window-util.h"

static CanastaWindow *
new_game_window (CnVariant variant,
                 guint64   seed)
{
  CanastaWindow *window = open_game_window (variant, 4, 1, seed, 1280, 800);

  g_assert_true (spin_until (human_to_act, window, 20000));
  return window;
}

/* Ana, with 8C 8D 8H 5S in a hand of s, melds the eights and discards
 * the five: the round is over, its summary on show. */
static void
ana_goes_out (CanastaWindow *window,
              CnState       *s)
{
  CanastaGame *game = canasta_window_get_game (window);

  tu_pile (s, "4C 10S");
  tu_stock (s, "JC 6H 5D 4S QC 8S");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  tu_finish (s);
  canasta_game_set_state (game, s);

  select_hand_cards (window, "8C 8D 8H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  select_hand_cards (window, "5S");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 10000));
}

/* Ana has drawn; three eights to meld and the five of spades to discard
 * take her out, her side holding a canasta of kings. Every other seat
 * still holds cards, for the count. */
static void
going_out_with (CanastaWindow *window,
                int            deal)
{
  /* The others' hands and Bruno & Marco's melds, a different count each
   * round the score sheet tells. */
  static const char *const others[][5] = {
    { "4H 6C 9S KH", "7C 7S JD 10H AC", "9D 9H 6S 5C JK", "QS QH QD", NULL },
    { "4H 6C", "7C 10H", "9D 6S 5C", "QS QH QD JK 2S", "10S 10C 10D" },
    { "4H 6C 9S KH JD 10H", "7C", "9D 9H", "QS QH QD", "6D 6H 6S 2H" },
  };
  CanastaGame *game = canasta_window_get_game (window);
  CnState s = *canasta_game_get_state (game);

  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "8C 8D 8H 5S");
  tu_hand (&s, 1, others[deal][0]);
  tu_hand (&s, 2, others[deal][1]);
  tu_hand (&s, 3, others[deal][2]);
  tu_meld (&s, 0, "KC KD KH KS KC 2D JK");
  tu_meld (&s, 0, "AS AH AD");
  tu_meld (&s, 1, others[deal][3]);
  if (others[deal][4] != NULL)
    tu_meld (&s, 1, others[deal][4]);
  ana_goes_out (window, &s);
}

static void
going_out (CanastaWindow *window)
{
  going_out_with (window, 0);
}

static gboolean
summary_gone (CanastaWindow *window)
{
  return canasta_window_get_summary (window) == NULL;
}

static gboolean
new_round_on (CanastaWindow *window)
{
  return canasta_game_get_phase (canasta_window_get_game (window)) != CANASTA_PHASE_ROUND_OVER &&
         human_to_act (window);
}

/* The action bar's suggested button, the one a person looks for. */
static GtkWidget *
suggested_button (CanastaWindow *window,
                  const char    *action)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_has_css_class (button, "suggested-action"));
  return button;
}

/* The table between two rounds: the way on is offered, the moves are not;
 * the status line says what to do. */
static void
assert_table_offers_next (CanastaWindow *window,
                          const char    *label)
{
  GtkWidget *draw = find_action_button (GTK_WIDGET (window), "table.draw");
  GtkWidget *title = find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);
  const char *subtitle = adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));

  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (suggested_button (window, "table.next-round"))), ==, label);
  g_assert_true (gtk_widget_get_mapped (find_action_button (GTK_WIDGET (window), "table.round-summary")));
  g_assert_false (gtk_widget_get_visible (draw));
  g_test_message ("status: %s", subtitle);
  g_assert_nonnull (strstr (subtitle, "(N)"));
  g_assert_nonnull (strstr (subtitle, "(Ctrl+R)"));
}

#ifdef HAVE_XTEST
/* A key on the X server, to whichever window has the keyboard. */
static void
fake_key (guint    keyval,
          gboolean control)
{
  Display *dpy = x_display ();
  KeyCode ctrl = XKeysymToKeycode (dpy, GDK_KEY_Control_L);
  KeyCode code = XKeysymToKeycode (dpy, keyval);

  if (control)
    XTestFakeKeyEvent (dpy, ctrl, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  if (control)
    XTestFakeKeyEvent (dpy, ctrl, False, CurrentTime);
  XSync (dpy, False);
}

/* Without a window manager nobody hands the keyboard back to the table
 * when the summary goes: the keyboard follows the pointer over the table,
 * and a Shift tapped until the window hears it says that it does. */
static void
give_keyboard (CanastaWindow *window)
{
  Display *dpy = x_display ();
  KeyCode shift = XKeysymToKeycode (dpy, GDK_KEY_Shift_L);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint seen = keys_released;

  XSetInputFocus (dpy, PointerRoot, RevertToPointerRoot, CurrentTime);
  XTestFakeMotionEvent (dpy, -1, 600, 400, CurrentTime);
  XSync (dpy, False);
  while (keys_released == seen && g_get_monotonic_time () < end)
    {
      gint64 tap = g_get_monotonic_time () + 100 * 1000;

      XTestFakeKeyEvent (dpy, shift, True, CurrentTime);
      XTestFakeKeyEvent (dpy, shift, False, CurrentTime);
      XSync (dpy, False);
      while (keys_released == seen && g_get_monotonic_time () < tap)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (keys_released, >, seen);
}

static gboolean
summary_active (CanastaWindow *window)
{
  GtkWidget *summary = canasta_window_get_summary (window);

  return summary != NULL && gtk_window_is_active (GTK_WINDOW (summary));
}
#endif

/* The summary closed with its close button: the table offers the next
 * round and the summary again, and the next round is dealt from it. */
static void
test_close_then_next (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 11);
  CanastaGame *game = canasta_window_get_game (window);

  going_out (window);
  save_png (GTK_WIDGET (window), "round-end-before-close.png");
  /* The ✕ of the summary's header bar. */
  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  g_assert_true (spin_until (summary_gone, window, 5000));
  assert_table_offers_next (window, "Next _Round");
  save_png (GTK_WIDGET (window), "table-after-summary-closed.png");

  /* The summary again, from the table's button; it shows the same round. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.round-summary", NULL);
  g_assert_true (spin_until (summary_shown, window, 5000));
  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  g_assert_true (spin_until (summary_gone, window, 5000));

  g_assert_cmpint (canasta_game_get_round (game), ==, 1);
  g_signal_emit_by_name (suggested_button (window, "table.next-round"), "clicked");
  g_assert_true (spin_until (new_round_on, window, 20000));
  g_assert_cmpint (canasta_game_get_round (game), ==, 1);
  g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (gtk_widget_get_visible (find_action_button (GTK_WIDGET (window), "table.draw")));
  g_assert_false (gtk_widget_get_visible (find_action_button (GTK_WIDGET (window), "table.next-round")));

  close_window (window);
}

/* Escape closes the summary as its close button does; Ctrl+R brings it
 * back, and N deals the next round, all from the keyboard. */
static void
test_keys (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 12);
  CanastaGame *game = canasta_window_get_game (window);

  count_keys (window);
  going_out (window);
  g_assert_true (spin_until (summary_active, window, 10000));
  fake_key (GDK_KEY_Escape, FALSE);
  g_assert_true (spin_until (summary_gone, window, 10000));
  assert_table_offers_next (window, "Next _Round");

  give_keyboard (window);
  fake_key (GDK_KEY_r, TRUE);
  g_assert_true (spin_until (summary_shown, window, 10000));
  g_assert_true (spin_until (summary_active, window, 10000));
  fake_key (GDK_KEY_Escape, FALSE);
  g_assert_true (spin_until (summary_gone, window, 10000));

  give_keyboard (window);
  fake_key (GDK_KEY_n, FALSE);
  g_assert_true (spin_until (new_round_on, window, 20000));
  g_assert_cmpint (canasta_game_get_round (game), ==, 1);

  close_window (window);
#else
  g_test_skip ("built without XTest");
#endif
}

/* The last round of a game, its summary closed: the table leads to the
 * game's result, and from there to the score sheet. */
static void
test_game_over_from_table (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 13);
  CanastaGame *game = canasta_window_get_game (window);
  const int totals[] = { 4900, 1200 };

  canasta_game_set_totals (game, totals);
  going_out (window);
  g_assert_true (canasta_game_get_over (game));
  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  g_assert_true (spin_until (summary_gone, window, 5000));
  assert_table_offers_next (window, "See the _Result");

  gtk_widget_activate_action (GTK_WIDGET (window), "table.next-round", NULL);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "game-over");
  /* Above the result, the status line no longer sends the player to it
   * with N: it names what is left to do. */
  {
    GtkWidget *title = find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);
    const char *subtitle = adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));

    g_test_message ("status: %s", subtitle);
    g_assert_null (strstr (subtitle, "(N)"));
    g_assert_nonnull (strstr (subtitle, "score sheet (Ctrl+T)"));
  }
  g_signal_emit_by_name (find_action_button (GTK_WIDGET (window), "table.score-sheet"), "clicked");
  g_assert_nonnull (canasta_window_get_score_sheet (window));

  close_window (window);
}

/* The last round's summary: its button says where it leads, the game's
 * result (a new game is offered there), and leads there. */
static void
test_game_over_from_summary (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 14);
  CanastaGame *game = canasta_window_get_game (window);
  const int totals[] = { 4900, 1200 };
  GtkWidget *button;

  canasta_game_set_totals (game, totals);
  going_out (window);
  g_assert_true (canasta_game_get_over (game));
  button = find_button (canasta_window_get_summary (window), "See the _Result");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (spin_until (summary_gone, window, 5000));
  g_assert_cmpstr (canasta_window_get_page (window), ==, "game-over");

  close_window (window);
}

/* The sheet's rows that start with label, their numbers per side. */
static int
sheet_rows (const char *text,
            const char *label,
            int         values[][2],
            int         max)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  int n = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[i], "\t", -1);

      if (g_strcmp0 (cells[0], label) != 0 || g_strv_length (cells) != 3)
        continue;
      g_assert_cmpint (n, <, max);
      for (int side = 0; side < 2; side++)
        {
          g_autofree char *digits = g_strdup (cells[side + 1]);

          /* "1,234" and "−45" as the sheet writes them. */
          g_strdelimit (digits, ",", ' ');
          {
            g_autoptr(GString) plain = g_string_new (NULL);
            gboolean negative = g_str_has_prefix (digits, "−") || digits[0] == '-';

            for (const char *c = digits; *c != '\0'; c++)
              if (g_ascii_isdigit (*c))
                g_string_append_c (plain, *c);
            values[n][side] = (negative ? -1 : 1) * atoi (plain->str);
          }
        }
      n++;
    }
  return n;
}

static char *
sheet_text (CanastaWindow *window)
{
  GtkWidget *sheet;

  gtk_widget_activate_action (GTK_WIDGET (window), "table.score-sheet", NULL);
  sheet = canasta_window_get_score_sheet (window);
  g_assert_nonnull (sheet);
  return canasta_score_sheet_dup_text (CANASTA_SCORE_SHEET (sheet));
}

/* Three rounds: the sheet lists each with its lines and the running
 * totals, which end on the game's; saved and resumed, it says the same. */
static void
test_score_sheet (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 14);
  CanastaGame *game = canasta_window_get_game (window);
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CnSaveData) data = { 0 };
  g_auto(CnSaveData) back = { 0 };
  int round_points[4][2], totals[4][2];
  int sum[2] = { 0, 0 };

  for (int round = 0; round < 3; round++)
    {
      if (round > 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "table.next-round", NULL);
          g_assert_true (spin_until (new_round_on, window, 20000));
        }
      going_out_with (window, round);
    }
  g_assert_cmpuint (canasta_game_get_n_story_rounds (game), ==, 3);

  text = sheet_text (window);
  g_test_message ("%s", text);
  /* The totals after each round come first, under their heading. */
  g_assert_true (g_str_has_prefix (text, "Running total\t"));
  g_assert_nonnull (strstr (text, "Round 1\t"));
  g_assert_nonnull (strstr (text, "Round 2\t"));
  g_assert_nonnull (strstr (text, "Round 3\t"));
  /* The lines are named as the summary names them. */
  g_assert_nonnull (strstr (text, "Melded cards\t"));
  g_assert_nonnull (strstr (text, "Cards left in hand\t"));
  g_assert_cmpint (sheet_rows (text, "This round", round_points, 4), ==, 3);
  g_assert_cmpint (sheet_rows (text, "Total", totals, 4), ==, 3);
  for (int round = 0; round < 3; round++)
    for (int side = 0; side < 2; side++)
      {
        sum[side] += round_points[round][side];
        g_assert_cmpint (totals[round][side], ==, sum[side]);
      }
  g_assert_cmpint (totals[2][0], ==, canasta_game_get_total (game, 0));
  g_assert_cmpint (totals[2][1], ==, canasta_game_get_total (game, 1));
  save_png (canasta_window_get_score_sheet (window), "score-sheet.png");

  /* The autosave's way: the game written to a file, read back into
   * another window. */
  path = g_build_filename (g_get_tmp_dir (), "canasta-test-round-end-save.json", NULL);
  g_assert_true (canasta_game_export_save (game, &data));
  g_assert_true (cn_save_write (path, &data, &error));
  g_assert_no_error (error);
  close_window (window);

  window = new_game_window (CN_VARIANT_CLASSIC, 15);
  g_assert_cmpuint (canasta_game_get_n_story_rounds (canasta_window_get_game (window)), ==, 0);
  g_assert_true (cn_save_read (path, &back, &error));
  g_assert_no_error (error);
  g_unlink (path);
  canasta_game_restore_save (canasta_window_get_game (window), &back);
  again = sheet_text (window);
  g_assert_cmpstr (again, ==, text);

  close_window (window);
}

/* A save from before the story (format 4) still loads, with no story;
 * a story that does not add up is refused, saying where. */
static void
test_story_format (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 16);
  CanastaGame *game = canasta_window_get_game (window);
  g_auto(CnSaveData) data = { 0 };
  g_auto(CnSaveData) back = { 0 };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *object;
  JsonArray *story;

  going_out (window);
  g_assert_true (canasta_game_export_save (game, &data));
  bytes = cn_save_to_bytes (&data, &error);
  g_assert_no_error (error);
  root = json_from_string (g_bytes_get_data (bytes, NULL), &error);
  g_assert_no_error (error);
  object = json_node_get_object (root);
  story = json_object_get_array_member (object, "story");
  g_assert_cmpuint (json_array_get_length (story), ==, 1);

  /* A total that is not the game's. */
  {
    JsonObject *entry = json_array_get_object_element (story, 0);
    JsonArray *wrong = json_array_new ();

    json_array_add_int_element (wrong, 7);
    json_array_add_int_element (wrong, json_array_get_int_element (json_object_get_array_member (entry, "totals"), 1));
    json_object_set_array_member (entry, "totals", wrong);
  }
  text = json_to_string (root, FALSE);
  g_assert_false (cn_save_from_bytes ((const guint8 *) text, strlen (text), &back, &error));
  g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "story[0]"));
  g_clear_error (&error);
  g_free (text);

  /* Format 4: no story, and the round on its scores tells itself. */
  json_object_remove_member (object, "story");
  json_object_remove_member (object, "past");
  json_object_set_int_member (object, "version", 4);
  text = json_to_string (root, FALSE);
  g_assert_true (cn_save_from_bytes ((const guint8 *) text, strlen (text), &back, &error));
  g_assert_no_error (error);
  g_assert_null (back.story);
  canasta_game_restore_save (game, &back);
  g_assert_cmpuint (canasta_game_get_n_story_rounds (game), ==, 1);

  close_window (window);
}

/* The count shows each card's corner index whole and readable: the deck
 * draws it in the left 52 of a card's 250 units and the top 100 of its
 * 350 (data/cards/generate-deck.py). At least 24 pixels tall, so that the
 * court cards' index is told apart from their picture (issue 28). */
static void
assert_indices_readable (CanastaHandStrip *strip)
{
  guint n = canasta_hand_strip_get_n_cards (strip);

  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t card, next;

      canasta_hand_strip_get_card_bounds (strip, i, &card);
      g_assert_cmpfloat (card.size.height * 100 / 350, >=, 24);
      if (i + 1 == n)
        break;
      canasta_hand_strip_get_card_bounds (strip, i + 1, &next);
      g_assert_cmpfloat (next.origin.x - card.origin.x, >=, card.size.width * 52 / 250);
    }
}

/* The count: every seat's hand in card pictures, each with its cost. */
static void
test_hands_shown (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 17);
  CanastaGame *game = canasta_window_get_game (window);
  GtkWidget *summary;
  g_autofree char *text = NULL;
  guint strips = 0, cards = 0;

  going_out (window);
  summary = canasta_window_get_summary (window);
  for (GtkWidget *w = find_descendant (summary, CANASTA_TYPE_HAND_STRIP); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (CANASTA_IS_HAND_STRIP (w))
      {
        strips++;
        cards += canasta_hand_strip_get_n_cards (CANASTA_HAND_STRIP (w));
        g_assert_true (gtk_widget_get_mapped (w));
        assert_indices_readable (CANASTA_HAND_STRIP (w));
      }
  /* Ana went out; the three others hold 4, 5 and 5 cards. */
  g_assert_cmpuint (strips, ==, 3);
  g_assert_cmpuint (cards, ==, 14);
  /* Bruno's 4H 6C 9S KH: 5 + 5 + 10 + 10. */
  g_assert_cmpint (canasta_game_get_hand_points (game, 1), ==, 30);
  text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (summary));
  g_assert_nonnull (strstr (text, "Bruno\t−30\n"));
  g_assert_nonnull (strstr (text, "Ana\tno cards left\n"));
  save_png (summary, "round-end-hands.png");

  close_window (window);
}

/* One against one, the summary says which player, not which side, wins
 * at the target. */
static void
test_alone_target (void)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 2, .seed = 5,
                             .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER },
                             .names = { "Ana", "Bruno" } };
  CanastaGame *game = canasta_window_get_game (window);
  g_autofree char *text = NULL;
  CnState s;

  canasta_game_set_pace (game, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  g_assert_true (spin_until (human_to_act, window, 20000));

  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 2);
  tu_hand (&s, 0, "8C 8D 8H 5S");
  tu_hand (&s, 1, "4H 6C 9S KH");
  /* One against one, going out takes two canastas. */
  tu_meld (&s, 0, "KC KD KH KS KC 2D JK");
  tu_meld (&s, 0, "AS AH AD AC AS AH 2C");
  ana_goes_out (window, &s);

  text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "The first player to reach 5,000 wins the game.\n"));
  g_assert_null (strstr (text, "side"));

  close_window (window);
}

static gboolean
nothing_flying (CanastaWindow *window)
{
  return canasta_fly_layer_get_n_flying (CANASTA_FLY_LAYER (canasta_window_get_fly_layer (window))) == 0;
}

/* A uruguayan round after the cut, its deal landed, for the caller to
 * deal into: Ana & Carla hold a canasta of kings, a dirty one of jacks
 * (de moda) and three sevens, Bruno & Marco three queens; Ana to play. */
static void
uruguayan_table (CanastaWindow *window,
                 CnState       *s)
{
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  g_assert_true (spin_until (nothing_flying, window, 20000));
  *s = *canasta_game_get_state (canasta_window_get_game (window));
  cn_state_init_empty (s, s->rules, &s->options, 4);
  tu_meld (s, 0, "KC KC KD KD KH KS KS");
  tu_meld (s, 0, "JC JD JH JS JD JH 2C");
  tu_meld (s, 0, "7C 7D 7H");
  tu_meld (s, 1, "QS QH QD");
  tu_pile (s, "4C 10S");
  tu_stock (s, "AD 6H 5D 4S QC 8S 8H 9C");
  s->moda = CN_RANK_JACK;
  s->turn = 0;
}

/* A uruguayan round under way: Ana & Carla hold a canasta of kings and
 * one of jacks, de moda this round, and a meld of sevens. Beside their
 * name the table says what they have on the table, how far they are from
 * the canastilla, and that they hold the canasta de moda, in the numbers
 * the round's scoring gives. */
static void
test_uruguayan_progress (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_URUGUAYAN, 19);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaSideView *ours, *theirs;
  CanastaPremioProgress p;
  CnRoundScore score;
  CnState s;
  g_autofree char *points = NULL;
  g_autofree char *expected = NULL;

  uruguayan_table (window, &s);
  tu_hand (&s, 0, "8C 8D 9H 5S 6C 10D 4H");
  tu_hand (&s, 1, "4D 6D 9S KH 5C 10H");
  tu_hand (&s, 2, "7S JC 10C AC 6H 5D 4S");
  tu_hand (&s, 3, "9D 9C 6S 5H JK QC");
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_assert_true (spin_until (nothing_flying, window, 20000));

  g_assert_true (canasta_game_get_premio_progress (game, 0, &p));
  cn_state_score (canasta_game_get_state (game), &score);
  g_assert_cmpint (p.table_points, ==, score.sides[0].lines[CN_LINE_MELDS]);
  g_assert_cmpint (p.canastas, ==, 2);
  g_assert_cmpint (p.canastilla_count, ==, 5);
  g_assert_true (p.moda_canastas);

  ours = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0));
  theirs = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 1));
  points = cn_text_number (p.table_points);
  expected = g_strdup_printf ("%s on the table · canastilla 2/5 · moda ✓", points);
  g_assert_cmpstr (canasta_side_view_get_note (ours), ==, expected);
  g_assert_cmpstr (canasta_side_view_get_note (theirs), ==, "30 on the table · canastilla 0/5");
  save_png (GTK_WIDGET (window), "uruguayan-progress.png");

  close_window (window);

  /* A variant without the canastilla shows no such note. */
  window = new_game_window (CN_VARIANT_CLASSIC, 20);
  g_assert_false (canasta_game_get_premio_progress (canasta_window_get_game (window), 0, &p));
  g_assert_null (canasta_side_view_get_note (CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0))));
  close_window (window);
}

/* A uruguayan round's summary, its lines of premios and four hands at
 * the count, fits a 768-pixel screen: the lines scroll, the button to go
 * on stays in sight. */
static void
test_uruguayan_summary_fits (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_URUGUAYAN, 21);
  CnState s;
  GtkWidget *summary, *next;
  graphene_rect_t bounds;
  int height;

  uruguayan_table (window, &s);
  tu_hand (&s, 0, "8C 8D 8H 5S");
  tu_hand (&s, 1, "4D 6D 9S KH 5C 10H 7C 7S JD 10S AC QS QH 9D 4C");
  tu_hand (&s, 2, "7S JC 10C AC 6H 5D 4S 9H 9C 6S 5H QC KD 8S");
  tu_hand (&s, 3, "9D 9C 6S 5H JK QC 4H 6C 9S KH 8D 10H AD 2S");
  tu_meld (&s, 1, "AS AH AD AS AH JK 2D");
  tu_red_threes (&s, 0, "3H 3D");
  tu_red_threes (&s, 1, "3H");
  /* Carla said yes: Ana closes. */
  s.asked = TRUE;
  s.answer = CN_ANSWER_YES;
  ana_goes_out (window, &s);
  summary = canasta_window_get_summary (window);
  wait_drawn (summary);
  save_png (summary, "uruguayan-summary.png");

  /* 768 pixels less a desktop's top bar. */
  height = gtk_widget_get_height (summary);
  g_test_message ("summary: %d px high", height);
  g_assert_cmpint (height, <=, 768 - 48);
  next = find_button (summary, "Next _Round");
  g_assert_nonnull (next);
  g_assert_true (gtk_widget_compute_bounds (next, summary, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);

  close_window (window);
}

static gboolean
question_shown (CanastaWindow *window)
{
  return find_shown_window (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Right after round 1, the question before a new game speaks of round 1,
 * the round on the table, not of a round 2 nobody has seen. */
static void
test_abandon_round_number (void)
{
  CanastaWindow *window = new_game_window (CN_VARIANT_CLASSIC, 18);
  GtkWindow *dialog, *question;

  going_out (window);
  gtk_widget_activate_action (canasta_window_get_summary (window), "window.close", NULL);
  g_assert_true (spin_until (summary_gone, window, 5000));
  g_assert_true (canasta_window_get_game_in_progress (window));

  canasta_window_show_new_game (window);
  dialog = find_shown_window (CANASTA_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  canasta_new_game_dialog_start (CANASTA_NEW_GAME_DIALOG (dialog));
  g_assert_true (spin_until (question_shown, window, 5000));
  question = find_shown_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (question)), ==,
                   "The game in progress, in round 1, will be lost.");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  gtk_window_destroy (dialog);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/round-end/close-then-next", test_close_then_next);
  g_test_add_func ("/round-end/keys", test_keys);
  g_test_add_func ("/round-end/game-over-from-table", test_game_over_from_table);
  g_test_add_func ("/round-end/game-over-from-summary", test_game_over_from_summary);
  g_test_add_func ("/round-end/score-sheet", test_score_sheet);
  g_test_add_func ("/round-end/story-format", test_story_format);
  g_test_add_func ("/round-end/hands-shown", test_hands_shown);
  g_test_add_func ("/round-end/alone-target", test_alone_target);
  g_test_add_func ("/round-end/abandon-round-number", test_abandon_round_number);
  g_test_add_func ("/round-end/uruguayan-progress", test_uruguayan_progress);
  g_test_add_func ("/round-end/uruguayan-summary-fits", test_uruguayan_summary_fits);

  return g_test_run ();
}
