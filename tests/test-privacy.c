/* test-privacy.c: who sees which hand, and what the table shows them, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two people and two computers at one screen: while a computer plays,
 * every hand is face down, and a hand shows only to its owner after the
 * handover. With one person the hand stays face up. The "just drawn" dots
 * go when the turn passes; the red threes of the deal and of the cut are
 * in the round's history; a refused drop leaves no frame behind; the
 * moves wait during the cut; and the messages never cover what they ask
 * the player to act on. Screenshots go to CANASTA_SCREENSHOT_DIR when it
 * is set.
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "cn-ai.h"

#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-cut-view.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-help-example.h"
#include "canasta-history-view.h"
#include "canasta-messages.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-window-util.h"
#include "cn-text.h"

/* A window on a new game: kinds gives each seat, 'h' a person and 'c' a
 * computer. */
static CanastaWindow *
new_table (CnVariant   variant,
           const char *kinds,
           guint64     seed,
           int         width,
           int         height)
{
  guint humans = 0;

  for (int i = 0; kinds[i] != '\0'; i++)
    if (kinds[i] == 'h')
      humans |= 1u << i;
  return open_game_window (variant, (int) strlen (kinds), humans, seed, width, height);
}

static CanastaHandView *
hand_of (CanastaWindow *window)
{
  return CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
}

/* Whether every card of the hand on screen shows its back, the view and
 * each card alike (a face-down card has no tooltip naming it). */
static gboolean
hand_face_down (CanastaWindow *window)
{
  CanastaHandView *hand = hand_of (window);

  if (!canasta_hand_view_get_face_down (hand))
    return FALSE;
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    {
      GtkWidget *card = canasta_hand_view_get_card_view (hand, i);

      if (!canasta_card_view_get_face_down (CANASTA_CARD_VIEW (card)) ||
          gtk_widget_get_tooltip_text (card) != NULL)
        return FALSE;
    }
  return TRUE;
}

static gboolean
hand_face_up (CanastaWindow *window)
{
  CanastaHandView *hand = hand_of (window);

  if (canasta_hand_view_get_face_down (hand))
    return FALSE;
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    if (canasta_card_view_get_face_down (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i))))
      return FALSE;
  return TRUE;
}

static guint
n_marked (CanastaWindow *window)
{
  CanastaHandView *hand = hand_of (window);
  guint n = 0;

  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    if (canasta_card_view_get_marked (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i))))
      n++;
  return n;
}

/* --------------------------------------------------------- who sees what */

typedef struct
{
  CanastaWindow *window;
  gboolean       people;        /* two or more people share the screen */
  guint          computer_looks; /* computer turns seen with a hand on screen */
  gboolean       hold_for_shot;
  gboolean       shot_taken;
} Watch;

/* Each time the table changes while a computer is to play, the hand on
 * screen is face down (two people) or face up (one person); nothing in
 * it is marked or selected; there is no hint and nothing to take back. */
static void
watch_cb (GObject    *object,
          GParamSpec *pspec,
          Watch      *watch)
{
  CanastaGame *game = canasta_window_get_game (watch->window);
  int actor = canasta_game_get_actor (game);
  CanastaHandView *hand = hand_of (watch->window);

  if (!canasta_game_get_started (game) || canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER ||
      actor < 0 || canasta_game_get_seat_kind (game, actor) != CANASTA_SEAT_COMPUTER ||
      canasta_game_get_viewer (game) < 0)
    return;

  if (watch->people)
    {
      if (!hand_face_down (watch->window))
        g_error ("%s plays and %s's hand of %u cards shows face up",
                 canasta_game_get_seat_name (game, actor),
                 canasta_game_get_seat_name (game, canasta_game_get_viewer (game)),
                 canasta_hand_view_get_n_cards (hand));
      g_assert_cmpuint (n_marked (watch->window), ==, 0);
    }
  else
    g_assert_true (hand_face_up (watch->window));
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 0);
  g_assert_false (canasta_game_get_can_undo (game));

  if (canasta_hand_view_get_n_cards (hand) > 0)
    {
      watch->computer_looks++;
      /* The first computer turn with a hand on screen is held for a
       * screenshot: the computer waits until it is taken. */
      if (!watch->shot_taken && !watch->hold_for_shot)
        {
          watch->hold_for_shot = TRUE;
          canasta_game_set_held (game, TRUE);
        }
    }
}

