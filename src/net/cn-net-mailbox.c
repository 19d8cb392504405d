/* cn-net-mailbox.c: work handed from one thread to another's main context
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-mailbox.h"

struct _CnNetMailbox
{
  GSource          *source;     /* on the context; its ready time is set by post */
  CnNetMailboxFunc  func;
  GDestroyNotify    destroy;
  gpointer          user_data;
  GMutex            lock;       /* guards items */
  GQueue            items;
};

static gboolean
dispatch_cb (gpointer user_data)
{
  CnNetMailbox *self = user_data;
  GQueue items = G_QUEUE_INIT;
  gpointer item;

  /* Before taking the items: a post from now on sees an empty queue and
   * sets the ready time again, so that none waits for a later post. */
  g_source_set_ready_time (self->source, -1);
  g_mutex_lock (&self->lock);
  items = self->items;
  g_queue_init (&self->items);
  g_mutex_unlock (&self->lock);
  while ((item = g_queue_pop_head (&items)) != NULL)
    {
      self->func (item, self->user_data);
      self->destroy (item);
    }
  return G_SOURCE_CONTINUE;
}

/* No prepare or check: the source is ready when its ready time says. */
static gboolean
source_dispatch (GSource     *source,
                 GSourceFunc  callback,
                 gpointer     user_data)
{
  return callback (user_data);
}

static GSourceFuncs source_funcs = { NULL, NULL, source_dispatch, NULL, NULL, NULL };

CnNetMailbox *
cn_net_mailbox_new (GMainContext     *context,
                    CnNetMailboxFunc  func,
                    GDestroyNotify    destroy,
                    gpointer          user_data)
{
  CnNetMailbox *self = g_new0 (CnNetMailbox, 1);

  self->func = func;
  self->destroy = destroy;
  self->user_data = user_data;
  g_mutex_init (&self->lock);
  g_queue_init (&self->items);
  self->source = g_source_new (&source_funcs, sizeof (GSource));
  g_source_set_callback (self->source, dispatch_cb, self, NULL);
  g_source_set_name (self->source, "cn-net-mailbox");
  g_source_attach (self->source, context);
  return self;
}

void
cn_net_mailbox_post (CnNetMailbox *self,
                     gpointer      item)
{
  gboolean was_empty;

  g_mutex_lock (&self->lock);
  was_empty = g_queue_is_empty (&self->items);
  g_queue_push_tail (&self->items, item);
  g_mutex_unlock (&self->lock);
  /* Thread-safe: it wakes the context. */
  if (was_empty)
    g_source_set_ready_time (self->source, 0);
}

void
cn_net_mailbox_free (CnNetMailbox *self)
{
  gpointer item;

  if (self == NULL)
    return;
  g_source_destroy (self->source);
  g_source_unref (self->source);
  while ((item = g_queue_pop_head (&self->items)) != NULL)
    self->destroy (item);
  g_mutex_clear (&self->lock);
  g_free (self);
}
