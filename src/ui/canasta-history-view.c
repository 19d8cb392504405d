/* canasta-history-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-history-view.h"
#include "canasta-messages.h"

/* One turn: whose, and what was done in it so far, twice: for the eye
 * (short card names, the card just discarded or taken in bold) and for the
 * screen reader (the cards' full names). */
typedef struct
{
  int        seat;
  char      *who;        /* a side's name, for a line about a side; or NULL */
  gboolean   closed;
  GPtrArray *shown;      /* one string per thing done */
  GPtrArray *spoken;
  GtkWidget *row;
  GtkWidget *label;
} Turn;

struct _CanastaHistoryView
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkWidget   *heading;
  GtkWidget   *scroller;
  GtkWidget   *list;
  GtkWidget   *placeholder;

  CanastaGame *game;
  GPtrArray   *turns;     /* Turn, oldest first */
  int          round;
  guint32      move_count;   /* of the position after the last move seen */
};

G_DEFINE_FINAL_TYPE (CanastaHistoryView, canasta_history_view, GTK_TYPE_WIDGET)

static void
turn_free (gpointer data)
{
  Turn *turn = data;

  g_ptr_array_unref (turn->shown);
  g_ptr_array_unref (turn->spoken);
  g_free (turn->who);
  g_free (turn);
}

