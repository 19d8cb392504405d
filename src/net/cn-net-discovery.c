/* cn-net-discovery.c: hosted tables announced and found on the local
 * network (DNS-SD through Avahi)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-discovery.h"

#include <string.h>
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>

#include "cn-json.h"
#include "cn-net-message.h"

/* ---------------------------------------------------------------- TXT */

/* A DNS-SD name is at most 63 bytes; so is a table's name here. */
#define NAME_MAX_BYTES 63

void
cn_net_announce_free (CnNetAnnounce *announce)
{
  if (announce == NULL)
    return;
  g_free (announce->variant);
  g_free (announce->name);
  g_free (announce->code);
  g_free (announce->fingerprint);
  g_free (announce);
}

char **
cn_net_announce_to_txt (const CnNetAnnounce *announce)
{
  char **txt = g_new0 (char *, 8);

  txt[0] = g_strdup_printf ("v=%d", announce->version);
  txt[1] = g_strdup_printf ("variant=%s", announce->variant);
  txt[2] = g_strdup_printf ("players=%d", announce->players);
  txt[3] = g_strdup_printf ("free=%d", announce->free_seats);
  txt[4] = g_strdup_printf ("name=%s", announce->name);
  txt[5] = g_strdup_printf ("code=%s", announce->code);
  txt[6] = g_strdup_printf ("fp=%s", announce->fingerprint);
  return txt;
}

static const char *
txt_value (const char * const *txt,
           const char         *key)
{
  gsize n = strlen (key);

  for (int i = 0; txt[i] != NULL; i++)
    if (strncmp (txt[i], key, n) == 0 && txt[i][n] == '=')
      return txt[i] + n + 1;
  return NULL;
}

static gboolean
txt_int (const char * const  *txt,
         const char          *key,
         guint64              max,
         int                 *out,
         GError             **error)
{
  const char *value = txt_value (txt, key);
  guint64 n;

  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 0, max, &n, NULL))
    {
      g_set_error (error, CN_CODEC_ERROR, CN_CODEC_ERROR_INVALID,
                   "TXT %s: a number from 0 to %" G_GUINT64_FORMAT " is needed", key, max);
      return FALSE;
    }
  *out = (int) n;
  return TRUE;
}

static gboolean
is_token (const char *text,
          gsize       min,
          gsize       max)
{
  gsize n = strlen (text);

  if (n < min || n > max)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isalnum (text[i]) && text[i] != '-')
      return FALSE;
  return TRUE;
}

CnNetAnnounce *
cn_net_announce_from_txt (const char * const  *txt,
                          GError             **error)
{
  g_autoptr(CnNetAnnounce) announce = g_new0 (CnNetAnnounce, 1);
  const char *variant = txt_value (txt, "variant");
  const char *name = txt_value (txt, "name");
  const char *code = txt_value (txt, "code");
  const char *fp = txt_value (txt, "fp");

  if (!txt_int (txt, "v", G_MAXINT32, &announce->version, error) ||
      !txt_int (txt, "players", 8, &announce->players, error) ||
      !txt_int (txt, "free", 8, &announce->free_seats, error))
    return NULL;
  if (announce->version != CN_NET_VERSION)
    {
      g_set_error (error, CN_CODEC_ERROR, CN_CODEC_ERROR_VERSION,
                   "TXT v: version %d of the protocol, this side speaks %d", announce->version,
                   CN_NET_VERSION);
      return NULL;
    }
  if (variant == NULL || !is_token (variant, 1, 32) || code == NULL || !is_token (code, 1, 16) ||
      fp == NULL || strlen (fp) != 64 || !is_token (fp, 64, 64) ||
      name == NULL || strlen (name) > NAME_MAX_BYTES || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, CN_CODEC_ERROR, CN_CODEC_ERROR_INVALID,
                   "TXT: variant, name, code or fp missing or malformed");
      return NULL;
    }
  if (announce->free_seats > announce->players)
    {
      g_set_error (error, CN_CODEC_ERROR, CN_CODEC_ERROR_INVALID,
                   "TXT free: %d free seats at a table of %d", announce->free_seats,
                   announce->players);
      return NULL;
    }
  announce->variant = g_strdup (variant);
  announce->name = g_strdup (name);
  announce->code = g_strdup (code);
  announce->fingerprint = g_ascii_strdown (fp, -1);
  return g_steal_pointer (&announce);
}

