/* canasta-review-dialog.c: "Review My Play", a round's decisions judged
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-help-example.h"
#include "canasta-review-dialog.h"

struct _CanastaReviewDialog
{
  AdwWindow       parent_instance;

  /* Template widgets. */
  AdwWindowTitle *window_title;
  GtkStack       *stack;
  AdwStatusPage  *seats_page;
  GtkBox         *seats_box;
  AdwStatusPage  *progress_page;
  GtkProgressBar *progress_bar;
  GtkWidget      *cancel_button;
  AdwStatusPage  *stopped_page;
  GtkWidget      *again_button;
  AdwStatusPage  *clean_page;
  GtkLabel       *summary_label;
  GtkListBox     *entries_list;

  /* Owned. */
  CanastaGame    *game;
  CanastaReview  *review;
  int             budget_ms;
  int             max_playouts;
  int             threads;
};

G_DEFINE_FINAL_TYPE (CanastaReviewDialog, canasta_review_dialog, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ progress */

static void
update_progress (CanastaReviewDialog *self)
{
  guint done = canasta_review_get_done (self->review);
  guint total = canasta_review_get_total (self->review);
  g_autofree char *text = NULL;

  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  /* Translators: the review's progress: "12 of 30 decisions" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u decision", "%u of %u decisions", total),
                          done, total);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
done_changed_cb (CanastaReviewDialog *self)
{
  update_progress (self);
}

/* -------------------------------------------------------------- entries */

/* The replays are built when the reader opens an entry: each is a whole
 * table of cards. */
static void
add_replay (CanastaReviewDialog *self,
            GtkWidget           *box,
            CanastaReviewEntry  *entry,
            gboolean             better)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaExample) example = canasta_review_entry_new_example (entry, better, &error);
  g_autofree char *move = better ? canasta_review_entry_dup_better_text (entry)
                                 : canasta_review_entry_dup_played_text (entry);
  g_autofree char *title = NULL;
  g_autofree char *escaped = g_markup_escape_text (move, -1);

  if (example == NULL)
    {
      /* Never for a position the game played; said rather than hidden. */
      g_warning ("A reviewed position does not replay: %s", error->message);
      return;
    }
  /* Translators: over the replay of a reviewed decision, with the move
   * played: "What you played: discard the king of spades" */
  title = g_strdup_printf (better ? _("<b>Better:</b> %s") : _("<b>What you played:</b> %s"), escaped);
  gtk_box_append (GTK_BOX (box), canasta_help_example_new_for_example (example, title, NULL));
}

static void
expanded_cb (AdwExpanderRow      *row,
             GParamSpec          *pspec,
             CanastaReviewDialog *self)
{
  CanastaReviewEntry *entry = g_object_get_data (G_OBJECT (row), "entry");
  GtkWidget *box = g_object_get_data (G_OBJECT (row), "replays");

  if (!adw_expander_row_get_expanded (row) || gtk_widget_get_first_child (box) != NULL)
    return;
  add_replay (self, box, entry, FALSE);
  add_replay (self, box, entry, TRUE);
}

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
entry_row_new (CanastaReviewDialog *self,
               CanastaReviewEntry  *entry)
{
  g_autofree char *where = canasta_review_entry_dup_title (entry);
  g_autofree char *played = canasta_review_entry_dup_played_text (entry);
  g_autofree char *better = canasta_review_entry_dup_better_text (entry);
  g_autofree char *cost = canasta_review_entry_dup_cost_text (entry);
  g_autofree char *why = canasta_review_entry_dup_why_text (entry);
  g_autofree char *title = NULL;
  g_autofree char *title_markup = NULL;
  g_autofree char *better_line = NULL;
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *replays = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  /* Translators: a decision of the review: "Round 2, turn 5: discard the
   * king of spades" */
  title = g_strdup_printf (_("%s: %s"), where, played);
  title_markup = g_markup_escape_text (title, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title_markup);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), cost);

  /* Translators: in the review, the move that was better: "Better: discard
   * the four of clubs" */
  better_line = g_strdup_printf (_("Better: %s"), better);
  gtk_box_append (GTK_BOX (box), label_new (better_line, "heading"));
  if (why != NULL)
    gtk_box_append (GTK_BOX (box), label_new (why, NULL));
  gtk_box_append (GTK_BOX (box), replays);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), box);

  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  g_object_set_data (G_OBJECT (row), "replays", replays);
  g_object_set_data (G_OBJECT (row), "text", box);
  g_signal_connect_object (row, "notify::expanded", G_CALLBACK (expanded_cb), self, 0);
  return row;
}

