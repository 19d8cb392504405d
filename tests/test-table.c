/* test-table.c: playing at the table as a person does, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole round with the keyboard alone, undo, the history of the round,
 * the game-over screen, and the screenshots of the table the README shows
 * (with CANASTA_SCREENSHOT_DIR set).
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "cn-ai.h"

#include "canasta-application.h"
#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-celebration.h"
#include "canasta-game.h"
#include "canasta-game-save.h"
#include "canasta-hand-view.h"
#include "canasta-history-view.h"
#include "canasta-meld.h"
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "cn-undo.h"
#include "test-util.h"
#include "test-window-util.h"
#include "cn-text.h"

#ifdef HAVE_XTEST
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#endif

/* A window on a new game of variant, seat 0 a person and the others
 * computers. */
static CanastaWindow *
new_variant_window (CnVariant variant,
                    int       players,
                    guint64   seed,
                    int       width,
                    int       height)
{
  CanastaWindow *window = open_game_window (variant, players, 1, seed, width, height);

  wait_drawn (GTK_WIDGET (window));
  return window;
}

static CanastaWindow *
new_window (int      players,
            guint64  seed,
            int      width,
            int      height)
{
  return new_variant_window (CN_VARIANT_CLASSIC, players, seed, width, height);
}

/* A window on the position above, the person's seat about to draw. */
static CanastaWindow *
mid_round_window (int      width,
                  int      height,
                  CnState *state)
{
  CanastaWindow *window = new_window (4, 7, width, height);
  CanastaGame *game = canasta_window_get_game (window);

  g_assert_true (spin_until (human_to_act, window, 20000));
  mid_round_state (game, state);
  canasta_game_set_state (game, state);
  return window;
}


/* ------------------------------------------------------------ keyboard */

/* A whole round of a two-player game, the person's seat played with the
 * keyboard alone: every draw, take, meld, lay-off and discard is typed,
 * and after every key the focus ring is on screen. The moves are the ones
 * the simple computer player would choose in that seat. */
static void
test_keyboard_round (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window;
  CanastaGame *game;
  Display *dpy = x_display ();
  int moves = 0;

  if (dpy == NULL)
    {
      g_test_skip ("keys are typed through X11's XTest");
      return;
    }

  window = new_window (2, 11, 1280, 800);
  game = canasta_window_get_game (window);
  count_keys (window);
  wait_drawn (GTK_WIDGET (window));
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                  RevertToParent, CurrentTime);
  XFlush (dpy);
  g_assert_true (spin_until (window_active, window, 5000));

  /* The table opens with the keyboard on the hand. */
  press (window, GDK_KEY_Right);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         canasta_window_get_hand_view (window)));

  /* Escape with a message showing still clears the selection: a refused
   * discard (nothing selected) shows its toast, a card is selected, and
   * Escape both clears it and closes the toast. */
  {
    CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));

    g_assert_true (spin_until (human_to_act, window, 20000));
    press (window, GDK_KEY_x);
    g_assert_nonnull (canasta_window_get_last_message (window));
    press (window, GDK_KEY_h);
    press (window, GDK_KEY_space);
    g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 1);
    press (window, GDK_KEY_Escape);
    g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 0);
  }

  while (canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    {
      CnMove move;
      guint32 before;

      g_assert_true (spin_until (human_to_act, window, 20000));
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;

      cn_ai_simple_choose (canasta_game_get_state (game), &move);
      before = canasta_game_get_state (game)->move_count;
      play_by_keys (window, &move);
      if (canasta_game_get_state (game)->move_count == before)
        {
          g_autofree char *text = cn_move_to_string (&move);

          g_test_message ("%s not played: %s", text, canasta_window_get_last_message (window));
        }
      g_assert_cmpuint (canasta_game_get_state (game)->move_count, >, before);
      g_assert_cmpint (++moves, <, 600);
    }

  g_test_message ("a whole round in %d moves typed on the keyboard", moves);
  g_assert_cmpint (moves, >=, 4);
  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* A wild card selected and L pressed: the table asks which meld, and says
 * how with the keyboard too; Tab to the meld and Enter lay it off there,
 * the wild card still selected. */
static void
test_wild_lay_off_keys (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window;
  CanastaGame *game;
  CanastaSideView *own;
  Display *dpy = x_display ();
  CnMove two = { .kind = CN_MOVE_ADD, .n = 1, .cards = { CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS) } };
  CnState state;
  int tabs = 0;

  if (dpy == NULL)
    {
      g_test_skip ("keys are typed through X11's XTest");
      return;
    }

  window = mid_round_window (1280, 800, &state);
  game = canasta_window_get_game (window);
  state.phase = CN_PHASE_PLAY;
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  count_keys (window);
  wait_drawn (GTK_WIDGET (window));
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                  RevertToParent, CurrentTime);
  XFlush (dpy);
  g_assert_true (spin_until (window_active, window, 5000));

  select_by_keys (window, &two);
  press (window, GDK_KEY_l);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Pick the meld for this wild card: drop it on the meld, click the meld, "
                   "or press Tab until the meld has the focus and then Enter.");
  save_png (GTK_WIDGET (window), "wild-lay-off-keys.png");

  /* As the message says: Tab to the fives, then Enter. */
  own = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0));
  while (gtk_root_get_focus (GTK_ROOT (window)) != canasta_side_view_get_meld_widget (own, 2))
    {
      press (window, GDK_KEY_Tab);
      g_assert_cmpint (++tabs, <, 120);
    }
  g_test_message ("Tab pressed %d times from the hand to the meld", tabs);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (CANASTA_HAND_VIEW (canasta_window_get_hand_view (window))), ==, 1);
  press (window, GDK_KEY_Return);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][2].n, ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 0);
  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* ---------------------------------------------------------------- undo */

