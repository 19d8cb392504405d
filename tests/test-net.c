/* test-net.c: network play over the loopback address
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-client.h"
#include "cn-net-host.h"
#include "cn-scenario.h"
#include "test-app-dirs.h"
#include "test-cli-spawn.h"
#include "test-net-seat.h"
#include "test-wait.h"

/* ------------------------------------------------------------ the reader */

static void
test_invite (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autofree char *text = NULL;
  const char *good = "canasta://127.0.0.1:4747/ABC234?s=0123456789abcdef0123456789ABCDEF"
                     "&fp=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
  const char *bad[] = {
    "http://127.0.0.1:4747/ABC234?s=0123456789abcdef0123456789abcdef&fp=0011",
    "canasta://127.0.0.1/ABC234?s=0123456789abcdef0123456789abcdef"
    "&fp=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    /* a secret of 60 bits: fewer than the 64 an invitation needs */
    "canasta://127.0.0.1:4747/ABC234?s=0123456789abcde"
    "&fp=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    "canasta://127.0.0.1:4747/ABC234?s=0123456789abcdef0123456789abcdef",
    "canasta://127.0.0.1:4747/AB-C?s=0123456789abcdef0123456789abcdef"
    "&fp=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    "",
  };

  invite = cn_net_invite_parse (good, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (invite->host, ==, "127.0.0.1");
  g_assert_cmpuint (invite->port, ==, 4747);
  g_assert_cmpstr (invite->code, ==, "ABC234");
  g_assert_cmpstr (invite->secret, ==, "0123456789abcdef0123456789abcdef");
  text = cn_net_invite_format (invite);
  g_assert_cmpstr (text, ==, "canasta://127.0.0.1:4747/ABC234?s=0123456789abcdef0123456789abcdef"
                             "&fp=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(CnNetInvite) none = cn_net_invite_parse (bad[i], &error);

      g_assert_null (none);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_clear_error (&error);
    }

  /* Secrets: 128 bits, never twice the same. */
  {
    g_autofree char *a = cn_net_random_hex (16);
    g_autofree char *b = cn_net_random_hex (16);

    g_assert_cmpuint (strlen (a), ==, 32);
    g_assert_cmpstr (a, !=, b);
    g_assert_true (cn_net_secret_equal (a, a));
    g_assert_false (cn_net_secret_equal (a, b));
    g_assert_false (cn_net_secret_equal (a, ""));
  }
}

static char *
nested (int depth)
{
  GString *text = g_string_new ("{\"v\":1,\"type\":\"move\",\"move\":");

  for (int i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (int i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  g_string_append_c (text, '}');
  return g_string_free (text, FALSE);
}

static char *
oversized (gsize size)
{
  GString *text = g_string_new ("{\"v\":1,\"type\":\"move\",\"pad\":\"");

  while (text->len < size)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"}");
  return g_string_free (text, FALSE);
}

static JsonNode *
read_host (const char *text,
           CnNetMsg   *type,
           GError    **error)
{
  return cn_net_message_read ((const guint8 *) text, strlen (text), CN_NET_HOST_MAX_BYTES,
                              CN_NET_HOST_MAX_DEPTH, type, error);
}

static void
test_reader (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *deep = nested (100);
  g_autofree char *big = oversized (CN_NET_HOST_MAX_BYTES + 1);
  struct { const char *text; int code; const char *says; } refused[] = {
    { "", CN_CODEC_ERROR_CORRUPT, NULL },
    { "not json{", CN_CODEC_ERROR_CORRUPT, NULL },
    { "[1, 2]", CN_CODEC_ERROR_INVALID, "an object" },
    { "{\"type\":\"move\"}", CN_CODEC_ERROR_INVALID, "v" },
    { "{\"v\":2,\"type\":\"move\"}", CN_CODEC_ERROR_VERSION, "version 2" },
    { "{\"v\":1,\"type\":\"launch\"}", CN_CODEC_ERROR_FORMAT, "unknown type" },
    { "{\"v\":1,\"type\":\"move\",\"type\":\"join\"}", CN_CODEC_ERROR_CORRUPT, "type" },
    { deep, CN_CODEC_ERROR_CORRUPT, "nested deeper than 8" },
    { big, CN_CODEC_ERROR_CORRUPT, "16384" },
  };
  CnNetMsg type;

  node = read_host ("{\"v\":1,\"type\":\"join\",\"table\":\"ABC\",\"secret\":\"x\"}", &type,
                    &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);
  g_assert_cmpint (type, ==, CN_NET_MSG_JOIN);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) none = read_host (refused[i].text, &type, &error);

      g_assert_null (none);
      g_assert_error (error, CN_CODEC_ERROR, refused[i].code);
      if (refused[i].says != NULL && strstr (error->message, refused[i].says) == NULL)
        g_error ("\"%.40s\": %s", refused[i].text, error->message);
      g_assert_null (strchr (error->message, '\n'));
      g_clear_error (&error);
    }
}

/* ------------------------------------------------------ the certificate */