static AvahiStringList *
txt_list (const CnNetAnnounce *announce)
{
  g_auto(GStrv) txt = cn_net_announce_to_txt (announce);
  AvahiStringList *list = NULL;

  for (int i = g_strv_length (txt) - 1; i >= 0; i--)
    list = avahi_string_list_add (list, txt[i]);
  return list;
}

/* Avahi's poll on the thread-default main context, and a client on it;
 * NULL (and a debug message, not a warning: most machines that lack it
 * have no wish for it) without a daemon to talk to. */
static AvahiClient *
client_new (AvahiGLibPoll       **poll,
            AvahiClientCallback   callback,
            gpointer              user_data)
{
  AvahiClient *client;
  int error = 0;

  *poll = avahi_glib_poll_new (g_main_context_get_thread_default (), G_PRIORITY_DEFAULT);
  client = avahi_client_new (avahi_glib_poll_get (*poll), 0, callback, user_data, &error);
  if (client == NULL)
    {
      g_debug ("no table discovery on the local network: %s", avahi_strerror (error));
      g_clear_pointer (poll, avahi_glib_poll_free);
    }
  return client;
}

/* ----------------------------------------------------------- publisher */

struct _CnNetPublisher
{
  AvahiGLibPoll *poll;
  AvahiClient   *client;
  guint          port;
  gboolean       running;
  GHashTable    *groups;      /* code → AvahiEntryGroup */
  GHashTable    *announces;   /* code → CnNetAnnounce, what to publish */
};

static void publish (CnNetPublisher *self, const CnNetAnnounce *announce);

static void
group_cb (AvahiEntryGroup      *group,
          AvahiEntryGroupState  state,
          void                 *user_data)
{
  if (state == AVAHI_ENTRY_GROUP_COLLISION || state == AVAHI_ENTRY_GROUP_FAILURE)
    g_debug ("a table's announcement failed: %s",
             avahi_strerror (avahi_client_errno (avahi_entry_group_get_client (group))));
}

static void
publisher_client_cb (AvahiClient      *client,
                     AvahiClientState  state,
                     void             *user_data)
{
  CnNetPublisher *self = user_data;

  self->client = client;
  self->running = state == AVAHI_CLIENT_S_RUNNING;
  if (self->running)
    {
      GHashTableIter iter;
      gpointer announce;

      g_hash_table_iter_init (&iter, self->announces);
      while (g_hash_table_iter_next (&iter, NULL, &announce))
        publish (self, announce);
    }
}

static void
publish (CnNetPublisher      *self,
         const CnNetAnnounce *announce)
{
  AvahiEntryGroup *group = g_hash_table_lookup (self->groups, announce->code);
  AvahiStringList *txt;
  int error;

  if (!self->running)
    return;
  txt = txt_list (announce);
  if (group != NULL)
    error = avahi_entry_group_update_service_txt_strlst (group, AVAHI_IF_UNSPEC,
                                                         AVAHI_PROTO_UNSPEC, 0, announce->name,
                                                         CN_NET_SERVICE_TYPE, NULL, txt);
  else
    {
      group = avahi_entry_group_new (self->client, group_cb, self);
      error = group == NULL ? avahi_client_errno (self->client)
                            : avahi_entry_group_add_service_strlst (group, AVAHI_IF_UNSPEC,
                                                                    AVAHI_PROTO_UNSPEC, 0,
                                                                    announce->name,
                                                                    CN_NET_SERVICE_TYPE, NULL,
                                                                    NULL, (guint16) self->port,
                                                                    txt);
      if (error == 0)
        error = avahi_entry_group_commit (group);
      if (group != NULL)
        g_hash_table_insert (self->groups, g_strdup (announce->code), group);
    }
  avahi_string_list_free (txt);
  if (error != 0)
    g_debug ("cannot announce table %s: %s", announce->code, avahi_strerror (error));
}

