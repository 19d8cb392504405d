/* canasta-application.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-application.h"
#include "canasta-autosave.h"
#include "canasta-card-cache.h"
#include "canasta-help-pane.h"
#include "canasta-preferences-window.h"
#include "canasta-resources.h"
#include "canasta-stats-dialog.h"
#include "canasta-window.h"

struct _CanastaApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (CanastaApplication, canasta_application, ADW_TYPE_APPLICATION)

void
canasta_register_resources (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      g_resources_register (canasta_get_resource ());
      g_once_init_leave (&registered, 1);
    }
}

static CanastaWindow *
get_window (CanastaApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (CANASTA_IS_WINDOW (window))
    return CANASTA_WINDOW (window);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (CANASTA_IS_WINDOW (l->data))
      return CANASTA_WINDOW (l->data);

  return NULL;
}

static gboolean
window_close_request_cb (CanastaAutosave *autosave)
{
  /* The last move reaches the disk before the app ends. */
  canasta_autosave_flush (autosave);
  return FALSE;
}

static void
setup_autosave (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  g_autofree char *path = canasta_autosave_default_path ();
  g_autofree char *stats_path = canasta_statistics_default_path ();
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  CanastaAutosave *autosave = canasta_autosave_new (game, path, stats_path);

  g_object_set_data_full (G_OBJECT (window), "canasta-autosave", autosave, g_object_unref);
  canasta_window_watch_autosave (window, autosave);
  g_signal_connect_object (window, "close-request", G_CALLBACK (window_close_request_cb),
                           autosave, G_CONNECT_SWAPPED);

  if (canasta_autosave_resume (autosave, &aside, &error))
    {
      canasta_help_pane_set_rules (CANASTA_HELP_PANE (canasta_window_get_help_pane (window)),
                                   canasta_game_get_rules (game),
                                   canasta_game_get_n_players (game));
    }
  else if (error != NULL)
    {
      g_autofree char *message = canasta_autosave_describe_refusal (error, aside);

      /* The new game the window opened on goes to disk in the file's
       * place; the player is told, and may pick another game instead. */
      canasta_autosave_queue (autosave);
      canasta_window_add_notice (window, message, _("_New Game…"), "app.new-game");
    }

  /* A table this app hosted, left unfinished by a quit or a crash, is the
   * game in play: it comes back in the same way, hosted again with the
   * same invitation, this screen at its seat. Not in a second Canasta,
   * which does not take the first one's games. */
  if (!canasta_autosave_get_open_elsewhere (autosave))
    canasta_window_resume_table (window);
}

static void
canasta_application_activate (GApplication *application)
{
  CanastaApplication *self = CANASTA_APPLICATION (application);
  CanastaWindow *window = get_window (self);

  if (window == NULL)
    window = canasta_window_new (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (window));

  /* The game in play comes back where it was, without a question. */
  if (g_object_get_data (G_OBJECT (window), "canasta-autosave") == NULL)
    setup_autosave (window);
}

/* The window an action of the app acts in, opened first when there is
 * none. */
static CanastaWindow *
get_or_open_window (CanastaApplication *self)
{
  CanastaWindow *window = get_window (self);

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (self));
      window = get_window (self);
    }
  return window;
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  canasta_window_show_new_game (get_or_open_window (CANASTA_APPLICATION (user_data)));
}

/* Hosting a table and joining one: "host" or "join", from the menu and
 * from New Game. */