/* A wild card and L where one meld alone can take it (the nines hold
 * their three wilds already): it goes on the fives at once, no question
 * asked (an Italian play-tester was asked to pick among one meld). */
static void
test_wild_lay_off_sole (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CnState state;
  int fives = -1;

  window = mid_round_window (1280, 800, &state);
  game = canasta_window_get_game (window);
  cn_state_init_empty (&state, state.rules, &state.options, 4);
  tu_hand (&state, 0, "AS AH KC KD 10S 8C 7D 6S 4C 2C");
  tu_hand (&state, 1, "QS QH JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_hand (&state, 2, "AD KS QD JD 10C 8D 7C 6C");
  tu_hand (&state, 3, "JH 10H 9C 8H 7H 6H 5C 4H 4S 3S 3C");
  tu_meld (&state, 0, "9C 9D 9S 9H 2H JK 2D");
  tu_meld (&state, 0, "5C 5S 5D");
  tu_pile (&state, "8C 5S 10D JC");
  tu_stock (&state, "KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  state.turn = 0;
  state.phase = CN_PHASE_PLAY;
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  test_wait_settle ();

  select_hand_cards (window, "2C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  for (int i = 0; i < canasta_game_get_state (game)->n_melds[0]; i++)
    if (canasta_game_get_state (game)->melds[0][i].rank == 5)
      fives = i;
  g_assert_cmpint (fives, >=, 0);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][fives].n, ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 0);
  close_window (window);
}

/* The button the table suggests, of draw, meld and discard: the one
 * with the suggested-action style, or NULL. */
static const char *
suggested (CanastaWindow *window)
{
  static const char *const actions[] = { "table.draw", "table.meld", "table.discard" };
  const char *found = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = find_action_button (GTK_WIDGET (window), actions[i]);

      g_assert_nonnull (button);
      if (gtk_widget_has_css_class (button, "suggested-action"))
        {
          g_assert_null (found);
          found = actions[i];
        }
    }
  return found;
}

/* The table suggests the next step: drawing, then melding while a taken
 * pile waits for the opening (the Italian play-tester saw Discard lit
 * with "Opening: 30 of 50"), then discarding once it is made; the empty
 * pile says so once ("Pile: 0 cards · Empty" before). */
static void
test_suggested_step (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CnVerdict verdict;
  CanastaCardSet kings = { .seat = 0 }, aces = { .seat = 0 };
  CnState state;

  window = mid_round_window (1280, 800, &state);
  game = canasta_window_get_game (window);
  cn_state_init_empty (&state, state.rules, &state.options, 4);
  tu_hand (&state, 0, "KC KD JK AS AH AD 7S 5H 4C 9D");
  tu_hand (&state, 1, "QS QH JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_hand (&state, 2, "AC KS QD JD 10C 8D 7C 6C");
  tu_hand (&state, 3, "JH 10H 9C 8H 7H 6H 5C 4H 4S 3S 3C");
  tu_pile (&state, "8C 5S 10D KH");
  tu_stock (&state, "2S 7D 6H JC 10S 4D QC 8H");
  state.turn = 0;
  state.phase = CN_PHASE_DRAW;
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  test_wait_settle ();
  g_assert_cmpstr (suggested (window), ==, "table.draw");

  /* The pair and a wild: refused for the wild, which the reason names
   * (the play-tester was told only that a natural pair was needed). */
  select_hand_cards (window, "KC KD JK");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.take-pile", NULL);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Your side has not opened yet, so the pile is frozen for you: taking it needs "
                   "a natural pair of kings from your hand, without wild cards.");
  g_assert_cmpint (canasta_game_get_state (game)->phase, ==, CN_PHASE_DRAW);

  kings.n = tu_cards ("KC KD", kings.cards);
  g_assert_true (canasta_game_take_pile (game, &kings, &verdict));
  test_wait_settle ();
  g_assert_true (canasta_game_get_state (game)->pile_pending);
  g_assert_cmpstr (suggested (window), ==, "table.meld");
  save_png (GTK_WIDGET (window), "suggested-meld.png");

  aces.n = tu_cards ("AS AH AD", aces.cards);
  g_assert_true (canasta_game_meld (game, &aces, &verdict));
  test_wait_settle ();
  g_assert_false (canasta_game_get_state (game)->pile_pending);
  g_assert_cmpstr (suggested (window), ==, "table.discard");
  /* The pile taken: empty, said once. */
  g_assert_cmpstr (canasta_pile_view_get_label (CANASTA_PILE_VIEW (canasta_window_get_pile_view (window))),
                   ==, "Pile: empty");
  close_window (window);
}

