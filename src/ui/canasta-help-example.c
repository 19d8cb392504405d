/* canasta-help-example.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-example.h"
#include "canasta-help-example-private.h"
#include "canasta-meld.h"
#include "canasta-meld-view.h"
#include "canasta-strip-layout.h"
#include "cn-text.h"

/* Card sizes in the examples: smaller than the table's, large enough to
 * read the corner indices. */
#define HAND_CARD_WIDTH 48
#define MELD_CARD_WIDTH 40
#define PILE_CARD_WIDTH 48

G_DEFINE_FINAL_TYPE (CanastaHelpExample, canasta_help_example, ADW_TYPE_BIN)

/* Cards in a strip: appended, or all taken away. */
static void
strip_setup (GtkWidget        *box,
             CanastaStripKind  kind)
{
  gtk_widget_set_layout_manager (box, canasta_strip_layout_new (kind));
}

static CanastaStripLayoutChild *
strip_child (GtkWidget *box,
             GtkWidget *child)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (box);

  return CANASTA_STRIP_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));
}

static void
strip_clear (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* A card the reader looks at but does not play: nothing listens to its
 * clicks, and it takes no keyboard focus. */
static GtkWidget *
card_new (CnCard   card,
          gboolean alternate,
          int      width)
{
  g_autoptr(CanastaCard) model = canasta_card_new (card, alternate);
  /* A picture here, not a button as on the table. */
  GtkWidget *view = g_object_new (CANASTA_TYPE_CARD_VIEW,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                  "card", model,
                                  NULL);

  gtk_widget_set_size_request (view, width, (int) (width * CANASTA_CARD_ASPECT));
  /* Hovering still shows the card's name. */
  gtk_widget_set_focusable (view, FALSE);
  return view;
}

/* ------------------------------------------------------------ position */

static void
update_hand (CanastaHelpExample *self,
             int                 seat)
{
  CnCard cards[CN_MAX_CARDS];
  int n = canasta_example_get_hand (self->example, seat, cards);
  const char *name = canasta_example_get_seat_name (self->example, seat);
  g_autofree char *title = NULL;
  g_autofree char *names = cn_text_cards (cards, n, CN_TEXT_CARDS_SPOKEN);
  g_autofree char *a11y = NULL;
  guint jokers = 0;

  strip_clear (self->hand_box);
  for (int i = 0; i < n; i++)
    {
      gboolean alternate = cards[i] == CN_CARD_JOKER && (jokers++ % 2) == 1;

      g_autoptr(CanastaCard) model = canasta_card_new (cards[i], alternate);
      /* The hand's cards are played, as at the table: buttons. */
      GtkWidget *view = g_object_new (CANASTA_TYPE_CARD_VIEW, "card", model, NULL);

      gtk_widget_set_size_request (view, HAND_CARD_WIDTH, (int) (HAND_CARD_WIDTH * CANASTA_CARD_ASPECT));

      _canasta_help_example_play_hand_card (self, view);
      gtk_box_append (GTK_BOX (self->hand_box), view);
    }

  title = cn_text_example_hand (name, n);
  gtk_label_set_text (self->hand_label, title);
  /* Translators: for screen readers: "Rosa’s hand: Ace of Hearts, Two of Clubs" */
  a11y = g_strdup_printf (_("%s: %s"), title, names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
}

static void
update_pile (CanastaHelpExample *self,
             int                 side)
{
  CanastaExample *example = self->example;
  CanastaPileState pile_state = canasta_example_get_pile_state (example);
  CnCard top = canasta_example_get_pile_top (example);
  /* The card set sideways: the one that froze the pile, or under a pozo
   * the wild card that made it premiado. */
  CnCard freezer = canasta_example_get_pile_freezer (example);
  gboolean pozo = canasta_example_get_pozo (example);
  gboolean frozen_for_side = canasta_example_get_pile_frozen_for (example, side);
  guint pile_n = canasta_example_get_pile_count (example);
  guint stock_n = canasta_example_get_stock_count (example);
  const char *name = canasta_example_get_seat_name (self->example, side);
  g_autofree char *text = NULL;
  g_autofree char *a11y = NULL;
  g_autofree char *stock = NULL;

  strip_clear (self->pile_box);
  if (pile_n > 1)
    {
      GtkWidget *under = card_new (CN_CARD_JOKER, FALSE, PILE_CARD_WIDTH);

      /* The cards under the top show as the edge of a face-down card. */
      canasta_card_view_set_face_down (CANASTA_CARD_VIEW (under), TRUE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (under),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                                   -1);
      gtk_box_append (GTK_BOX (self->pile_box), under);
      canasta_strip_layout_child_set_offset (strip_child (self->pile_box, under), 3);
    }
  if (freezer != CN_CARD_NONE)
    {
      GtkWidget *sideways = card_new (freezer, FALSE, PILE_CARD_WIDTH);

      gtk_box_append (GTK_BOX (self->pile_box), sideways);
      canasta_strip_layout_child_set_sideways (strip_child (self->pile_box, sideways), TRUE);
    }
  if (top != CN_CARD_NONE)
    gtk_box_append (GTK_BOX (self->pile_box), card_new (top, FALSE, PILE_CARD_WIDTH));

  gtk_label_set_text (self->pile_heading, pozo ? C_("help example", "Pozo")
                                               : C_("help example", "Discard pile"));

  {
    CnTextExamplePile facts = {
      .pozo = pozo,
      .n = pile_n,
      .state = (CnPileState) pile_state,
      .top = top,
      .frozen_for = frozen_for_side ? name : NULL,
      .alone = canasta_example_get_n_players (example) == canasta_example_get_n_sides (example),
    };

    cn_text_example_pile (&facts, &text, &a11y);
  }
  gtk_label_set_text (self->pile_label, text);

  gtk_widget_remove_css_class (GTK_WIDGET (self->pile_label), "accent");
  gtk_widget_remove_css_class (GTK_WIDGET (self->pile_label), "error");
  if (pile_state == CANASTA_PILE_FROZEN || frozen_for_side)
    gtk_widget_add_css_class (GTK_WIDGET (self->pile_label), "accent");
  else if (pile_state == CANASTA_PILE_BLOCKED)
    gtk_widget_add_css_class (GTK_WIDGET (self->pile_label), "error");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);

  /* The stock's count as the table shows it. */
  stock = cn_text_stock_label (stock_n, NULL);
  gtk_label_set_text (self->stock_label, stock);
}

static void
update_melds (CanastaHelpExample *self,
              int                 side)
{
  CanastaExample *example = self->example;
  int n_melds = canasta_example_get_n_melds (example, side);
  g_autoptr(GPtrArray) melds = g_ptr_array_new_with_free_func (g_object_unref);
  CnCard red_threes[CN_MAX_CARDS];
  int n_red_threes = canasta_example_get_red_threes (example, side, red_threes);
  CnRank moda = canasta_example_get_moda (example);
  const char *name = canasta_example_get_seat_name (self->example, side);
  g_autofree char *title = NULL;
  int card_h = (int) (MELD_CARD_WIDTH * CANASTA_CARD_ASPECT);
  int height = card_h;
  guint jokers = 0;

  strip_clear (self->melds_box);
  strip_clear (self->red_threes_box);

  /* All melds of a row share the height of the longest; a canasta stands
   * squared up. */
  for (int i = 0; i < n_melds; i++)
    {
      CanastaMeld *meld = canasta_example_dup_meld (example, side, i);
      guint n = canasta_meld_get_n_cards (meld);
      int h = canasta_meld_is_canasta (meld) ? card_h + 6
                                             : (int) (card_h * (1 + CANASTA_MELD_STEP * (n - 1)));

      height = MAX (height, h);
      g_ptr_array_add (melds, meld);
    }

  for (guint i = 0; i < melds->len; i++)
    {
      GtkWidget *view = g_object_new (CANASTA_TYPE_MELD_VIEW,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      NULL);

      canasta_meld_view_set_meld (CANASTA_MELD_VIEW (view), g_ptr_array_index (melds, i));

      gtk_widget_set_size_request (view, MELD_CARD_WIDTH, height);
      gtk_widget_set_focusable (view, FALSE);
      gtk_widget_set_can_target (view, TRUE);
      _canasta_help_example_play_meld (self, view);
      gtk_box_append (GTK_BOX (self->melds_box), view);
    }
  gtk_widget_set_visible (self->melds_box, n_melds > 0);
  gtk_widget_set_visible (self->no_melds_label, n_melds == 0);

  for (int i = 0; i < n_red_threes; i++)
    {
      CnCard card = red_threes[i];

      gtk_box_append (GTK_BOX (self->red_threes_box),
                      card_new (card, card == CN_CARD_JOKER && (jokers++ % 2) == 1, MELD_CARD_WIDTH));
    }
  gtk_widget_set_visible (self->red_threes_label, n_red_threes > 0);
  gtk_widget_set_visible (self->red_threes_box, n_red_threes > 0);

  if (moda != 0)
    {
      g_autofree char *text = cn_text_example_moda (moda);

      gtk_label_set_text (self->moda_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->moda_label), moda != 0);

  title = cn_text_example_melds (name, canasta_example_get_n_players (example) == canasta_example_get_n_sides (example));
  gtk_label_set_text (self->melds_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->melds_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
}

static void
score_cell (CanastaHelpExample *self,
            const char         *text,
            int                 column,
            int                 row,
            gboolean            heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  /* A line's name and a side's may take two lines, for the sheet to fit
   * the narrow pane. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), column == 0 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
  gtk_widget_add_css_class (label, heading ? "caption-heading" : "caption");
  if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->score_grid, label, column, row, 1, 1);
}

/* The score sheet of a round the example ends, line by line. */
static void
update_score (CanastaHelpExample *self)
{
  g_autoptr(GPtrArray) rows = canasta_example_dup_score_rows (self->example);
  int n_sides = canasta_example_get_n_sides (self->example);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->score_grid))) != NULL)
    gtk_grid_remove (self->score_grid, child);
  gtk_widget_set_visible (GTK_WIDGET (self->score_grid), rows != NULL);
  if (rows == NULL)
    return;

  score_cell (self, "", 0, 0, TRUE);
  for (int side = 0; side < n_sides; side++)
    {
      g_autofree char *name = canasta_example_dup_side_name (self->example, side);

      score_cell (self, name, side + 1, 0, TRUE);
    }

  for (guint i = 0; i < rows->len; i++)
    {
      const CanastaExampleScoreRow *row = g_ptr_array_index (rows, i);

      score_cell (self, row->name, 0, i + 1, row->heading);
      for (int side = 0; side < n_sides; side++)
        {
          g_autofree char *points = NULL;

          /* A value from a hand the player never saw: a question mark. */
          if (row->blank & (1u << side))
            points = g_strdup ("");
          else if (row->unknown & (1u << side))
            points = g_strdup ("?");
          else
            points = cn_text_number (row->values[side]);
          score_cell (self, points, side + 1, i + 1, row->heading);
        }
    }
}