static void
changed_cb (CanastaGame *game,
            Watch       *watch)
{
  watch_cb (G_OBJECT (game), NULL, watch);
}

/* Plays the people's turns with the simple computer player's moves, the
 * screen handed over each time, until the round has made moves moves. */
static void
play_table (Watch   *watch,
            guint32  moves,
            const char *shot)
{
  CanastaWindow *window = watch->window;
  CanastaGame *game = canasta_window_get_game (window);
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  guint handovers = 0;

  while (canasta_game_get_state (game)->move_count < moves &&
         canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);

      if (watch->hold_for_shot)
        {
          save_png (GTK_WIDGET (window), shot);
          /* Still the computer's turn, still nothing to see. */
          watch_cb (G_OBJECT (game), NULL, watch);
          if (watch->people)
            {
              g_autofree char *rules_shot = g_strdup_printf ("rules-%s", shot);

              /* A hint has nothing to say, and selects nothing. */
              gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
              g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                               "There is nothing to suggest: it is not your move.");
              g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_of (window)), ==, 0);
              /* The rules beside the table show no hand either. */
              gtk_widget_activate_action (GTK_WIDGET (window), "table.toggle-rules", NULL);
              g_assert_true (canasta_window_get_rules_shown (window));
              g_assert_true (hand_face_down (window));
              save_png (GTK_WIDGET (window), rules_shot);
              gtk_widget_activate_action (GTK_WIDGET (window), "table.toggle-rules", NULL);
            }
          watch->hold_for_shot = FALSE;
          watch->shot_taken = TRUE;
          canasta_game_set_held (game, FALSE);
        }
      else if (canasta_game_get_handover_pending (game))
        {
          /* Nobody's hand while the screen passes. */
          g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
          g_assert_cmpint (canasta_game_get_viewer (game), ==, -1);
          handovers++;
          gtk_widget_activate_action (GTK_WIDGET (window), "table.confirm-handover", NULL);
          /* The owner looks: their hand, face up. */
          g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
          g_assert_true (hand_face_up (window));
        }
      else if (canasta_game_get_viewer_can_act (game))
        {
          CnMove move = { 0 };
          CnVerdict verdict;

          g_assert_true (hand_face_up (window));
          cn_ai_simple_choose (canasta_game_get_state (game), &move);
          g_assert_true (canasta_game_play (game, &move, &verdict));
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }

  if (watch->people)
    g_assert_cmpuint (handovers, >=, 2);
}

/* A table of kinds (see new_table) watched while its people play with
 * the simple computer player's moves, moves moves into the round. */
static void
watch_table (const char *kinds,
             gboolean    people,
             guint32     moves,
             const char *shot)
{
  Watch watch = { 0 };
  CanastaGame *game;

  watch.window = new_table (CN_VARIANT_CLASSIC, kinds, 5, 1280, 800);
  watch.people = people;
  game = canasta_window_get_game (watch.window);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &watch);
  g_signal_connect (game, "notify::busy", G_CALLBACK (watch_cb), &watch);

  play_table (&watch, moves, shot);
  g_assert_cmpuint (watch.computer_looks, >=, 2);
  g_assert_true (watch.shot_taken);

  g_signal_handlers_disconnect_by_data (game, &watch);
  close_window (watch.window);
}

/* Ana and Carla (partners) play Bruno and Marco, two computers, at one
 * screen: while a computer plays, the hand of whoever played last is face
 * down; each sees their own hand only after the handover. */
static void
test_two_people_two_computers (void)
{
  watch_table ("hchc", TRUE, 24, "privacy-computer-turn.png");
}

/* One person and computers: the person's hand stays face up while the
 * computers play, as it always did. */
static void
test_one_person_keeps_hand (void)
{
  watch_table ("hccc", FALSE, 16, "privacy-one-person.png");
}

/* ------------------------------------------------------ the drawn marks */

static gboolean
turn_back (CanastaWindow *window)
{
  return human_to_act (window) &&
         canasta_game_get_phase (canasta_window_get_game (window)) == CANASTA_PHASE_DRAW;
}

/* The dot on the cards just drawn is for the turn they were drawn in: it
 * goes when the turn passes, and stays gone through the other turns. */
