/* canasta-stats-dialog.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-rules.h"
#include "cn-stats.h"

#include "canasta-a11y.h"
#include "canasta-messages.h"
#include "canasta-stats-dialog.h"
#include "cn-text.h"

struct _CanastaStatsDialog
{
  AdwWindow        parent_instance;

  /* Template children. */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkWidget       *reset_button;

  /* Owned. */
  char            *path;
  CnStats         *stats;
  GHashTable      *labels;     /* "classic/games-played" → GtkLabel (borrowed) */
};

G_DEFINE_FINAL_TYPE (CanastaStatsDialog, canasta_stats_dialog, ADW_TYPE_WINDOW)

static GtkLabel *
add_row (CanastaStatsDialog  *self,
         AdwPreferencesGroup *group,
         const CnRules       *rules,
         const char          *key,
         const char          *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  g_hash_table_insert (self->labels, g_strdup_printf ("%s/%s", rules->id, key), label);

  return GTK_LABEL (label);
}

static void
build_page (CanastaStatsDialog *self,
            const CnRules      *rules)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *games = adw_preferences_group_new ();
  GtkWidget *scores = adw_preferences_group_new ();
  GtkWidget *canastas = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (games), _("Games"));
  add_row (self, ADW_PREFERENCES_GROUP (games), rules, "games-played", _("Games played"));
  add_row (self, ADW_PREFERENCES_GROUP (games), rules, "games-won", _("Games won"));
  add_row (self, ADW_PREFERENCES_GROUP (games), rules, "win-rate", _("Win rate"));
  add_row (self, ADW_PREFERENCES_GROUP (games), rules, "longest-streak", _("Longest winning streak"));
  add_row (self, ADW_PREFERENCES_GROUP (games), rules, "current-streak", _("Current winning streak"));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (scores), _("Scores"));
  add_row (self, ADW_PREFERENCES_GROUP (scores), rules, "rounds-played", _("Rounds played"));
  add_row (self, ADW_PREFERENCES_GROUP (scores), rules, "best-round", _("Best round"));
  add_row (self, ADW_PREFERENCES_GROUP (scores), rules, "best-game", _("Best game"));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (canastas), _("Canastas Made"));
  add_row (self, ADW_PREFERENCES_GROUP (canastas), rules, "natural-canastas", _("Natural"));
  add_row (self, ADW_PREFERENCES_GROUP (canastas), rules, "mixed-canastas", _("Mixed"));
  add_row (self, ADW_PREFERENCES_GROUP (canastas), rules, "canastas", _("All canastas"));

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (games));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (scores));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (canastas));

  gtk_stack_add_titled (self->stack, page, rules->id, cn_text_variant_name (rules->variant));
}

static void
set_value (CanastaStatsDialog *self,
           const CnRules      *rules,
           const char         *key,
           const char         *text)
{
  g_autofree char *name = g_strdup_printf ("%s/%s", rules->id, key);
  GtkLabel *label = g_hash_table_lookup (self->labels, name);

  g_assert (label != NULL);
  gtk_label_set_text (label, text);
}

static void
set_count (CanastaStatsDialog *self,
           const CnRules      *rules,
           const char         *key,
           guint               count)
{
  g_autofree char *text = g_strdup_printf ("%u", count);

  set_value (self, rules, key, text);
}

static void
set_score (CanastaStatsDialog *self,
           const CnRules      *rules,
           const char         *key,
           gboolean            has,
           int                 score)
{
  g_autofree char *text = has ? cn_text_number (score) : NULL;

  /* Translators: a best score before any round or game was played */
  set_value (self, rules, key, has ? text : C_("statistics", "—"));
}