/* The hand on screen holds exactly the cards of the seat in state. */
static void
assert_hand_shows (CanastaWindow *window,
                   const CnState *state)
{
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  uint8_t shown[CN_N_KINDS] = { 0 };

  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand), ==, state->hand_n[0]);
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    shown[canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i))))]++;
  g_assert_cmpmem (shown, sizeof shown, state->hand[0], sizeof state->hand[0]);
}

static GStrv
history_lines (CanastaHistoryView *view)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();

  for (guint i = 0; i < canasta_history_view_get_n_turns (view); i++)
    g_strv_builder_add (lines, canasta_history_view_get_turn (view, i));
  return g_strv_builder_end (lines);
}

static void
assert_same_lines (GStrv               before,
                   CanastaHistoryView *view)
{
  g_assert_cmpuint (canasta_history_view_get_n_turns (view), ==, g_strv_length (before));
  for (guint i = 0; before[i] != NULL; i++)
    g_assert_cmpstr (canasta_history_view_get_turn (view, i), ==, before[i]);
}

/* The game saved to a file's bytes and read back into back; the number
 * of moves of history the save holds. */
static guint
save_round_trip (CanastaGame *game,
                 CnSaveData  *back)
{
  g_auto(CnSaveData) data = { 0 };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  cn_save_data_init (&data);
  g_assert_true (canasta_game_export_save (game, &data));
  bytes = cn_save_to_bytes (&data, &error);
  g_assert_no_error (error);
  g_assert_true (cn_save_from_bytes (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                     back, &error));
  g_assert_no_error (error);
  return data.history->len;
}

/* The game saved and read back into resumed. */
static guint
save_and_restore (CanastaGame *game,
                  CanastaGame *resumed)
{
  g_auto(CnSaveData) back = { 0 };
  guint n = save_round_trip (game, &back);

  canasta_game_restore_save (resumed, &back);
  return n;
}

/* Saved and resumed in a fresh model and view, the game's history shows
 * the lines the window's does; n_moves are in the save. */
static void
assert_history_resumes (CanastaWindow *window,
                        guint          n_moves)
{
  CanastaGame *game = canasta_window_get_game (window);
  g_auto(GStrv) lines = history_lines (find_history (GTK_WIDGET (window)));
  g_autoptr(CanastaGame) resumed = canasta_game_new ();
  CanastaHistoryView *view = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));

  canasta_game_set_pace (resumed, 0);
  canasta_history_view_set_game (view, resumed);
  g_assert_cmpuint (save_and_restore (game, resumed), ==, n_moves);
  assert_same_lines (lines, view);
  canasta_history_view_set_game (view, NULL);
  g_object_unref (view);
}

static void
test_undo (void)
{
  CanastaWindow *window = new_window (4, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  GListModel *melds;
  CnState state, after_draw, after_meld;

  g_assert_true (spin_until (human_to_act, window, 20000));
  mid_round_state (game, &state);
  canasta_game_set_state (game, &state);
  melds = canasta_game_get_melds (game, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  after_draw = *canasta_game_get_state (game);
  g_assert_false (canasta_game_get_can_undo (game));

  /* The hint says what and why, and changes nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  g_test_message ("%s", canasta_window_get_last_message (window));
  g_assert_true (g_str_has_prefix (canasta_window_get_last_message (window), "Hint: "));
  g_assert_nonnull (strstr (canasta_window_get_last_message (window), " Why: "));
  g_assert_true (cn_state_same (canasta_game_get_state (game), &after_draw));

  /* A new meld of kings (the king drawn, two from the hand), then the nine
   * of hearts laid off on the nines. */
  select_hand_cards (window, "KC KD KH");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (melds), ==, 4);
  after_meld = *canasta_game_get_state (game);
  select_hand_cards (window, "9H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, after_draw.hand_n[0] - 4);
  g_assert_true (canasta_game_get_can_undo (game));
  g_assert_true (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (window), "table.undo")));

  /* Ctrl+Z takes back the lay-off: the nine returns to the hand, the
   * kings stay. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.undo", NULL);
  g_assert_true (cn_state_same (canasta_game_get_state (game), &after_meld));
  assert_hand_shows (window, &after_meld);
  g_assert_cmpuint (g_list_model_get_n_items (melds), ==, 4);

  /* The history lost the lay-off too, and a save keeps it so: the draw
   * and the meld since the position was set. */
  {
    CanastaHistoryView *history = find_history (GTK_WIDGET (window));

    g_assert_cmpuint (canasta_history_view_get_n_turns (history), ==, 1);
    g_assert_cmpstr (canasta_history_view_get_turn (history, 0), ==,
                     "Ana: drew a card, melded King of Clubs, King of Diamonds, King of Hearts");
    assert_history_resumes (window, 2);
  }

  /* And again: the kings come back, the table is the table after the
   * draw, card for card. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.undo", NULL);
  g_assert_true (cn_state_same (canasta_game_get_state (game), &after_draw));
  assert_hand_shows (window, &after_draw);
  g_assert_cmpuint (g_list_model_get_n_items (melds), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(CanastaMeld) meld = g_list_model_get_item (melds, i);

      g_assert_cmpuint (canasta_meld_get_n_cards (meld), ==, after_draw.melds[0][i].n);
    }
  g_assert_false (canasta_game_get_can_undo (game));

  /* Nothing more to take back: Take Back is not offered, the draw stays. */
  g_assert_false (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (window), "table.undo")));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.undo", NULL);
  g_assert_true (cn_state_same (canasta_game_get_state (game), &after_draw));

  /* The strict table rule: with the preference off, a meld stays down. */
  canasta_game_set_undo_allowed (game, FALSE);
  select_hand_cards (window, "KC KD KH");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  after_meld = *canasta_game_get_state (game);
  g_assert_false (canasta_game_get_can_undo (game));
  g_assert_false (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (window), "table.undo")));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.undo", NULL);
  g_assert_true (cn_state_same (canasta_game_get_state (game), &after_meld));

  /* On again, and the discard ends what can be taken back. */
  canasta_game_set_undo_allowed (game, TRUE);
  select_hand_cards (window, "9H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  g_assert_true (canasta_game_get_can_undo (game));
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_false (canasta_game_get_can_undo (game));

  close_window (window);
}

