/* canasta-round-summary.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-hand-strip.h"
#include "canasta-messages.h"
#include "canasta-score-grid.h"
#include "cn-text.h"
#include "canasta-review.h"
#include "canasta-round-summary.h"

struct _CanastaRoundSummary
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GtkLabel       *result_label;
  GtkLabel       *end_label;
  GtkLabel       *detail_label;
  GtkGrid        *grid;
  GtkLabel       *hands_heading;
  GtkGrid        *hands_grid;
  GtkButton      *next_button;
  GtkWidget      *review_button;

  int             n_rows;
  int             n_columns;
};

G_DEFINE_FINAL_TYPE (CanastaRoundSummary, canasta_round_summary, ADW_TYPE_WINDOW)

enum {
  NEXT,
  REVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
next_clicked_cb (CanastaRoundSummary *self)
{
  g_signal_emit (self, signals[NEXT], 0);
}

static void
review_clicked_cb (CanastaRoundSummary *self)
{
  g_signal_emit (self, signals[REVIEW], 0);
}

static void
add_cell (CanastaRoundSummary *self,
          const char          *text,
          int                  column,
          int                  row,
          const char          *css_class)
{
  canasta_score_grid_add_cell (self->grid, text, column, row, css_class);
}

static void
add_number (CanastaRoundSummary *self,
            int                  value,
            int                  column,
            int                  row,
            const char          *css_class)
{
  canasta_score_grid_add_number (self->grid, value, column, row, css_class);
}

/* The count, as card tables do it: every hand laid face up, seat by seat,
 * with what it costs its side. */
static void
fill_hands (CanastaRoundSummary *self,
            CanastaGame         *game)
{
  int n_players = canasta_game_get_n_players (game);
  int n_sides = canasta_game_get_n_sides (game);
  int row = 0;

  /* Partners one under the other, as the side's line adds them up. */
  for (int side = 0; side < n_sides; side++)
    for (int seat = 0; seat < n_players; seat++)
      {
        GListModel *hand = canasta_game_get_hand (game, seat);
        GtkWidget *name;
        GtkWidget *cost;

        if (canasta_game_get_side_of (game, seat) != side)
          continue;

        name = gtk_label_new (canasta_game_get_seat_name (game, seat));
        gtk_label_set_xalign (GTK_LABEL (name), 0);
        gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
        gtk_label_set_width_chars (GTK_LABEL (name), 10);
        gtk_grid_attach (self->hands_grid, name, 0, row, 1, 1);

        if (g_list_model_get_n_items (hand) == 0)
          {
            /* Translators: the count at a round's end, a seat with no cards left */
            cost = gtk_label_new (_("no cards left"));
            gtk_widget_add_css_class (cost, "dim-label");
            gtk_label_set_xalign (GTK_LABEL (cost), 0);
            gtk_grid_attach (self->hands_grid, cost, 1, row++, 2, 1);
            continue;
          }

        gtk_grid_attach (self->hands_grid, canasta_hand_strip_new (hand), 1, row, 1, 1);
        {
          g_autofree char *number = cn_text_number (-canasta_game_get_hand_points (game, seat));

          cost = gtk_label_new (number);
        }
        gtk_label_set_xalign (GTK_LABEL (cost), 1);
        gtk_widget_add_css_class (cost, "numeric");
        gtk_grid_attach (self->hands_grid, cost, 2, row++, 1, 1);
      }
}

/* How the round ended, in a sentence (src/text). */
static char *
end_text (CanastaGame *game)
{
  CnTextRoundEnd facts = { 0 };
  const CnRules *rules = canasta_game_get_rules (game);
  int seat;

  facts.end = canasta_game_get_round_end (game, &seat, &facts.concealed);
  facts.who = seat >= 0 ? canasta_game_get_seat_name (game, seat) : NULL;
  facts.closes = rules->variant == CN_VARIANT_URUGUAYAN;
  facts.hands_count = rules->exhaust_hands_count;
  return cn_text_round_end (&facts);
}

