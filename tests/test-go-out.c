/* test-go-out.c: asking the partner, refusals at the drop places, lay-offs
 * of several ranks and the hint when no discard is safe, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28: "May I Go Out?" is offered only when its answer can matter,
 * and the table says what an answer commits to; a drop is answered with
 * the rule of the place it was dropped on; cards of several ranks go on
 * their own melds in one action; the hint says when every discard gives
 * the next player the pile.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "canasta-card-set.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-meld.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-window-util.h"

/* A window on a new game of variant, seat 0 (Ana) a person and the
 * others computers, with the person to act (the uruguayan cut made). */
static CanastaWindow *
new_window (CnVariant variant)
{
  CanastaWindow *window = open_game_window (variant, 4, 1, 1, 1280, 800);

  g_assert_true (spin_until (human_to_act, window, 20000));
  if (variant == CN_VARIANT_URUGUAYAN)
    g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                           "clicked");
  return window;
}

/* An empty table of the window's game, seat 0 to play in phase; the
 * caller deals the cards and calls load (). */
static void
empty_table (CanastaWindow *window,
             CnPhase        phase,
             CnState       *s)
{
  *s = *canasta_game_get_state (canasta_window_get_game (window));
  cn_state_init_empty (s, s->rules, &s->options, 4);
  s->turn = 0;
  s->phase = phase;
}

static void
load (CanastaWindow *window,
      CnState       *s)
{
  tu_finish (s);
  canasta_game_set_state (canasta_window_get_game (window), s);
  test_wait_settle ();
}

static const char *
status_line (CanastaWindow *window)
{
  GtkWidget *title = find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

static GtkWidget *
ask_button (CanastaWindow *window)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "table.ask");

  g_assert_nonnull (button);
  return button;
}

/* The other seats' cards of the classic tables below: Carla's side has
 * no meld, the pile is the jack of clubs over three cards. */
static void
other_hands (CnState *s)
{
  tu_hand (s, 1, "QS JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_hand (s, 2, "AD KS QD JD 10C 8D 7C 6C");
  tu_hand (s, 3, "JH 10H 9C 8H 7H 6H 5C 4H 4S");
  tu_pile (s, "8C 5S 10D JC");
}

/* ------------------------------------------------------------- asking */

static gboolean
dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static const char *
default_response (void)
{
  GtkWidget *dialog = find_message_dialog ();

  g_assert_nonnull (dialog);
  return adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog));
}

/* Carla, a computer, asks Ana "May I go out?": Enter in the question's
 * dialog answers the yes it shows as suggested, and the answer is told to
 * Ana as hers, with what it binds Carla to. */
static void
test_partner_asks (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CanastaGame *game = canasta_window_get_game (window);
  CnState s;

  for (int no = 0; no < 2; no++)
    {
      empty_table (window, CN_PHASE_ASKING, &s);
      tu_meld (&s, 0, "KC KC KD KD KH KS KS");
      tu_hand (&s, 0, "QS QH 9C 5D 4S");
      tu_hand (&s, 1, "QC JS 9S 8S 7S 6D");
      tu_hand (&s, 2, "9H 9D 9S 4C");
      tu_hand (&s, 3, "JH 10H 8H 7H 6H");
      tu_stock (&s, "8C 5S 10D JC 6C 7C");
      tu_pile (&s, "4D 8D");
      s.turn = 2;
      s.asked = TRUE;
      load (window, &s);

      g_assert_true (test_wait_for (dialog_shown, NULL));
      g_assert_cmpstr (default_response (), ==, "yes");
      gtk_widget_activate_action (GTK_WIDGET (window), "table.answer", "b", !no);
      g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                       no ? "You said no: Carla may not go out this turn."
                          : "You said yes: Carla must go out this turn.");
      g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ASKING);
      test_wait_settle ();
    }

  close_window (window);
}