static void
test_drawn_mark_goes (void)
{
  CanastaWindow *window = new_table (CN_VARIANT_CLASSIC, "hc", 3, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = hand_of (window);
  CnMove move = { 0 };
  CnVerdict verdict;

  g_assert_true (spin_until (turn_back, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpuint (n_marked (window), >=, 1);

  /* The discard ends the turn: the dots go with it. */
  cn_ai_simple_choose (canasta_game_get_state (game), &move);
  while (move.kind != CN_MOVE_DISCARD)
    {
      g_assert_true (canasta_game_play (game, &move, &verdict));
      cn_ai_simple_choose (canasta_game_get_state (game), &move);
    }
  canasta_hand_view_clear_selection (hand);
  g_assert_true (canasta_hand_view_select_card (hand, move.cards[0]));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL);
  g_assert_cmpint (canasta_game_get_turn (game), !=, 0);
  g_assert_cmpuint (n_marked (window), ==, 0);

  /* Back to the person: still none until they draw again. */
  g_assert_true (spin_until (turn_back, window, 20000));
  if (canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    g_assert_cmpuint (n_marked (window), ==, 0);

  close_window (window);
}

/* -------------------------------------------------- red threes of the deal */

/* How many red threes the history names: each red three laid down from
 * the deal or the cut is named there with its cards. */
static guint
history_threes (CanastaWindow *window,
                GString       *all)
{
  CanastaHistoryView *history = find_history (GTK_WIDGET (window));
  g_autofree char *hearts = cn_text_card_name (CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS));
  g_autofree char *diamonds = cn_text_card_name (CN_CARD (CN_RANK_THREE, CN_SUIT_DIAMONDS));
  guint n = 0;

  for (guint i = 0; i < canasta_history_view_get_n_turns (history); i++)
    {
      const char *line = canasta_history_view_get_turn (history, i);

      g_string_append_printf (all, "%s\n", line);
      for (const char *at = line; (at = strstr (at, hearts)) != NULL; at += strlen (hearts))
        n++;
      for (const char *at = line; (at = strstr (at, diamonds)) != NULL; at += strlen (diamonds))
        n++;
      /* A red three drawn is counted, not named. */
      if (strstr (line, "laid down a red three") != NULL)
        n++;
      {
        const char *at = strstr (line, "laid down ");

        while (at != NULL)
          {
            int count = 0;

            if (sscanf (at, "laid down %d red three", &count) == 1)
              n += count;
            at = strstr (at + 1, "laid down ");
          }
      }
    }
  return n;
}

static guint
table_threes (CanastaGame *game)
{
  guint n = 0;

  for (int side = 0; side < canasta_game_get_n_sides (game); side++)
    n += g_list_model_get_n_items (canasta_game_get_red_threes (game, side));
  return n;
}

/* Plays rounds of variant from seeds on, moves moves into each, until
 * some red three came from the deal (before the first move, or at a
 * player's first turn, or at the cut); checks that every red three on the
 * table is in the history: whose, and whether from the deal or the cut. */
static void
deal_threes_in_history (CnVariant   variant,
                        const char *kinds,
                        guint32     moves,
                        const char *from)
{
  for (guint64 seed = 1; seed < 60; seed++)
    {
      CanastaWindow *window = new_table (variant, kinds, seed, 1280, 800);
      CanastaGame *game = canasta_window_get_game (window);
      g_autoptr(GString) all = g_string_new (NULL);
      gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
      guint on_table;

      /* Up to the person's second turn: every seat has had its first. */
      while (canasta_game_get_state (game)->move_count < moves &&
             canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, end);
          if (canasta_window_get_cut_view (window) != NULL &&
              gtk_widget_get_visible (canasta_window_get_cut_view (window)) &&
              canasta_game_get_phase (game) != CANASTA_PHASE_CUT)
            g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                                   "clicked");
          else
            play_step (game);
        }

      on_table = table_threes (game);
      if (on_table == 0 || canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        {
          close_window (window);
          continue;
        }

      g_assert_cmpuint (history_threes (window, all), ==, on_table);
      g_test_message ("seed %" G_GUINT64_FORMAT ":\n%s", seed, all->str);
      if (strstr (all->str, from) == NULL)
        {
          close_window (window);
          continue;
        }
      close_window (window);
      return;
    }
  g_error ("no seed laid down a red three %s", from);
}

static void
test_deal_threes_classic (void)
{
  deal_threes_in_history (CN_VARIANT_CLASSIC, "hc", 12, "from the deal");
}

static void
test_deal_threes_italian (void)
{
  deal_threes_in_history (CN_VARIANT_ITALIAN, "hc", 12, "from the deal");
}

static void
test_deal_threes_uruguayan (void)
{
  deal_threes_in_history (CN_VARIANT_URUGUAYAN, "hccc", 1, "from the deal");
}

/* ------------------------------------------------------ a refused drop */

static char *message_before;

/* GTK 4.8 miscounts the pointer's active state around a drag the X
 * server drives, now and then (its warning "Broken accounting of active
 * state"), on the window's own widgets: not a fault of the table, so it
 * is said but not fatal here. Every other message goes its usual way. */
static GLogWriterOutput
log_writer_cb (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0 &&
        g_str_has_prefix (fields[i].value, "Broken accounting of active state"))
      {
        g_printerr ("(not fatal) %s\n", (const char *) fields[i].value);
        return G_LOG_WRITER_HANDLED;
      }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static gboolean
message_said (CanastaWindow *window)
{
  return g_strcmp0 (canasta_window_get_last_message (window), message_before) != 0;
}

/* A card dragged with the pointer onto a finished canasta that does not
 * take it: refused, and no blue frame stays around the side's melds. */
static void
test_refused_drop_clears_frame (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CanastaHandView *hand;
  CanastaSideView *side;
  GtkWidget *card_view = NULL;
  GtkWidget *canasta;
  CnState s;

  if (!can_drag ())
    {
      g_test_skip ("needs an X11 display with XTest");
      return;
    }

  window = new_table (CN_VARIANT_URUGUAYAN, "hccc", 7, 1280, 800);
  game = canasta_window_get_game (window);
  hand = hand_of (window);

  /* A uruguayan position, Ana to play: her side's canasta of kings is
   * finished and takes no more cards. */
  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "KH 9C 8D 7S 6H 5C 4D");
  tu_hand (&s, 1, "QS QH JS 9S 8S 7S 6D");
  tu_hand (&s, 2, "AD KS QD JD 10C 8C 7C");
  tu_hand (&s, 3, "JH 10H 9D 8H 7H 6C 5H");
  tu_meld (&s, 0, "KC KC KD KD KH KS KS");
  tu_meld (&s, 0, "5D 5S 5H");
  tu_pile (&s, "4C 9H 10D");
  tu_stock (&s, "QC AC 4S 7D 6S JC 10S 4H 9S AS JS 8S");
  s.moda = CN_RANK_JACK;
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_assert_true (spin_until (human_to_act, window, 20000));
  wait_drawn (GTK_WIDGET (window));

  side = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0));
  canasta = canasta_side_view_get_meld_widget (side, 0);
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    {
      GtkWidget *view = canasta_hand_view_get_card_view (hand, i);

      if (canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view))) ==
          CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS))
        card_view = view;
    }
  g_assert_nonnull (card_view);

  g_free (message_before);
  message_before = g_strdup (canasta_window_get_last_message (window));
  drag_with_pointer (GTK_WIDGET (window), card_view, canasta);
  g_assert_true (test_wait_for ((TestWaitFunc) message_said, window));
  g_assert_true (message_said (window));
  g_test_message ("refused: %s", canasta_window_get_last_message (window));

  /* The card is still in the hand, and nothing is framed. */
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 7);
  for (int i = 0; i < 200 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  g_assert_false (canasta_side_view_get_drop_highlighted (side));
  save_png (GTK_WIDGET (window), "privacy-refused-drop.png");
  g_assert_false (canasta_side_view_get_drop_highlighted (side));

  close_window (window);
}