char *
canasta_card_short_name (guint8 card)
{
  static const char *const ranks[] = { NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char *const suits[] = { "♣", "♦", "♥", "♠" };

  if (card == CN_CARD_JOKER)
    /* Translators: the joker in the history of the round, short */
    return g_strdup (C_("card", "Joker"));
  if (cn_card_rank (card) < 1 || cn_card_rank (card) > 13)
    return g_strdup ("?");
  return g_strdup_printf ("%s%s", ranks[cn_card_rank (card)], suits[cn_card_suit (card)]);
}

/* "7♠ 7♥ 2♣" and "Seven of Spades, Seven of Hearts, Two of Clubs". */
static void
cards_text (const guint8 *cards,
            int           n,
            GString      *shown,
            GString      *spoken)
{
  for (int i = 0; i < n; i++)
    {
      g_autofree char *brief = canasta_card_short_name (cards[i]);
      g_autofree char *name = canasta_card_name (cards[i]);
      g_autofree char *escaped = g_markup_escape_text (brief, -1);

      if (i > 0)
        {
          g_string_append_c (shown, ' ');
          /* Translators: the separator between card names in a hint */
          g_string_append (spoken, _(", "));
        }
      g_string_append (shown, escaped);
      g_string_append (spoken, name);
    }
}

static void
update_row (CanastaHistoryView *self,
            Turn               *turn)
{
  const char *name = turn->who != NULL ? turn->who : canasta_game_get_seat_name (self->game, turn->seat);
  g_autofree char *escaped = g_markup_escape_text (name, -1);
  g_autofree char *markup = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *shown_text = NULL;
  g_autofree char *spoken_text = NULL;

  /* Translators: between two things a player did in one turn */
  g_ptr_array_add (turn->shown, NULL);
  g_ptr_array_add (turn->spoken, NULL);
  shown_text = g_strjoinv (_(", "), (char **) turn->shown->pdata);
  spoken_text = g_strjoinv (_(", "), (char **) turn->spoken->pdata);
  g_ptr_array_remove_index (turn->shown, turn->shown->len - 1);
  g_ptr_array_remove_index (turn->spoken, turn->spoken->len - 1);

  /* Translators: a line of the history: "Bruno: drew, melded 7♠ 7♥ 7♦" */
  markup = g_strdup_printf (_("<b>%s</b>: %s"), escaped, shown_text);
  gtk_label_set_markup (GTK_LABEL (turn->label), markup);
  spoken = g_strdup_printf (_("%s: %s"), name, spoken_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (turn->row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                  -1);
  gtk_widget_set_tooltip_text (turn->row, spoken);
}

static Turn *
current_turn (CanastaHistoryView *self,
              int                 seat)
{
  Turn *turn = self->turns->len > 0 ? g_ptr_array_index (self->turns, self->turns->len - 1) : NULL;

  if (turn != NULL && !turn->closed && turn->seat == seat)
    return turn;

  if (turn != NULL)
    {
      turn->closed = TRUE;
      gtk_widget_remove_css_class (turn->row, "current");
    }

  turn = g_new0 (Turn, 1);
  turn->seat = seat;
  turn->shown = g_ptr_array_new_with_free_func (g_free);
  turn->spoken = g_ptr_array_new_with_free_func (g_free);
  turn->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (turn->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (turn->label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (turn->label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (turn->label), 24);
  turn->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (turn->row), turn->label);
  gtk_widget_add_css_class (turn->row, "current");
  /* Newest at the top, where the eye comes back to. */
  gtk_list_box_prepend (GTK_LIST_BOX (self->list), turn->row);
  g_ptr_array_add (self->turns, turn);
  gtk_widget_set_visible (self->placeholder, FALSE);

  return turn;
}

/* Adds a clause to the turn: ", melded 7♠ 7♥ 7♦". */
static void
add_clause (Turn       *turn,
            const char *shown,
            const char *spoken)
{
  g_ptr_array_add (turn->shown, g_strdup (shown));
  g_ptr_array_add (turn->spoken, g_strdup (spoken));
}

/* The red threes of the deal that seat laid down (at the deal, at its
 * first turn, or at the deal a cut makes): "laid down 3♥ from the deal".
 * They are in sight of everybody, as every red three on the table. */
static void
add_deal_threes (CanastaHistoryView *self,
                 int                 seat,
                 const char         *who,
                 const CnCard       *threes,
                 int                 n)
{
  g_autoptr(GString) cards_shown = g_string_new (NULL);
  g_autoptr(GString) cards_spoken = g_string_new (NULL);
  g_autofree char *shown = NULL;
  g_autofree char *spoken = NULL;
  Turn *turn;

  if (n == 0)
    return;

  turn = current_turn (self, seat);
  if (who != NULL && turn->who == NULL)
    turn->who = g_strdup (who);
  cards_text (threes, n, cards_shown, cards_spoken);
  /* Translators: red threes dealt to a player, laid down at the deal or at
   * the player's first turn: "laid down 3♥ 3♦ from the deal" */
  shown = g_strdup_printf (_("laid down %s from the deal"), cards_shown->str);
  spoken = g_strdup_printf (_("laid down %s from the deal"), cards_spoken->str);
  add_clause (turn, shown, spoken);
  update_row (self, turn);
}

/* The red threes laid down before the first move: a line for each player
 * (or side, when the deal lays every hand's down and the side has
 * partners) who had any. */
static void
add_round_start (CanastaHistoryView *self)
{
  int n_players = canasta_game_get_n_players (self->game);
  CnCard threes[CN_MAX_RED_THREES * 2];

  for (int seat = 0; seat < n_players; seat++)
    {
      gboolean alone = TRUE;
      int n = canasta_game_get_deal_red_threes (self->game, seat, &alone, threes);
      g_autofree char *side = NULL;

      if (n == 0)
        continue;
      if (!alone)
        side = canasta_game_dup_side_name (self->game, canasta_game_get_side_of (self->game, seat));
      add_deal_threes (self, seat, side, threes, n);
      /* A side's line is the side's alone: the player's own turn starts
       * a line of its own. */
      if (!alone)
        ((Turn *) g_ptr_array_index (self->turns, self->turns->len - 1))->closed = TRUE;
    }
}

/* The move's line: a clause added to its turn, or a new turn. */
static void
add_move (CanastaHistoryView     *self,
          const CanastaMoveEvent *event)
{
  CanastaGame *game = self->game;
  const CnMove *move = &event->move;
  int asker = event->turn_before;
  Turn *turn;
  g_autoptr(GString) cards_shown = g_string_new (NULL);
  g_autoptr(GString) cards_spoken = g_string_new (NULL);
  g_autofree char *shown = NULL;
  g_autofree char *spoken = NULL;

  self->move_count = event->move_count_after;

  /* The partner's answer belongs to the asker's turn. */
  turn = current_turn (self, move->kind == CN_MOVE_ANSWER_GO_OUT ? asker : move->seat);
  cards_text (move->cards, move->n, cards_shown, cards_spoken);

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      {
        int threes = event->red_threes_laid;

        /* One card drawn is "a card", as one red three is "a red three". */
        shown = event->draw_count == 1
          ? g_strdup (_("drew a card"))
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "drew %d card", "drew %d cards",
                                          event->draw_count),
                             event->draw_count);
        add_clause (turn, shown, shown);
        g_clear_pointer (&shown, g_free);
        if (threes > 0)
          {
            /* One red three is "a red three", not "1 red three". */
            shown = threes == 1
              ? g_strdup (_("laid down a red three"))
              : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "laid down %d red three",
                                              "laid down %d red threes", threes), threes);
            add_clause (turn, shown, shown);
          }
      }
      break;

    case CN_MOVE_TAKE_PILE:
      {
        CnCard top = event->pile_top;
        g_autofree char *top_brief = canasta_card_short_name (top);
        g_autofree char *top_name = canasta_card_name (top);

        if (move->n > 0 && event->variant == CN_VARIANT_URUGUAYAN)
          {
            /* Translators: the uruguayan pozo: "took the pozo of 7 cards (Q♥) with Q♣ Q♦" */
            shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pozo of %d card (<b>%s</b>) with %s",
                                                  "took the pozo of %d cards (<b>%s</b>) with %s", event->pile_taken),
                                     event->pile_taken, top_brief, cards_shown->str);
            spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pozo of %d card (%s) with %s",
                                                   "took the pozo of %d cards (%s) with %s", event->pile_taken),
                                      event->pile_taken, top_name, cards_spoken->str);
          }
        else if (move->n > 0)
          {
            /* Translators: "took the pile of 7 cards (Q♥) with Q♣ Q♦" */
            shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card (<b>%s</b>) with %s",
                                                  "took the pile of %d cards (<b>%s</b>) with %s", event->pile_taken),
                                     event->pile_taken, top_brief, cards_shown->str);
            spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card (%s) with %s",
                                                   "took the pile of %d cards (%s) with %s", event->pile_taken),
                                      event->pile_taken, top_name, cards_spoken->str);
          }
        else
          {
            /* Translators: the top card went on the side's meld of its rank */
            shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card, laying <b>%s</b> off",
                                                  "took the pile of %d cards, laying <b>%s</b> off", event->pile_taken),
                                     event->pile_taken, top_brief);
            spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card, laying %s off",
                                                   "took the pile of %d cards, laying %s off", event->pile_taken),
                                      event->pile_taken, top_name);
          }
        add_clause (turn, shown, spoken);
      }
      break;

    case CN_MOVE_MELD:
      /* Translators: %s lists cards: "melded 7♠ 7♥ 7♦" */
      shown = g_strdup_printf (_("melded %s"), cards_shown->str);
      spoken = g_strdup_printf (_("melded %s"), cards_spoken->str);
      add_clause (turn, shown, spoken);
      break;

    case CN_MOVE_ADD:
      {
        g_autofree char *rank = canasta_rank_plural (event->meld_rank);

        /* Translators: "laid off 2♣ on the kings" */
        shown = g_strdup_printf (_("laid off %s on the %s"), cards_shown->str, rank);
        spoken = g_strdup_printf (_("laid off %s on the %s"), cards_spoken->str, rank);
        add_clause (turn, shown, spoken);
      }
      break;

    case CN_MOVE_DISCARD:
      if (event->round_over && event->end == CN_END_WENT_OUT &&
          event->variant == CN_VARIANT_URUGUAYAN)
        {
          /* Translators: source 001 closes (cierra) a round */
          shown = g_strdup_printf (_("closed, discarding <b>%s</b>"), cards_shown->str);
          spoken = g_strdup_printf (_("closed, discarding %s"), cards_spoken->str);
        }
      else if (event->round_over && event->end == CN_END_WENT_OUT)
        {
          shown = g_strdup_printf (_("went out, discarding <b>%s</b>"), cards_shown->str);
          spoken = g_strdup_printf (_("went out, discarding %s"), cards_spoken->str);
        }
      else
        {
          /* Translators: the card just discarded, in bold */
          shown = g_strdup_printf (_("discarded <b>%s</b>"), cards_shown->str);
          spoken = g_strdup_printf (_("discarded %s"), cards_spoken->str);
        }
      add_clause (turn, shown, spoken);
      turn->closed = TRUE;
      break;

    case CN_MOVE_ASK_GO_OUT:
      if (event->variant == CN_VARIANT_URUGUAYAN)
        add_clause (turn, _("asked “May I close?”"), _("asked “May I close?”"));
      else
        add_clause (turn, _("asked “May I go out?”"), _("asked “May I go out?”"));
      break;

    case CN_MOVE_CUT:
      {
        /* What the cut gave: the canasta de moda, the wild cards and red
         * threes the cutter kept, an exact cut. */
        CnCard kept[CN_MAX_CARDS];
        int n_kept = canasta_game_get_cut_kept (game, kept);
        g_autofree char *rank = canasta_rank_plural (event->moda);

        /* Translators: the cut in the history: "cut the deck: jacks de moda" */
        shown = g_strdup_printf (_("cut the deck: %s de moda"), rank);
        add_clause (turn, shown, shown);
        /* The wild cards the cutter keeps go to the hand, the red threes
         * down on the table: the history says which. */
        for (int threes = 0; threes <= 1; threes++)
          {
            g_autoptr(GString) kept_shown = g_string_new (NULL);
            g_autoptr(GString) kept_spoken = g_string_new (NULL);
            g_autofree char *more_shown = NULL;
            g_autofree char *more_spoken = NULL;
            CnCard some[CN_MAX_CARDS];
            int n_some = 0;

            for (int i = 0; i < n_kept; i++)
              if (cn_card_is_red_three (kept[i]) == threes)
                some[n_some++] = kept[i];
            if (n_some == 0)
              continue;
            cards_text (some, n_some, kept_shown, kept_spoken);
            if (threes)
              {
                /* Translators: the red threes the cutter found at the cut
                 * and laid down: "laid down 3♥ from the cut" */
                more_shown = g_strdup_printf (_("laid down %s from the cut"), kept_shown->str);
                more_spoken = g_strdup_printf (_("laid down %s from the cut"), kept_spoken->str);
              }
            else
              {
                /* Translators: the wild cards the cutter kept */
                more_shown = g_strdup_printf (_("kept %s"), kept_shown->str);
                more_spoken = g_strdup_printf (_("kept %s"), kept_spoken->str);
              }
            add_clause (turn, more_shown, more_spoken);
          }
        if (event->exact_cut)
          add_clause (turn, _("exact cut"), _("exact cut"));
        turn->closed = TRUE;
      }
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      {
        const char *name = canasta_game_get_seat_name (game, move->seat);
        g_autofree char *escaped = g_markup_escape_text (name, -1);

        /* Translators: the partner's answer: "Carla said yes" */
        shown = g_strdup_printf (move->yes ? _("%s said yes") : _("%s said no"), escaped);
        spoken = g_strdup_printf (move->yes ? _("%s said yes") : _("%s said no"), name);
        add_clause (turn, shown, spoken);
      }
      break;

    case CN_N_MOVE_KINDS:
    default:
      break;
    }

  if (move->kind != CN_MOVE_DISCARD && event->round_over && event->end == CN_END_WENT_OUT)
    add_clause (turn, _("went out"), _("went out"));

  update_row (self, turn);

  /* The red threes of the deal laid down during the move: the next
   * player's at its first turn, or every hand's at the deal the cut
   * makes, in turn order from the player to start. */
  for (int i = 0; i < event->n_players; i++)
    {
      int seat = (event->turn_after + i) % event->n_players;

      add_deal_threes (self, seat, NULL, event->deal_threes[seat], event->n_deal_threes[seat]);
    }
}

