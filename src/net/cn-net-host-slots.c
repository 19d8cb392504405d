/* cn-net-host-slots.c: a few TLS handshakes at a time from one source
 * address, the others waiting without a thread
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host-private.h"

#include <string.h>

/* Why: glib-networking runs every handshake, the blocking one too, in a
 * thread of GLib's shared pool, which waits on the client's reads. That
 * pool has ten threads and grows by one every tenth of a second or so
 * while they are all busy. A client that sends its whole ClientHello and
 * then nothing holds one of them until the host gives up on it
 * (CN_NET_HELLO_TIMEOUT_S): 64 of them kept an honest player's handshake
 * waiting past its own 10 seconds, and the player was turned away. So a
 * source address has at most CN_NET_SLOTS_PER_SOURCE handshakes running
 * at once, across all the workers; its other connections wait in line as
 * connections do before their ClientHello (the kernel holds their bytes),
 * each still within its 10 seconds from its accept. Another address (the
 * family's, not the stranger's on the café's network) finds the pool
 * free. An IPv6 source is its /64, what one home or one machine is given. */

struct _CnNetSlot
{
  CnNetHost     *host;
  char          *source;    /* the key of its source, in host->slots */
  gboolean       running;   /* [slots_lock] or waiting in its source's line */
  GMainContext  *context;
  GSourceFunc    start;
  gpointer       data;
  GSource       *idle;      /* [slots_lock] its start, posted to context */
};

typedef struct
{
  guint  running;
  GQueue waiting;           /* CnNetSlot */
} Source;

static void
source_free (gpointer data)
{
  Source *source = data;

  g_queue_clear (&source->waiting);
  g_free (source);
}

void
cn_net_slots_init (CnNetHost *host)
{
  g_mutex_init (&host->slots_lock);
  host->slots = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, source_free);
}

void
cn_net_slots_clear (CnNetHost *host)
{
  /* Every connection is closed by now, and its slot given back. */
  g_warn_if_fail (g_hash_table_size (host->slots) == 0);
  g_clear_pointer (&host->slots, g_hash_table_unref);
  g_mutex_clear (&host->slots_lock);
}

/* Whom the limit counts: an IPv4 address (also as IPv6 shows it on a
 * dual-stack port), or an IPv6 address's first 64 bits. */
static char *
source_key (GSocketAddress *remote)
{
  static const guint8 v4_mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
  GInetAddress *inet;
  const guint8 *bytes;

  if (!G_IS_INET_SOCKET_ADDRESS (remote))
    return g_strdup ("");
  inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote));
  bytes = g_inet_address_to_bytes (inet);
  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV4)
    return g_strdup_printf ("%u.%u.%u.%u", bytes[0], bytes[1], bytes[2], bytes[3]);
  if (memcmp (bytes, v4_mapped, sizeof v4_mapped) == 0)
    return g_strdup_printf ("%u.%u.%u.%u", bytes[12], bytes[13], bytes[14], bytes[15]);
  return g_strdup_printf ("%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", bytes[0], bytes[1],
                          bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]);
}

static gboolean
slot_start_cb (gpointer user_data)
{
  CnNetSlot *slot = user_data;
  CnNetHost *host = slot->host;

  g_mutex_lock (&host->slots_lock);
  g_clear_pointer (&slot->idle, g_source_unref);
  g_mutex_unlock (&host->slots_lock);
  slot->start (slot->data);
  return G_SOURCE_REMOVE;
}

CnNetSlot *
cn_net_slot_take (CnNetHost      *host,
                  GSocketAddress *remote,
                  GMainContext   *context,
                  GSourceFunc     start,
                  gpointer        data,
                  gboolean       *running)
{
  CnNetSlot *slot = g_new0 (CnNetSlot, 1);
  Source *source;

  slot->host = host;
  slot->source = source_key (remote);
  slot->context = g_main_context_ref (context);
  slot->start = start;
  slot->data = data;

  g_mutex_lock (&host->slots_lock);
  source = g_hash_table_lookup (host->slots, slot->source);
  if (source == NULL)
    {
      source = g_new0 (Source, 1);
      g_queue_init (&source->waiting);
      g_hash_table_insert (host->slots, g_strdup (slot->source), source);
    }
  if (source->running < CN_NET_SLOTS_PER_SOURCE)
    {
      source->running++;
      slot->running = TRUE;
    }
  else
    g_queue_push_tail (&source->waiting, slot);
  *running = slot->running;
  g_mutex_unlock (&host->slots_lock);
  return slot;
}

void
cn_net_slot_release (CnNetSlot *slot)
{
  CnNetHost *host = slot->host;
  Source *source;

  g_mutex_lock (&host->slots_lock);
  source = g_hash_table_lookup (host->slots, slot->source);
  if (!slot->running)
    g_queue_remove (&source->waiting, slot);
  else
    {
      CnNetSlot *next;

      /* Given up before its start came (its time was up): the start does
       * not come, on this same thread. */
      if (slot->idle != NULL)
        {
          g_source_destroy (slot->idle);
          g_clear_pointer (&slot->idle, g_source_unref);
        }
      source->running--;
      /* The next in line starts, on its worker's thread. */
      if ((next = g_queue_pop_head (&source->waiting)) != NULL)
        {
          source->running++;
          next->running = TRUE;
          next->idle = g_idle_source_new ();
          g_source_set_callback (next->idle, slot_start_cb, next, NULL);
          g_source_attach (next->idle, next->context);
        }
    }
  if (source->running == 0 && g_queue_is_empty (&source->waiting))
    g_hash_table_remove (host->slots, slot->source);
  g_mutex_unlock (&host->slots_lock);

  g_main_context_unref (slot->context);
  g_free (slot->source);
  g_free (slot);
}
