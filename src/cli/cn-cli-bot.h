/* cn-cli-bot.h: the bot protocol of canasta-cli
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-ai.h"

G_BEGIN_DECLS

/* The longest line either way, in bytes (the newline aside): a request
 * holds one position, a few kilobytes at most, and a line is parsed whole,
 * so the bound is what keeps a bot's memory small whatever it is sent. */
#define CN_BOT_MAX_LINE      (256 * 1024)
/* The most a bot may be given to think, per decision. */
#define CN_BOT_MAX_BUDGET_MS 600000

/* One JSON object a line, each way (doc/development.md, "The bot
 * protocol"). A request holds a seat's view of a position: the scenario
 * form, with the other hands and the stock as card counts, and "seat",
 * "known" (cards known to be in other hands) and "discarded" (ranks each
 * seat threw away this round). */

/* The request for view: {"view": {...}, "budget_ms": N}. */
JsonNode *cn_bot_request_new  (const CnAiView *view,
                               int             budget_ms);

/* A request's view is read with cn_view_read, its answer's move with
 * cn_view_read_move (src/codec/cn-view.h). */

/* Answers one request line: the answer line, without its newline. */
char     *cn_bot_answer       (const char     *line,
                               CnAiLevel       level,
                               int             budget_ms,
                               int             threads);

/* An outside program speaking the protocol, started on the first
 * question. budget_ms is its time to think, grace_ms what it may take
 * beyond that before it loses (each from 0 to CN_BOT_MAX_BUDGET_MS, the
 * budget from 1). It runs in a process group of its own, which a timeout
 * and cn_bot_process_free kill and reap whole: nothing it started outlives
 * it. For that, the first start makes this process the child subreaper of
 * its descendants (PR_SET_CHILD_SUBREAPER), so that what the program
 * leaves behind when it ends can be waited for. */
typedef struct _CnBotProcess CnBotProcess;

CnBotProcess *cn_bot_process_new  (char          **argv,
                                   int             budget_ms,
                                   int             grace_ms);
void          cn_bot_process_free (CnBotProcess   *bot);
/* A CnAiMoveFunc: user_data is the CnBotProcess. */
gboolean      cn_bot_process_move (const CnAiView *view,
                                   gpointer        user_data,
                                   CnMove         *out,
                                   GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnBotProcess, cn_bot_process_free)

/* canasta-cli bot: answers requests on standard input until it ends. */
int       cn_cli_bot          (int             argc,
                               char          **argv);

G_END_DECLS