static GTlsCertificate *
test_certificate (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "host.pem", NULL);
  GTlsCertificate *certificate = cn_net_cert_load_or_create (path, &error);

  g_assert_no_error (error);
  return certificate;
}

static void
test_certificate_kept (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GTlsCertificate) first = test_certificate (dir);
  g_autoptr(GTlsCertificate) again = test_certificate (dir);
  g_autofree char *fp1 = cn_net_cert_fingerprint (first);
  g_autofree char *fp2 = cn_net_cert_fingerprint (again);
  GStatBuf st;

  g_assert_cmpuint (strlen (fp1), ==, 64);
  g_assert_cmpstr (fp1, ==, fp2);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  remove_tree (dir);
}

/* --------------------------------------------- a host in this process */

typedef struct _Fixture Fixture;

typedef enum
{
  PLAYER_GOOD,       /* plays Easy's moves */
  PLAYER_HOSTILE,    /* sends everything wrong it can, then plays */
  PLAYER_FLOODER,    /* sends one frame past the host's limit, is cut off,
                      * comes back by itself and plays */
  PLAYER_STRANGER,   /* comes with a wrong secret */
  PLAYER_PATIENT,    /* plays Easy's moves, but not before the hostile
                      * player's move out of turn is answered: so that it
                      * is out of turn whatever the machine's speed */
} PlayerKind;

typedef struct
{
  TestSeat      told;         /* first: test_seat_closed_cb's */
  Fixture      *fixture;
  PlayerKind    kind;
  CnNetInvite  *invite;
  CnNetClient  *client;
  CnAiConfig    config;
  int           first_seat;
  int           views;
  GPtrArray    *errors;       /* codes of "error" messages */
  GPtrArray    *refusals;     /* codes of refused verdicts */
  char         *last_move;    /* the text of its last move, for the replay */
  gint64        last_seq;
  gboolean      replayed;
  gboolean      out_of_turn;
  int           other_remote; /* the seat of the other remote player, or -1 */
} Player;

struct _Fixture
{
  CnNetHost  *host;
  CnNetTable *table_a;        /* classic: a hostile player and three computers */
  CnNetTable *table_b;        /* uruguayan: two remote players and two computers */
  gboolean    over_a;
  gboolean    over_b;
  GPtrArray  *players;
  guint       checked;        /* messages read for privacy */
  guint       histories;      /* of which the round's history, to a seat back */
  gboolean    answered;       /* the move out of turn was answered */
  Player     *held;           /* the patient player, holding its view */
  JsonObject *held_view;
};

static Player *player_new (Fixture *fixture, PlayerKind kind, CnNetTable *table,
                           const char *secret, const char *rejoin);

static void
count_cards (JsonNode   *node,
             const char *key,
             int        *counts)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        count_cards (json_object_get_member (object, l->data), l->data, counts);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        count_cards (json_array_get_element (array, i), key, counts);
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
           g_strcmp0 (key, "rank") != 0)
    {
      CnCard card;

      /* A rank names no card; every string that reads as a card does. */
      if (cn_card_parse (json_node_get_string (node), &card))
        counts[card]++;
    }
}

/* What the host sends seat, checked against the whole position as it is
 * when it sends it: the other hands and the stock only as counts, no
 * generator, and no card named more often than the seat can see it (its
 * own hand, the face-up pile, the melds, the red threes) or knows it to be
 * in another hand (taken with a pile: then it must be there). */