static void
update_position (CanastaHelpExample *self)
{
  g_autofree char *status = NULL;
  int seat, side;

  if (self->example == NULL)
    return;

  /* The view stays on the player the example follows, whoever acts: a
   * partner's answer shows in the status line, not by turning the table. */
  seat = canasta_example_get_follow_seat (self->example);
  side = canasta_example_side_of (self->example, seat);

  update_hand (self, seat);
  update_pile (self, side);
  update_melds (self, side);

  status = canasta_example_dup_status (self->example, side);
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  update_score (self);
}

/* --------------------------------------------------------------- steps */

static void
update_steps (CanastaHelpExample *self)
{
  guint n_tried = canasta_example_get_n_tried (self->example);

  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = &g_array_index (self->steps, Step, i);
      CnVerdict verdict;
      gboolean tried = canasta_example_get_step_verdict (self->example, i, &verdict);

      gtk_widget_set_sensitive (step->button, i == n_tried);
      if (i == n_tried)
        gtk_widget_add_css_class (step->button, "suggested-action");
      else
        gtk_widget_remove_css_class (step->button, "suggested-action");

      gtk_widget_remove_css_class (step->icon, "success");
      gtk_widget_remove_css_class (step->icon, "error");
      gtk_widget_remove_css_class (step->verdict_label, "success");
      gtk_widget_remove_css_class (step->verdict_label, "error");
      gtk_stack_set_visible_child (GTK_STACK (gtk_widget_get_parent (step->icon)),
                                   tried ? step->icon : step->number);
      /* The verdict's words keep their room while untried, unseen and
       * unread, so that trying a move never moves the buttons below. */
      gtk_widget_set_opacity (step->verdict_label, tried ? 1 : 0);
      gtk_accessible_update_state (GTK_ACCESSIBLE (step->verdict_label),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, !tried,
                                   -1);
      if (tried)
        {
          const char *style = verdict.code == CN_OK ? "success" : "error";

          gtk_image_set_from_icon_name (GTK_IMAGE (step->icon),
                                        verdict.code == CN_OK ? "object-select-symbolic"
                                                              : "window-close-symbolic");
          gtk_widget_add_css_class (step->icon, style);
          gtk_widget_add_css_class (step->verdict_label, style);
          /* Screen readers hear the verdict without having to look for it. */
          gtk_accessible_update_property (GTK_ACCESSIBLE (step->row),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          canasta_example_get_step_message (self->example, i),
                                          -1);
        }
      else
        {
          gtk_accessible_reset_property (GTK_ACCESSIBLE (step->row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (step->icon),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      !tried ? _("Not tried yet")
                                      : verdict.code == CN_OK ? _("Accepted") : _("Refused"),
                                      -1);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "example.reset", n_tried > 0);
  _canasta_help_example_play_update (self);
}

/* Every step played, by a button, on the cards or by a reset: the steps
 * and the position show it. */
static void
example_changed_cb (CanastaExample     *example,
                    CanastaHelpExample *self)
{
  update_steps (self);
  update_position (self);
}

static void
try_step (CanastaHelpExample *self,
          guint               index)
{
  Step *step;
  guint n_tried;

  g_return_if_fail (index < self->steps->len);

  step = &g_array_index (self->steps, Step, index);
  if (!canasta_example_try_step (self->example, index))
    return;

  /* The keyboard goes on to the next step's button. */
  n_tried = canasta_example_get_n_tried (self->example);
  if (n_tried < self->steps->len)
    {
      Step *next = &g_array_index (self->steps, Step, n_tried);

      if (gtk_widget_has_focus (step->button) || gtk_widget_get_focus_child (step->row) != NULL)
        gtk_widget_grab_focus (next->button);
    }
  else if (gtk_widget_get_focus_child (step->row) != NULL)
    gtk_widget_grab_focus (self->reset_button);
}

void
_canasta_help_example_try_step (CanastaHelpExample *self,
                                guint               index)
{
  try_step (self, index);
}

static void
step_clicked_cb (GtkButton          *button,
                 CanastaHelpExample *self)
{
  for (guint i = 0; i < self->steps->len; i++)
    if (g_array_index (self->steps, Step, i).button == GTK_WIDGET (button))
      try_step (self, i);
}

static void
build_steps (CanastaHelpExample *self)
{
  /* Translators: the button that plays one move of a help example */
  g_autofree char *try_name = canasta_help_plain_label (_("_Try It"));
  guint n = canasta_example_get_n_steps (self->example);

  for (guint i = 0; i < n; i++)
    {
      /* Each move is told in the position it is played in. */
      g_autofree char *text = canasta_example_describe_step (self->example, i, FALSE);
      g_autofree char *spoken = canasta_example_describe_step (self->example, i, TRUE);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      GtkWidget *box, *line, *prefix, *title;
      Step step = { 0 };

      /* A row like AdwActionRow's, with the verdict in a label of its own
       * so that it can take the success and error colours. The verdict
       * runs under the move and its button, the row's whole width, so
       * that the room it keeps in a narrow pane stays a line or two. */
      step.row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (step.row), FALSE);
      gtk_widget_set_focusable (step.row, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                      -1);
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      gtk_box_append (GTK_BOX (box), line);
      gtk_widget_set_margin_start (box, 10);
      gtk_widget_set_margin_end (box, 10);
      gtk_widget_set_margin_top (box, 8);
      gtk_widget_set_margin_bottom (box, 8);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (step.row), box);

      prefix = gtk_stack_new ();
      gtk_widget_set_size_request (prefix, 20, -1);
      gtk_widget_set_valign (prefix, GTK_ALIGN_CENTER);
      step.number = gtk_label_new (number);
      gtk_widget_add_css_class (step.number, "dim-label");
      gtk_widget_add_css_class (step.number, "numeric");
      gtk_accessible_update_state (GTK_ACCESSIBLE (step.number), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      step.icon = gtk_image_new ();
      gtk_stack_add_child (GTK_STACK (prefix), step.number);
      gtk_stack_add_child (GTK_STACK (prefix), step.icon);
      gtk_box_append (GTK_BOX (line), prefix);

      title = gtk_label_new (text);
      /* The verdict is known before the move is tried: its label holds the
       * words from the start, to keep their room (update_steps hides
       * them). */
      step.verdict_label = gtk_label_new (canasta_example_get_step_message (self->example, i));
      for (GtkWidget *l = title; l != NULL; l = l == title ? step.verdict_label : NULL)
        {
          gtk_label_set_xalign (GTK_LABEL (l), 0);
          gtk_label_set_wrap (GTK_LABEL (l), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
        }
      gtk_widget_add_css_class (step.verdict_label, "caption");
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_set_valign (title, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (line), title);
      /* Under the move, past the number or the icon. */
      gtk_widget_set_margin_start (step.verdict_label, 30);
      gtk_box_append (GTK_BOX (box), step.verdict_label);

      step.button = gtk_button_new ();
      /* A label child and the same words as the accessible name: GTK 4.8
       * reads a button's own label twice, and a label child not at all. */
      gtk_button_set_child (GTK_BUTTON (step.button), gtk_label_new (try_name));
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, try_name,
                                      -1);
      gtk_widget_set_valign (step.button, GTK_ALIGN_CENTER);
      g_signal_connect_object (step.button, "clicked", G_CALLBACK (step_clicked_cb), self, 0);
      /* The button's name is its label; what it plays is its description. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken,
                                      -1);
      gtk_box_append (GTK_BOX (line), step.button);

      gtk_list_box_append (self->steps_list, step.row);
      g_array_append_val (self->steps, step);
    }

  /* The hand keeps room for the most cards it will hold. */
  canasta_strip_layout_set_reserve (CANASTA_STRIP_LAYOUT (gtk_widget_get_layout_manager (self->hand_box)),
                                    canasta_example_get_most_cards (self->example), HAND_CARD_WIDTH);
}

/* -------------------------------------------------------------- public */

void
canasta_help_example_reset (CanastaHelpExample *self)
{
  g_return_if_fail (CANASTA_IS_HELP_EXAMPLE (self));

  if (self->example == NULL)
    return;

  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_label_set_text (GTK_LABEL (self->play_label), "");
  gtk_widget_set_visible (self->play_label, FALSE);
  canasta_example_reset (self->example);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CanastaHelpExample *self = CANASTA_HELP_EXAMPLE (widget);
  gboolean focus_first = gtk_widget_has_focus (self->reset_button);

  canasta_help_example_reset (self);
  if (focus_first && self->steps->len > 0)
    gtk_widget_grab_focus (g_array_index (self->steps, Step, 0).button);
}

static gboolean
load (CanastaHelpExample *self)
{
  g_autofree char *path = g_strconcat (RESOURCE_BASE "/help/examples/", self->file, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gconstpointer data;
  gsize size;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_warning ("Help example %s: %s", self->file, error->message);
      return FALSE;
    }

  data = g_bytes_get_data (bytes, &size);
  self->example = canasta_example_new_from_data (data, (gssize) size, &error);
  if (self->example == NULL)
    {
      g_warning ("Help example %s: %s", self->file, error->message);
      return FALSE;
    }
  return TRUE;
}

static void
canasta_help_example_dispose (GObject *object)
{
  CanastaHelpExample *self = CANASTA_HELP_EXAMPLE (object);

  /* The template's top widget is the bin's child: unparent it once, here,
   * before the template drops its own reference. */
  _canasta_help_example_play_dispose (self);
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), CANASTA_TYPE_HELP_EXAMPLE);
  g_clear_object (&self->example);

  G_OBJECT_CLASS (canasta_help_example_parent_class)->dispose (object);
}

