/* canasta-help-example-play.c: a help example played on its cards
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader plays the followed player's moves as at the table: select the
 * cards in the hand (click, or Space on a focused card) and press a move's
 * button, or drag them onto the melds or the pile. A move that is the
 * example's next one is played and judged; another is answered with the
 * engine's reason, or with the move the example expects. The other
 * players' moves that follow are then played by themselves.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-set.h"
#include "canasta-card-view.h"
#include "canasta-help-example-private.h"
#include "canasta-meld.h"
#include "canasta-meld-view.h"
#include "canasta-messages.h"
#include "canasta-wrap-layout.h"

/* The followed player's turn in the example: the next move is theirs. */
static gboolean
playable (CanastaHelpExample *self)
{
  return self->example != NULL && canasta_example_get_playable (self->example);
}

static CanastaCardSet *
selection (CanastaHelpExample *self)
{
  CanastaCardSet *set = canasta_card_set_new (canasta_example_get_follow_seat (self->example));

  for (GtkWidget *child = gtk_widget_get_first_child (self->hand_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CANASTA_IS_CARD_VIEW (child) && canasta_card_view_get_selected (CANASTA_CARD_VIEW (child)))
      canasta_card_set_add (set, canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (child))));

  return set;
}

static void
clear_selection (CanastaHelpExample *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->hand_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CANASTA_IS_CARD_VIEW (child))
      canasta_card_view_set_selected (CANASTA_CARD_VIEW (child), FALSE);
}

/* The other players' moves after the reader's play themselves, one by
 * one, so that each can be read. */
static gboolean
play_others_cb (gpointer user_data)
{
  CanastaHelpExample *self = user_data;

  self->play_source = 0;
  if (playable (self))
    return G_SOURCE_REMOVE;

  _canasta_help_example_try_step (self, canasta_example_get_n_tried (self->example));
  if (!playable (self) &&
      canasta_example_get_n_tried (self->example) < canasta_example_get_n_steps (self->example))
    self->play_source = g_timeout_add (500, play_others_cb, self);
  return G_SOURCE_REMOVE;
}

static void
say (CanastaHelpExample *self,
     const char         *text)
{
  gtk_label_set_text (GTK_LABEL (self->play_label), text);
  gtk_widget_set_visible (self->play_label, text != NULL && text[0] != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_box),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "",
                                  -1);
}

/* The reader's move: played when it is the example's next move. A lay-off
 * names its meld (index, from the meld dropped on or clicked, or -1). */
static gboolean
play (CanastaHelpExample   *self,
      CnMoveKind            kind,
      int                   rank,
      int                   index,
      const CanastaCardSet *cards)
{
  g_autofree char *message = NULL;
  CanastaExamplePlay played;

  if (!playable (self))
    return FALSE;

  played = canasta_example_play (self->example, kind, rank, index,
                                 cards != NULL ? cards->cards : NULL, cards != NULL ? cards->n : 0,
                                 &message);
  if (played != CANASTA_EXAMPLE_PLAYED)
    {
      if (message != NULL)
        say (self, message);
      return FALSE;
    }

  say (self, "");
  clear_selection (self);
  if (!playable (self) &&
      canasta_example_get_n_tried (self->example) < canasta_example_get_n_steps (self->example))
    self->play_source = g_timeout_add (600, play_others_cb, self);
  return TRUE;
}

static void
play_button_cb (GtkButton          *button,
                CanastaHelpExample *self)
{
  CnMoveKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "canasta-move"));
  g_autoptr(CanastaCardSet) cards = selection (self);

  play (self, kind, -1, -1, cards);
}

