/* canasta-window-round-end.c: the end of a round and of a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-messages.h"
#include "canasta-round-summary.h"
#include "canasta-score-grid.h"
#include "canasta-score-sheet.h"
#include "canasta-window-private.h"
#include "cn-text.h"

/* ----------------------------------------------------------- game over */

/* Whether a person at this screen sits on the side that won. The
 * celebration is theirs: a table the computers beat gets no "Game won!"
 * (with no person at all, the winners still get it). */
static gboolean
people_won (CanastaWindow *self,
            int            winner)
{
  if (canasta_game_get_n_humans (self->game) == 0)
    return TRUE;
  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    if (canasta_game_get_seat_kind (self->game, seat) == CANASTA_SEAT_HUMAN &&
        canasta_game_get_side_of (self->game, seat) == winner)
      return TRUE;
  return FALSE;
}

/* The game-over screen: the winner, every side's final score, the number
 * of rounds, and a way to play again at once. */
void
_canasta_window_show_game_over (CanastaWindow *self)
{
  int n_sides = canasta_game_get_n_sides (self->game);
  int winner = canasta_game_get_winner (self->game);
  int rounds = canasta_game_get_round (self->game);
  g_autofree char *name = canasta_game_dup_side_name (self->game, winner);
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  GtkWidget *child;
  int order[CN_MAX_SIDES];

  title = cn_text_winner (name, canasta_game_get_n_players (self->game) > n_sides, TRUE);
  description = cn_text_final_scores (rounds);
  adw_status_page_set_title (self->game_over_page, title);
  adw_status_page_set_description (self->game_over_page, description);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->final_scores))) != NULL)
    gtk_grid_remove (self->final_scores, child);

  /* Highest first. */
  for (int side = 0; side < n_sides; side++)
    order[side] = side;
  for (int i = 1; i < n_sides; i++)
    for (int j = i; j > 0 && canasta_game_get_total (self->game, order[j]) >
                             canasta_game_get_total (self->game, order[j - 1]); j--)
      {
        int swap = order[j];

        order[j] = order[j - 1];
        order[j - 1] = swap;
      }
  for (int i = 0; i < n_sides; i++)
    {
      g_autofree char *side_name = canasta_game_dup_side_name (self->game, order[i]);
      g_autofree char *total = cn_text_number (canasta_game_get_total (self->game, order[i]));
      const char *css = order[i] == winner ? "title-3" : "title-4";

      canasta_score_grid_add_cell (self->final_scores, side_name, 0, i, css);
      canasta_score_grid_add_cell (self->final_scores, total, 1, i, css);
    }

  self->game_over_shown = TRUE;
  _canasta_window_refresh_page (self);
  _canasta_window_refresh_title (self);
  gtk_widget_grab_focus (self->play_again_button);
  if (people_won (self, winner))
    /* Translators: the celebration of a game won */
    _canasta_window_celebrate (self, NULL, _("Game won!"), TRUE);
}

/* ---------------------------------------------------------- round over */

/* The round is over and counted: the next round, or the game's result.
 * The summary's button and the table's both come here. */
static void
next_round (CanastaWindow *self)
{
  if (canasta_game_get_phase (self->game) != CANASTA_PHASE_ROUND_OVER)
    return;

  if (self->summary != NULL)
    gtk_window_destroy (GTK_WINDOW (self->summary));
  _canasta_window_review_dispose (self);

  if (canasta_game_get_over (self->game))
    _canasta_window_show_game_over (self);
  else
    canasta_game_next_round (self->game);
}

static void
summary_next_cb (CanastaRoundSummary *summary,
                 CanastaWindow       *self)
{
  next_round (self);
}

static void
summary_review_cb (GtkWidget     *summary,
                   CanastaWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.review", NULL);
}

/* A summary closed with its close button or Escape leaves the table on
 * the round's end: the table offers the next round and the summary again. */
static void
summary_destroy_cb (GtkWidget     *summary,
                    CanastaWindow *self)
{
  if (self->summary == summary)
    self->summary = NULL;
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    _canasta_window_round_end_refresh (self);
}

static gboolean
show_summary_cb (gpointer user_data)
{
  CanastaWindow *self = CANASTA_WINDOW (user_data);

  self->summary_source = 0;

  if (self->summary != NULL)
    gtk_window_destroy (GTK_WINDOW (self->summary));

  self->summary = canasta_round_summary_new (self->game);
  gtk_window_set_transient_for (GTK_WINDOW (self->summary), GTK_WINDOW (self));
  g_signal_connect_object (self->summary, "next", G_CALLBACK (summary_next_cb), self, 0);
  g_signal_connect_object (self->summary, "review", G_CALLBACK (summary_review_cb), self, 0);
  g_signal_connect_object (self->summary, "destroy", G_CALLBACK (summary_destroy_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->summary));
  _canasta_window_round_end_refresh (self);

  return G_SOURCE_REMOVE;
}

/* Called once the round is over: let the last cards land before the
 * scores cover the table. */
void
_canasta_window_round_end_schedule_summary (CanastaWindow *self)
{
  g_clear_handle_id (&self->summary_source, g_source_remove);
  self->summary_source = g_timeout_add (canasta_game_get_pace (self->game) > 0 ? 900 : 1,
                                        show_summary_cb, self);
}

/* A new game, or the window going: no summary waits or stays. The score
 * sheet follows the game, so it stays for the new one; it goes with the
 * window. */