static void
replay_move_cb (CanastaGame            *game,
                const CanastaMoveEvent *event,
                gpointer                user_data)
{
  add_move (user_data, event);
}

/* The lines of the round so far, rebuilt from the game's history: after a
 * new round or game, a resumed game, or a view that comes to a round in
 * the middle. They come out in the language of the session that shows
 * them. */
static void
rebuild (CanastaHistoryView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_ptr_array_set_size (self->turns, 0);
  gtk_widget_set_visible (self->placeholder, TRUE);
  self->round = self->game != NULL ? canasta_game_get_round (self->game) : -1;
  self->move_count = 0;

  if (self->game != NULL)
    {
      add_round_start (self);
      canasta_game_foreach_move (self->game, replay_move_cb, self);
    }
}

static void
history_reset_cb (CanastaGame        *game,
                  CanastaHistoryView *self)
{
  rebuild (self);
}

static void
move_made_cb (CanastaGame            *game,
              const CanastaMoveEvent *event,
              CanastaHistoryView     *self)
{
  /* The game says when its history starts anew; should a move still come
   * from another table than the lines show, they are rebuilt from the
   * game's history, this move included. */
  if (canasta_game_get_round (game) != self->round ||
      (self->turns->len > 0 && event->move_count_before != self->move_count))
    {
      rebuild (self);
      return;
    }

  add_move (self, event);
}