static void
play_with_others_action (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  canasta_window_show_table_dialog (get_or_open_window (CANASTA_APPLICATION (user_data)),
                                    g_str_equal (g_variant_get_string (parameter, NULL), "host"));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  CanastaApplication *self = CANASTA_APPLICATION (user_data);
  const char *developers[] = { _("The Canasta developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "application-name", _("Canasta"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Canasta developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("The rummy card game for two teams, with the classic rules and its Latin American and Italian variants."),
                        "website", "https://github.com/canasta/canasta",
                        "issue-url", "https://github.com/canasta/canasta/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The Canasta developers",
                        "developers", developers,
                        "artists", developers,
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        "transient-for", get_window (self),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  CanastaApplication *self = CANASTA_APPLICATION (user_data);
  CanastaWindow *window = get_window (self);
  GList *windows;

  if (window != NULL)
    {
      gtk_window_close (GTK_WINDOW (window));
      /* Still there: it asks first (people are playing at the table it
       * hosts), and the answer closes it or not. */
      if (g_list_find (gtk_application_get_windows (GTK_APPLICATION (self)), window) != NULL)
        return;
    }
  /* The app ends with its last window, once the players at a table it
   * hosted are told goodbye (not at once: g_application_quit would cut
   * them off without a word). */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  g_list_free_full (windows, g_object_unref);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  CanastaApplication *self = CANASTA_APPLICATION (user_data);
  GtkWidget *preferences = canasta_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (preferences), GTK_WINDOW (get_window (self)));
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
statistics_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  CanastaApplication *self = CANASTA_APPLICATION (user_data);
  CanastaWindow *window = get_window (self);
  g_autofree char *path = canasta_statistics_default_path ();
  GtkWidget *dialog = canasta_stats_dialog_new (path);

  if (window != NULL)
    {
      CanastaGame *game = canasta_window_get_game (window);

      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (window));
      if (canasta_game_get_started (game))
        canasta_stats_dialog_show_variant (CANASTA_STATS_DIALOG (dialog),
                                           canasta_game_get_variant (game));
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
animations_changed_cb (GSettings  *settings,
                       const char *key,
                       gpointer    user_data)
{
  g_autofree char *value = g_settings_get_string (settings, "animations");
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  if (gtk_settings == NULL)
    return;

  if (g_strcmp0 (value, "off") == 0)
    g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  else
    gtk_settings_reset_property (gtk_settings, "gtk-enable-animations");
}

static const GActionEntry app_actions[] = {
  { "new-game", new_game_action },
  { "play-with-others", play_with_others_action, "s" },
  { "about", about_action },
  { "preferences", preferences_action },
  { "statistics", statistics_action },
  { "quit", quit_action },
};

static void
canasta_application_startup (GApplication *application)
{
  CanastaApplication *self = CANASTA_APPLICATION (application);
  CanastaCardCache *cache;
  g_autoptr(GAction) four_colour = NULL;
  g_autoptr(GAction) card_back = NULL;
  g_autoptr(GAction) pace = NULL;
  const char *new_game_accels[] = { "<Control>n", NULL };
  const char *quit_accels[] = { "<Control>q", NULL };
  const char *preferences_accels[] = { "<Control>comma", NULL };

  canasta_register_resources ();

  G_APPLICATION_CLASS (canasta_application_parent_class)->startup (application);

  self->settings = g_settings_new (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  four_colour = g_settings_create_action (self->settings, "four-colour");
  card_back = g_settings_create_action (self->settings, "card-back");
  pace = g_settings_create_action (self->settings, "computer-pace");
  g_action_map_add_action (G_ACTION_MAP (self), four_colour);
  g_action_map_add_action (G_ACTION_MAP (self), card_back);
  g_action_map_add_action (G_ACTION_MAP (self), pace);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);

  cache = canasta_card_cache_get_default ();
  g_settings_bind (self->settings, "four-colour", cache, "four-colour", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "card-back", cache, "back", G_SETTINGS_BIND_GET);

  /* Animations follow the system unless the player turned them off. */
  animations_changed_cb (self->settings, NULL, NULL);
  g_signal_connect (self->settings, "changed::animations", G_CALLBACK (animations_changed_cb), NULL);
}

static void
canasta_application_dispose (GObject *object)
{
  CanastaApplication *self = CANASTA_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (canasta_application_parent_class)->dispose (object);
}

static void
canasta_application_class_init (CanastaApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = canasta_application_dispose;
  app_class->activate = canasta_application_activate;
  app_class->startup = canasta_application_startup;
}

static void
canasta_application_init (CanastaApplication *self)
{
}

CanastaApplication *
canasta_application_new (void)
{
  return g_object_new (CANASTA_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
