/* canasta-preferences-window.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-rules.h"

#include "canasta-messages.h"
#include "canasta-new-game-dialog.h"
#include "canasta-preferences-window.h"
#include "cn-text.h"

#define N_LEVEL_ROWS 4

struct _CanastaPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Template children. */
  AdwComboRow          *variant_row;
  AdwComboRow          *players_row;
  AdwPreferencesGroup  *levels_group;
  AdwComboRow          *pace_row;
  AdwComboRow          *red_threes_row;
  GtkSwitch            *confirm_switch;
  GtkSwitch            *undo_switch;
  GtkSwitch            *coach_switch;
  GtkSwitch            *four_colour_switch;
  AdwComboRow          *back_row;
  AdwComboRow          *order_row;
  AdwComboRow          *animations_row;

  /* Owned. */
  GSettings            *settings;
  AdwComboRow          *level_rows[N_LEVEL_ROWS];
  CnVariant             variants[CN_N_VARIANTS];
  guint                 n_variants;
  int                   players[CN_MAX_SEATINGS];
  guint                 n_players;
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (CanastaPreferencesWindow, canasta_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The settings' values in the order of each combo row's items. */
static const char * const pace_values[] = { "slow", "normal", "fast", NULL };
static const char * const back_values[] = { "back-blue", "back-red", NULL };
static const char * const order_values[] = { "wilds-first", "rank", "suit", NULL };
static const char * const animations_values[] = { "system", "off", NULL };
static const char * const level_values[] = { "easy", "medium", "hard", NULL };

/* ------------------------------------------------- string keys as rows */

static gboolean
string_to_selected (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char * const *values = user_data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
selected_to_string (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char * const *values = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) values))
    return NULL;
  return g_variant_new_string (values[selected]);
}

static void
bind_choice (GSettings          *settings,
             const char         *key,
             AdwComboRow        *row,
             const char * const *values)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                string_to_selected, selected_to_string,
                                (gpointer) values, NULL);
}

static gboolean
bool_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  g_value_set_uint (value, g_variant_get_boolean (variant) ? 1 : 0);
  return TRUE;
}

static GVariant *
selected_to_bool (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  return g_variant_new_boolean (g_value_get_uint (value) == 1);
}

/* --------------------------------------------------- variant, players */

static CnVariant
selected_variant (CanastaPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->variant_row);

  return i < self->n_variants ? self->variants[i] : CN_VARIANT_CLASSIC;
}

static void
fill_players (CanastaPreferencesWindow *self)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  int wanted = g_settings_get_int (self->settings, "players");
  guint selected = G_MAXUINT;

  self->n_players = 0;
  for (int p = 2; p <= CN_MAX_SEATS; p++)
    {
      g_autofree char *label = NULL;

      if (rules == NULL || cn_rules_seating (rules, p) == NULL || p > N_LEVEL_ROWS)
        continue;

      /* Translators: the number of players */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", p), p);
      if (p == wanted || (selected == G_MAXUINT && p == 4))
        selected = self->n_players;
      self->players[self->n_players++] = p;
      gtk_string_list_append (list, label);
    }

  self->updating = TRUE;
  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->players_row, selected != G_MAXUINT ? selected : 0);
  self->updating = FALSE;
}

static void
store_variant (CanastaPreferencesWindow *self)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  guint i = adw_combo_row_get_selected (self->players_row);

  if (self->updating || rules == NULL)
    return;

  /* The rows already show what is written: no reload from the keys. */
  self->updating = TRUE;
  g_settings_set_string (self->settings, "variant", rules->id);
  if (i < self->n_players)
    g_settings_set_int (self->settings, "players", self->players[i]);
  self->updating = FALSE;
}

static void
variant_selected_cb (CanastaPreferencesWindow *self)
{
  if (self->updating)
    return;

  fill_players (self);
  store_variant (self);
}

static void
players_selected_cb (CanastaPreferencesWindow *self)
{
  store_variant (self);
}

static void
load_variant (CanastaPreferencesWindow *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "variant");
  const CnRules *rules = cn_rules_lookup (id);

  self->updating = TRUE;
  for (guint i = 0; i < self->n_variants; i++)
    if (rules != NULL && self->variants[i] == rules->variant)
      adw_combo_row_set_selected (self->variant_row, i);
  self->updating = FALSE;

  fill_players (self);
}

/* --------------------------------------------------------- the levels */

/* One row per seat the computer plays in the game set up last, named by
 * its player: "Bruno · Medium". A seat a person plays has no level. */