/* A hint that lays wild cards off names the meld they go on: Lay Off
 * then asks for it, as wild cards fit more than one. */
static void
test_hint_names_wild_meld (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CnState s;

  empty_table (window, CN_PHASE_PLAY, &s);
  tu_meld (&s, 0, "KC KD KH KS KC");
  tu_meld (&s, 0, "5C 5D 5H");
  tu_hand (&s, 0, "2C JK 9S 4D");
  other_hands (&s);
  tu_stock (&s, "8C 5S 6C 7C 6H 9H");
  load (window, &s);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  assert_contains (canasta_window_get_last_message (window),
                   "Hint: lay off the two of clubs and the joker on your side’s meld of kings.");

  /* L right after the hint lays them on the meld it named, without
   * asking which (it asked before: both melds take wild cards). */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  {
    GListModel *melds = canasta_game_get_melds (canasta_window_get_game (window), 0);
    g_autoptr(CanastaMeld) kings = NULL;

    g_assert_cmpuint (g_list_model_get_n_items (melds), ==, 2);
    kings = g_list_model_get_item (melds, 0);
    g_assert_cmpint (canasta_meld_get_rank (kings), ==, CN_RANK_KING);
    g_assert_cmpuint (canasta_meld_get_n_cards (kings), ==, 7);
  }
  assert_lacks (canasta_window_get_last_message (window), "Pick the meld");
  close_window (window);
}

/* The uruguayan side of the question: before the draw it is offered only
 * when the side has, or the hand can complete, the canastas closing
 * needs (or the pozo could bring them); a player who draws from the stock
 * asks after seeing the cards. */
static void
test_ask_uruguayan (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN);
  CanastaGame *game = canasta_window_get_game (window);
  CnState s;

  /* No canasta: three jacks and a dirty six of fives down, two jacks in
   * the hand. Two jacks drawn would do, but the question before the draw
   * would bind for nothing: asking cannot help yet, and nobody says to. */
  empty_table (window, CN_PHASE_DRAW, &s);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_hand (&s, 0, "JS JS 5S KH 8D");
  tu_hand (&s, 1, "4D 4H 6D 6C 7S");
  tu_hand (&s, 2, "4S 6D 7S 9H QH");
  tu_hand (&s, 3, "4H 6C 9H 10C QS");
  tu_pile (&s, "10S 6H 9D");
  tu_stock (&s, "KH 4D 5H 6D 8C 9S JS QD 4S 8S 9D 10H QC");
  load (window, &s);
  g_assert_false (canasta_game_get_can_ask (game));
  g_assert_false (gtk_widget_get_sensitive (ask_button (window)));
  g_test_message ("status: %s", status_line (window));
  g_test_message ("tooltip: %s", gtk_widget_get_tooltip_text (ask_button (window)));
  assert_lacks (status_line (window), "ask");
  assert_contains (gtk_widget_get_tooltip_text (ask_button (window)), "Draw first");
  save_png (GTK_WIDGET (window), "go-out-ask-not-yet.png");

  /* Four jacks in the hand complete a clean canasta: the question can
   * matter now, and the status line says when it must come. */
  empty_table (window, CN_PHASE_DRAW, &s);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_hand (&s, 0, "JS JS JC JD 5S KH 8D");
  tu_hand (&s, 1, "4D 4H 6D 6C 7S");
  tu_hand (&s, 2, "4S 6D 7S 9H QH");
  tu_hand (&s, 3, "4H 6C 9H 10C QS");
  tu_pile (&s, "10S 6H 9D");
  tu_stock (&s, "KH 4D 5H 6D 8C 9S QD 4S 8S 9D 10H QC");
  load (window, &s);
  g_assert_true (canasta_game_get_can_ask (game));
  g_assert_true (gtk_widget_get_sensitive (ask_button (window)));
  g_test_message ("status: %s", status_line (window));
  g_test_message ("tooltip: %s", gtk_widget_get_tooltip_text (ask_button (window)));
  assert_contains (status_line (window), "To close this turn, ask before you take the pozo or meld (G)");
  assert_contains (gtk_widget_get_tooltip_text (ask_button (window)),
                   "A yes binds you to close this turn; a no forbids closing this turn.");
  save_png (GTK_WIDGET (window), "go-out-ask-uruguayan.png");

  close_window (window);
}