/* ------------------------------------------------ the cut and the toasts */

/* The bounds of the toast on show, in the window's coordinates. */
static gboolean
toast_bounds (CanastaWindow   *window,
              graphene_rect_t *bounds)
{
  GtkWidget *overlay = find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

  for (GtkWidget *toast = gtk_widget_get_first_child (overlay); toast != NULL;
       toast = gtk_widget_get_next_sibling (toast))
    if (toast != child && gtk_widget_get_mapped (toast))
      return gtk_widget_compute_bounds (toast, GTK_WIDGET (window), bounds);
  return FALSE;
}

static gboolean
toast_shown (CanastaWindow *window)
{
  graphene_rect_t bounds;

  return toast_bounds (window, &bounds) && bounds.size.height > 0;
}

static void
assert_toast_clear_of (CanastaWindow *window,
                       GtkWidget     *widget)
{
  graphene_rect_t toast, box;

  g_assert_true (spin_until (toast_shown, window, 10000));
  /* The toast has slid in. */
  wait_toasts_arrived (window);
  g_assert_true (toast_bounds (window, &toast));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &box));
  if (graphene_rect_intersection (&toast, &box, NULL))
    g_error ("the toast (%g,%g %gx%g) covers a %s (%g,%g %gx%g)",
             toast.origin.x, toast.origin.y, toast.size.width, toast.size.height,
             G_OBJECT_TYPE_NAME (widget), box.origin.x, box.origin.y, box.size.width, box.size.height);
}