static void
fill (CanastaRoundSummary *self,
      CanastaGame         *game)
{
  CnRoundScore score;
  int before[CN_MAX_SIDES] = { 0 };
  int n_sides = canasta_game_get_n_sides (game);
  int row = 0;
  g_autofree char *title = NULL;
  g_autofree char *ended = NULL;

  if (!canasta_game_get_last_score (game, &score, before))
    return;

  ended = end_text (game);
  gtk_label_set_text (self->end_label, ended != NULL ? ended : "");
  gtk_widget_set_visible (GTK_WIDGET (self->end_label), ended != NULL);

  /* The round summary's title. */
  title = canasta_round_label (canasta_game_get_round (game), canasta_game_get_fixed_rounds (game));
  adw_window_title_set_title (self->window_title, title);

  add_cell (self, "", 0, row, NULL);
  for (int side = 0; side < n_sides; side++)
    {
      g_autofree char *name = canasta_game_dup_side_name (game, side);
      add_cell (self, name, side + 1, row, "heading");
    }
  row++;

  row = canasta_score_grid_add_round (self->grid, game, &score, FALSE, row);

  add_cell (self, _("This round"), 0, row, "heading");
  for (int side = 0; side < n_sides; side++)
    add_number (self, score.sides[side].total, side + 1, row, "heading");
  row++;

  add_cell (self, _("Before this round"), 0, row, "dim-label");
  for (int side = 0; side < n_sides; side++)
    add_number (self, before[side], side + 1, row, "dim-label");
  row++;

  if (canasta_game_get_fixed_rounds (game) == 0)
    {
      g_autofree char *target = cn_text_number (canasta_game_get_target (game));
      /* Translators: the game totals on the round summary: "Total toward 15,000" */
      g_autofree char *total = g_strdup_printf (_("Total toward %s"), target);

      add_cell (self, total, 0, row, "title-4");
    }
  else
    add_cell (self, _("Total"), 0, row, "title-4");
  for (int side = 0; side < n_sides; side++)
    add_number (self, canasta_game_get_total (game, side), side + 1, row, "title-4");
  row++;

  self->n_rows = row;
  self->n_columns = n_sides + 1;

  fill_hands (self, game);

  if (canasta_game_get_over (game))
    {
      int winner = canasta_game_get_winner (game);
      g_autofree char *name = canasta_game_dup_side_name (game, winner);
      g_autofree char *result = NULL;

      result = cn_text_winner (name, canasta_game_get_n_players (game) > n_sides, TRUE);
      gtk_label_set_text (self->result_label, result);
      gtk_label_set_text (self->detail_label, _("The game is over."));
      /* The button leads to the game's result, as the table's does; a new
       * game is offered there. */
      gtk_button_set_label (self->next_button, _("See the _Result"));
    }
  else
    {
      int best = 0;
      g_autofree char *target = NULL;

      for (int side = 1; side < n_sides; side++)
        if (score.sides[side].total > score.sides[best].total)
          best = side;

      {
        g_autofree char *name = canasta_game_dup_side_name (game, best);
        g_autofree char *result = NULL;

        result = cn_text_winner (name, canasta_game_get_n_players (game) > n_sides, FALSE);
        gtk_label_set_text (self->result_label, result);
      }
      /* Translators: the score that ends the game */
      g_autofree char *points = cn_text_number (canasta_game_get_target (game));

      /* One against one, or each for themselves, a player wins, not a side. */
      target = cn_text_target (points, canasta_game_get_n_players (game) > n_sides);
      gtk_label_set_text (self->detail_label, target);
      gtk_button_set_label (self->next_button, _("Next _Round"));
    }
}

static void
canasta_round_summary_class_init (CanastaRoundSummaryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  signals[NEXT] =
    g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The person asks for the review of the round: the window opens it. */
  signals[REVIEW] =
    g_signal_new ("review", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-round-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, window_title);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, result_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, end_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, detail_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, grid);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, hands_heading);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, hands_grid);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, next_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaRoundSummary, review_button);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_clicked_cb);
  /* Escape closes it, as its close button does: the table then offers
   * the next round and the summary again. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* The table's key for the review works here too, where the round ends. */
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "review", NULL);
}

static void
canasta_round_summary_init (CanastaRoundSummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
canasta_round_summary_new (CanastaGame *game)
{
  CanastaRoundSummary *self;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);

  self = g_object_new (CANASTA_TYPE_ROUND_SUMMARY, NULL);
  fill (self, game);
  gtk_widget_set_visible (self->review_button,
                          canasta_game_get_n_humans (game) > 0 && canasta_review_available (game));

  return GTK_WIDGET (self);
}

char *
canasta_round_summary_dup_text (CanastaRoundSummary *self)
{
  GString *text;

  g_return_val_if_fail (CANASTA_IS_ROUND_SUMMARY (self), NULL);

  text = g_string_new (gtk_label_get_text (self->result_label));
  g_string_append_c (text, '\n');
  if (gtk_widget_get_visible (GTK_WIDGET (self->end_label)))
    {
      g_string_append (text, gtk_label_get_text (self->end_label));
      g_string_append_c (text, '\n');
    }
  g_string_append (text, gtk_label_get_text (self->detail_label));
  g_string_append_c (text, '\n');
  canasta_score_grid_append_text (self->grid, self->n_rows, self->n_columns, text);

  /* The hands: each seat's name and what its hand cost. */
  for (int row = 0; gtk_grid_get_child_at (self->hands_grid, 0, row) != NULL; row++)
    {
      GtkWidget *name = gtk_grid_get_child_at (self->hands_grid, 0, row);
      GtkWidget *cost = gtk_grid_get_child_at (self->hands_grid, 2, row);

      if (cost == NULL)
        cost = gtk_grid_get_child_at (self->hands_grid, 1, row);
      g_string_append_printf (text, "%s\t%s\n", gtk_label_get_text (GTK_LABEL (name)),
                              GTK_IS_LABEL (cost) ? gtk_label_get_text (GTK_LABEL (cost)) : "");
    }

  return g_string_free (text, FALSE);
}
