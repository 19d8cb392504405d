/* cn-net-mailbox.h: work handed from one thread to another's main context
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A queue of items for the thread that runs context: any thread posts,
 * and func is called on the context's thread with each item, in the order
 * they were posted. One source a mailbox, attached once: posting attaches
 * nothing (a source attached a message would walk the context's lists,
 * the cost this is here to spare). */
typedef struct _CnNetMailbox CnNetMailbox;

typedef void (*CnNetMailboxFunc) (gpointer item,
                                  gpointer user_data);

/* On the context's thread. destroy frees an item once func has had it, or
 * one never delivered when the mailbox is freed. */
CnNetMailbox *cn_net_mailbox_new  (GMainContext     *context,
                                   CnNetMailboxFunc  func,
                                   GDestroyNotify    destroy,
                                   gpointer          user_data);
/* From any thread. */
void          cn_net_mailbox_post (CnNetMailbox     *mailbox,
                                   gpointer          item);
/* On the context's thread: the items still queued are destroyed unread. */
void          cn_net_mailbox_free (CnNetMailbox     *mailbox);

G_END_DECLS