static gboolean
cut_to_make (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return canasta_game_get_phase (game) == CANASTA_PHASE_CUT && canasta_game_get_viewer_can_act (game);
}

/* The person cuts: the moves of play wait (their buttons insensitive), and
 * the hint's toast leaves the cut in sight. */
static void
cut_toast (int         width,
           int         height,
           const char *shot)
{
  CanastaWindow *window = NULL;
  GtkWidget *cut;
  static const char *const moves[] = { "table.draw", "table.take-pile", "table.meld",
                                       "table.lay-off-auto", "table.discard" };

  /* The seat to cut is the first player's partner: the person's. */
  for (guint64 seed = 1; seed < 8 && window == NULL; seed++)
    {
      window = new_table (CN_VARIANT_URUGUAYAN, seed % 2 ? "cchc" : "hccc", seed, width, height);
      wait_drawn (GTK_WIDGET (window));
      if (!cut_to_make (window))
        {
          close_window (window);
          window = NULL;
        }
    }
  g_assert_nonnull (window);
  cut = canasta_window_get_cut_view (window);
  g_assert_true (gtk_widget_get_visible (cut));

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      GtkWidget *button = find_action_button (GTK_WIDGET (window), moves[i]);

      g_assert_nonnull (button);
      if (gtk_widget_is_sensitive (button))
        g_error ("%s looks enabled during the cut", moves[i]);
    }
  g_assert_true (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (window), "table.hint")));

  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  g_assert_true (g_str_has_prefix (canasta_window_get_last_message (window), "Hint: cut"));
  assert_toast_clear_of (window, cut);
  save_png (GTK_WIDGET (window), shot);

  close_window (window);
}

static void
test_cut_toast (void)
{
  cut_toast (1280, 800, "privacy-cut-toast.png");
}

static void
test_cut_toast_small (void)
{
  cut_toast (800, 600, "privacy-cut-toast-small.png");
}

/* "Pick the meld for these wild cards" leaves the side's melds in sight:
 * the player is to click one of them. */
static void
test_wild_toast (void)
{
  CanastaWindow *window = new_table (CN_VARIANT_CLASSIC, "hccc", 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = hand_of (window);
  CanastaSideView *side;
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "AS AH KC KD 10S 9H 8C 7D 6S 5H 4C 2C");
  tu_hand (&s, 1, "QS QH JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_hand (&s, 2, "AD KS QD JD 10C 8D 7C 6C");
  tu_hand (&s, 3, "JH 10H 9C 8H 7H 6H 5C 4H 4S 3S 3C");
  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_meld (&s, 0, "9C 9D 9S 9H 2H");
  tu_meld (&s, 0, "5C 5S 5D");
  tu_red_threes (&s, 0, "3H 3D");
  tu_pile (&s, "8C 5S 10D JC");
  tu_stock (&s, "KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  test_wait_settle ();

  canasta_hand_view_clear_selection (hand);
  g_assert_true (canasta_hand_view_select_card (hand, CN_CARD (2, CN_SUIT_CLUBS)));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.lay-off-auto", NULL);
  g_assert_true (g_str_has_prefix (canasta_window_get_last_message (window), "Pick the meld"));

  side = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0));
  for (int i = 0; i < 3; i++)
    assert_toast_clear_of (window, canasta_side_view_get_meld_widget (side, i));
  assert_toast_clear_of (window, GTK_WIDGET (hand));
  save_png (GTK_WIDGET (window), "privacy-wild-toast.png");

  close_window (window);
}