static void
canasta_history_view_dispose (GObject *object)
{
  CanastaHistoryView *self = CANASTA_HISTORY_VIEW (object);

  canasta_history_view_set_game (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->turns, g_ptr_array_unref);

  G_OBJECT_CLASS (canasta_history_view_parent_class)->dispose (object);
}

static void
canasta_history_view_class_init (CanastaHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_history_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "history");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_history_view_init (CanastaHistoryView *self)
{
  self->turns = g_ptr_array_new_with_free_func (turn_free);
  self->round = -1;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* Translators: the heading of the history beside the table */
  self->heading = gtk_label_new (_("This Round"));
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_box_append (GTK_BOX (self->box), self->heading);

  self->placeholder = gtk_label_new (_("Each turn shows here as it is played."));
  gtk_label_set_wrap (GTK_LABEL (self->placeholder), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->placeholder), 0);
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->placeholder);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "history-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("History of the round"),
                                  -1);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), FALSE);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->list);
  gtk_box_append (GTK_BOX (self->box), self->scroller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("History of the round"),
                                  -1);
}

GtkWidget *
canasta_history_view_new (void)
{
  return g_object_new (CANASTA_TYPE_HISTORY_VIEW, NULL);
}

/* Shows game's round from its start (canasta_game_foreach_move) and
 * follows its moves from now on; a new round or game starts empty, a
 * resumed game with the lines it had. */