static void
card_activate_cb (CanastaCardView    *view,
                  CanastaHelpExample *self)
{
  if (!playable (self))
    return;
  canasta_card_view_set_selected (view, !canasta_card_view_get_selected (view));
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource      *source,
                 double              x,
                 double              y,
                 CanastaHelpExample *self)
{
  GtkWidget *view = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(CanastaCardSet) cards = NULL;
  GValue value = G_VALUE_INIT;
  GdkContentProvider *provider;

  if (!playable (self))
    return NULL;

  /* Dragging a card that is not selected carries that card alone. */
  if (!canasta_card_view_get_selected (CANASTA_CARD_VIEW (view)))
    {
      clear_selection (self);
      canasta_card_view_set_selected (CANASTA_CARD_VIEW (view), TRUE);
    }
  cards = selection (self);
  g_value_init (&value, CANASTA_TYPE_CARD_SET);
  g_value_set_boxed (&value, cards);
  provider = gdk_content_provider_new_for_value (&value);
  g_value_unset (&value);
  return provider;
}

void
_canasta_help_example_play_hand_card (CanastaHelpExample *self,
                                      GtkWidget          *view)
{
  GtkDragSource *source;

  /* A card of the hand is a button, as at the table. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Select to play"),
                                  -1);
  gtk_widget_set_focusable (view, TRUE);
  g_signal_connect_object (view, "activate", G_CALLBACK (card_activate_cb), self, 0);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (drag_prepare_cb), self, 0);
  gtk_widget_add_controller (view, GTK_EVENT_CONTROLLER (source));
}

static gboolean
meld_dropped_cb (CanastaMeldView    *view,
                 CanastaCardSet     *cards,
                 CanastaHelpExample *self)
{
  CanastaMeld *meld = canasta_meld_view_get_meld (view);

  return play (self, CN_MOVE_ADD, canasta_meld_get_rank (meld), canasta_meld_get_index (meld), cards);
}

static void
meld_activate_cb (CanastaMeldView    *view,
                  CanastaHelpExample *self)
{
  g_autoptr(CanastaCardSet) cards = selection (self);

  CanastaMeld *meld = canasta_meld_view_get_meld (view);

  if (cards->n > 0)
    play (self, CN_MOVE_ADD, canasta_meld_get_rank (meld), canasta_meld_get_index (meld), cards);
}

void
_canasta_help_example_play_meld (CanastaHelpExample *self,
                                 GtkWidget          *view)
{
  gtk_widget_set_focusable (view, playable (self));
  g_signal_connect_object (view, "cards-dropped", G_CALLBACK (meld_dropped_cb), self, 0);
  g_signal_connect_object (view, "activate", G_CALLBACK (meld_activate_cb), self, 0);
}

/* Cards dropped on the melds' area make a new meld; on the pile they take
 * it before the draw and are discarded after. */
static gboolean
melds_drop_cb (GtkDropTarget      *target,
               const GValue       *value,
               double              x,
               double              y,
               CanastaHelpExample *self)
{
  return play (self, CN_MOVE_MELD, -1, -1, g_value_get_boxed (value));
}

static gboolean
pile_drop_cb (GtkDropTarget      *target,
              const GValue       *value,
              double              x,
              double              y,
              CanastaHelpExample *self)
{
  CanastaCardSet *cards = g_value_get_boxed (value);

  if (!canasta_example_get_drawn (self->example))
    return play (self, CN_MOVE_TAKE_PILE, -1, -1, cards);
  return play (self, CN_MOVE_DISCARD, -1, -1, cards);
}

void
_canasta_help_example_play_update (CanastaHelpExample *self)
{
  gboolean can = playable (self);
  GtkWidget *ask = self->play_buttons[CN_MOVE_ASK_GO_OUT];

  /* The uruguayan players ask to close ("¿Puedo cerrar?") and take the
   * pozo, as the table's buttons say. */
  if (self->example != NULL && canasta_example_get_uruguayan (self->example))
    {
      GtkWidget *take = self->play_buttons[CN_MOVE_TAKE_PILE];
      g_autofree char *close = canasta_help_plain_label (_("May I _Close?"));
      g_autofree char *pozo = canasta_help_plain_label (_("_Take Pozo"));

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (ask)), close) != 0)
        gtk_button_set_label (GTK_BUTTON (ask), close);
      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (take)), pozo) != 0)
        gtk_button_set_label (GTK_BUTTON (take), pozo);
    }

  for (int kind = 0; kind < CN_N_MOVE_KINDS; kind++)
    if (self->play_buttons[kind] != NULL)
      gtk_widget_set_sensitive (self->play_buttons[kind], can);
  /* One against one there is no partner to ask. */
  gtk_widget_set_visible (ask, self->example == NULL ||
                               canasta_example_get_n_players (self->example) >
                               canasta_example_get_n_sides (self->example));
  gtk_widget_set_visible (self->play_box, self->example != NULL);
}