void
_canasta_window_round_end_dispose (CanastaWindow *self)
{
  g_clear_handle_id (&self->summary_source, g_source_remove);
  _canasta_window_review_dispose (self);
  if (self->summary != NULL)
    gtk_window_destroy (GTK_WINDOW (self->summary));
  if (self->score_sheet != NULL && gtk_widget_in_destruction (GTK_WIDGET (self)))
    gtk_window_destroy (GTK_WINDOW (self->score_sheet));
}

/* ------------------------------------------------------- the table's way on */

/* The uruguayan premios under way beside each side's name: the points of
 * its cards on the table, its canastas toward the canastilla and then the
 * canastón, and a canasta de moda once it has one. The numbers are the
 * model's (the engine's scoring of the round as it stands). */
static void
refresh_premios (CanastaWindow *self)
{
  int n_sides = canasta_game_get_n_sides (self->game);

  for (int side = 0; side < n_sides; side++)
    {
      CanastaSideView *view = _canasta_window_find_side_view (self, side);
      CanastaPremioProgress p;
      g_autofree char *points = NULL;
      g_autofree char *note = NULL;
      g_autofree char *tooltip = NULL;
      g_autofree char *canastilla = NULL;
      g_autofree char *canaston = NULL;

      if (view == NULL)
        continue;
      if (!canasta_game_get_premio_progress (self->game, side, &p))
        {
          canasta_side_view_set_note (view, NULL, NULL);
          continue;
        }

      points = cn_text_number (p.table_points);
      canastilla = cn_text_number (p.canastilla_bonus);
      canaston = cn_text_number (p.canaston_bonus);
      {
        CnTextPremios facts = {
          .points = points,
          .line = canasta_line_label (CN_VARIANT_URUGUAYAN, CN_LINE_MELDS),
          .canastas = p.canastas,
          .canastilla_count = p.canastilla_count,
          .canaston_count = p.canaston_count,
          .canastilla_bonus = canastilla,
          .canaston_bonus = canaston,
          .moda = p.moda_canastas,
        };

        cn_text_premios (&facts, &note, &tooltip);
      }
      canasta_side_view_set_note (view, note, tooltip);
    }
}

/* Between two rounds the action bar holds the way on, and nothing that
 * cannot be done: the moves make way for the summary and the next round
 * (or the game's result), the latter the suggested step. */
void
_canasta_window_round_end_refresh (CanastaWindow *self)
{
  gboolean started = canasta_game_get_started (self->game);
  gboolean over = started && canasta_game_get_phase (self->game) == CANASTA_PHASE_ROUND_OVER;
  gboolean has_summary = over && canasta_game_get_last_score (self->game, NULL, NULL);
  GtkWidget *moves[] = {
    self->draw_button, self->take_button, self->meld_button, self->lay_off_button,
    self->discard_button, self->hint_button,
  };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    gtk_widget_set_visible (moves[i], !over);
  /* Whether asking shows at all is the table's call (a partner to ask). */
  if (over)
    gtk_widget_set_visible (self->ask_button, FALSE);

  gtk_widget_set_visible (self->summary_button, has_summary);
  gtk_widget_set_visible (self->next_round_button, over);
  gtk_button_set_label (GTK_BUTTON (self->next_round_button),
                        canasta_game_get_over (self->game) ? _("See the _Result") : _("Next _Round"));

  /* At a table elsewhere, once this player went on, the host deals when
   * the others have too: the status line says whom it waits for. */
  gtk_widget_set_sensitive (self->next_round_button, !canasta_game_get_going_on (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-round",
                                 over && !canasta_game_get_going_on (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.round-summary", has_summary);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.score-sheet", started);
  /* A hint is for the player whose move it is: while the computers play
   * (or the screen waits to be handed over) it has nothing to say. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hint",
                                 canasta_game_get_viewer_can_act (self->game));

  refresh_premios (self);
  _canasta_window_review_refresh (self);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  next_round (CANASTA_WINDOW (widget));
}

static void
round_summary_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);

  if (canasta_game_get_phase (self->game) != CANASTA_PHASE_ROUND_OVER)
    return;
  g_clear_handle_id (&self->summary_source, g_source_remove);
  show_summary_cb (self);
}

static void
score_sheet_destroy_cb (GtkWidget     *sheet,
                        CanastaWindow *self)
{
  if (self->score_sheet == sheet)
    self->score_sheet = NULL;
}

static void
score_sheet_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);

  if (self->score_sheet == NULL)
    {
      self->score_sheet = canasta_score_sheet_new (self->game);
      gtk_window_set_transient_for (GTK_WINDOW (self->score_sheet), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->score_sheet), TRUE);
      g_signal_connect_object (self->score_sheet, "destroy", G_CALLBACK (score_sheet_destroy_cb), self, 0);
      g_signal_connect_object (self->score_sheet, "review", G_CALLBACK (summary_review_cb), self, 0);
    }
  gtk_window_present (GTK_WINDOW (self->score_sheet));
}

void
_canasta_window_class_round_end_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, summary_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, next_round_button);

  gtk_widget_class_install_action (widget_class, "table.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "table.round-summary", NULL, round_summary_action);
  gtk_widget_class_install_action (widget_class, "table.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "table.next-round", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "table.round-summary", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "table.score-sheet", NULL);
}

GtkWidget *
canasta_window_get_score_sheet (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->score_sheet;
}

GtkWidget *
canasta_window_get_summary (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->summary;
}