/* Classic asks after the draw: before it the button stays off and says
 * when to ask; after it, the button is live only when the cards held can
 * go out, and says what an answer binds. */
static void
test_ask_classic (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CanastaGame *game = canasta_window_get_game (window);
  CnState s;

  /* A canasta on the table, and a hand that lays off down to one card. */
  empty_table (window, CN_PHASE_DRAW, &s);
  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_meld (&s, 0, "5C 5S 5D");
  tu_meld (&s, 0, "9C 9D 9S");
  tu_hand (&s, 0, "5H 9H 7D");
  other_hands (&s);
  /* The queen drawn goes on the queens. */
  tu_stock (&s, "QH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  load (window, &s);
  g_assert_false (canasta_game_get_can_ask (game));
  g_assert_false (gtk_widget_get_sensitive (ask_button (window)));
  assert_contains (gtk_widget_get_tooltip_text (ask_button (window)), "Ask after you draw, before you meld");

  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  test_wait_settle ();
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_true (canasta_game_get_can_ask (game));
  g_assert_true (gtk_widget_get_sensitive (ask_button (window)));
  g_test_message ("tooltip: %s", gtk_widget_get_tooltip_text (ask_button (window)));
  assert_contains (gtk_widget_get_tooltip_text (ask_button (window)),
                   "A yes binds you to go out this turn; a no forbids going out this turn.");

  /* Drawn, with cards that cannot go out: nothing to ask. */
  empty_table (window, CN_PHASE_PLAY, &s);
  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_hand (&s, 0, "AS KC 10S 8C 7D");
  other_hands (&s);
  tu_stock (&s, "KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  load (window, &s);
  g_assert_false (canasta_game_get_can_ask (game));
  g_assert_false (gtk_widget_get_sensitive (ask_button (window)));
  assert_contains (gtk_widget_get_tooltip_text (ask_button (window)),
                   "only while the cards you hold let you go out this turn");

  close_window (window);
}

/* Drops cards on the pile view at its point x, y (its own coordinates),
 * through its drop target, as a drag released there does. */
static gboolean
drop_at (CanastaWindow  *window,
         CanastaCardSet *cards,
         double          x,
         double          y)
{
  GtkWidget *piles = canasta_window_get_pile_view (window);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (piles);
  GtkDropTarget *target = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  g_value_init (&value, CANASTA_TYPE_CARD_SET);
  g_value_set_boxed (&value, cards);
  g_signal_emit_by_name (target, "drop", &value, x, y, &handled);
  test_wait_settle ();
  return handled;
}

/* The centre of a child of the pile view, in its coordinates: the stock is
 * its first card, the pile's top the second. */
static graphene_point_t
centre_of_card (CanastaWindow *window,
                guint          nth)
{
  GtkWidget *piles = canasta_window_get_pile_view (window);
  GtkWidget *child = gtk_widget_get_first_child (piles);
  graphene_rect_t bounds;

  for (guint seen = 0; child != NULL; child = gtk_widget_get_next_sibling (child))
    if (CANASTA_IS_CARD_VIEW (child) && seen++ == nth)
      break;
  g_assert_nonnull (child);
  g_assert_true (gtk_widget_compute_bounds (child, piles, &bounds));
  return GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2);
}

/* ------------------------------------------------------------ refusals */

/* Before the draw, cards that cannot take the pile dropped on it are a
 * discard too early: the refusal names the draw, not a meld of fours and
 * sixes. The stock is drawn from: a drop there draws, and after the draw
 * says the turn has drawn. */
static void
test_drop_refusals (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(CanastaCardSet) four_six = card_set ("4C 6S");
  g_autoptr(CanastaCardSet) four = card_set ("4C");
  graphene_point_t pile, stock;
  CnState s;

  empty_table (window, CN_PHASE_DRAW, &s);
  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_hand (&s, 0, "AS AH KC KD 10S 9H 8C 7D 6S 5H 4C 2C");
  other_hands (&s);
  tu_stock (&s, "KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  load (window, &s);

  select_hand_cards (window, "4C 6S");
  g_assert_false (canasta_window_drop_on_pile (window, four_six));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "Draw from the stock or take the pile first.");
  save_png (GTK_WIDGET (window), "go-out-drop-refusal.png");
  g_assert_false (canasta_window_drop_on_pile (window, four));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "Draw from the stock or take the pile first.");
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);

  /* Released over the pile's card, the drop is the pile's. */
  pile = centre_of_card (window, 1);
  g_assert_false (drop_at (window, four_six, pile.x, pile.y));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "Draw from the stock or take the pile first.");

  /* The same cards on the stock: a draw, released over it too. */
  stock = centre_of_card (window, 0);
  g_assert_true (drop_at (window, four, stock.x, stock.y));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_false (canasta_window_drop_on_stock (window, four));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "You have already drawn this turn.");

  close_window (window);
}

