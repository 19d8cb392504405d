/* canasta-table-finder.c: the tables hosted on the local network
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model side of CnNetBrowser (src/net), so that the joining dialog
 * lists found tables in the player's words without reading the network's.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-net-discovery.h"
#include "cn-net-message.h"
#include "cn-net-text.h"
#include "cn-rules.h"
#include "cn-text.h"

#include "canasta-table-finder.h"

/* ----------------------------------------------------------- found table */

struct _CanastaFoundTable
{
  GObject          parent_instance;
  CnNetFoundTable *found;
  char            *name;     /* the announced name, made safe to show */
};

G_DEFINE_FINAL_TYPE (CanastaFoundTable, canasta_found_table, G_TYPE_OBJECT)

static void
canasta_found_table_finalize (GObject *object)
{
  g_clear_object (&CANASTA_FOUND_TABLE (object)->found);
  g_free (CANASTA_FOUND_TABLE (object)->name);
  G_OBJECT_CLASS (canasta_found_table_parent_class)->finalize (object);
}

static void
canasta_found_table_class_init (CanastaFoundTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = canasta_found_table_finalize;
}

static void
canasta_found_table_init (CanastaFoundTable *self)
{
}

static CanastaFoundTable *
found_table_new (CnNetFoundTable *found)
{
  CanastaFoundTable *self = g_object_new (CANASTA_TYPE_FOUND_TABLE, NULL);

  self->found = g_object_ref (found);
  /* Anyone on the network may announce anything: no line breaks or
   * right-to-left overrides in the list. */
  self->name = cn_net_name_clean (cn_net_found_table_get_announce (found)->name);
  if (self->name == NULL)
    self->name = g_strdup (cn_net_found_table_get_announce (found)->code);
  return self;
}

const char *
canasta_found_table_get_name (CanastaFoundTable *self)
{
  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), NULL);
  return self->name;
}

const char *
canasta_found_table_get_variant_name (CanastaFoundTable *self)
{
  const CnNetAnnounce *announce;
  const CnRules *rules;

  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), NULL);

  announce = cn_net_found_table_get_announce (self->found);
  rules = cn_rules_lookup (announce->variant);
  return rules != NULL ? cn_text_variant_name (rules->variant) : announce->variant;
}

gboolean
canasta_found_table_get_playable (CanastaFoundTable *self)
{
  const CnNetAnnounce *announce;
  const CnRules *rules;

  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), FALSE);

  announce = cn_net_found_table_get_announce (self->found);
  rules = cn_rules_lookup (announce->variant);
  return rules != NULL && cn_rules_seating (rules, announce->players) != NULL;
}

int
canasta_found_table_get_players (CanastaFoundTable *self)
{
  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), 0);
  return cn_net_found_table_get_announce (self->found)->players;
}

int
canasta_found_table_get_free_seats (CanastaFoundTable *self)
{
  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), 0);
  return cn_net_found_table_get_announce (self->found)->free_seats;
}

const char *
canasta_found_table_get_host (CanastaFoundTable *self)
{
  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), NULL);
  return cn_net_found_table_get_host (self->found);
}

char *
canasta_found_table_invitation (CanastaFoundTable  *self,
                                const char         *password,
                                GError            **error)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (CANASTA_IS_FOUND_TABLE (self), NULL);
  g_return_val_if_fail (password != NULL, NULL);

  clean = cn_net_password_normalize (password);
  if (clean == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           /* Translators: said when what was typed cannot be a table's
                            * password; the example is one */
                           _("A table’s password has 16 letters and digits, like "
                             "Q7K3-TDXA-M2PH-9WRB: ask the host to read it out again."));
      return NULL;
    }
  return cn_net_found_table_invite (self->found, clean);
}

/* ----------------------------------------------------------------- finder */

struct _CanastaTableFinder
{
  GObject       parent_instance;
  CnNetBrowser *browser;
  GListStore   *tables;     /* CanastaFoundTable, one for each of the browser's */
};

G_DEFINE_FINAL_TYPE (CanastaTableFinder, canasta_table_finder, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The browser's list changed: the same change here, item for item. */
static void
browser_items_changed_cb (GListModel         *browser,
                          guint               position,
                          guint               removed,
                          guint               added,
                          CanastaTableFinder *self)
{
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(CnNetFoundTable) found = g_list_model_get_item (browser, position + i);

      g_ptr_array_add (tables, found_table_new (found));
    }
  g_list_store_splice (self->tables, position, removed, tables->pdata, tables->len);
}

static void
browser_available_cb (CanastaTableFinder *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

static void
canasta_table_finder_dispose (GObject *object)
{
  CanastaTableFinder *self = CANASTA_TABLE_FINDER (object);

  if (self->browser != NULL)
    g_signal_handlers_disconnect_by_data (self->browser, self);
  g_clear_object (&self->browser);
  g_clear_object (&self->tables);
  G_OBJECT_CLASS (canasta_table_finder_parent_class)->dispose (object);
}

static void
canasta_table_finder_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, canasta_table_finder_get_available (CANASTA_TABLE_FINDER (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_table_finder_class_init (CanastaTableFinderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = canasta_table_finder_dispose;
  object_class->get_property = canasta_table_finder_get_property;
  /* Whether the local network is being looked at (an Avahi daemon). */
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_table_finder_init (CanastaTableFinder *self)
{
  self->tables = g_list_store_new (CANASTA_TYPE_FOUND_TABLE);
  self->browser = cn_net_browser_new ();
  g_signal_connect (self->browser, "items-changed", G_CALLBACK (browser_items_changed_cb), self);
  g_signal_connect_swapped (self->browser, "notify::available", G_CALLBACK (browser_available_cb),
                            self);
}

CanastaTableFinder *
canasta_table_finder_new (void)
{
  return g_object_new (CANASTA_TYPE_TABLE_FINDER, NULL);
}

GListModel *
canasta_table_finder_get_tables (CanastaTableFinder *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_FINDER (self), NULL);
  return G_LIST_MODEL (self->tables);
}

gboolean
canasta_table_finder_get_available (CanastaTableFinder *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_FINDER (self), FALSE);
  return cn_net_browser_get_available (self->browser);
}

void
canasta_table_finder_add_table (CanastaTableFinder *self,
                                const char         *name,
                                const char         *variant,
                                int                 players,
                                int                 free_seats,
                                const char         *code,
                                const char         *fingerprint,
                                const char         *host,
                                guint               port)
{
  CnNetAnnounce announce = {
    .version = CN_NET_VERSION,
    .variant = (char *) variant,
    .players = players,
    .free_seats = free_seats,
    .name = (char *) name,
    .code = (char *) code,
    .fingerprint = (char *) fingerprint,
  };
  g_autoptr(CnNetFoundTable) found = NULL;

  g_return_if_fail (CANASTA_IS_TABLE_FINDER (self));

  found = cn_net_found_table_new (&announce, host, port);
  cn_net_browser_add (self->browser, found);
}