static void
canasta_help_example_finalize (GObject *object)
{
  CanastaHelpExample *self = CANASTA_HELP_EXAMPLE (object);

  g_clear_pointer (&self->steps, g_array_unref);
  g_free (self->file);

  G_OBJECT_CLASS (canasta_help_example_parent_class)->finalize (object);
}

static void
canasta_help_example_class_init (CanastaHelpExampleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_help_example_dispose;
  object_class->finalize = canasta_help_example_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-help-example.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, title_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, text_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, position_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, hand_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_heading);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, stock_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, moda_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, melds_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, melds_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, no_melds_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, red_threes_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, red_threes_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, status_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, score_grid);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, steps_list);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, result_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, reset_button);

  gtk_widget_class_install_action (widget_class, "example.reset", NULL, reset_action);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_help_example_init (CanastaHelpExample *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));

  strip_setup (self->hand_box, CANASTA_STRIP_FAN);
  strip_setup (self->pile_box, CANASTA_STRIP_PILE);
  strip_setup (self->melds_box, CANASTA_STRIP_ROW);
  strip_setup (self->red_threes_box, CANASTA_STRIP_FAN);

  _canasta_help_example_play_init (self);
  canasta_help_drop_mnemonic (self->reset_button);
}

static void
set_texts (CanastaHelpExample *self,
           const char         *title,
           const char         *text)
{
  gtk_label_set_markup (self->title_label, title != NULL ? title : "");
  gtk_label_set_markup (self->text_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->text_label), text != NULL && *text != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->title_label),
                                  -1);
}

