/* canasta-score-sheet.c: the game's story, round by round
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-messages.h"
#include "canasta-review.h"
#include "canasta-score-grid.h"
#include "canasta-score-sheet.h"
#include "cn-text.h"

struct _CanastaScoreSheet
{
  AdwWindow       parent_instance;

  /* Template children. */
  AdwWindowTitle *window_title;
  GtkStack       *stack;
  GtkGrid        *grid;
  GtkWidget      *review_button;

  /* Owned. */
  CanastaGame    *game;
  int             n_rows;
  int             n_columns;
};

G_DEFINE_FINAL_TYPE (CanastaScoreSheet, canasta_score_sheet, ADW_TYPE_WINDOW)

enum {
  REVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
review_clicked_cb (CanastaScoreSheet *self)
{
  g_signal_emit (self, signals[REVIEW], 0);
}

/* The review needs the round's history, which the game keeps only for the
 * round just over: the button says so when it cannot be used. */
static void
update_review (CanastaScoreSheet *self)
{
  gboolean people = canasta_game_get_n_humans (self->game) > 0;
  gboolean available = people && canasta_review_available (self->game);

  gtk_widget_set_visible (self->review_button, people);
  gtk_widget_set_sensitive (self->review_button, available);
  gtk_widget_set_tooltip_text (self->review_button,
                               available ? _("Your decisions in the round just over where a clearly better move existed (Ctrl+Shift+R)")
                                         : _("Only the round just over can be reviewed, until the next deal."));
}

/* The sheet as a paper score pad keeps it: the sides across the top, and
 * down the page each round's lines, its points and the running totals. */
static void
fill (CanastaScoreSheet *self)
{
  CanastaGame *game = self->game;
  int n_sides = canasta_game_get_n_sides (game);
  guint n_rounds = canasta_game_get_n_story_rounds (game);
  int fixed = canasta_game_get_fixed_rounds (game);
  GtkWidget *child;
  int row = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);

  if (canasta_game_get_started (game))
    {
      g_autofree char *subtitle = NULL;

      if (fixed > 0)
        subtitle = g_strdup (cn_text_variant_name (canasta_game_get_variant (game)));
      else
        {
          g_autofree char *target = cn_text_number (canasta_game_get_target (game));

          /* Translators: under the score sheet's title: "Classic · to 5,000" */
          subtitle = g_strdup_printf (_("%s · to %s"),
                                      cn_text_variant_name (canasta_game_get_variant (game)), target);
        }
      adw_window_title_set_subtitle (self->window_title, subtitle);
    }

  gtk_stack_set_visible_child_name (self->stack, n_rounds > 0 ? "sheet" : "empty");
  self->n_rows = 0;
  self->n_columns = n_sides + 1;
  if (n_rounds == 0)
    return;

  /* The rows under the side names are running totals: unnamed, "Round 2
   * 3,075" read as the round's own points, though it made 1,905 (issue
   * 28, from an italian game). */
  /* Translators: the score sheet's heading over the totals after each
   * round, beside the sides' names */
  canasta_score_grid_add_cell (self->grid, _("Running total"), 0, row, "heading");
  for (int side = 0; side < n_sides; side++)
    {
      g_autofree char *name = canasta_game_dup_side_name (game, side);

      canasta_score_grid_add_cell (self->grid, name, side + 1, row, "heading");
    }
  row++;

  /* The running totals first, one row a round, as a score pad adds them
   * up; each round's lines below. */
  for (guint i = 0; i < n_rounds; i++)
    {
      int totals[CN_MAX_SIDES];
      int round;
      g_autofree char *title = NULL;

      canasta_game_get_story_round (game, i, &round, NULL, totals);
      title = canasta_round_label (round, fixed);
      canasta_score_grid_add_cell (self->grid, title, 0, row, NULL);
      for (int side = 0; side < n_sides; side++)
        canasta_score_grid_add_number (self->grid, totals[side], side + 1, row,
                                       i + 1 == n_rounds ? "sheet-sum" : "numeric");
      row++;
    }

  for (guint i = 0; i < n_rounds; i++)
    {
      CnRoundScore score;
      int totals[CN_MAX_SIDES];
      int round;
      g_autofree char *title = NULL;

      canasta_game_get_story_round (game, i, &round, &score, totals);
      title = canasta_round_label (round, fixed);
      canasta_score_grid_add_cell (self->grid, title, 0, row++, "sheet-round");
      row = canasta_score_grid_add_round (self->grid, game, &score, TRUE, row);

      canasta_score_grid_add_cell (self->grid, _("This round"), 0, row, "heading");
      for (int side = 0; side < n_sides; side++)
        canasta_score_grid_add_number (self->grid, score.sides[side].total, side + 1, row, "heading");
      row++;

      /* Translators: the score sheet's running totals after a round */
      canasta_score_grid_add_cell (self->grid, _("Total"), 0, row, "sheet-total");
      for (int side = 0; side < n_sides; side++)
        canasta_score_grid_add_number (self->grid, totals[side], side + 1, row, "sheet-total");
      row++;
    }
  self->n_rows = row;
}

static void
scores_changed_cb (CanastaScoreSheet *self)
{
  fill (self);
}

static void
canasta_score_sheet_dispose (GObject *object)
{
  CanastaScoreSheet *self = CANASTA_SCORE_SHEET (object);

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CANASTA_TYPE_SCORE_SHEET);

  G_OBJECT_CLASS (canasta_score_sheet_parent_class)->dispose (object);
}

static void
canasta_score_sheet_class_init (CanastaScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_score_sheet_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaScoreSheet, window_title);
  gtk_widget_class_bind_template_child (widget_class, CanastaScoreSheet, stack);
  gtk_widget_class_bind_template_child (widget_class, CanastaScoreSheet, grid);
  gtk_widget_class_bind_template_child (widget_class, CanastaScoreSheet, review_button);
  gtk_widget_class_bind_template_callback (widget_class, review_clicked_cb);

  /* The person asks for the review of the round just over: the window
   * opens it. */
  signals[REVIEW] =
    g_signal_new ("review", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* The table's key for the review works here too. */
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "review", NULL);
}

static void
canasta_score_sheet_init (CanastaScoreSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
canasta_score_sheet_new (CanastaGame *game)
{
  CanastaScoreSheet *self;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);

  self = g_object_new (CANASTA_TYPE_SCORE_SHEET, NULL);
  self->game = g_object_ref (game);
  /* A round ends, a game starts or is resumed: the totals change. */
  g_signal_connect_object (game, "notify::scores", G_CALLBACK (scores_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::phase", G_CALLBACK (update_review), self, G_CONNECT_SWAPPED);
  fill (self);
  update_review (self);

  return GTK_WIDGET (self);
}

char *
canasta_score_sheet_dup_text (CanastaScoreSheet *self)
{
  GString *text;

  g_return_val_if_fail (CANASTA_IS_SCORE_SHEET (self), NULL);

  text = g_string_new (NULL);
  canasta_score_grid_append_text (self->grid, self->n_rows, self->n_columns, text);

  return g_string_free (text, FALSE);
}