static void
check_message (const CnState *s,
               int            seat,
               CnNetMsg       type,
               JsonNode      *root,
               const char    *text)
{
  int named[CN_N_KINDS] = { 0 }, visible[CN_N_KINDS] = { 0 };
  JsonObject *message = json_node_get_object (root);

  for (int k = 0; k < CN_N_KINDS; k++)
    visible[k] = s->hand[seat][k];
  /* At the count every hand is laid face up. */
  if (type == CN_NET_MSG_ROUND_OVER)
    for (int other = 0; other < s->n_players; other++)
      for (int k = 0; k < CN_N_KINDS; k++)
        visible[k] += other != seat ? s->hand[other][k] : 0;
  for (int i = s->pozo_down; i < s->pile_n; i++)
    visible[s->pile[i]]++;
  for (int side = 0; side < s->n_sides; side++)
    {
      for (int m = 0; m < s->n_melds[side]; m++)
        for (int i = 0; i < s->melds[side][m].n; i++)
          visible[s->melds[side][m].cards[i]]++;
      for (int i = 0; i < s->n_red_threes[side]; i++)
        visible[s->red_threes[side][i]]++;
    }

  if (type == CN_NET_MSG_VIEW)
    {
      JsonObject *view = json_object_get_object_member (message, "view");
      JsonArray *hands = json_object_get_array_member (view, "hands");
      JsonArray *known = json_object_get_array_member (view, "known");

      g_assert_cmpint (json_object_get_int_member (view, "seat"), ==, seat);
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (view, "stock")), ==,
                       G_TYPE_INT64);
      g_assert_cmpint (json_object_get_int_member (view, "stock"), ==, s->stock_n);
      for (int other = 0; other < s->n_players; other++)
        {
          JsonArray *cards = json_array_get_array_element (known, other);
          int in_hand[CN_N_KINDS] = { 0 };

          if (other == seat)
            continue;
          g_assert_cmpint (json_node_get_value_type (json_array_get_element (hands, other)), ==,
                           G_TYPE_INT64);
          g_assert_cmpint (json_array_get_int_element (hands, other), ==, s->hand_n[other]);
          for (guint i = 0; i < json_array_get_length (cards); i++)
            {
              CnCard card;

              g_assert_true (cn_card_parse (json_array_get_string_element (cards, i), &card));
              in_hand[card]++;
              g_assert_cmpint (in_hand[card], <=, s->hand[other][card]);
              visible[card]++;
            }
        }
    }
  if (type == CN_NET_MSG_MOVED && json_object_has_member (message, "cut"))
    {
      /* The cards the cut turned are shown to the whole table: each is
       * where the cut put it (the moda's back in the stock, a kept wild in
       * the cutter's hand, a red three laid down). */
      JsonArray *events = json_object_get_array_member (message, "cut");
      int cutter = (int) json_object_get_int_member (message, "seat");

      for (guint i = 0; i < json_array_get_length (events); i++)
        {
          JsonObject *event = json_array_get_object_element (events, i);
          const char *to = json_object_get_string_member_with_default (event, "to", "");
          int side = cn_state_side_of (s, (int) json_object_get_int_member_with_default (event, "seat", cutter));
          gboolean there = FALSE;
          CnCard card;

          if (!json_object_has_member (event, "card"))
            continue;
          g_assert_true (cn_card_parse (json_object_get_string_member (event, "card"), &card));
          if (g_str_equal (to, "hand"))
            there = s->hand[cutter][card] > 0;
          else if (g_str_equal (to, "stock"))
            for (int j = 0; j < s->stock_n && !there; j++)
              there = s->stock[j] == card;
          else
            for (int j = 0; j < s->n_red_threes[side] && !there; j++)
              there = s->red_threes[side][j] == card;
          if (json_object_get_boolean_member_with_default (event, "moda", FALSE))
            g_assert_cmpint (cn_card_rank (card), ==, s->moda);
          g_assert_true (there);
          /* A red three laid down is counted with the red threes. */
          if (g_str_equal (to, "hand") || g_str_equal (to, "stock"))
            visible[card]++;
        }
    }
  count_cards (root, NULL, named);
  for (int k = 0; k < CN_N_KINDS; k++)
    if (named[k] > visible[k])
      {
        char name[4];

        g_error ("seat %d was sent %s %d times, it can see %d: %s", seat,
                 cn_card_to_string (k, name), named[k], visible[k], text);
      }
}

/* One part of a message, as a message of its own: the members of object
 * named, by reference. */
static JsonNode *
part (JsonObject         *object,
      const char * const *names)
{
  JsonObject *out = json_object_new ();
  JsonNode *node = json_node_alloc ();

  for (guint i = 0; names[i] != NULL; i++)
    if (json_object_has_member (object, names[i]))
      json_object_set_member (out, names[i],
                              json_node_copy (json_object_get_member (object, names[i])));
  json_node_init_object (node, out);
  json_object_unref (out);
  return node;
}

/* A seat coming back is told the round so far: each part of it is read
 * against the whole position it was of (the round replayed from its deal
 * at the host), as the messages sent then would have been: the deal's
 * view, each move as the table saw it, each view after a move. Nothing
 * else is in it. */
static void
check_history (CnNetTable *table,
               int         seat,
               JsonNode   *root,
               const char *text)
{
  static const char * const view_names[] = { "view", NULL };
  static const char * const moved_names[] = { "seat", "move", "cut", NULL };
  static const char * const keys[] = { "v", "type", "round", "start", "moves", NULL };
  static const char * const entry_keys[] = { "seat", "move", "cut", "view", NULL };
  JsonObject *message = json_node_get_object (root);
  const CnState *deal = NULL;
  const GArray *moves = NULL;
  g_autofree CnState *s = NULL;
  g_autoptr(JsonNode) start = NULL;
  g_autoptr(GList) members = json_object_get_members (message);
  JsonArray *entries = json_object_get_array_member (message, "moves");

  for (GList *l = members; l != NULL; l = l->next)
    g_assert_true (g_strv_contains (keys, l->data));
  g_assert_true (cn_net_table_peek_round (table, &deal, &moves));
  g_assert_cmpuint (json_array_get_length (entries), ==, moves->len);
  s = g_memdup2 (deal, sizeof *deal);
  {
    JsonObject *object = json_object_new ();

    json_object_set_member (object, "view",
                            json_node_copy (json_object_get_member (message, "start")));
    start = json_node_alloc ();
    json_node_init_object (start, object);
    json_object_unref (object);
  }
  check_message (s, seat, CN_NET_MSG_VIEW, start, text);
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *entry = json_array_get_object_element (entries, i);
      g_autoptr(GList) entry_members = json_object_get_members (entry);
      g_autoptr(JsonNode) moved = part (entry, moved_names);
      g_autoptr(JsonNode) expected = cn_scenario_move_to_json (&g_array_index (moves, CnMove, i));

      for (GList *l = entry_members; l != NULL; l = l->next)
        g_assert_true (g_strv_contains (entry_keys, l->data));
      g_assert_true (json_node_equal (json_object_get_member (entry, "move"), expected));
      g_assert_true (cn_apply (s, &g_array_index (moves, CnMove, i), NULL, NULL));
      check_message (s, seat, CN_NET_MSG_MOVED, moved, text);
      if (json_object_has_member (entry, "view"))
        {
          g_autoptr(JsonNode) view = part (entry, view_names);

          check_message (s, seat, CN_NET_MSG_VIEW, view, text);
        }
    }
}