/* ------------------------------------------------------------- history */

/* After the person's turn the three computer seats play; the history
 * beside the table then says what each did, the card discarded named. */
static void
test_history (void)
{
  CanastaWindow *window = new_window (4, 3, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHistoryView *history = find_history (GTK_WIDGET (window));
  CnCard discard = CN_CARD_NONE;
  gboolean bruno = FALSE;

  g_assert_nonnull (history);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (history)));
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  {
    const CnState *s = canasta_game_get_state (game);

    for (int card = CN_N_KINDS - 1; card > 0 && discard == CN_CARD_NONE; card--)
      if (s->hand[0][card] > 0 && cn_card_is_natural (card))
        discard = card;
  }
  canasta_hand_view_select_card (CANASTA_HAND_VIEW (canasta_window_get_hand_view (window)), discard);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (spin_until (human_to_act, window, 30000));

  /* The person's own turn is the oldest line, with the card discarded. */
  g_assert_cmpuint (canasta_history_view_get_n_turns (history), >=, 4);
  {
    guint n = canasta_history_view_get_n_turns (history);
    const char *own = canasta_history_view_get_turn (history, n - 1);
    g_autofree char *name = cn_text_card_name (discard);

    g_assert_true (g_str_has_prefix (own, "Ana: drew a card"));
    g_assert_nonnull (strstr (own, name));
  }

  /* A computer's turn, the one after the person's: Bruno drew or took
   * the pile, and discarded a card named in full. */
  for (guint i = 0; i < canasta_history_view_get_n_turns (history); i++)
    {
      const char *line = canasta_history_view_get_turn (history, i);

      g_test_message ("history: %s", line);
      if (g_str_has_prefix (line, "Bruno: "))
        {
          bruno = TRUE;
          g_assert_true (strstr (line, "drew a card") != NULL || strstr (line, "took the pile of") != NULL);
          g_assert_nonnull (strstr (line, "discarded "));
        }
    }
  g_assert_true (bruno);

  close_window (window);
}

/* A red three drawn is "a red three" in the history, not "1 red three". */
static void
test_history_red_three (void)
{
  CnState state;
  CanastaWindow *window = mid_round_window (1280, 800, &state);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHistoryView *history = find_history (GTK_WIDGET (window));

  /* A red three on the stock: laid down at once, a card drawn for it. */
  tu_stock (&state, "3H KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  test_wait_settle ();
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->n_red_threes[0], ==, 3);
  g_assert_cmpstr (canasta_history_view_get_turn (history, 0), ==,
                   "Ana: drew a card, laid down a red three");

  close_window (window);
}

/* Drawing again names what the turn began with: a draw, or the pile. */
static void
test_already_drawn_or_taken (void)
{
  CnState state;
  CanastaWindow *window = mid_round_window (1280, 800, &state);
  CanastaGame *game = canasta_window_get_game (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "You have already drawn this turn.");

  /* The pile taken with a natural pair of jacks: D says so. */
  mid_round_state (game, &state);
  tu_hand (&state, 0, "JC JD KC KD 10S 9H 8C 7D 6S 5H 4C 2C");
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  test_wait_settle ();
  select_hand_cards (window, "JC JD");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.take-pile", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_true (canasta_game_get_state (game)->took_pile);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "You have already taken the pile this turn.");

  close_window (window);
}

