/* cn-net-message.h: the messages of network play, their reader and the
 * invitation
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "cn-state.h"

G_BEGIN_DECLS

/* One JSON object per WebSocket text message, each way, always with
 * "v" (the protocol's version) and "type" (doc/protocol.md). */
#define CN_NET_VERSION 1

/* What the host reads from a client: a move names at most a dozen cards,
 * so a message of 16 KiB or 8 levels is far past any honest one. libsoup
 * drops the connection on a frame past CN_NET_MAX_FRAME before it is read
 * whole; between the two, the message is answered with an error. */
#define CN_NET_HOST_MAX_BYTES (16 * 1024)
#define CN_NET_HOST_MAX_DEPTH 8
#define CN_NET_MAX_FRAME      (128 * 1024)
/* What a client reads from the host: a view is a few kilobytes. */
#define CN_NET_CLIENT_MAX_BYTES (512 * 1024)
#define CN_NET_CLIENT_MAX_DEPTH 16

/* The WebSocket's path on the host. */
#define CN_NET_PATH "/canasta"

/* Close codes of the host (4000 to 4999 are the application's). */
#define CN_NET_CLOSE_REFUSED   4403  /* wrong table code or secret, or no seat free */
#define CN_NET_CLOSE_ABUSE     4408  /* too many bad messages, or no join in time */
#define CN_NET_CLOSE_GAME_OVER 4000
#define CN_NET_CLOSE_NO_ANSWER 4410  /* no message (not even a pong) within the timeout */
#define CN_NET_CLOSE_REPLACED  4409  /* the seat's player came back on a new connection */
/* The reason of the host's close (1001, going away) when it closes its
 * tables (the app's window closed, serve stopped): they come back when it
 * starts again, and a client tries its way back. */
#define CN_NET_CLOSE_TABLE_CLOSED "table-closed"

/* The host pings every connection this often unless told otherwise (the
 * welcome says how often); either side that hears nothing from the other
 * for CN_NET_PING_TIMEOUTS pings' time takes the connection for cut. */
#define CN_NET_PING_MS         5000
#define CN_NET_PING_TIMEOUTS   3

typedef enum
{
  CN_NET_MSG_JOIN,        /* client: table code and secret */
  CN_NET_MSG_MOVE,        /* client: a move, with the view's seq */
  CN_NET_MSG_BYE,         /* either way: leaving */
  CN_NET_MSG_WELCOME,     /* host: the seat given, the table */
  CN_NET_MSG_WAITING,     /* host: seats still empty before the game starts */
  CN_NET_MSG_VIEW,        /* host: the seat's view, and whether it acts */
  CN_NET_MSG_MOVED,       /* host: a move made at the table (an event) */
  CN_NET_MSG_VERDICT,     /* host: the client's move accepted, or refused and why */
  CN_NET_MSG_ROUND_OVER,  /* host: the round's scores */
  CN_NET_MSG_GAME_OVER,   /* host: the final totals */
  CN_NET_MSG_ERROR,       /* host: a message it could not take */
  CN_NET_MSG_PING,        /* either way: are you there? */
  CN_NET_MSG_PONG,        /* either way: the answer to a ping, with its n */
  CN_NET_MSG_SEAT_STATUS, /* host: who is at each seat: playing, dropped, a computer */
  CN_NET_MSG_READY,       /* client: its player read the round's end: deal the next */
  CN_NET_MSG_ROUND_WAIT,  /* host: the players the next deal still waits for */
  CN_NET_MSG_HISTORY,     /* host: the round so far as a seat coming back saw it */
  CN_NET_N_MSGS,
} CnNetMsg;

const char *cn_net_msg_name   (CnNetMsg       type);

/* Reads one message: at most max_bytes, nested at most max_depth levels
 * (both checked on the bytes, before any parsing), a JSON object with
 * "v" equal to CN_NET_VERSION and a known "type". Returns the object's
 * node and its type, or NULL with a one-line message in error
 * (CN_CODEC_ERROR). */
JsonNode   *cn_net_message_read (const guint8 *bytes,
                                 gsize         length,
                                 gsize         max_bytes,
                                 int           max_depth,
                                 CnNetMsg     *type,
                                 GError      **error);

/* A new message of type: a builder inside its object, "v" and "type"
 * set; the caller adds members and finishes with cn_net_message_end. */
JsonBuilder *cn_net_message_begin (CnNetMsg     type);
/* Ends the object and returns the message's text. */
char        *cn_net_message_end   (JsonBuilder *builder);
/* {"v":1,"type":"move","seq":seq,"move":{...}}: a move answering the view
 * of seq. */
char        *cn_net_message_move  (guint64         seq,
                                   const CnMove   *move);
/* {"v":1,"type":"ping","n":n} */
char        *cn_net_message_ping  (gint64          n);
/* The pong answering ping: {"v":1,"type":"pong","n":...}, the ping's n
 * when it has a number there. */
char        *cn_net_message_pong  (JsonObject     *ping);
/* {"v":1,"type":"error","code":code,"message":message} */
char        *cn_net_message_error (const char  *code,
                                   const char  *message);

/* Turns off Nagle's algorithm on the TCP socket under a WebSocket (through
 * its TLS and libsoup layers): a move is one small frame, and without this
 * its answer waits for the peer's delayed acknowledgement, some 40 ms. */
void         cn_net_set_no_delay  (GIOStream   *stream);

/* --------------------------------------------------------- invitations */

/* canasta://HOST:PORT/CODE?s=SECRET&fp=FINGERPRINT: what a client needs
 * to reach a table and trust its host without a certificate authority.
 * SECRET is the table's password (cn-net-text.h: 16 letters and digits,
 * or an older host's 32 hexadecimal digits), FINGERPRINT the
 * SHA-256 of the host certificate (DER), 64 hexadecimal digits. */
typedef struct
{
  char   *host;
  guint16 port;
  char   *code;
  char   *secret;
  char   *fingerprint;
  /* Not part of the invitation's text: the seat's rejoin token, given in
   * the welcome, with which a client comes back to its seat (NULL to ask
   * for a free seat). */
  char   *rejoin;
  /* Not part of the invitation's text either: the joining player's name,
   * sent in the join (NULL: none, the seat is called by its number). */
  char   *name;
} CnNetInvite;

CnNetInvite *cn_net_invite_parse  (const char        *text,
                                   GError           **error);
char        *cn_net_invite_format (const CnNetInvite *invite);
void         cn_net_invite_free   (CnNetInvite       *invite);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetInvite, cn_net_invite_free)

/* Random bytes fit for secrets (GnuTLS's generator), as lowercase hex:
 * n_bytes of them, twice as many digits. */
char        *cn_net_random_hex    (gsize              n_bytes);
/* A table code: six letters and digits that cannot be taken for each
 * other when read out (no 0/O, 1/I/L). */
char        *cn_net_random_code   (void);
/* Compares two strings in a time that does not depend on where they
 * differ, for secrets. */
gboolean     cn_net_secret_equal  (const char        *a,
                                   const char        *b);

G_END_DECLS