static void
show_example (CanastaHelpExample *self)
{
  g_signal_connect_object (self->example, "changed", G_CALLBACK (example_changed_cb), self, 0);
  build_steps (self);
  update_steps (self);
  update_position (self);
}

GtkWidget *
canasta_help_example_new (const char *file,
                          const char *title,
                          const char *text)
{
  CanastaHelpExample *self;

  g_return_val_if_fail (file != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_HELP_EXAMPLE, NULL);
  self->file = g_strdup (file);
  set_texts (self, title, text);

  if (load (self))
    show_example (self);
  else
    {
      gtk_widget_set_visible (self->position_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->steps_list), FALSE);
      gtk_widget_set_visible (self->reset_button, FALSE);
      gtk_label_set_text (self->result_label, _("This example could not be loaded."));
      gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "example.reset", FALSE);
    }

  return GTK_WIDGET (self);
}

GtkWidget *
canasta_help_example_new_for_example (CanastaExample *example,
                                      const char     *title,
                                      const char     *text)
{
  CanastaHelpExample *self;

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (example), NULL);

  self = g_object_new (CANASTA_TYPE_HELP_EXAMPLE, NULL);
  self->file = g_strdup ("");
  self->example = g_object_ref (example);
  set_texts (self, title, text);
  show_example (self);

  return GTK_WIDGET (self);
}