static void
show_entries (CanastaReviewDialog *self)
{
  GListModel *entries = canasta_review_get_entries (self->review);
  guint n = g_list_model_get_n_items (entries);
  guint judged = canasta_review_get_judged (self->review);
  g_autofree char *judged_text = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *child;

  /* Translators: how many decisions the review weighed: "31 decisions judged." */
  judged_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u decision judged.", "%u decisions judged.", judged),
                                 judged);
  if (n == 0)
    {
      g_autofree char *description =
        /* Translators: the review of a round with no listed decision; then
         * "31 decisions judged." */
        g_strdup_printf (_("No decision of yours cost more than the search can tell apart. %s"), judged_text);

      adw_status_page_set_description (self->clean_page, description);
      gtk_stack_set_visible_child_name (self->stack, "clean");
      return;
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->entries_list))) != NULL)
    gtk_list_box_remove (self->entries_list, child);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CanastaReviewEntry) entry = g_list_model_get_item (entries, i);

      gtk_list_box_append (self->entries_list, entry_row_new (self, entry));
    }
  /* Translators: over the review's list; then "31 decisions judged." */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u decision where a clearly better move existed, the costliest first. %s",
                                          "%u decisions where a clearly better move existed, the costliest first. %s",
                                          n),
                             n, judged_text);
  gtk_label_set_text (self->summary_label, summary);
  gtk_stack_set_visible_child_name (self->stack, "entries");
}

static void
status_changed_cb (CanastaReviewDialog *self)
{
  switch (canasta_review_get_status (self->review))
    {
    case CANASTA_REVIEW_RUNNING:
      update_progress (self);
      gtk_stack_set_visible_child_name (self->stack, "progress");
      gtk_widget_grab_focus (self->cancel_button);
      break;
    case CANASTA_REVIEW_DONE:
      show_entries (self);
      break;
    case CANASTA_REVIEW_CANCELLED:
      adw_status_page_set_description (self->stopped_page, NULL);
      gtk_widget_set_visible (self->again_button, TRUE);
      gtk_stack_set_visible_child_name (self->stack, "stopped");
      break;
    case CANASTA_REVIEW_FAILED:
      adw_status_page_set_description (self->stopped_page,
                                       _("The round’s moves could not be replayed, so it cannot be reviewed."));
      gtk_widget_set_visible (self->again_button, FALSE);
      gtk_stack_set_visible_child_name (self->stack, "stopped");
      break;
    case CANASTA_REVIEW_IDLE:
    default:
      break;
    }
}

/* ---------------------------------------------------------------- seats */

void
canasta_review_dialog_choose_seat (CanastaReviewDialog *self,
                                   int                  seat)
{
  g_autofree char *subtitle = NULL;

  g_return_if_fail (CANASTA_IS_REVIEW_DIALOG (self));
  g_return_if_fail (canasta_game_get_seat_kind (self->game, seat) == CANASTA_SEAT_HUMAN);

  if (self->review != NULL)
    {
      canasta_review_cancel (self->review);
      g_signal_handlers_disconnect_by_data (self->review, self);
      g_clear_object (&self->review);
    }
  self->review = canasta_review_new (self->game, seat);
  if (self->review == NULL)
    {
      adw_status_page_set_description (self->stopped_page,
                                       _("Only the round just over can be reviewed, until the next deal."));
      gtk_widget_set_visible (self->again_button, FALSE);
      gtk_stack_set_visible_child_name (self->stack, "stopped");
      return;
    }
  if (self->budget_ms > 0)
    canasta_review_set_budget (self->review, self->budget_ms, self->max_playouts, self->threads);
  g_signal_connect_object (self->review, "notify::status", G_CALLBACK (status_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->review, "notify::done", G_CALLBACK (done_changed_cb), self, G_CONNECT_SWAPPED);

  /* Translators: the review's subtitle: "Ana, round 2" */
  subtitle = g_strdup_printf (_("%s, round %d"), canasta_game_get_seat_name (self->game, seat),
                              canasta_review_get_round (self->review));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  canasta_review_start (self->review);
}

static void
seat_clicked_cb (GtkButton           *button,
                 CanastaReviewDialog *self)
{
  canasta_review_dialog_choose_seat (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "seat")));
}