void
_canasta_help_example_play_init (CanastaHelpExample *self)
{
  static const struct { CnMoveKind kind; const char *label; } moves[] = {
    { CN_MOVE_DRAW, N_("_Draw") },
    { CN_MOVE_TAKE_PILE, N_("_Take Pile") },
    { CN_MOVE_MELD, N_("_Meld") },
    { CN_MOVE_ADD, N_("_Lay Off") },
    { CN_MOVE_DISCARD, N_("Di_scard") },
    { CN_MOVE_ASK_GO_OUT, N_("May I _Go Out?") },
  };
  GtkWidget *buttons;
  GtkDropTarget *target;

  self->play_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  /* The buttons wrap onto more rows in a narrow pane, words whole. */
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  {
    GtkLayoutManager *layout = canasta_wrap_layout_new (4);

    canasta_wrap_layout_set_left (CANASTA_WRAP_LAYOUT (layout), TRUE);
    gtk_widget_set_layout_manager (buttons, layout);
  }
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      /* The table's words, without its Alt+letters (see
       * canasta_help_plain_label). */
      g_autofree char *label = canasta_help_plain_label (_(moves[i].label));
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "canasta-move", GINT_TO_POINTER (moves[i].kind));
      g_signal_connect_object (button, "clicked", G_CALLBACK (play_button_cb), self, 0);
      gtk_box_append (GTK_BOX (buttons), button);
      self->play_buttons[moves[i].kind] = button;
    }
  gtk_box_append (GTK_BOX (self->play_box), buttons);

  self->play_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->play_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->play_label), 0);
  gtk_widget_add_css_class (self->play_label, "caption");
  gtk_widget_set_visible (self->play_label, FALSE);
  gtk_box_append (GTK_BOX (self->play_box), self->play_label);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Play the example on its cards"),
                                  -1);
  gtk_widget_insert_after (self->play_box, gtk_widget_get_parent (self->hand_box), self->hand_box);

  target = gtk_drop_target_new (CANASTA_TYPE_CARD_SET, GDK_ACTION_MOVE);
  g_signal_connect_object (target, "drop", G_CALLBACK (melds_drop_cb), self, 0);
  gtk_widget_add_controller (gtk_widget_get_parent (self->melds_box), GTK_EVENT_CONTROLLER (target));
  target = gtk_drop_target_new (CANASTA_TYPE_CARD_SET, GDK_ACTION_MOVE);
  g_signal_connect_object (target, "drop", G_CALLBACK (pile_drop_cb), self, 0);
  gtk_widget_add_controller (gtk_widget_get_parent (self->pile_box), GTK_EVENT_CONTROLLER (target));
}

void
_canasta_help_example_play_dispose (CanastaHelpExample *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
}

GtkWidget *
canasta_help_example_get_hand_card (CanastaHelpExample *self,
                                    CnCard              card)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->hand_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CANASTA_IS_CARD_VIEW (child) && !canasta_card_view_get_selected (CANASTA_CARD_VIEW (child)) &&
        canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (child))) == card)
      return child;
  return NULL;
}

GtkWidget *
canasta_help_example_get_play_button (CanastaHelpExample *self,
                                      CnMoveKind          kind)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  g_return_val_if_fail (kind < CN_N_MOVE_KINDS, NULL);
  return self->play_buttons[kind];
}

const char *
canasta_help_example_get_play_message (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->play_label));
}

const char *
canasta_help_example_get_hand_title (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return gtk_label_get_text (self->hand_label);
}