static void
tap_cb (CnNetHost  *host,
        CnNetTable *table,
        int         seat,
        const char *text,
        gpointer    user_data)
{
  Fixture *fixture = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  CnNetMsg type;

  root = cn_net_message_read ((const guint8 *) text, strlen (text), CN_NET_CLIENT_MAX_BYTES,
                              CN_NET_CLIENT_MAX_DEPTH, &type, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (text, "\"rng\""));
  g_assert_null (strstr (text, "\"seed\""));
  if (type == CN_NET_MSG_HISTORY)
    {
      check_history (table, seat, root, text);
      fixture->histories++;
    }
  else
    check_message (cn_net_table_peek_state (table), seat, type, root, text);
  fixture->checked++;
}

static void
play (Player     *player,
      JsonObject *message)
{
  g_autoptr(GError) error = NULL;
  CnNetClient *client = player->client;
  JsonObject *view = json_object_get_object_member (message, "view");
  gint64 seq = json_object_get_int_member (message, "seq");
  guint64 answered;
  CnMove move;

  if (!json_object_get_boolean_member (message, "act"))
    {
      /* Out of turn: while the patient player, who acts now, waits. */
      if (player->kind == PLAYER_HOSTILE && !player->out_of_turn &&
          json_object_get_int_member (view, "turn") == player->other_remote &&
          !g_str_equal (json_object_get_string_member (view, "phase"), "asking"))
        {
          g_autofree char *draw = g_strdup_printf (
            "{\"v\":1,\"type\":\"move\",\"seq\":%" G_GINT64_FORMAT ","
            "\"move\":{\"seat\":%d,\"do\":\"draw\"}}", seq, player->told.seat);

          cn_net_client_send_text (client, draw);
          player->out_of_turn = TRUE;
        }
      return;
    }
  if (player->kind == PLAYER_PATIENT && !player->fixture->answered)
    {
      player->fixture->held = player;
      player->fixture->held_view = json_object_ref (message);
      return;
    }
  /* The last move again, now that the table has moved on. */
  if (player->kind == PLAYER_HOSTILE && !player->replayed && player->last_move != NULL &&
      player->last_seq < seq)
    {
      cn_net_client_send_text (client, player->last_move);
      player->replayed = TRUE;
    }
  g_assert_true (cn_net_choose_move (message, CN_AI_EASY, &player->config, 7, &answered, &move,
                                     &error));
  g_assert_no_error (error);
  g_assert_cmpint ((gint64) answered, ==, seq);
  g_free (player->last_move);
  player->last_move = cn_net_message_move ((guint64) seq, &move);
  player->last_seq = seq;
  cn_net_client_send_text (client, player->last_move);
}

static void
player_message_cb (CnNetClient *client,
                   CnNetMsg     type,
                   JsonObject  *message,
                   const char  *text,
                   gpointer     user_data)
{
  Player *player = user_data;

  test_seat_told (&player->told, type, message);
  switch (type)
    {
    case CN_NET_MSG_WELCOME:
      if (player->told.welcomes == 1)
        player->first_seat = player->told.seat;
      {
        JsonArray *seats = json_object_get_array_member (message, "seats");

        for (guint i = 0; i < json_array_get_length (seats); i++)
          if ((int) i != player->told.seat &&
              g_str_equal (json_object_get_string_member (json_array_get_object_element (seats, i),
                                                          "kind"), "remote"))
            player->other_remote = (int) i;
      }
      if (player->kind == PLAYER_HOSTILE)
        {
          g_autofree char *deep = nested (200);
          g_autofree char *big = oversized (64 * 1024);
          g_autofree char *other = g_strdup_printf ("{\"v\":1,\"type\":\"move\",\"seq\":1,"
                                                    "\"move\":{\"seat\":%d,\"do\":\"draw\"}}",
                                                    (player->told.seat + 1) % 4);

          cn_net_client_send_text (client, "{\"v\":1,\"type\":\"move\",\"move\":{\"seat\":0,");
          cn_net_client_send_text (client, big);
          cn_net_client_send_text (client, deep);
          cn_net_client_send_text (client, other);
        }
      break;
    case CN_NET_MSG_VIEW:
      /* Cut off at its first view, once the game holds its seat for it,
       * and again mid-round: back at its seat, it is told the round so
       * far. (Cut off before the game, it could come back to find its
       * seat taken by the other player, and sit at another.) */
      if (player->kind == PLAYER_FLOODER && (++player->views == 1 || player->views == 40))
        {
          g_autofree char *huge = oversized (CN_NET_MAX_FRAME + 1024);

          cn_net_client_send_text (client, huge);
          break;
        }
      play (player, message);
      break;
    case CN_NET_MSG_VERDICT:
      if (!json_object_get_boolean_member (message, "ok"))
        {
          const char *code = json_object_get_string_member (message, "code");

          g_ptr_array_add (player->refusals, g_strdup (code));
          if (g_str_equal (code, "not-your-turn"))
            {
              Fixture *fixture = player->fixture;

              fixture->answered = TRUE;
              if (fixture->held != NULL)
                {
                  g_autoptr(JsonObject) held = g_steal_pointer (&fixture->held_view);

                  play (fixture->held, held);
                }
            }
        }
      break;
    case CN_NET_MSG_ERROR:
      g_ptr_array_add (player->errors, g_strdup (json_object_get_string_member (message, "code")));
      break;
    default:
      break;
    }
}