const char *
canasta_help_example_get_file (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return self->file;
}

CanastaExample *
canasta_help_example_get_example (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return self->example;
}

gboolean
canasta_help_example_get_loaded (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), FALSE);
  return self->example != NULL;
}

guint
canasta_help_example_get_n_steps (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), 0);
  return self->steps->len;
}

GtkWidget *
canasta_help_example_get_step_button (CanastaHelpExample *self,
                                      guint               step)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);
  return g_array_index (self->steps, Step, step).button;
}

gboolean
canasta_help_example_get_step_verdict (CanastaHelpExample *self,
                                       guint               step,
                                       CnVerdict          *verdict)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), FALSE);
  g_return_val_if_fail (step < self->steps->len, FALSE);
  return canasta_example_get_step_verdict (self->example, step, verdict);
}

const char *
canasta_help_example_get_step_message (CanastaHelpExample *self,
                                       guint               step)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);

  if (!canasta_example_get_step_verdict (self->example, step, NULL))
    return NULL;
  return canasta_example_get_step_message (self->example, step);
}

char *
canasta_help_example_dup_score_sheet (CanastaHelpExample *self)
{
  GString *out;
  int rows = 0, columns = 0;

  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->score_grid)))
    return NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->score_grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, row;

      gtk_grid_query_child (self->score_grid, child, &column, &row, NULL, NULL);
      rows = MAX (rows, row + 1);
      columns = MAX (columns, column + 1);
    }

  out = g_string_new (NULL);
  for (int row = 0; row < rows; row++)
    {
      if (row > 0)
        g_string_append_c (out, '\n');
      for (int column = 0; column < columns; column++)
        {
          GtkWidget *cell = gtk_grid_get_child_at (self->score_grid, column, row);

          if (column > 0)
            g_string_append_c (out, '\t');
          if (GTK_IS_LABEL (cell))
            g_string_append (out, gtk_label_get_text (GTK_LABEL (cell)));
        }
    }
  return g_string_free (out, FALSE);
}

char *
canasta_help_plain_label (const char *label)
{
  g_autoptr(GString) plain = g_string_new (NULL);

  g_return_val_if_fail (label != NULL, NULL);

  /* "__" stands for an underline shown as such. */
  for (const char *p = label; *p != '\0'; p++)
    if (*p != '_')
      g_string_append_c (plain, *p);
    else if (p[1] == '_')
      g_string_append_c (plain, *++p);

  return g_string_free (g_steal_pointer (&plain), FALSE);
}

/* A button of the template with an icon and a label (AdwButtonContent):
 * its label without the mnemonic. */
void
canasta_help_drop_mnemonic (GtkWidget *button)
{
  AdwButtonContent *content;
  g_autofree char *label = NULL;

  g_return_if_fail (GTK_IS_BUTTON (button));
  g_return_if_fail (ADW_IS_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button))));

  content = ADW_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button)));
  label = canasta_help_plain_label (adw_button_content_get_label (content));
  adw_button_content_set_use_underline (content, FALSE);
  adw_button_content_set_label (content, label);
}