static void
group_free (gpointer group)
{
  avahi_entry_group_free (group);
}

static CnNetAnnounce *
announce_copy (const CnNetAnnounce *announce)
{
  CnNetAnnounce *copy = g_new0 (CnNetAnnounce, 1);

  *copy = *announce;
  copy->variant = g_strdup (announce->variant);
  copy->name = g_utf8_make_valid (announce->name, -1);
  copy->code = g_strdup (announce->code);
  copy->fingerprint = g_strdup (announce->fingerprint);
  /* A service name is at most 63 bytes: cut at a character's start. */
  if (strlen (copy->name) > NAME_MAX_BYTES)
    *g_utf8_find_prev_char (copy->name, copy->name + NAME_MAX_BYTES + 1) = '\0';
  return copy;
}

CnNetPublisher *
cn_net_publisher_new (guint port)
{
  CnNetPublisher *self = g_new0 (CnNetPublisher, 1);

  self->port = port;
  self->groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, group_free);
  self->announces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) cn_net_announce_free);
  self->client = client_new (&self->poll, publisher_client_cb, self);
  return self;
}

static gboolean
announce_equal (const CnNetAnnounce *a,
                const CnNetAnnounce *b)
{
  return a->version == b->version && a->players == b->players &&
         a->free_seats == b->free_seats && g_str_equal (a->variant, b->variant) &&
         g_str_equal (a->name, b->name) && g_str_equal (a->code, b->code) &&
         g_str_equal (a->fingerprint, b->fingerprint);
}

void
cn_net_publisher_set (CnNetPublisher      *self,
                      const CnNetAnnounce *announce)
{
  CnNetAnnounce *copy = announce_copy (announce);
  CnNetAnnounce *old = g_hash_table_lookup (self->announces, copy->code);

  /* Said already: the network hears nothing new. */
  if (old != NULL && announce_equal (old, copy))
    {
      cn_net_announce_free (copy);
      return;
    }

  g_hash_table_replace (self->announces, g_strdup (copy->code), copy);
  publish (self, copy);
}

void
cn_net_publisher_remove (CnNetPublisher *self,
                         const char     *code)
{
  g_hash_table_remove (self->groups, code);
  g_hash_table_remove (self->announces, code);
}

gboolean
cn_net_publisher_is_running (CnNetPublisher *self)
{
  return self->running;
}

void
cn_net_publisher_free (CnNetPublisher *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->groups);
  g_hash_table_unref (self->announces);
  if (self->client != NULL)
    avahi_client_free (self->client);
  if (self->poll != NULL)
    avahi_glib_poll_free (self->poll);
  g_free (self);
}

/* ------------------------------------------------------------ found table */

struct _CnNetFoundTable
{
  GObject        parent_instance;
  CnNetAnnounce *announce;
  char          *host;
  guint          port;
  char          *key;        /* the service's interface, protocol and name */
};

G_DEFINE_FINAL_TYPE (CnNetFoundTable, cn_net_found_table, G_TYPE_OBJECT)

static void
cn_net_found_table_finalize (GObject *object)
{
  CnNetFoundTable *self = CN_NET_FOUND_TABLE (object);

  cn_net_announce_free (self->announce);
  g_free (self->host);
  g_free (self->key);
  G_OBJECT_CLASS (cn_net_found_table_parent_class)->finalize (object);
}

static void
cn_net_found_table_class_init (CnNetFoundTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cn_net_found_table_finalize;
}

static void
cn_net_found_table_init (CnNetFoundTable *self)
{
}

const CnNetAnnounce *
cn_net_found_table_get_announce (CnNetFoundTable *self)
{
  return self->announce;
}

const char *
cn_net_found_table_get_host (CnNetFoundTable *self)
{
  return self->host;
}

guint
cn_net_found_table_get_port (CnNetFoundTable *self)
{
  return self->port;
}

CnNetFoundTable *
cn_net_found_table_new (const CnNetAnnounce *announce,
                        const char          *host,
                        guint                port)
{
  CnNetFoundTable *self = g_object_new (CN_NET_TYPE_FOUND_TABLE, NULL);

  self->announce = announce_copy (announce);
  self->host = g_strdup (host);
  self->port = port;
  self->key = g_strdup_printf ("%s:%u/%s", host, port, announce->code);
  return self;
}