/* Plays a game whose seat 0 is a person (the simple bot's moves) and the
 * others computers, until the round has made moves moves or is over. */
static void
play_until (CanastaGame *game,
            guint32      moves)
{
  gint64 end = g_get_monotonic_time () + TEST_WAIT_LIMIT_S * G_USEC_PER_SEC;

  while (canasta_game_get_state (game)->move_count < moves &&
         canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      play_step (game);
    }
}

/* The game saved and resumed in a fresh model and view: the history shows
 * the same lines, in the same order, as before the save, and goes on the
 * same way. */
static void
history_resumed (CnVariant variant,
                 guint64   seed)
{
  CanastaGameSetup setup = {
    .variant = variant,
    .players = 4,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
    .names = { "Ana", "Bruno", "Carla", "Dario" },
    .seed = seed,
  };
  g_autoptr(CanastaGame) game = canasta_game_new ();
  g_autoptr(CanastaGame) resumed = canasta_game_new ();
  CanastaHistoryView *view = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));
  CanastaHistoryView *view_resumed = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));
  g_auto(CnSaveData) back = { 0 };
  g_auto(GStrv) before = NULL;
  guint32 at;

  canasta_game_set_pace (game, 0);
  canasta_game_set_pace (resumed, 0);
  canasta_history_view_set_game (view, game);
  /* The window's view is there before the game is resumed. */
  canasta_history_view_set_game (view_resumed, resumed);
  canasta_game_start (game, &setup);
  play_until (game, 40);
  g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ROUND_OVER);
  /* Wait for the person's turn, so that no computer thinks meanwhile. */
  play_until (game, canasta_game_get_state (game)->move_count + 1);
  while (!canasta_game_get_viewer_can_act (game))
    g_main_context_iteration (NULL, TRUE);
  at = canasta_game_get_state (game)->move_count;

  before = history_lines (view);
  g_assert_cmpuint (g_strv_length (before), >=, 8);
  for (guint i = 0; before[i] != NULL; i++)
    g_test_message ("%s", before[i]);
  if (variant == CN_VARIANT_URUGUAYAN)
    g_assert_nonnull (strstr (before[g_strv_length (before) - 1], ": cut the deck: "));

  g_assert_cmpuint (save_round_trip (game, &back), ==, at);
  canasta_game_restore_save (resumed, &back);
  assert_same_lines (before, view_resumed);
  /* A view that comes to the resumed game shows them too. */
  {
    CanastaHistoryView *late = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));

    canasta_history_view_set_game (late, resumed);
    assert_same_lines (before, late);
    g_object_unref (late);
  }

  /* Both play on alike, and their histories stay alike. */
  play_until (game, at + 6);
  play_until (resumed, at + 6);
  while (!canasta_game_get_viewer_can_act (game) && canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    g_main_context_iteration (NULL, TRUE);
  while (!canasta_game_get_viewer_can_act (resumed) && canasta_game_get_phase (resumed) != CANASTA_PHASE_ROUND_OVER)
    g_main_context_iteration (NULL, TRUE);
  {
    g_auto(GStrv) after = history_lines (view);

    g_assert_cmpuint (g_strv_length (after), >, g_strv_length (before));
    assert_same_lines (after, view_resumed);
  }

  /* A game saved without a history (by an older version) resumes with an
   * empty one, which fills from the next move. */
  g_clear_pointer (&back.history, g_array_unref);
  back.has_history = FALSE;
  canasta_game_restore_save (resumed, &back);
  g_assert_cmpuint (canasta_history_view_get_n_turns (view_resumed), ==, 0);
  play_until (resumed, at + 1);
  g_assert_cmpuint (canasta_history_view_get_n_turns (view_resumed), ==, 1);

  canasta_history_view_set_game (view, NULL);
  canasta_history_view_set_game (view_resumed, NULL);
  g_object_unref (view);
  g_object_unref (view_resumed);
}

static void
test_history_resumed (void)
{
  history_resumed (CN_VARIANT_CLASSIC, 3);
  history_resumed (CN_VARIANT_URUGUAYAN, 5);
}

/* A meld made before the game was saved can still be taken back after
 * it resumes, exactly as without the save: the same position, and every
 * seat's memory of the round the same (the person's too, which the save
 * does not hold: the history from the deal gives it back). */
static void
assert_same_memories (CanastaGame *a,
                      CanastaGame *b)
{
  g_auto(CnSaveData) x = { 0 };
  g_auto(CnSaveData) y = { 0 };

  cn_save_data_init (&x);
  cn_save_data_init (&y);
  g_assert_true (canasta_game_export_save (a, &x));
  g_assert_true (canasta_game_export_save (b, &y));
  for (int seat = 0; seat < x.state.n_players; seat++)
    {
      g_assert_cmpint (x.seats[seat].has_memory, ==, y.seats[seat].has_memory);
      g_assert_cmpint (x.seats[seat].memory.seat, ==, y.seats[seat].memory.seat);
      g_assert_true (memcmp (x.seats[seat].memory.known, y.seats[seat].memory.known,
                             sizeof x.seats[seat].memory.known) == 0);
      g_assert_true (memcmp (x.seats[seat].memory.discarded, y.seats[seat].memory.discarded,
                             sizeof x.seats[seat].memory.discarded) == 0);
      g_assert_true (memcmp (x.seats[seat].memory.rng, y.seats[seat].memory.rng,
                             sizeof x.seats[seat].memory.rng) == 0);
    }
}