static void
refresh (CanastaStatsDialog *self)
{
  for (CnVariant v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);
      CnVariantStats empty = { 0 };
      const CnVariantStats *s = self->stats != NULL ? cn_stats_get (self->stats, v) : &empty;
      g_autofree char *rate = NULL;

      if (rules == NULL)
        continue;

      set_count (self, rules, "games-played", s->games_played);
      set_count (self, rules, "games-won", s->games_won);
      if (s->games_played > 0)
        /* Translators: a win rate in percent, "67 %"; keep %.0f */
        rate = g_strdup_printf (_("%.0f %%"), 100 * cn_variant_stats_win_rate (s));
      set_value (self, rules, "win-rate", rate != NULL ? rate : C_("statistics", "—"));
      set_count (self, rules, "longest-streak", s->longest_streak);
      set_count (self, rules, "current-streak", s->current_streak);
      set_count (self, rules, "rounds-played", s->rounds_played);
      set_score (self, rules, "best-round", s->has_best_round, s->best_round_score);
      set_score (self, rules, "best-game", s->has_best_game, s->best_game_score);
      set_count (self, rules, "natural-canastas", s->natural_canastas);
      set_count (self, rules, "mixed-canastas", s->mixed_canastas);
      set_count (self, rules, "canastas", s->natural_canastas + s->mixed_canastas);
    }
}

static void
load (CanastaStatsDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *warning = NULL;

  g_clear_pointer (&self->stats, cn_stats_free);
  self->stats = cn_stats_load (self->path, &warning, &error);

  if (warning != NULL)
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (warning));

  if (self->stats == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The statistics could not be read: %s"),
                                               error->message);

      /* A file that can be neither read nor moved aside is not saved over. */
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      gtk_widget_set_sensitive (self->reset_button, FALSE);
    }

  refresh (self);
}

gboolean
canasta_stats_dialog_reset (CanastaStatsDialog *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (CANASTA_IS_STATS_DIALOG (self), FALSE);

  if (self->stats == NULL)
    return FALSE;

  cn_stats_reset (self->stats);
  if (!cn_stats_save (self->stats, self->path, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The statistics could not be saved: %s"),
                                               error->message);

      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      load (self);
      return FALSE;
    }

  refresh (self);
  return TRUE;
}

static void
reset_response_cb (AdwMessageDialog   *dialog,
                   const char         *response,
                   CanastaStatsDialog *self)
{
  if (g_strcmp0 (response, "reset") == 0)
    canasta_stats_dialog_reset (self);
}

static void
reset_clicked_cb (CanastaStatsDialog *self)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset the Statistics?"),
                                   _("Every variant’s games, scores and streaks are forgotten. This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
canasta_stats_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CANASTA_TYPE_STATS_DIALOG);

  G_OBJECT_CLASS (canasta_stats_dialog_parent_class)->dispose (object);
}

static void
canasta_stats_dialog_finalize (GObject *object)
{
  CanastaStatsDialog *self = CANASTA_STATS_DIALOG (object);

  g_clear_pointer (&self->stats, cn_stats_free);
  g_clear_pointer (&self->labels, g_hash_table_unref);
  g_free (self->path);

  G_OBJECT_CLASS (canasta_stats_dialog_parent_class)->finalize (object);
}

static void
canasta_stats_dialog_class_init (CanastaStatsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_stats_dialog_dispose;
  object_class->finalize = canasta_stats_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-stats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaStatsDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CanastaStatsDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, CanastaStatsDialog, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
canasta_stats_dialog_init (CanastaStatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));

  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (CnVariant v = 0; v < CN_N_VARIANTS; v++)
    if (cn_rules_get (v) != NULL)
      build_page (self, cn_rules_get (v));
}

GtkWidget *
canasta_stats_dialog_new (const char *path)
{
  CanastaStatsDialog *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_STATS_DIALOG, NULL);
  self->path = g_strdup (path);
  load (self);

  return GTK_WIDGET (self);
}

void
canasta_stats_dialog_show_variant (CanastaStatsDialog *self,
                                   CnVariant           variant)
{
  const CnRules *rules = cn_rules_get (variant);

  g_return_if_fail (CANASTA_IS_STATS_DIALOG (self));

  if (rules != NULL)
    gtk_stack_set_visible_child_name (self->stack, rules->id);
}

const char *
canasta_stats_dialog_get_value (CanastaStatsDialog *self,
                                CnVariant           variant,
                                const char         *row)
{
  const CnRules *rules = cn_rules_get (variant);
  g_autofree char *name = NULL;
  GtkLabel *label;

  g_return_val_if_fail (CANASTA_IS_STATS_DIALOG (self), NULL);
  g_return_val_if_fail (rules != NULL && row != NULL, NULL);

  name = g_strdup_printf ("%s/%s", rules->id, row);
  label = g_hash_table_lookup (self->labels, name);
  return label != NULL ? gtk_label_get_text (label) : NULL;
}