void
canasta_history_view_set_game (CanastaHistoryView *self,
                               CanastaGame        *game)
{
  g_return_if_fail (CANASTA_IS_HISTORY_VIEW (self));
  g_return_if_fail (game == NULL || CANASTA_IS_GAME (game));

  if (self->game != game)
    {
      if (self->game != NULL)
        {
          g_signal_handlers_disconnect_by_func (self->game, move_made_cb, self);
          g_signal_handlers_disconnect_by_func (self->game, history_reset_cb, self);
        }
      g_set_object (&self->game, game);
      if (game != NULL)
        {
          g_signal_connect_object (game, "move-made", G_CALLBACK (move_made_cb), self, 0);
          g_signal_connect_object (game, "history-reset", G_CALLBACK (history_reset_cb), self, 0);
        }
    }

  rebuild (self);
}

guint
canasta_history_view_get_n_turns (CanastaHistoryView *self)
{
  g_return_val_if_fail (CANASTA_IS_HISTORY_VIEW (self), 0);
  return self->turns->len;
}

const char *
canasta_history_view_get_turn (CanastaHistoryView *self,
                               guint               index)
{
  Turn *turn;

  g_return_val_if_fail (CANASTA_IS_HISTORY_VIEW (self), NULL);
  g_return_val_if_fail (index < self->turns->len, NULL);

  turn = g_ptr_array_index (self->turns, self->turns->len - 1 - index);
  return gtk_widget_get_tooltip_text (turn->row);
}

/* The last meld or lay-off was taken back (casual play): its words go. */
void
canasta_history_view_take_back (CanastaHistoryView *self)
{
  Turn *turn;

  g_return_if_fail (CANASTA_IS_HISTORY_VIEW (self));

  if (self->turns->len == 0 || self->game == NULL)
    return;
  turn = g_ptr_array_index (self->turns, self->turns->len - 1);
  if (turn->shown->len > 0)
    {
      g_ptr_array_remove_index (turn->shown, turn->shown->len - 1);
      g_ptr_array_remove_index (turn->spoken, turn->spoken->len - 1);
    }
  self->move_count = canasta_game_get_move_count (self->game);
  update_row (self, turn);
}