static void
test_undo_resumed (void)
{
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC,
    .players = 4,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
    .names = { "Ana", "Bruno", "Carla", "Dario" },
    .seed = 12,
  };
  g_autoptr(CanastaGame) game = canasta_game_new ();
  g_autoptr(CanastaGame) resumed = canasta_game_new ();
  gint64 end = g_get_monotonic_time () + TEST_WAIT_LIMIT_S * G_USEC_PER_SEC;

  canasta_game_set_pace (game, 0);
  canasta_game_set_pace (resumed, 0);
  canasta_game_start (game, &setup);
  /* Ana (the simple bot) plays until a meld or lay-off of hers is on the
   * table in the turn under way. */
  while (!canasta_game_get_can_undo (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ROUND_OVER);
      play_step (game);
    }

  save_and_restore (game, resumed);
  g_assert_true (canasta_game_get_can_undo (resumed));
  assert_same_memories (game, resumed);

  /* Taken back on both, one move at a time, to the draw. */
  while (canasta_game_get_can_undo (game))
    {
      g_assert_true (canasta_game_get_can_undo (resumed));
      g_assert_true (canasta_game_undo (game));
      g_assert_true (canasta_game_undo (resumed));
      g_assert_true (cn_state_same (canasta_game_get_state (game), canasta_game_get_state (resumed)));
      assert_same_memories (game, resumed);
    }
  g_assert_false (canasta_game_get_can_undo (resumed));
  g_assert_false (canasta_game_undo (resumed));

  /* Saved again after the undo, the game resumes with nothing to take
   * back: the draw is not a meld. */
  save_and_restore (game, resumed);
  g_assert_false (canasta_game_get_can_undo (resumed));
}

/* ----------------------------------------------------------- game over */

/* Ana, after her draw, can go out: three sevens to meld and a card to
 * discard, her side holding a canasta. */
static void
going_out_state (CanastaGame *game,
                 CnState     *state)
{
  mid_round_state (game, state);
  tu_hand (state, 0, "7C 7D 7H 4C");
  tu_hand (state, 3, "JH 10H 9C 8H 6H 5C 4H 4S 3S 3C AS AH KC KD 10S 9H 8C 7D 6S 5H");
  state->phase = CN_PHASE_PLAY;
  tu_finish (state);
}

static CanastaCelebration *
celebration_of (CanastaWindow *window)
{
  GtkWidget *found = find_descendant (GTK_WIDGET (window), CANASTA_TYPE_CELEBRATION);

  g_assert_nonnull (found);
  return CANASTA_CELEBRATION (found);
}

static gboolean
nothing_celebrated (CanastaWindow *window)
{
  return canasta_celebration_get_n_playing (celebration_of (window)) == 0;
}

/* Bruno & Marco, the computers, are past 5000 when Ana goes out: the
 * game-over screen names them, and the people at the screen, who lost,
 * get no "Game won!" and no confetti (they did). */
