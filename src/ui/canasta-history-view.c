/* canasta-history-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-history-view.h"
#include "canasta-move-facts.h"
#include "cn-text.h"

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

static void
update_row (CanastaHistoryView *self,
            Turn               *turn)
{
  const char *name = turn->who != NULL ? turn->who : canasta_game_get_seat_name (self->game, turn->seat);
  g_autofree char *markup = cn_text_history_line (name, turn->shown, TRUE);
  g_autofree char *spoken = cn_text_history_line (name, turn->spoken, FALSE);

  gtk_label_set_markup (GTK_LABEL (turn->label), markup);
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
  Turn *turn;

  if (n == 0)
    return;

  turn = current_turn (self, seat);
  if (who != NULL && turn->who == NULL)
    turn->who = g_strdup (who);
  g_ptr_array_add (turn->shown, cn_text_deal_threes (threes, n, TRUE));
  g_ptr_array_add (turn->spoken, cn_text_deal_threes (threes, n, FALSE));
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
  CnTextMove facts;
  Turn *turn;

  self->move_count = event->move_count_after;

  /* The partner's answer belongs to the asker's turn. */
  turn = current_turn (self, move->kind == CN_MOVE_ANSWER_GO_OUT ? asker : move->seat);
  canasta_game_get_move_facts (game, event, &facts);
  cn_text_move_clauses (&facts, TRUE, turn->shown);
  cn_text_move_clauses (&facts, FALSE, turn->spoken);
  /* A turn ends with its discard, and the cut is a turn of its own. */
  if (move->kind == CN_MOVE_DISCARD || move->kind == CN_MOVE_CUT)
    turn->closed = TRUE;

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
