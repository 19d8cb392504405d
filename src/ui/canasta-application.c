/* canasta-application.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-application.h"
#include "canasta-card-cache.h"
#include "canasta-resources.h"
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

static void
canasta_application_activate (GApplication *application)
{
  CanastaApplication *self = CANASTA_APPLICATION (application);
  CanastaWindow *window = get_window (self);

  if (window == NULL)
    window = canasta_window_new (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (window));
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  CanastaApplication *self = CANASTA_APPLICATION (user_data);
  CanastaWindow *window = get_window (self);

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (self));
      window = get_window (self);
    }

  canasta_window_show_new_game (window);
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

  if (window != NULL)
    gtk_window_close (GTK_WINDOW (window));
  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { "new-game", new_game_action },
  { "about", about_action },
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

  cache = canasta_card_cache_get_default ();
  g_settings_bind (self->settings, "four-colour", cache, "four-colour", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "card-back", cache, "back", G_SETTINGS_BIND_GET);
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

GSettings *
canasta_application_get_settings (CanastaApplication *self)
{
  g_return_val_if_fail (CANASTA_IS_APPLICATION (self), NULL);
  return self->settings;
}