static void
cancel_clicked_cb (CanastaReviewDialog *self)
{
  if (self->review != NULL)
    canasta_review_cancel (self->review);
}

static void
again_clicked_cb (CanastaReviewDialog *self)
{
  if (self->review != NULL)
    canasta_review_start (self->review);
}

/* -------------------------------------------------------------- object */

static void
canasta_review_dialog_dispose (GObject *object)
{
  CanastaReviewDialog *self = CANASTA_REVIEW_DIALOG (object);

  /* Closed while it runs: the search stops. */
  if (self->review != NULL)
    {
      canasta_review_cancel (self->review);
      g_signal_handlers_disconnect_by_data (self->review, self);
    }
  g_clear_object (&self->review);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (canasta_review_dialog_parent_class)->dispose (object);
}

static void
canasta_review_dialog_class_init (CanastaReviewDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_review_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-review-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, seats_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, seats_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, progress_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, stopped_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, again_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, clean_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaReviewDialog, entries_list);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, again_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
canasta_review_dialog_init (CanastaReviewDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
canasta_review_dialog_new (CanastaGame *game,
                           int          budget_ms,
                           int          max_playouts,
                           int          threads)
{
  CanastaReviewDialog *self;
  int n_players, n_humans, human = -1;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);

  self = g_object_new (CANASTA_TYPE_REVIEW_DIALOG, NULL);
  self->game = g_object_ref (game);
  self->budget_ms = budget_ms;
  self->max_playouts = max_playouts;
  self->threads = threads;

  n_players = canasta_game_get_n_players (game);
  n_humans = canasta_game_get_n_humans (game);
  for (int seat = 0; seat < n_players; seat++)
    {
      GtkWidget *button;

      if (canasta_game_get_seat_kind (game, seat) != CANASTA_SEAT_HUMAN)
        continue;
      human = seat;
      button = gtk_button_new_with_label (canasta_game_get_seat_name (game, seat));
      gtk_widget_add_css_class (button, "pill");
      g_object_set_data (G_OBJECT (button), "seat", GINT_TO_POINTER (seat));
      g_signal_connect_object (button, "clicked", G_CALLBACK (seat_clicked_cb), self, 0);
      gtk_box_append (self->seats_box, button);
    }

  if (n_humans == 1 && human >= 0)
    canasta_review_dialog_choose_seat (self, human);
  else
    gtk_stack_set_visible_child_name (self->stack, "seats");

  return GTK_WIDGET (self);
}

CanastaReview *
canasta_review_dialog_get_review (CanastaReviewDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_DIALOG (self), NULL);
  return self->review;
}

const char *
canasta_review_dialog_get_page (CanastaReviewDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_DIALOG (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
canasta_review_dialog_get_cancel_button (CanastaReviewDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_DIALOG (self), NULL);
  return self->cancel_button;
}

GtkWidget *
canasta_review_dialog_get_row (CanastaReviewDialog *self,
                               guint                index)
{
  g_return_val_if_fail (CANASTA_IS_REVIEW_DIALOG (self), NULL);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (self->entries_list, (int) index));
}

char *
canasta_review_dialog_dup_text (CanastaReviewDialog *self)
{
  GString *out = g_string_new (NULL);
  GtkListBoxRow *row;

  g_return_val_if_fail (CANASTA_IS_REVIEW_DIALOG (self), NULL);

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->entries_list, i)) != NULL; i++)
    {
      GtkWidget *box = g_object_get_data (G_OBJECT (row), "text");

      g_string_append_printf (out, "%s\n%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)));
      for (GtkWidget *l = gtk_widget_get_first_child (box); l != NULL; l = gtk_widget_get_next_sibling (l))
        if (GTK_IS_LABEL (l))
          g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (l)));
    }
  return g_string_free (out, FALSE);
}