char *
cn_net_found_table_invite (CnNetFoundTable *self,
                           const char      *secret)
{
  CnNetInvite invite = {
    .host = self->host,
    .port = (guint16) self->port,
    .code = self->announce->code,
    .secret = (char *) secret,
    .fingerprint = self->announce->fingerprint,
  };

  return cn_net_invite_format (&invite);
}

/* --------------------------------------------------------------- browser */

struct _CnNetBrowser
{
  GObject              parent_instance;
  AvahiGLibPoll       *poll;
  AvahiClient         *client;
  AvahiServiceBrowser *browser;
  GPtrArray           *tables;   /* CnNetFoundTable */
  /* service key → AvahiServiceResolver: kept while the service is there,
   * so that a new announcement (a seat taken) comes as it is made. */
  GHashTable          *resolvers;
};

static void cn_net_browser_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CnNetBrowser, cn_net_browser, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      cn_net_browser_list_model_init))

enum
{
  PROP_0,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
browser_get_item_type (GListModel *model)
{
  return CN_NET_TYPE_FOUND_TABLE;
}

static guint
browser_get_n_items (GListModel *model)
{
  return CN_NET_BROWSER (model)->tables->len;
}

static gpointer
browser_get_item (GListModel *model,
                  guint       position)
{
  CnNetBrowser *self = CN_NET_BROWSER (model);

  if (position >= self->tables->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->tables, position));
}

static void
cn_net_browser_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = browser_get_item_type;
  iface->get_n_items = browser_get_n_items;
  iface->get_item = browser_get_item;
}

static char *
service_key (AvahiIfIndex   interface,
             AvahiProtocol  protocol,
             const char    *name)
{
  return g_strdup_printf ("%d/%d/%s", interface, protocol, name);
}

static void
resolver_free (gpointer resolver)
{
  avahi_service_resolver_free (resolver);
}

static void
remove_key (CnNetBrowser *self,
            const char   *key)
{
  for (guint i = 0; i < self->tables->len; i++)
    if (g_str_equal (((CnNetFoundTable *) g_ptr_array_index (self->tables, i))->key, key))
      {
        g_ptr_array_remove_index (self->tables, i);
        g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 0);
        return;
      }
}

static void
resolve_cb (AvahiServiceResolver   *resolver,
            AvahiIfIndex            interface,
            AvahiProtocol           protocol,
            AvahiResolverEvent      event,
            const char             *name,
            const char             *type,
            const char             *domain,
            const char             *host_name,
            const AvahiAddress     *address,
            uint16_t                port,
            AvahiStringList        *txt,
            AvahiLookupResultFlags  flags,
            void                   *user_data)
{
  CnNetBrowser *self = user_data;
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *key = service_key (interface, protocol, name);
  CnNetAnnounce *announce;
  CnNetFoundTable *table;
  char text[AVAHI_ADDRESS_STR_MAX];

  if (event != AVAHI_RESOLVER_FOUND)
    {
      /* Gone, or never resolved: the list keeps what it had until the
       * browser says the service went. */
      if (g_hash_table_lookup (self->resolvers, key) == resolver)
        g_hash_table_remove (self->resolvers, key);
      else
        avahi_service_resolver_free (resolver);
      return;
    }
  for (AvahiStringList *l = txt; l != NULL; l = avahi_string_list_get_next (l))
    g_ptr_array_add (strings, g_strndup ((const char *) avahi_string_list_get_text (l),
                                         avahi_string_list_get_size (l)));
  g_ptr_array_add (strings, NULL);
  announce = cn_net_announce_from_txt ((const char * const *) strings->pdata, &error);
  if (announce == NULL)
    {
      g_debug ("a table announced as \"%s\" says nothing this side reads: %s", name,
               error->message);
      return;
    }
  avahi_address_snprint (text, sizeof text, address);
  table = g_object_new (CN_NET_TYPE_FOUND_TABLE, NULL);
  table->announce = announce;
  table->host = g_strdup (text);
  table->port = port;
  table->key = g_steal_pointer (&key);
  /* Announced again (its free seats changed): the new one replaces it. */
  cn_net_browser_add (self, table);
  g_object_unref (table);
}