/* ------------------------------------------------------------ lay-offs */

/* The other seats' cards, the pile and the stock of the lay-off tables. */
static void
lay_off_others (CnState *s)
{
  tu_hand (s, 1, "QS JS 9S 7S 6D 5D 4D 10D 9D");
  tu_hand (s, 2, "AD KS JD 10C 7C 6C");
  tu_hand (s, 3, "JH 10H 9C 7H 6H 5C 4H 4S");
  tu_pile (s, "5S 10D 9H");
  tu_stock (s, "KH AC 2S 7S 6H 10H 4S KS AD");
}

static void
lay_off_table (CanastaWindow *window,
               CnState       *s)
{
  empty_table (window, CN_PHASE_PLAY, s);
  tu_meld (s, 0, "QC QC QD QD QS JK 2D");
  tu_meld (s, 0, "JC JD JH");
  tu_meld (s, 0, "8C 8D 8H");
  tu_hand (s, 0, "QH JS 8S AS KC 4C 7D 2C");
  lay_off_others (s);
  load (window, s);
}

static int
meld_size (CanastaGame *game,
           int          rank)
{
  const CnState *st = canasta_game_get_state (game);

  for (int i = 0; i < st->n_melds[0]; i++)
    if (st->melds[0][i].rank == rank)
      return st->melds[0][i].n;
  return -1;
}

/* Q♥, J♠ and 8♠ each fit one of the side's melds: L lays each on its
 * own in one action, and so does a drop on one of those melds. */