static void
test_game_lost (void)
{
  CanastaWindow *window = new_window (4, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  const int totals[] = { 100, 9000 };
  CnState state;

  g_assert_true (spin_until (human_to_act, window, 20000));
  going_out_state (game, &state);
  canasta_game_set_state (game, &state);
  canasta_game_set_totals (game, totals);

  select_hand_cards (window, "7C 7D 7H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (canasta_game_get_over (game));
  g_assert_cmpint (canasta_game_get_winner (game), ==, 1);

  g_assert_true (spin_until (summary_shown, window, 5000));
  /* Whatever the round celebrated has played out first. */
  g_assert_true (spin_until (nothing_celebrated, window, 20000));
  g_signal_emit_by_name (canasta_window_get_summary (window), "next");
  g_assert_cmpstr (canasta_window_get_page (window), ==, "game-over");
  g_assert_cmpuint (canasta_celebration_get_n_playing (celebration_of (window)), ==, 0);

  close_window (window);
}

/* Ana & Carla at 4900 go out past 5000: the round's summary, then the
 * game-over screen with the winner and both totals, a celebration, and
 * Play Again dealing a new game for the same seats. */
static void
test_game_over (void)
{
  CanastaWindow *window = new_window (4, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  const int totals[] = { 4900, 1200 };
  CnState state;

  g_assert_true (spin_until (human_to_act, window, 20000));
  going_out_state (game, &state);
  canasta_game_set_state (game, &state);
  canasta_game_set_totals (game, totals);
  g_assert_true (canasta_window_get_game_in_progress (window) ||
                 canasta_game_get_state (game)->move_count == 0);

  select_hand_cards (window, "7C 7D 7H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (canasta_game_get_over (game));
  g_assert_cmpint (canasta_game_get_winner (game), ==, 0);
  g_assert_false (canasta_window_get_game_in_progress (window));

  g_assert_true (spin_until (summary_shown, window, 5000));
  g_signal_emit_by_name (canasta_window_get_summary (window), "next");
  g_assert_cmpstr (canasta_window_get_page (window), ==, "game-over");
  g_assert_cmpuint (canasta_celebration_get_n_playing (CANASTA_CELEBRATION (find_descendant (GTK_WIDGET (window), CANASTA_TYPE_CELEBRATION))), >, 0);
  save_png (GTK_WIDGET (window), "game-over.png");

  gtk_widget_activate_action (GTK_WIDGET (window), "table.play-again", NULL);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_false (canasta_game_get_over (game));
  g_assert_cmpint (canasta_game_get_total (game, 0), ==, 0);
  g_assert_cmpstr (canasta_game_get_seat_name (game, 1), ==, "Bruno");
  g_assert_cmpint (canasta_game_get_seat_kind (game, 1), ==, CANASTA_SEAT_COMPUTER);

  close_window (window);
}

/* ------------------------------------------------------ a game in play */

static GtkWindow *
find_toplevel (GType type)
{
  return find_shown_window (type);
}

static gboolean
question_shown (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

typedef struct
{
  CanastaWindow *window;
  CnState        state;
} StartWait;

/* The question answered: a new game dealt, the dialog gone. */
static gboolean
new_game_started (gpointer data)
{
  StartWait *wait = data;

  return !cn_state_same (canasta_game_get_state (canasta_window_get_game (wait->window)), &wait->state) &&
         find_toplevel (CANASTA_TYPE_NEW_GAME_DIALOG) == NULL;
}

/* New Game with a game in progress asks first; keeping on playing keeps
 * every card where it was. */
static void
test_new_game_asks (void)
{
  CanastaWindow *window = new_window (4, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  GtkWindow *dialog, *question;
  CnState state;

  g_assert_true (spin_until (human_to_act, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  state = *canasta_game_get_state (game);
  g_assert_true (canasta_window_get_game_in_progress (window));

  canasta_window_show_new_game (window);
  test_wait_settle ();
  dialog = find_toplevel (CANASTA_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  canasta_new_game_dialog_start (CANASTA_NEW_GAME_DIALOG (dialog));
  g_assert_true (test_wait_for (question_shown, NULL));
  question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  g_assert_true (cn_state_same (canasta_game_get_state (game), &state));

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  test_wait_settle ();
  g_assert_true (cn_state_same (canasta_game_get_state (game), &state));

  /* Asked again, and this time the new game starts. */
  canasta_new_game_dialog_start (CANASTA_NEW_GAME_DIALOG (dialog));
  g_assert_true (test_wait_for (question_shown, NULL));
  question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "new-game");
  g_assert_true (test_wait_for (new_game_started, &(StartWait) { window, state }));
  g_assert_false (cn_state_same (canasta_game_get_state (game), &state));
  g_assert_null (find_toplevel (CANASTA_TYPE_NEW_GAME_DIALOG));

  close_window (window);
}

/* ---------------------------------------------------------------- pile */

static gboolean
indicator_full (CanastaWindow *window)
{
  return canasta_pile_view_get_indicator (CANASTA_PILE_VIEW (canasta_window_get_pile_view (window))) >= 0.95;
}

static gboolean
indicator_empty (CanastaWindow *window)
{
  return canasta_pile_view_get_indicator (CANASTA_PILE_VIEW (canasta_window_get_pile_view (window))) < 0.05;
}

/* Open to Ana & Carla, who have opened, the pile is frozen for Bruno &
 * Marco, who have not: it says so and for whom, and keeps its cue. */
static void
test_pile_frozen_for (void)
{
  CanastaWindow *window = new_window (4, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState state;

  g_assert_true (spin_until (human_to_act, window, 20000));
  mid_round_state (game, &state);
  canasta_game_set_state (game, &state);
  g_assert_cmpint (canasta_pile_view_get_state (pile), ==, CANASTA_PILE_OPEN);
  g_assert_cmpstr (canasta_pile_view_get_frozen_for (pile), ==, "Bruno & Marco");
  g_assert_true (spin_until (indicator_full, window, 3000));

  /* Bruno & Marco open: the pile is open to everyone, the cue fades. */
  tu_meld (&state, 1, "QS QH JK");
  tu_hand (&state, 1, "JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_finish (&state);
  canasta_game_set_state (game, &state);
  g_assert_null (canasta_pile_view_get_frozen_for (pile));
  g_assert_true (spin_until (indicator_empty, window, 0));
  g_assert_cmpfloat (canasta_pile_view_get_indicator (pile), <, 0.05);

  close_window (window);
}

/* Italian one against one: the person holds three fives but neither
 * side has the two canastas going out needs. The hint is the discard
 * Medium makes instead of melding, and says why; the fives stay. */
static void
test_hint_keeps_hand (void)
{
  CanastaWindow *window = new_variant_window (CN_VARIANT_ITALIAN, 2, 5, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CnState s;
  const char *message;

  g_assert_true (spin_until (human_to_act, window, 20000));

  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 2);
  tu_hand (&s, 0, "5C 5D 5S 7C 8D 9H 10S JC QD KH AS 4H 6D 7S 8H");
  tu_hand (&s, 1, "6C 6S 7D 9C 9D 10C 10D JD JH KS 4S 6H 7H");
  tu_meld (&s, 0, "QC QH QS");
  tu_meld (&s, 1, "AC AD AH");
  tu_pile (&s, "8C 9S");
  tu_stock (&s, "4C 4D 4H 8S 7C JS KC KD 10H 5H");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  s.had_turn = 3;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  test_wait_settle ();

  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  message = canasta_window_get_last_message (window);
  g_test_message ("%s", message);
  /* The card is named as a sentence names it: "discard the four of hearts". */
  g_assert_true (g_str_has_prefix (message, "Hint: discard the "));
  g_assert_true (g_ascii_islower (message[strlen ("Hint: discard the ")]));
  g_assert_nonnull (strstr (message, "keep your cards in hand rather than meld them until you have the canastas to go out"));
  save_png (GTK_WIDGET (window), "hint-keeps-hand.png");
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 15);
  close_window (window);
}

static void
test_shots (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CnState state;

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("set CANASTA_SCREENSHOT_DIR to save screenshots");
      return;
    }

  /* The start of a game, the keyboard on the hand. */
  window = new_window (4, 2026, 1280, 800);
  g_assert_true (spin_until (human_to_act, window, 20000));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  canasta_hand_view_focus_first (CANASTA_HAND_VIEW (canasta_window_get_hand_view (window)));
  save_png (GTK_WIDGET (window), "start.png");
  close_window (window);

  /* A hint with its reason, after a meld that Ctrl+Z could take back. */
  window = mid_round_window (1280, 800, &state);
  game = canasta_window_get_game (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  select_hand_cards (window, "KC KD KH");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  save_png (GTK_WIDGET (window), "hint.png");
  close_window (window);

  window = mid_round_window (1280, 800, &state);
  game = canasta_window_get_game (window);
  /* A turn around the table, so the history has something to say. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  select_hand_cards (window, "KC KD KH");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (spin_until (human_to_act, window, 30000));
  /* After the celebrations of the canastas made meanwhile. */
  /* save_png waits for them to end. */
  save_png (GTK_WIDGET (window), "mid-game.png");
  close_window (window);

  /* The round's summary, line by line. */
  window = new_window (4, 7, 1280, 800);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  going_out_state (game, &state);
  canasta_game_set_state (game, &state);
  select_hand_cards (window, "7C 7D 7H");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  select_hand_cards (window, "4C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_true (spin_until (summary_shown, window, 5000));
  save_png (canasta_window_get_summary (window), "round-summary.png");
  close_window (window);

  /* Three players alone: three sides of melds, readable. */
  window = new_window (3, 2027, 1024, 700);
  game = canasta_window_get_game (window);
  for (int turns = 0; turns < 30; turns++)
    {
      CnMove move;
      CnVerdict verdict;

      g_assert_true (spin_until (human_to_act, window, 20000));
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;
      cn_ai_simple_choose (canasta_game_get_state (game), &move);
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }
  g_assert_true (spin_until (human_to_act, window, 20000));
  /* save_png waits for the cards in flight to land. */
  save_png (GTK_WIDGET (window), "three-players.png");
  close_window (window);

  window = mid_round_window (800, 600, &state);
  game = canasta_window_get_game (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.toggle-rules", NULL);
  save_png (GTK_WIDGET (window), "small-help.png");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.show-rules", "s", "variants");
  save_png (GTK_WIDGET (window), "small-help-variants.png");
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/table/keyboard-round", test_keyboard_round);
  g_test_add_func ("/table/wild-lay-off-keys", test_wild_lay_off_keys);
  g_test_add_func ("/table/wild-lay-off-sole", test_wild_lay_off_sole);
  g_test_add_func ("/table/suggested-step", test_suggested_step);
  g_test_add_func ("/table/undo", test_undo);
  g_test_add_func ("/table/history", test_history);
  g_test_add_func ("/table/history-red-three", test_history_red_three);
  g_test_add_func ("/table/already-drawn-or-taken", test_already_drawn_or_taken);
  g_test_add_func ("/table/history-resumed", test_history_resumed);
  g_test_add_func ("/table/undo-resumed", test_undo_resumed);
  g_test_add_func ("/table/game-over", test_game_over);
  g_test_add_func ("/table/game-lost", test_game_lost);
  g_test_add_func ("/table/new-game-asks", test_new_game_asks);
  g_test_add_func ("/table/pile-frozen-for", test_pile_frozen_for);
  g_test_add_func ("/table/hint-keeps-hand", test_hint_keeps_hand);
  g_test_add_func ("/table/shots", test_shots);

  return g_test_run ();
}
