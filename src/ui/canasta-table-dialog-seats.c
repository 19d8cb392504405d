/* canasta-table-dialog-seats.c: the host's seats: who sits where as
 * chosen last time, and who is the host's partner or opponent
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-table-dialog-private.h"

/* The seat choices as the settings keep them, in the rows' order. */
static const char *const seat_ids[] = { "person", "easy", "medium", "hard" };

static guint
seat_choice (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_ids); i++)
    if (g_strcmp0 (id, seat_ids[i]) == 0)
      return i;
  return SEAT_MEDIUM;
}

static guint
index_of_variant (CanastaTableDialog *self,
                  CnVariant           variant)
{
  GListModel *model = adw_combo_row_get_model (self->variant_row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (self->variants[i] == variant)
      return i;
  return 0;
}

void
_canasta_table_dialog_restore_setup (CanastaTableDialog *self)
{
  g_autofree char *variant_id = g_settings_get_string (self->settings, "host-variant");
  g_auto(GStrv) seats = g_settings_get_strv (self->settings, "host-seats");
  const CnRules *rules = cn_rules_lookup (variant_id);
  int players = g_settings_get_int (self->settings, "host-players");
  guint n_seats = g_strv_length (seats);

  /* The rule set first: choosing it fills the player counts it allows. */
  if (rules != NULL)
    adw_combo_row_set_selected (self->variant_row, index_of_variant (self, rules->variant));
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (self->players_row)); i++)
    if (self->players[i] == players)
      adw_combo_row_set_selected (self->players_row, i);
  /* The first seat is the host's own: the list starts at the second. */
  for (int seat = 1; seat < N_SEATS; seat++)
    if ((guint) seat < n_seats)
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->seat_rows[seat]), seat_choice (seats[seat]));
  adw_combo_row_set_selected (self->drop_row,
                              g_settings_get_boolean (self->settings, "host-drop-waits") ? 1 : 0);
}

void
_canasta_table_dialog_save_setup (CanastaTableDialog *self,
                                  CnVariant           variant,
                                  int                 players)
{
  const char *seats[N_SEATS + 1] = { "you" };

  for (int seat = 1; seat < N_SEATS; seat++)
    seats[seat] = seat_ids[MIN (adw_combo_row_get_selected (ADW_COMBO_ROW (self->seat_rows[seat])),
                                G_N_ELEMENTS (seat_ids) - 1)];
  g_settings_set_string (self->settings, "host-variant", cn_rules_get (variant)->id);
  g_settings_set_int (self->settings, "host-players", players);
  g_settings_set_strv (self->settings, "host-seats", seats);
  g_settings_set_boolean (self->settings, "host-drop-waits",
                          adw_combo_row_get_selected (self->drop_row) == 1);
}

char *
_canasta_table_dialog_seat_title (CnVariant variant,
                                  int       players,
                                  int       seat)
{
  const CnSeating *seating = cn_rules_seating (cn_rules_get (variant), players);

  /* Seat s sits on side s % sides: the host sits at seat 0, with the
   * seats of side 0 as partners (the one opposite, at four). */
  if (seat == 0 || seating == NULL)
    /* Translators: a seat at the table, by its number */
    return g_strdup_printf (_("Seat %d"), seat + 1);
  if (seat % seating->sides == 0)
    /* Translators: a seat of the table the player hosts, by its number:
     * the seat of the host's partner, opposite the host */
    return g_strdup_printf (_("Seat %d · your partner"), seat + 1);
  /* Translators: a seat of the table the player hosts, by its number:
   * a seat of the other side */
  return g_strdup_printf (_("Seat %d · opponent"), seat + 1);
}