static void
test_lay_off_ranks (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(CanastaCardSet) three = card_set ("QH JS 8S");
  CnState s;

  lay_off_table (window, &s);
  select_hand_cards (window, "QH JS 8S");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  test_wait_settle ();
  g_test_message ("%s", canasta_window_get_last_message (window) ? canasta_window_get_last_message (window) : "");
  g_assert_cmpint (meld_size (game, CN_RANK_QUEEN), ==, 8);
  g_assert_cmpint (meld_size (game, CN_RANK_JACK), ==, 4);
  g_assert_cmpint (meld_size (game, 8), ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 5);

  /* Dropped on the jacks: the same. */
  lay_off_table (window, &s);
  g_assert_true (canasta_window_drop_on_meld (window, 1, three));
  g_assert_cmpint (meld_size (game, CN_RANK_QUEEN), ==, 8);
  g_assert_cmpint (meld_size (game, CN_RANK_JACK), ==, 4);
  g_assert_cmpint (meld_size (game, 8), ==, 4);

  /* A card no meld takes: nothing goes down, and the refusal is about it. */
  lay_off_table (window, &s);
  select_hand_cards (window, "QH JS 7D");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  test_wait_settle ();
  g_test_message ("%s", canasta_window_get_last_message (window));
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 8);
  g_assert_cmpint (meld_size (game, CN_RANK_QUEEN), ==, 7);
  assert_contains (canasta_window_get_last_message (window), "seven");

  /* A wild card three melds would take: the naturals go down, the player
   * picks the wild card's meld. */
  lay_off_table (window, &s);
  select_hand_cards (window, "QH JS 2C");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  test_wait_settle ();
  g_assert_cmpint (meld_size (game, CN_RANK_QUEEN), ==, 8);
  g_assert_cmpint (meld_size (game, CN_RANK_JACK), ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 1);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (CANASTA_HAND_VIEW (canasta_window_get_hand_view (window))), ==, 1);
  assert_contains (canasta_window_get_last_message (window), "Pick the meld for this wild card");

  close_window (window);
}

/* The whole hand laid off, each card on its meld: with confirm-go-out on
 * the player is asked first, as for any move that goes out. */
static void
test_lay_off_ranks_goes_out (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CanastaGame *game = canasta_window_get_game (window);
  GtkWidget *dialog;
  CnState s;

  empty_table (window, CN_PHASE_PLAY, &s);
  tu_meld (&s, 0, "QC QC QD QD QS JK 2D");
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "8C 8D 8H");
  tu_hand (&s, 0, "QH JS 8S");
  lay_off_others (&s);
  g_settings_set_boolean (settings, "confirm-go-out", TRUE);
  load (window, &s);

  select_hand_cards (window, "QH JS 8S");
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 3);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "go-out");
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_settings_reset (settings, "confirm-go-out");
  test_wait_settle ();

  close_window (window);
}

/* ---------------------------------------------------------------- hint */

/* Every card in the hand fits a meld of the next side, and the pile is
 * open to it: the hint says no discard is safe. */
static void
test_hint_every_discard_feeds (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_CLASSIC);
  CnState s;
  const char *message;

  empty_table (window, CN_PHASE_PLAY, &s);
  tu_meld (&s, 0, "AS AH AC AC AH 2D");
  tu_meld (&s, 1, "KD KH KS");
  tu_meld (&s, 1, "QC QH QH");
  tu_hand (&s, 0, "KC QD QS");
  tu_hand (&s, 1, "5C 5D 6S 8H");
  tu_hand (&s, 2, "6C 6D 7S");
  tu_hand (&s, 3, "7C 7D 8S");
  tu_pile (&s, "9C 8D");
  tu_stock (&s, "10C 10D 10H JC JD");
  s.had_turn = 0xf;
  load (window, &s);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  message = canasta_window_get_last_message (window);
  g_test_message ("%s", message);
  g_assert_true (g_str_has_prefix (message, "Hint: discard "));
  assert_contains (message, "every card you could discard lets the next player take the pile (3 cards): "
                            "this one costs you least");
  save_png (GTK_WIDGET (window), "go-out-hint-feeds.png");

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/go-out/ask-uruguayan", test_ask_uruguayan);
  g_test_add_func ("/go-out/ask-classic", test_ask_classic);
  g_test_add_func ("/go-out/partner-asks", test_partner_asks);
  g_test_add_func ("/go-out/hint-names-wild-meld", test_hint_names_wild_meld);
  g_test_add_func ("/go-out/drop-refusals", test_drop_refusals);
  g_test_add_func ("/go-out/lay-off-ranks", test_lay_off_ranks);
  g_test_add_func ("/go-out/lay-off-ranks-goes-out", test_lay_off_ranks_goes_out);
  g_test_add_func ("/go-out/hint-every-discard-feeds", test_hint_every_discard_feeds);

  return g_test_run ();
}
