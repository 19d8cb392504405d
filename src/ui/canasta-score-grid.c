/* canasta-score-grid.c: a round's scoring lines in a GtkGrid
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-messages.h"
#include "canasta-score-grid.h"
#include "cn-text.h"

void
canasta_score_grid_add_cell (GtkGrid    *grid,
                             const char *text,
                             int         column,
                             int         row,
                             const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (grid, label, column, row, 1, 1);
}

void
canasta_score_grid_add_number (GtkGrid    *grid,
                               int         value,
                               int         column,
                               int         row,
                               const char *css_class)
{
  g_autofree char *text = cn_text_number (value);

  canasta_score_grid_add_cell (grid, text, column, row, css_class);
}

/* The order the score sheet writes its lines in: the canastas, their
 * premios, the other premios, then the cards. */
static const CnLine sheet_order[] = {
  CN_LINE_NATURAL_CANASTAS, CN_LINE_MIXED_CANASTAS, CN_LINE_ACE_CANASTAS, CN_LINE_WILD_CANASTAS,
  CN_LINE_MODA, CN_LINE_DOUBLE_CANASTAS, CN_LINE_TRIPLE_CANASTAS,
  CN_LINE_RED_THREES, CN_LINE_CANASTILLA, CN_LINE_EXACT_CUT, CN_LINE_GOING_OUT,
  CN_LINE_CONCEALED, CN_LINE_BLACK_THREES, CN_LINE_CLEAN_GAME,
  CN_LINE_MELDS, CN_LINE_HANDS,
};

G_STATIC_ASSERT (G_N_ELEMENTS (sheet_order) == CN_N_LINES);

/* One line of the sheet, when the variant scores it or a side has it. With
 * only_nonzero, a premio nobody won this round is left out. */
static int
add_line (GtkGrid            *grid,
          CanastaGame        *game,
          const CnRoundScore *score,
          CnLine              line,
          gboolean            only_nonzero,
          const char         *css_class,
          int                 row)
{
  int n_sides = canasta_game_get_n_sides (game);
  gboolean any = !only_nonzero && canasta_game_has_score_line (game, line);
  int values[CN_MAX_SIDES];

  for (int side = 0; side < n_sides; side++)
    {
      values[side] = score->sides[side].lines[line];
      if (values[side] != 0)
        any = TRUE;
    }
  if (!any)
    return row;

  canasta_score_grid_add_cell (grid, canasta_line_label_for (canasta_game_get_rules (game), line, values, n_sides),
                               0, row, css_class);
  for (int side = 0; side < n_sides; side++)
    canasta_score_grid_add_number (grid, score->sides[side].lines[line], side + 1, row, "numeric");
  return row + 1;
}

/* Source 001's score sheet: per side the base (every canasta bonus and
 * premio, each on its own line, then their sum) and the cards (those on the
 * table less those in the hands), which together make the round. */
static int
add_sheet (GtkGrid            *grid,
           CanastaGame        *game,
           const CnRoundScore *score,
           gboolean            compact,
           int                 row)
{
  int n_sides = canasta_game_get_n_sides (game);

  canasta_score_grid_add_cell (grid, C_("score sheet", "Base"), 0, row++, "heading");
  for (guint i = 0; i < G_N_ELEMENTS (sheet_order); i++)
    if (!cn_line_is_cards (sheet_order[i]))
      row = add_line (grid, game, score, sheet_order[i],
                      compact || (sheet_order[i] != CN_LINE_NATURAL_CANASTAS &&
                                  sheet_order[i] != CN_LINE_MIXED_CANASTAS), "sheet-line", row);
  canasta_score_grid_add_cell (grid, C_("score sheet", "Base total"), 0, row, "sheet-sum");
  for (int side = 0; side < n_sides; side++)
    canasta_score_grid_add_number (grid, score->sides[side].base, side + 1, row, "sheet-sum");
  row++;

  canasta_score_grid_add_cell (grid, C_("score sheet", "Cards"), 0, row++, "heading");
  row = add_line (grid, game, score, CN_LINE_MELDS, FALSE, "sheet-line", row);
  row = add_line (grid, game, score, CN_LINE_HANDS, FALSE, "sheet-line", row);
  canasta_score_grid_add_cell (grid, C_("score sheet", "Cards total"), 0, row, "sheet-sum");
  for (int side = 0; side < n_sides; side++)
    canasta_score_grid_add_number (grid, score->sides[side].cards, side + 1, row, "sheet-sum");
  return row + 1;
}

int
canasta_score_grid_add_round (GtkGrid            *grid,
                              CanastaGame        *game,
                              const CnRoundScore *score,
                              gboolean            compact,
                              int                 row)
{
  g_return_val_if_fail (GTK_IS_GRID (grid), row);
  g_return_val_if_fail (CANASTA_IS_GAME (game), row);
  g_return_val_if_fail (score != NULL, row);

  if (canasta_game_get_rules (game)->score_sheet_base_cards)
    return add_sheet (grid, game, score, compact, row);

  for (int line = 0; line < CN_N_LINES; line++)
    row = add_line (grid, game, score, line,
                    compact && line != CN_LINE_MELDS && line != CN_LINE_HANDS, NULL, row);
  return row;
}

void
canasta_score_grid_append_text (GtkGrid *grid,
                                int      n_rows,
                                int      n_columns,
                                GString *text)
{
  for (int row = 0; row < n_rows; row++)
    {
      for (int column = 0; column < n_columns; column++)
        {
          GtkWidget *cell = gtk_grid_get_child_at (grid, column, row);

          if (column > 0)
            g_string_append_c (text, '\t');
          if (GTK_IS_LABEL (cell))
            g_string_append (text, gtk_label_get_text (GTK_LABEL (cell)));
        }
      g_string_append_c (text, '\n');
    }
}