/* One against one nobody has a side: the refusals say "you", in every
 * language ("tu", never "la tua squadra"); partners keep their side. */
static void
test_alone_messages (void)
{
  CnVerdict verdict = { .code = CN_ERR_OPENING_BELOW_MINIMUM, .nums = { 30, 50 } };
  const CnRules *italian = cn_rules_get (CN_VARIANT_ITALIAN);
  g_autofree char *alone = canasta_verdict_message_for_table (&verdict, italian, TRUE);
  g_autofree char *side = canasta_verdict_message_for_table (&verdict, italian, FALSE);

  g_assert_cmpstr (alone, ==, "Your melds count 30 of the 50 you need to open.");
  g_assert_cmpstr (side, ==, "Your melds count 30 of the 50 your side needs to open.");

  if (g_getenv ("CANASTA_LOCALEDIR") != NULL)
    {
      CnCode codes[] = { CN_ERR_OPENING_BELOW_MINIMUM, CN_ERR_OPENING_UNREACHABLE, CN_ERR_NO_MELD_OF_RANK,
                         CN_ERR_NO_SUCH_MELD, CN_ERR_PILE_FROZEN_UNOPENED, CN_ERR_PILE_TOP_UNUSABLE,
                         CN_ERR_GO_OUT_NEEDS_CANASTAS, CN_ERR_LAST_CARD_WOULD_GO_OUT };

      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_setenv ("LANGUAGE", "it", TRUE);
      for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
        {
          CnVerdict v = { .code = codes[i], .nums = { 1, 2, CN_ERR_GO_OUT_NEEDS_CANASTAS } };
          g_autofree char *text = canasta_verdict_message_for_table (&v, italian, TRUE);
          g_autofree char *partners = canasta_verdict_message_for_table (&v, italian, FALSE);

          g_test_message ("%s / %s", text, partners);
          g_assert_null (strstr (text, "squadra"));
          g_assert_nonnull (strstr (partners, "squadra"));
        }
      g_setenv ("LANGUAGE", "C", TRUE);
    }
}

/* A help example one against one shows no "May I Go Out?": there is no
 * partner to ask; an example of partners does. */
static void
test_example_no_partner (void)
{
  static const struct { const char *file; gboolean ask; } cases[] = {
    { "italian/two-canastas-1v1.json", FALSE },
    { "italian/wild-canasta-1v1.json", FALSE },
    { "ask-partner.json", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *example = canasta_help_example_new (cases[i].file, "Example", "Text");
      GtkWidget *ask;

      gtk_window_set_child (GTK_WINDOW (window), example);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (canasta_help_example_get_loaded (CANASTA_HELP_EXAMPLE (example)));
      ask = canasta_help_example_get_play_button (CANASTA_HELP_EXAMPLE (example), CN_MOVE_ASK_GO_OUT);
      g_assert_nonnull (ask);
      if (gtk_widget_get_visible (ask) != cases[i].ask)
        g_error ("%s: the ask button is %s", cases[i].file, cases[i].ask ? "hidden" : "shown");
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_log_set_writer_func (log_writer_cb, NULL, NULL);
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/privacy/two-people-two-computers", test_two_people_two_computers);
  g_test_add_func ("/privacy/one-person-keeps-hand", test_one_person_keeps_hand);
  g_test_add_func ("/privacy/drawn-mark-goes", test_drawn_mark_goes);
  g_test_add_func ("/privacy/deal-threes-classic", test_deal_threes_classic);
  g_test_add_func ("/privacy/deal-threes-italian", test_deal_threes_italian);
  g_test_add_func ("/privacy/deal-threes-uruguayan", test_deal_threes_uruguayan);
  g_test_add_func ("/privacy/refused-drop-clears-frame", test_refused_drop_clears_frame);
  g_test_add_func ("/privacy/cut-toast", test_cut_toast);
  g_test_add_func ("/privacy/cut-toast-small", test_cut_toast_small);
  g_test_add_func ("/privacy/wild-toast", test_wild_toast);
  g_test_add_func ("/privacy/alone-messages", test_alone_messages);
  g_test_add_func ("/privacy/example-no-partner", test_example_no_partner);

  return g_test_run ();
}