static void
load_levels (CanastaPreferencesWindow *self)
{
  g_auto(GStrv) levels = g_settings_get_strv (self->settings, "computer-levels");
  g_auto(GStrv) names = NULL;
  CanastaGameSetup setup;

  canasta_new_game_setup_load (self->settings, &setup, &names);

  self->updating = TRUE;
  for (int seat = 0; seat < N_LEVEL_ROWS; seat++)
    {
      guint selected = 1;
      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_rows[seat]), names[seat]);
      /* Translators: under a computer player's name in the preferences */
      subtitle = g_strdup_printf (_("Seat %d"), seat + 1);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_rows[seat]), subtitle);
      gtk_widget_set_visible (GTK_WIDGET (self->level_rows[seat]),
                              seat < setup.players && setup.kinds[seat] == CANASTA_SEAT_COMPUTER);

      for (guint i = 0; seat < (int) g_strv_length (levels) && level_values[i] != NULL; i++)
        if (g_str_equal (levels[seat], level_values[i]))
          selected = i;
      adw_combo_row_set_selected (self->level_rows[seat], selected);
    }
  self->updating = FALSE;
}

static void
level_selected_cb (CanastaPreferencesWindow *self)
{
  const char *levels[N_LEVEL_ROWS + 1] = { NULL };

  if (self->updating)
    return;

  for (int seat = 0; seat < N_LEVEL_ROWS; seat++)
    {
      guint i = adw_combo_row_get_selected (self->level_rows[seat]);

      levels[seat] = level_values[MIN (i, G_N_ELEMENTS (level_values) - 2)];
    }
  g_settings_set_strv (self->settings, "computer-levels", levels);
}

static void
settings_changed_cb (GSettings                *settings,
                     const char               *key,
                     CanastaPreferencesWindow *self)
{
  if (self->updating)
    return;

  if (g_strcmp0 (key, "computer-levels") == 0 || g_strcmp0 (key, "seat-names") == 0 ||
      g_strcmp0 (key, "seat-computer") == 0 || g_strcmp0 (key, "players") == 0)
    load_levels (self);
  if (g_strcmp0 (key, "variant") == 0 || g_strcmp0 (key, "players") == 0)
    load_variant (self);
}

/* ------------------------------------------------------------ GObject */

static void
canasta_preferences_window_dispose (GObject *object)
{
  CanastaPreferencesWindow *self = CANASTA_PREFERENCES_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), CANASTA_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (canasta_preferences_window_parent_class)->dispose (object);
}

static void
canasta_preferences_window_finalize (GObject *object)
{
  CanastaPreferencesWindow *self = CANASTA_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (canasta_preferences_window_parent_class)->finalize (object);
}

static void
canasta_preferences_window_class_init (CanastaPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_preferences_window_dispose;
  object_class->finalize = canasta_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/canasta-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, variant_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, levels_group);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, pace_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, red_threes_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, undo_switch);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, coach_switch);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, back_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, order_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaPreferencesWindow, animations_row);
  gtk_widget_class_bind_template_callback (widget_class, variant_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, players_selected_cb);
}

static void
canasta_preferences_window_init (CanastaPreferencesWindow *self)
{
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Every variant of the engine's table, as the new-game dialog lists them. */
  for (CnVariant v = 0; v < CN_N_VARIANTS; v++)
    {
      if (cn_rules_get (v) == NULL)
        continue;
      self->variants[self->n_variants++] = v;
      gtk_string_list_append (variants, cn_text_variant_name (v));
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  self->updating = FALSE;

  for (int seat = 0; seat < N_LEVEL_ROWS; seat++)
    {
      g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
      g_autofree char *title = NULL;
      GtkWidget *row = adw_combo_row_new ();

      gtk_string_list_append (levels, g_dpgettext2 (GETTEXT_PACKAGE, "level", "Easy"));
      gtk_string_list_append (levels, g_dpgettext2 (GETTEXT_PACKAGE, "level", "Medium"));
      gtk_string_list_append (levels, g_dpgettext2 (GETTEXT_PACKAGE, "level", "Hard"));
      /* The player's name comes with load_levels (). */
      title = g_strdup_printf (_("Seat %d"), seat + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (levels));
      adw_preferences_group_add (self->levels_group, row);
      self->level_rows[seat] = ADW_COMBO_ROW (row);
    }
}

GtkWidget *
canasta_preferences_window_new (GSettings *settings)
{
  CanastaPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CANASTA_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);

  load_variant (self);
  load_levels (self);
  for (int seat = 0; seat < N_LEVEL_ROWS; seat++)
    g_signal_connect_object (self->level_rows[seat], "notify::selected",
                             G_CALLBACK (level_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), self);

  bind_choice (settings, "computer-pace", self->pace_row, pace_values);
  bind_choice (settings, "card-back", self->back_row, back_values);
  bind_choice (settings, "hand-order", self->order_row, order_values);
  bind_choice (settings, "animations", self->animations_row, animations_values);
  g_settings_bind_with_mapping (settings, "red-threes-at-deal", self->red_threes_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, bool_to_selected, selected_to_bool,
                                NULL, NULL);
  g_settings_bind (settings, "confirm-go-out", self->confirm_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "allow-undo", self->undo_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "coach", self->coach_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "four-colour", self->four_colour_switch, "active", G_SETTINGS_BIND_DEFAULT);

  return GTK_WIDGET (self);
}