static void
browse_cb (AvahiServiceBrowser    *browser,
           AvahiIfIndex            interface,
           AvahiProtocol           protocol,
           AvahiBrowserEvent       event,
           const char             *name,
           const char             *type,
           const char             *domain,
           AvahiLookupResultFlags  flags,
           void                   *user_data)
{
  CnNetBrowser *self = user_data;
  g_autofree char *key = service_key (interface, protocol, name);

  if (event == AVAHI_BROWSER_NEW)
    {
      AvahiServiceResolver *resolver =
        avahi_service_resolver_new (self->client, interface, protocol, name, type, domain,
                                    AVAHI_PROTO_UNSPEC, 0, resolve_cb, self);

      if (resolver != NULL)
        g_hash_table_replace (self->resolvers, g_steal_pointer (&key), resolver);
    }
  else if (event == AVAHI_BROWSER_REMOVE)
    {
      g_hash_table_remove (self->resolvers, key);
      remove_key (self, key);
    }
}

static void
browser_client_cb (AvahiClient      *client,
                   AvahiClientState  state,
                   void             *user_data)
{
  CnNetBrowser *self = user_data;

  self->client = client;
  if (state == AVAHI_CLIENT_S_RUNNING && self->browser == NULL)
    {
      self->browser = avahi_service_browser_new (client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                                 CN_NET_SERVICE_TYPE, NULL, 0, browse_cb, self);
      if (self->browser == NULL)
        g_debug ("cannot look for tables: %s", avahi_strerror (avahi_client_errno (client)));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
    }
}

static void
cn_net_browser_dispose (GObject *object)
{
  CnNetBrowser *self = CN_NET_BROWSER (object);

  g_clear_pointer (&self->browser, avahi_service_browser_free);
  if (self->resolvers != NULL)
    g_hash_table_remove_all (self->resolvers);
  /* Freeing the client frees what is left of it. */
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
  if (self->tables != NULL)
    g_ptr_array_set_size (self->tables, 0);
  G_OBJECT_CLASS (cn_net_browser_parent_class)->dispose (object);
}

static void
cn_net_browser_finalize (GObject *object)
{
  g_ptr_array_unref (CN_NET_BROWSER (object)->tables);
  g_hash_table_unref (CN_NET_BROWSER (object)->resolvers);
  G_OBJECT_CLASS (cn_net_browser_parent_class)->finalize (object);
}

static void
cn_net_browser_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, cn_net_browser_get_available (CN_NET_BROWSER (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cn_net_browser_class_init (CnNetBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cn_net_browser_dispose;
  object_class->finalize = cn_net_browser_finalize;
  object_class->get_property = cn_net_browser_get_property;
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cn_net_browser_init (CnNetBrowser *self)
{
  self->tables = g_ptr_array_new_with_free_func (g_object_unref);
  self->resolvers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           resolver_free);
  self->client = client_new (&self->poll, browser_client_cb, self);
}

CnNetBrowser *
cn_net_browser_new (void)
{
  return g_object_new (CN_NET_TYPE_BROWSER, NULL);
}

void
cn_net_browser_add (CnNetBrowser    *self,
                    CnNetFoundTable *table)
{
  g_return_if_fail (CN_NET_IS_BROWSER (self));
  g_return_if_fail (CN_NET_IS_FOUND_TABLE (table));

  remove_key (self, table->key);
  g_ptr_array_add (self->tables, g_object_ref (table));
  g_list_model_items_changed (G_LIST_MODEL (self), self->tables->len - 1, 0, 1);
}

void
cn_net_browser_remove (CnNetBrowser    *self,
                       CnNetFoundTable *table)
{
  g_return_if_fail (CN_NET_IS_BROWSER (self));
  g_return_if_fail (CN_NET_IS_FOUND_TABLE (table));

  remove_key (self, table->key);
}

gboolean
cn_net_browser_get_available (CnNetBrowser *self)
{
  return self->browser != NULL;
}