static Player *
player_new (Fixture    *fixture,
            PlayerKind  kind,
            CnNetTable *table,
            const char *secret,
            const char *rejoin)
{
  static const CnNetClientFuncs funcs = {
    player_message_cb, test_seat_closed_cb, test_seat_reconnecting_cb
  };
  Player *player = g_new0 (Player, 1);
  g_autofree char *text = cn_net_host_invite (fixture->host, table, "127.0.0.1");
  g_autoptr(GError) error = NULL;

  test_seat_init (&player->told);
  player->fixture = fixture;
  player->kind = kind;
  player->other_remote = -1;
  player->last_seq = -1;
  player->errors = g_ptr_array_new_with_free_func (g_free);
  player->refusals = g_ptr_array_new_with_free_func (g_free);
  cn_ai_config_init (&player->config);
  player->invite = cn_net_invite_parse (text, &error);
  g_assert_no_error (error);
  if (secret != NULL)
    {
      g_free (player->invite->secret);
      player->invite->secret = g_strdup (secret);
    }
  player->invite->rejoin = g_strdup (rejoin);
  player->client = cn_net_client_new (player->invite, &funcs, player);
  cn_net_client_set_wants_history (player->client, TRUE);
  g_ptr_array_add (fixture->players, player);
  return player;
}

static void
player_free (gpointer data)
{
  Player *player = data;

  cn_net_client_free (player->client);
  cn_net_invite_free (player->invite);
  g_ptr_array_unref (player->errors);
  g_ptr_array_unref (player->refusals);
  g_free (player->last_move);
  test_seat_clear (&player->told);
  g_free (player);
}

static void
over_cb (CnNetHost  *host,
         CnNetTable *table,
         gpointer    user_data)
{
  Fixture *fixture = user_data;

  if (table == fixture->table_a)
    fixture->over_a = TRUE;
  else
    fixture->over_b = TRUE;
}

static gboolean
all_done (gpointer data)
{
  Fixture *fixture = data;

  /* The second table, where there is one. */
  if (!fixture->over_a || (fixture->table_b != NULL && !fixture->over_b))
    return FALSE;
  for (guint i = 0; i < fixture->players->len; i++)
    if (!((Player *) g_ptr_array_index (fixture->players, i))->told.closed)
      return FALSE;
  return TRUE;
}

static gboolean
has (GPtrArray  *codes,
     const char *code)
{
  for (guint i = 0; i < codes->len; i++)
    if (g_str_equal (g_ptr_array_index (codes, i), code))
      return TRUE;
  return FALSE;
}

/* A raw TCP connection to the port: no TLS, no WebSocket. */
static GSocketConnection *
connect_raw (guint port)
{
  g_autoptr(GSocketClient) socket_client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  GSocketConnection *connection;

  connection = g_socket_client_connect_to_host (socket_client, "127.0.0.1", (guint16) port, NULL,
                                                &error);
  g_assert_no_error (error);
  return connection;
}

/* Random bytes on it, then closed. What the host answers, or whether it
 * is still there to answer, does not matter: nothing else may change. */
static void
send_noise_on (GSocketConnection *connection)
{
  guint8 noise[4096];

  for (guint i = 0; i < sizeof noise; i++)
    noise[i] = (guint8) g_test_rand_int_range (0, 256);
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)), noise,
                             sizeof noise, NULL, NULL, NULL);
  g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
}

static void
send_noise (guint port)
{
  g_autoptr(GSocketConnection) connection = connect_raw (port);

  send_noise_on (connection);
}

/* Two tables on one host, each with its own code. At the first, a hostile
 * player sends garbage, an oversized and a deeply nested message, a move
 * for another seat, a move out of turn and a replay of its move: each is
 * answered with an error or a refusal, and the game goes on to its end.
 * At the second, a player sending a frame past the limit is disconnected
 * and comes back to its seat by itself, with its seat's token. A stranger with a wrong secret is refused,
 * random bytes on the port disturb nothing. Every message sent to every
 * seat is read against the whole position: no other hand, no stock.
 * data: the host's worker threads (0: none, as in the app). */
