/* fuzz-net.c: libFuzzer harness for the host's message reader
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-table.h"
#include "cn-json.h"
#include "fuzz-util.h"

#include <string.h>

/* What the host does with a message from a seated player, on every input:
 * the reader refuses it with a one-line message, or reads it, and then the
 * table takes it (a move is judged, anything else answered). Every answer
 * the table sends must read back under the client's own limits. Anything
 * else aborts, which libFuzzer reports with the input.
 *
 * The table is a classic one of four remote seats, all taken, dealt from
 * seed 1 (no computer seats: nothing runs on a thread). Its first view has
 * seq 1: the corpus's moves answer it. */

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
send_cb (CnNetTable *table,
         int         seat,
         const char *text,
         gpointer    user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  CnNetMsg type;

  root = cn_net_message_read ((const guint8 *) text, strlen (text), CN_NET_CLIENT_MAX_BYTES,
                              CN_NET_CLIENT_MAX_DEPTH, &type, &error);
  if (root == NULL)
    fuzz_fail ("the host sent what its clients cannot read: %s\n%s", error->message, text);
}

static void
over_cb (CnNetTable *table,
         gpointer    user_data)
{
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const CnNetTableFuncs funcs = { send_cb, over_cb };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  const CnRules *rules = cn_rules_lookup ("classic");
  CnNetSeat seats[4] = { { 0 } };
  CnOptions options;
  CnNetTable *table;
  CnNetMsg type;

  root = cn_net_message_read (size > 0 ? data : (const guint8 *) "", size, CN_NET_HOST_MAX_BYTES,
                              CN_NET_HOST_MAX_DEPTH, &type, &error);
  if (root == NULL)
    {
      fuzz_check_message (error, CN_CODEC_ERROR);
      return 0;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    fuzz_fail ("a message that is not an object was read");

  cn_options_init (&options, rules);
  table = cn_net_table_new (rules, &options, 4, 1, seats, 1, &funcs, NULL);
  for (int seat = 0; seat < 4; seat++)
    cn_net_table_take_seat (table, cn_net_table_find_seat (table, NULL));
  if (type != CN_NET_MSG_JOIN)
    {
      const CnState *state = cn_net_table_peek_state (table);
      CnState before = *state;
      gboolean fair;

      fair = cn_net_table_receive (table, cn_state_actor (state), type,
                                   json_node_get_object (root));
      /* An unfair message changes nothing at the table. */
      if (!fair && memcmp (&before, state, sizeof before) != 0)
        fuzz_fail ("a message the host could not take changed the game");
      if (!cn_state_check_invariants (state, &error))
        fuzz_fail ("the game broke: %s", error->message);
    }
  cn_net_table_free (table);
  return 0;
}
