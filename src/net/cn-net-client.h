/* cn-net-client.h: a remote seat's side of network play
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cn-ai.h"
#include "cn-net-message.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* Connects to the host an invitation names, over TLS, trusting exactly
 * the certificate whose fingerprint the invitation carries (and no other,
 * whatever a certificate authority says), and joins its table with the
 * code and secret (and invite->rejoin when set: back to that seat). The
 * host's pings are answered. Every message from the host comes to message, read
 * with the client's limits; the end of the connection, with the reason
 * (NULL after the game's normal end or cn_net_client_close), to closed,
 * once. Runs on the thread-default main context of the thread that made
 * it. */
typedef struct _CnNetClient CnNetClient;

typedef struct
{
  /* text is the message as received, for tests that read every byte. */
  void (*message) (CnNetClient *client,
                   CnNetMsg     type,
                   JsonObject  *message,
                   const char  *text,
                   gpointer     user_data);
  void (*closed)  (CnNetClient *client,
                   const char  *reason,
                   gpointer     user_data);
  /* Optional: the connection was cut with the game under way, and the
   * client tries to get back to its seat (try counts from 1). */
  void (*reconnecting) (CnNetClient *client,
                        int          try,
                        gpointer     user_data);
} CnNetClientFuncs;

/* After a cut (the connection closed without a goodbye, or the host silent
 * for CN_NET_PING_TIMEOUTS of its pings), a client that has a seat tries
 * again, a quarter second later, then waiting twice as long each time up
 * to CN_NET_RETRY_MAX_MS, for CN_NET_RETRY_FOR_S in all, and rejoins its
 * seat with its token: the same hand. closed is called only when it
 * gives up, is refused, or the game is over. */
#define CN_NET_RETRY_MAX_MS 8000
#define CN_NET_RETRY_FOR_S  120

CnNetClient *cn_net_client_new        (const CnNetInvite      *invite,
                                       const CnNetClientFuncs *funcs,
                                       gpointer                user_data);
void         cn_net_client_free       (CnNetClient            *client);

/* Why the connection ended, for a player's sentence: the reason given to
 * closed is for logs and the command line. */
typedef enum
{
  CN_NET_FAILURE_NONE,         /* not closed, or the game's normal end */
  CN_NET_FAILURE_UNREACHABLE,  /* no host answered at the invitation's address */
  CN_NET_FAILURE_CERTIFICATE,  /* a host answered, not with the invitation's certificate */
  CN_NET_FAILURE_CUT,          /* the connection closed during the game */
} CnNetFailure;

CnNetFailure cn_net_client_get_failure (CnNetClient          *client);
/* HOST:PORT, as the invitation names them. */
const char  *cn_net_client_get_address (CnNetClient          *client);

/* The seat's rejoin token, from the welcome (or the invite's), or NULL. */
const char  *cn_net_client_get_rejoin (CnNetClient            *client);

/* Sends a move answering the view of seq. */
void         cn_net_client_send_move  (CnNetClient            *client,
                                       guint64                 seq,
                                       const CnMove           *move);
/* Whether the client's player says when they have read a round's end
 * (the join says so; then cn_net_client_send_ready): the host's next deal
 * waits for them. Before the connection is made. */
void         cn_net_client_set_says_ready (CnNetClient        *client,
                                           gboolean            says_ready);
/* Whether the host said goodbye (it closed its tables for now, to host
 * them again at its next start) since the client was last seated: the
 * client then tries its way back for as long as it is kept. */
gboolean     cn_net_client_get_host_closed (CnNetClient       *client);
/* Whether the client takes a round's history (the join says so): coming
 * back mid-round, the host sends it the round so far ("history"). */
void         cn_net_client_set_wants_history (CnNetClient     *client,
                                              gboolean         wants_history);
void         cn_net_client_send_ready (CnNetClient            *client);
/* Sends text as it is, for tests of what the host does with it. */
void         cn_net_client_send_text  (CnNetClient            *client,
                                       const char             *text);
void         cn_net_client_close      (CnNetClient            *client);

/* One of our computer players' move for the view message (type "view",
 * with "act" true): its seq into seq, the move into move. The player reads
 * only the view, as it would at a table of its own; seed makes its
 * choices. FALSE with error when the view cannot be read. */
gboolean     cn_net_choose_move       (JsonObject             *message,
                                       CnAiLevel               level,
                                       const CnAiConfig       *config,
                                       guint64                 seed,
                                       guint64                *seq,
                                       CnMove                 *move,
                                       GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetClient, cn_net_client_free)

G_END_DECLS