static void
test_host (gconstpointer data)
{
  g_autofree char *dir = make_tmpdir ();
  g_autoptr(GTlsCertificate) certificate = test_certificate (dir);
  g_autoptr(GError) error = NULL;
  CnNetSeat seats_a[4] = {
    { CN_NET_SEAT_REMOTE, 0 }, { CN_NET_SEAT_REMOTE, 0 },
    { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY },
  };
  CnNetSeat seats_b[4] = {
    { CN_NET_SEAT_REMOTE, 0 }, { CN_NET_SEAT_REMOTE, 0 },
    { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_MEDIUM },
  };
  const CnRules *classic = cn_rules_lookup ("classic");
  const CnRules *uruguayan = cn_rules_lookup ("uruguayan");
  CnOptions options_a, options_b;
  Fixture fixture = { 0 };
  Player *hostile, *patient, *stranger, *flooder;

  cn_options_init (&options_a, classic);
  cn_options_init (&options_b, uruguayan);
  fixture.players = g_ptr_array_new_with_free_func (player_free);
  fixture.host = cn_net_host_new (certificate);
  cn_net_host_set_tap (fixture.host, tap_cb, &fixture);
  cn_net_host_set_threads (fixture.host, GPOINTER_TO_INT (data));
  g_assert_true (cn_net_host_listen (fixture.host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  fixture.table_a = cn_net_host_add_table (fixture.host, classic, &options_a, 4, 11, seats_a, 50,
                                           over_cb, &fixture);
  fixture.table_b = cn_net_host_add_table (fixture.host, uruguayan, &options_b, 4, 12, seats_b, 50,
                                           over_cb, &fixture);
  g_assert_cmpstr (cn_net_table_get_code (fixture.table_a), !=,
                   cn_net_table_get_code (fixture.table_b));

  send_noise (cn_net_host_get_port (fixture.host));
  stranger = player_new (&fixture, PLAYER_STRANGER, fixture.table_a,
                         cn_net_table_get_secret (fixture.table_b), NULL);
  hostile = player_new (&fixture, PLAYER_HOSTILE, fixture.table_a, NULL, NULL);
  patient = player_new (&fixture, PLAYER_PATIENT, fixture.table_a, NULL, NULL);
  player_new (&fixture, PLAYER_GOOD, fixture.table_b, NULL, NULL);
  flooder = player_new (&fixture, PLAYER_FLOODER, fixture.table_b, NULL, NULL);
  send_noise (cn_net_host_get_port (fixture.host));

  g_assert_true (test_wait_for (all_done, &fixture));

  /* The stranger came with the other table's secret. */
  g_assert_cmpint (stranger->told.seat, ==, -1);
  g_assert_cmpstr (stranger->told.reason, ==, "refused by the host: wrong table code or secret");

  /* Garbage, too big, too deep: errors; the rest: refused moves. */
  g_assert_cmpuint (hostile->errors->len, ==, 3);
  g_assert_true (has (hostile->errors, "bad-message"));
  g_assert_true (has (hostile->refusals, "not-your-seat"));
  g_assert_true (has (hostile->refusals, "not-your-turn"));
  g_assert_true (has (hostile->refusals, "stale"));
  g_assert_cmpuint (hostile->refusals->len, ==, 3);
  test_seat_assert_totals (&hostile->told, fixture.table_a);
  test_seat_assert_totals (&patient->told, fixture.table_a);
  g_assert_cmpuint (patient->refusals->len, ==, 0);

  /* The flooder was cut off, came back by itself to the same seat with its
   * token, and played the game to its end with the other player. */
  g_assert_cmpint (flooder->told.reconnects, >=, 1);
  g_assert_cmpint (flooder->told.welcomes, >=, 3);
  g_assert_cmpuint (fixture.histories, >=, 1);
  g_assert_cmpint (flooder->told.seat, ==, flooder->first_seat);
  test_seat_assert_totals (&flooder->told, fixture.table_b);
  g_assert_cmpuint (flooder->refusals->len, ==, 0);
  for (guint i = 0; i < fixture.players->len; i++)
    {
      Player *player = g_ptr_array_index (fixture.players, i);

      if (player->kind == PLAYER_GOOD)
        {
          test_seat_assert_totals (&player->told, fixture.table_b);
          g_assert_cmpuint (player->errors->len, ==, 0);
          g_assert_cmpuint (player->refusals->len, ==, 0);
        }
    }
  g_assert_cmpuint (fixture.checked, >, 500);
  g_test_message ("%u messages read against the whole position, %u of them a round's history",
                  fixture.checked, fixture.histories);

  g_ptr_array_unref (fixture.players);
  cn_net_host_free (fixture.host);
  remove_tree (dir);
}

static gboolean
welcomed (gpointer data)
{
  Player *player = data;

  return player->told.welcomes > 0 || player->told.closed;
}

static gboolean
seat_free (gpointer data)
{
  Fixture *fixture = data;

  return cn_net_table_count_free (fixture->table_a) == 2;
}

/* A player who leaves before the game and comes back with their token
 * after someone else took their seat sits at the seat still free, with a
 * token of its own, instead of being refused: the table would otherwise
 * wait for ever for a player it had turned away. */
static void
test_rejoin_before_start (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autoptr(GTlsCertificate) certificate = test_certificate (dir);
  g_autoptr(GError) error = NULL;
  CnNetSeat seats[4] = {
    { CN_NET_SEAT_REMOTE, 0 }, { CN_NET_SEAT_REMOTE, 0 },
    { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY },
  };
  const CnRules *classic = cn_rules_lookup ("classic");
  CnOptions options;
  Fixture fixture = { 0 };
  Player *first, *other, *back;
  g_autofree char *token = NULL;

  cn_options_init (&options, classic);
  fixture.players = g_ptr_array_new_with_free_func (player_free);
  fixture.host = cn_net_host_new (certificate);
  cn_net_host_set_tap (fixture.host, tap_cb, &fixture);
  g_assert_true (cn_net_host_listen (fixture.host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  fixture.table_a = cn_net_host_add_table (fixture.host, classic, &options, 4, 13, seats, 50,
                                           over_cb, &fixture);

  first = player_new (&fixture, PLAYER_GOOD, fixture.table_a, NULL, NULL);
  g_assert_true (test_wait_for (welcomed, first));
  g_assert_cmpint (first->told.seat, ==, 0);
  token = g_strdup (first->told.rejoin);
  g_assert_nonnull (token);
  g_ptr_array_remove (fixture.players, first);
  g_assert_true (test_wait_for (seat_free, &fixture));

  other = player_new (&fixture, PLAYER_GOOD, fixture.table_a, NULL, NULL);
  g_assert_true (test_wait_for (welcomed, other));
  g_assert_cmpint (other->told.seat, ==, 0);
  g_assert_cmpstr (other->told.rejoin, !=, token);

  back = player_new (&fixture, PLAYER_GOOD, fixture.table_a, NULL, token);
  g_assert_true (test_wait_for (welcomed, back));
  g_assert_null (back->told.reason);
  g_assert_cmpint (back->told.seat, ==, 1);
  g_assert_nonnull (back->told.rejoin);
  g_assert_cmpstr (back->told.rejoin, !=, token);
  g_assert_cmpstr (back->told.rejoin, !=, other->told.rejoin);
  /* Its client comes back with the new token after a cut. */
  g_assert_cmpstr (cn_net_client_get_rejoin (back->client), ==, back->told.rejoin);

  g_assert_true (test_wait_for (all_done, &fixture));
  test_seat_assert_totals (&other->told, fixture.table_a);
  test_seat_assert_totals (&back->told, fixture.table_a);
  g_assert_cmpuint (other->refusals->len, ==, 0);
  g_assert_cmpuint (back->refusals->len, ==, 0);

  g_ptr_array_unref (fixture.players);
  cn_net_host_free (fixture.host);
  remove_tree (dir);
}

/* ------------------------------------------------------- the commands */

/* A join that must be refused: status 1 and one line on standard error. */
static void
join_refused (GSubprocessLauncher *launcher,
              const char          *invite,
              const char          *says)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) join = spawn (launcher, "join", invite, "--level", "easy", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_subprocess_communicate_utf8 (join, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (join));
  g_assert_cmpint (g_subprocess_get_exit_status (join), ==, 1);
  g_assert_cmpstr (out, ==, "");
  /* One line. */
  g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
  if (strstr (err, says) == NULL)
    g_error ("expected \"%s\" in: %s", says, err);
}

static char *
replace_param (const char *invite,
               const char *key,
               const char *value)
{
  g_autoptr(CnNetInvite) parsed = cn_net_invite_parse (invite, NULL);

  char **field;

  g_assert_nonnull (parsed);
  if (g_str_equal (key, "s"))
    field = &parsed->secret;
  else if (g_str_equal (key, "code"))
    field = &parsed->code;
  else
    field = &parsed->fingerprint;
  g_free (*field);
  *field = g_strdup (value);
  return cn_net_invite_format (parsed);
}

/* canasta-cli serve and four canasta-cli join over the loopback address:
 * a whole game, and every player and the host agree on the totals. Wrong
 * secrets, codes and fingerprints are refused, and random bytes on the
 * port disturb nothing. */
static void
test_cli_game (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) serve_out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(JsonObject) served = NULL;
  g_autofree char *rest = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(GSocketConnection) raw = NULL;
  GSubprocess *joins[4];
  const char *invite;
  JsonArray *totals;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  serve = spawn (launcher, "serve", "--variant", "classic", "--players", "4", "--seed",
                 "21", "--port", "0", "--certificate", pem, NULL);
  serve_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  object = read_object (serve, serve_out);
  invite = json_object_get_string_member (object, "invite");
  g_assert_true (g_str_has_prefix (invite, "canasta://127.0.0.1:"));
  g_assert_cmpint (json_object_get_int_member (object, "port"), >, 0);

  /* Refused while the table waits for its players (the game, once under
   * way, may be over before a refusal could be asked for). */
  send_noise ((guint) json_object_get_int_member (object, "port"));
  bad = replace_param (invite, "s", "0123456789abcdef0123456789abcdef");
  join_refused (launcher, bad, "wrong table code or secret");
  g_free (bad);
  bad = replace_param (invite, "code", "ZZZZZZ");
  join_refused (launcher, bad, "wrong table code or secret");
  g_free (bad);
  bad = replace_param (invite, "fp", "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
  join_refused (launcher, bad, "certificate is not the one the invitation names");

  /* Noise on a connection opened before the game, sent while it runs. */
  raw = connect_raw ((guint) json_object_get_int_member (object, "port"));
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%d", i + 1);

      joins[i] = spawn (launcher, "join", invite, "--level", i % 2 ? "easy" : "medium",
                        "--seed", seed, NULL);
    }
  send_noise_on (raw);

  g_subprocess_communicate_utf8 (serve, NULL, NULL, &rest, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (serve));
  g_assert_cmpint (g_subprocess_get_exit_status (serve), ==, 0);
  served = last_line (rest);
  totals = json_object_get_array_member (served, "totals");
  g_assert_cmpuint (json_array_get_length (totals), ==, 2);
  g_assert_cmpint (json_object_get_int_member (served, "moves"), >, 100);

  for (int i = 0; i < 4; i++)
    {
      assert_join_totals (joins[i], i, totals);
      g_object_unref (joins[i]);
    }
  remove_tree (dir);
}

/* A client made on a thread-default context of its own (as loadgen's
 * threads make theirs) keeps its timers there: after a refused connection
 * it tries again on that context, which alone runs here. */
typedef struct
{
  int      tries;
  gboolean closed;
  gboolean expired;
} ContextClient;

static void
context_message_cb (CnNetClient *client,
                    CnNetMsg     type,
                    JsonObject  *message,
                    const char  *text,
                    gpointer     user_data)
{
}

static void
context_closed_cb (CnNetClient *client,
                   const char  *reason,
                   gpointer     user_data)
{
  ((ContextClient *) user_data)->closed = TRUE;
}

static void
context_reconnecting_cb (CnNetClient *client,
                         int          try,
                         gpointer     user_data)
{
  ((ContextClient *) user_data)->tries = try;
}

static void
test_client_context (void)
{
  static const CnNetClientFuncs funcs = { context_message_cb, context_closed_cb,
                                          context_reconnecting_cb };
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSocketListener) listener = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSource) limit = NULL;
  CnNetInvite invite = {
    .host = (char *) "127.0.0.1",
    .code = (char *) "ABC234",
    .secret = (char *) "0123456789abcdef0123456789abcdef",
    .fingerprint = (char *) "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    .rejoin = (char *) "00112233445566778899aabbccddeeff",
  };
  ContextClient state = { 0 };
  CnNetClient *client;

  /* A port nobody listens on any more: every connection is refused. */
  invite.port = g_socket_listener_add_any_inet_port (listener, NULL, &error);
  g_assert_no_error (error);
  g_socket_listener_close (listener);

  g_main_context_push_thread_default (context);
  client = cn_net_client_new (&invite, &funcs, &state);
  limit = g_timeout_source_new_seconds (TEST_WAIT_LIMIT_S);
  g_source_set_callback (limit, test_wait_set_cb, &state.expired, NULL);
  g_source_attach (limit, context);
  /* The first try comes from the refusal itself, the second from the
   * retry timer: on this context, or never. */
  while (state.tries < 2 && !state.closed && !state.expired)
    g_main_context_iteration (context, TRUE);
  g_assert_false (state.expired);
  g_assert_false (state.closed);
  g_assert_cmpint (state.tries, >=, 2);
  cn_net_client_free (client);
  g_source_destroy (limit);
  g_main_context_pop_thread_default (context);
}

/* libsoup writes a debug message for every frame, thousands a game, which
 * GTest would print. */
static void
drop_cb (const char     *domain,
         GLogLevelFlags  level,
         const char     *message,
         gpointer        user_data)
{
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, drop_cb, NULL);
  g_log_set_handler ("GLib-GIO", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, drop_cb, NULL);
  g_test_add_func ("/net/invite", test_invite);
  g_test_add_func ("/net/reader", test_reader);
  g_test_add_func ("/net/certificate-kept", test_certificate_kept);
  g_test_add_data_func ("/net/host", GINT_TO_POINTER (0), test_host);
  /* The same over three worker threads (serve's way), the tables here. */
  g_test_add_data_func ("/net/host-threads", GINT_TO_POINTER (3), test_host);
  g_test_add_func ("/net/rejoin-before-start", test_rejoin_before_start);
  g_test_add_func ("/net/cli-game", test_cli_game);
  g_test_add_func ("/net/client-context", test_client_context);
  return g_test_run ();
}
