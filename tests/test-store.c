/* test-store.c: saved games and statistics (src/store)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-lock.h"
#include "cn-save.h"
#include "cn-scenario.h"
#include "cn-stats.h"
#include "cn-undo.h"
#include "cn-ai.h"

#include <string.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "test-lock-util.h"

/* ------------------------------------------------------------ helpers */

/* A copy of the position with nothing but its meaning: the struct's padding
 * and the stale bytes past every count (cards drawn from the stock stay in
 * its array) are zero, so two positions that play the same compare equal
 * with memcmp. */
static void
normalize (const CnState *s,
           CnState       *out)
{
  memset (out, 0, sizeof *out);
  out->rules = s->rules;
  out->options.red_threes_at_deal = s->options.red_threes_at_deal;
  out->options.fixed_rounds = s->options.fixed_rounds;
  out->n_players = s->n_players;
  out->n_sides = s->n_sides;
  out->hand_size = s->hand_size;
  out->draw_count = s->draw_count;
  out->canastas_needed = s->canastas_needed;
  out->dealer = s->dealer;
  out->turn = s->turn;
  out->phase = s->phase;
  out->answer = s->answer;
  out->asked = s->asked;
  memcpy (out->scores, s->scores, sizeof out->scores);
  for (int seat = 0; seat < s->n_players; seat++)
    {
      memcpy (out->hand[seat], s->hand[seat], sizeof out->hand[seat]);
      out->hand_n[seat] = s->hand_n[seat];
    }
  out->stock_n = s->stock_n;
  memcpy (out->stock, s->stock, s->stock_n);
  out->pile_n = s->pile_n;
  memcpy (out->pile, s->pile, s->pile_n);
  out->pile_freezers = s->pile_freezers;
  out->pile_sideways = s->pile_sideways;
  for (int side = 0; side < s->n_sides; side++)
    {
      out->n_melds[side] = s->n_melds[side];
      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *from = &s->melds[side][m];
          CnMeld *to = &out->melds[side][m];

          to->rank = from->rank;
          to->n = from->n;
          to->n_wild = from->n_wild;
          to->closed = from->closed;
          memcpy (to->cards, from->cards, from->n);
        }
      out->n_red_threes[side] = s->n_red_threes[side];
      memcpy (out->red_threes[side], s->red_threes[side], s->n_red_threes[side]);
      out->opened[side] = s->opened[side];
    }
  out->melded_earlier = s->melded_earlier;
  out->had_turn = s->had_turn;
  out->took_pile = s->took_pile;
  out->pile_pending = s->pile_pending;
  out->black_threes_down = s->black_threes_down;
  out->turn_points = s->turn_points;
  memcpy (out->turn_nat, s->turn_nat, sizeof out->turn_nat);
  memcpy (out->turn_wild, s->turn_wild, sizeof out->turn_wild);
  out->turn_melded = s->turn_melded;
  out->end = s->end;
  out->out_seat = s->out_seat;
  out->out_concealed = s->out_concealed;
  out->full_deck = s->full_deck;
  memcpy (out->rng, s->rng, sizeof out->rng);
  out->move_count = s->move_count;
}

static void
assert_same_state (const CnState *a,
                   const CnState *b)
{
  CnState *na = g_new (CnState, 1);
  CnState *nb = g_new (CnState, 1);

  normalize (a, na);
  normalize (b, nb);
  g_assert_cmpmem (na, sizeof *na, nb, sizeof *nb);
  g_free (na);
  g_free (nb);
}

static void
assert_same_game (const CnGame *a,
                  const CnGame *b)
{
  g_assert_true (a->rules == b->rules);
  g_assert_cmpint (a->options.red_threes_at_deal, ==, b->options.red_threes_at_deal);
  g_assert_cmpint (a->options.fixed_rounds, ==, b->options.fixed_rounds);
  g_assert_cmpint (a->players, ==, b->players);
  g_assert_cmpint (a->n_sides, ==, b->n_sides);
  g_assert_cmpint (a->round, ==, b->round);
  g_assert_cmpint (a->dealer, ==, b->dealer);
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  g_assert_cmpuint (a->seed, ==, b->seed);
  g_assert_cmpint (a->over, ==, b->over);
  g_assert_cmpint (a->winner, ==, b->winner);
}

static char *
save_text (const CnSaveData *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = cn_save_to_bytes (data, &error);
  gsize length;
  const char *text;

  g_assert_no_error (error);
  g_assert_nonnull (bytes);
  text = g_bytes_get_data (bytes, &length);
  return g_strndup (text, length);
}

/* Loads text expecting a refusal with code and a message holding what. */
static void
assert_refused (const char *text,
                gssize      length,
                int         code,
                const char *what)
{
  g_autoptr(GError) error = NULL;
  g_auto(CnSaveData) data = { 0 };

  if (length < 0)
    length = (gssize) strlen (text);
  g_assert_false (cn_save_from_bytes ((const guint8 *) text, (gsize) length, &data, &error));
  if (what != NULL && strstr (error->message, what) == NULL)
    {
      g_test_message ("expected \"%s\" in the error, got \"%s\"", what, error->message);
      g_test_fail ();
    }
  g_assert_error (error, CN_SAVE_ERROR, code);
  g_assert_null (data.app);
}

static JsonNode *
parse_text (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

static char *
node_text (JsonNode *node)
{
  return json_to_string (node, TRUE);
}

/* ---------------------------------------------------- seeded positions */

typedef struct
{
  CnVariant variant;
  int       players;
  gboolean  red_threes_at_deal;
} Table;

static const Table tables[] = {
  { CN_VARIANT_CLASSIC, 4, FALSE },
  { CN_VARIANT_CLASSIC, 4, TRUE },
  { CN_VARIANT_CLASSIC, 2, FALSE },
  { CN_VARIANT_CLASSIC, 3, FALSE },
  { CN_VARIANT_FIFTEEN, 4, TRUE },
  { CN_VARIANT_ITALIAN, 4, TRUE },
  { CN_VARIANT_ITALIAN, 2, FALSE },
  { CN_VARIANT_URUGUAYAN, 4, TRUE },
};

/* The next move: mostly the simple bot's, sometimes any legal move, so
 * that every phase (asking, answering, a pile waiting for the opening)
 * turns up in the positions saved. */
static void
choose (const CnState *s,
        uint64_t       rng[4],
        CnMoveList    *scratch,
        CnMove        *move)
{
  if (cn_rng_below (rng, 10) < 3)
    cn_ai_random_choose (s, rng, scratch, move);
  else
    cn_ai_simple_choose (s, move);
}

/* The round's history as the app keeps it: its round, its deal and the
 * moves made since. */
typedef struct
{
  int      round;
  CnState  deal;
  GArray  *moves;     /* CnMove */
} History;

static void
history_start (History      *history,
               const CnGame *game,
               const CnState *deal)
{
  history->round = game->round;
  history->deal = *deal;
  if (history->moves == NULL)
    history->moves = g_array_new (FALSE, FALSE, sizeof (CnMove));
  g_array_set_size (history->moves, 0);
}

static void
fill_save (CnSaveData       *data,
           const CnGame     *game,
           const CnState    *state,
           const CnAiMemory *memories,
           const History    *history)
{
  cn_save_data_init (data);
  cn_save_data_set_game (data, game, state);
  if (history != NULL)
    cn_save_data_set_history (data, history->round, TRUE, &history->deal,
                              (const CnMove *) history->moves->data, history->moves->len);
  for (int seat = 0; seat < game->players; seat++)
    {
      CnSaveSeat *info = &data->seats[seat];

      g_snprintf (info->name, sizeof info->name,
                  seat == 0 ? "Zoë \"the\" Player" : "Bot %d", seat);
      if (seat == 0)
        continue;
      info->kind = CN_SEAT_COMPUTER;
      g_strlcpy (info->level, seat == 1 ? "hard" : "medium", sizeof info->level);
      info->has_memory = TRUE;
      info->memory = memories[seat];
    }
  data->app = json_object_new ();
  json_object_set_int_member (data->app, "rounds_counted", game->round);
  json_object_set_string_member (data->app, "note", "résumé");
}

/* Saves, loads, and checks that what came back is what went in. */
/* Whether two moves are the same move, in the codec's form. */
static gboolean
same_move (const CnMove *a,
           const CnMove *b)
{
  g_autoptr(JsonNode) node_a = cn_scenario_move_to_json (a);
  g_autoptr(JsonNode) node_b = cn_scenario_move_to_json (b);

  return json_node_equal (node_a, node_b);
}

static void
round_trip (const CnGame     *game,
            const CnState    *state,
            const CnAiMemory *memories,
            const History    *history,
            CnGame           *game_out,
            CnState          *state_out)
{
  g_auto(CnSaveData) data = { 0 };
  g_auto(CnSaveData) back = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;

  fill_save (&data, game, state, memories, history);
  text = save_text (&data);
  if (!cn_save_from_bytes ((const guint8 *) text, strlen (text), &back, &error))
    g_error ("a save did not load back: %s\n%s", error->message, text);

  /* The history comes back move for move, from the same deal. */
  g_assert_true (back.has_history);
  if (history != NULL)
    {
      g_assert_true (back.history_from_deal);
      g_assert_cmpint (back.history_round, ==, history->round);
      assert_same_state (&back.history_start, &history->deal);
      g_assert_cmpuint (back.history->len, ==, history->moves->len);
      for (guint i = 0; i < history->moves->len; i++)
        g_assert_true (same_move (&g_array_index (back.history, CnMove, i),
                                  &g_array_index (history->moves, CnMove, i)));
    }
  else
    {
      /* Data without a history: the file's starts at the position saved. */
      g_assert_false (back.history_from_deal);
      assert_same_state (&back.history_start, state);
      g_assert_cmpuint (back.history->len, ==, 0);
    }

  g_assert_cmpint (back.version, ==, CN_SAVE_FORMAT_VERSION);
  g_assert_cmpint (back.variant, ==, game->rules->variant);
  g_assert_cmpint (back.players, ==, game->players);
  assert_same_game (&data.game, &back.game);
  assert_same_state (&data.state, &back.state);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      g_assert_cmpstr (data.seats[seat].name, ==, back.seats[seat].name);
      g_assert_cmpint (data.seats[seat].kind, ==, back.seats[seat].kind);
      g_assert_cmpstr (data.seats[seat].level, ==, back.seats[seat].level);
      g_assert_cmpint (data.seats[seat].has_memory, ==, back.seats[seat].has_memory);
      g_assert_cmpmem (&data.seats[seat].memory, sizeof (CnAiMemory),
                       &back.seats[seat].memory, sizeof (CnAiMemory));
    }
  {
    g_autoptr(JsonNode) a = json_node_init_object (json_node_alloc (), data.app);
    g_autoptr(JsonNode) b = json_node_init_object (json_node_alloc (), back.app);

    g_assert_true (json_node_equal (a, b));
  }

  /* Saving what was loaded gives the same file, byte for byte. */
  again = save_text (&back);
  g_assert_cmpstr (text, ==, again);

  *game_out = back.game;
  *state_out = back.state;
}

/* Plays both copies on to the end of the round with the same moves and
 * checks that they stay the same at every step and score the same. */
static void
play_both_to_end (CnState    *a,
                  CnState    *b,
                  CnAiMemory *mem_a,
                  CnAiMemory *mem_b,
                  uint64_t    rng[4],
                  CnMoveList *scratch)
{
  CnRoundScore score_a = { 0 }, score_b = { 0 };
  int guard = 0;

  while (a->phase != CN_PHASE_ROUND_OVER)
    {
      CnMove move;
      CnVerdict verdict;
      CnEvents events;
      CnState before = *a;

      g_assert_cmpint (++guard, <, 5000);
      choose (a, rng, scratch, &move);
      g_assert_true (cn_apply (a, &move, &verdict, &events));
      g_assert_true (cn_apply (b, &move, &verdict, NULL));
      for (int seat = 0; seat < a->n_players; seat++)
        {
          cn_ai_memory_observe (&mem_a[seat], &before, &move, &events);
          cn_ai_memory_observe (&mem_b[seat], &before, &move, &events);
        }
      assert_same_state (a, b);
    }
  g_assert_cmpint (b->phase, ==, CN_PHASE_ROUND_OVER);
  cn_state_score (a, &score_a);
  cn_state_score (b, &score_b);
  g_assert_cmpmem (&score_a, sizeof score_a, &score_b, sizeof score_b);
  g_assert_cmpmem (mem_a, sizeof (CnAiMemory) * CN_MAX_SEATS,
                   mem_b, sizeof (CnAiMemory) * CN_MAX_SEATS);
}

static int n_round_trips;
static int n_continued;

static void
test_round_trip (gconstpointer user_data)
{
  const Table *table = user_data;
  const CnRules *rules = cn_rules_get (table->variant);
  CnMoveList *scratch = g_new (CnMoveList, 1);
  History *history = g_new0 (History, 1);

  for (uint64_t seed = 1; seed <= 4; seed++)
    {
      CnOptions options;
      CnGame game;
      CnState *state = g_new0 (CnState, 1);
      CnAiMemory memories[CN_MAX_SEATS];
      uint64_t rng[4];

      cn_options_init (&options, rules);
      options.red_threes_at_deal = table->red_threes_at_deal;
      options.fixed_rounds = seed == 4 ? 2 : 0;
      cn_game_init (&game, rules, &options, table->players, seed * 7919 + table->variant);
      cn_rng_seed (rng, seed * 31 + table->players);

      /* A few rounds, so that totals, the dealer and the round number are
       * not their first values; a save at every move of them. */
      for (int round = 0; round < 3 && !game.over; round++)
        {
          int checkpoint = (int) cn_rng_below (rng, 60);
          int moves = 0;

          memset (state, 0, sizeof *state);
          cn_game_start_round (&game, state);
          history_start (history, &game, state);
          for (int seat = 0; seat < CN_MAX_SEATS; seat++)
            cn_ai_memory_init (&memories[seat], seat < table->players ? seat : 0, seed + seat);

          while (state->phase != CN_PHASE_ROUND_OVER)
            {
              CnGame game_back;
              CnState *state_back = g_new0 (CnState, 1);
              CnMove move;
              CnEvents events;
              CnState before = *state;

              /* With the round's history every few moves and where the
               * game is played on (each load replays it all), else without
               * one, as data from an older file. */
              round_trip (&game, state, memories,
                          moves % 4 == 0 || moves == checkpoint ? history : NULL,
                          &game_back, state_back);
              n_round_trips++;

              /* At one point of the round, play the original and the
               * loaded copy to the end and on into the next deal. */
              if (moves == checkpoint)
                {
                  CnState *a = g_new (CnState, 1);
                  CnGame game_a = game;
                  CnAiMemory mem_a[CN_MAX_SEATS], mem_b[CN_MAX_SEATS];
                  CnRoundScore score;
                  CnState *next_a = g_new0 (CnState, 1);
                  CnState *next_b = g_new0 (CnState, 1);
                  uint64_t fork[4];

                  *a = *state;
                  memcpy (mem_a, memories, sizeof mem_a);
                  memcpy (mem_b, memories, sizeof mem_b);
                  memcpy (fork, rng, sizeof fork);
                  play_both_to_end (a, state_back, mem_a, mem_b, fork, scratch);
                  cn_state_score (a, &score);
                  cn_game_end_round (&game_a, &score);
                  cn_game_end_round (&game_back, &score);
                  assert_same_game (&game_a, &game_back);
                  if (!game_a.over)
                    {
                      cn_game_start_round (&game_a, next_a);
                      cn_game_start_round (&game_back, next_b);
                      assert_same_state (next_a, next_b);
                    }
                  n_continued++;
                  g_free (a);
                  g_free (next_a);
                  g_free (next_b);
                }
              g_free (state_back);

              choose (state, rng, scratch, &move);
              g_assert_true (cn_apply (state, &move, NULL, &events));
              g_array_append_val (history->moves, move);
              for (int seat = 0; seat < table->players; seat++)
                cn_ai_memory_observe (&memories[seat], &before, &move, &events);
              moves++;
            }

          /* The finished round saves too, before and after the totals. */
          {
            CnGame game_back;
            CnState *state_back = g_new0 (CnState, 1);
            CnRoundScore score;

            round_trip (&game, state, memories, history, &game_back, state_back);
            cn_state_score (state, &score);
            cn_game_end_round (&game, &score);
            round_trip (&game, state, memories, history, &game_back, state_back);
            n_round_trips += 2;
            g_free (state_back);
          }
        }
      g_free (state);
    }
  g_free (scratch);
  g_clear_pointer (&history->moves, g_array_unref);
  g_free (history);
  g_test_message ("%d saves loaded back, %d continued to the end of the round",
                  n_round_trips, n_continued);
}

/* A save of a position in the middle of a round, for the refusal tests. */
static char *
sample_save (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnMoveList *scratch = g_new (CnMoveList, 1);
  CnGame game;
  CnState state;
  CnAiMemory memories[CN_MAX_SEATS];
  g_auto(CnSaveData) data = { 0 };
  uint64_t rng[4];

  cn_game_init (&game, rules, NULL, 4, 42);
  memset (&state, 0, sizeof state);
  cn_game_start_round (&game, &state);
  cn_rng_seed (rng, 42);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    cn_ai_memory_init (&memories[seat], seat < 4 ? seat : 0, seat);
  /* On to a position with melds on the table, in the play phase. */
  for (int i = 0; i < 400 && state.phase != CN_PHASE_ROUND_OVER; i++)
    {
      CnMove move;

      if (state.phase == CN_PHASE_PLAY && state.n_melds[0] > 0 && state.n_melds[1] > 0)
        break;
      choose (&state, rng, scratch, &move);
      g_assert_true (cn_apply (&state, &move, NULL, NULL));
    }
  g_assert_cmpint (state.phase, ==, CN_PHASE_PLAY);
  g_free (scratch);

  fill_save (&data, &game, &state, memories, NULL);
  return save_text (&data);
}

/* A save of the second round of a game, in the play phase with melds on
 * the table, with its history; the first round's moves go to earlier
 * (when not NULL). */
static char *
history_save (CnVariant  variant,
              int        players,
              GArray    *earlier)
{
  const CnRules *rules = cn_rules_get (variant);
  g_autofree CnMoveList *scratch = g_new (CnMoveList, 1);
  g_autofree CnState *state = g_new0 (CnState, 1);
  History history = { 0 };
  CnAiMemory memories[CN_MAX_SEATS];
  g_auto(CnSaveData) data = { 0 };
  CnGame game;
  uint64_t rng[4];
  char *text;

  cn_game_init (&game, rules, NULL, players, 4242);
  cn_rng_seed (rng, 4242);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    cn_ai_memory_init (&memories[seat], seat < players ? seat : 0, seat);

  for (int round = 0; round < 2; round++)
    {
      cn_game_start_round (&game, state);
      history_start (&history, &game, state);
      for (int i = 0; i < 2000 && state->phase != CN_PHASE_ROUND_OVER; i++)
        {
          CnMove move;

          if (round == 1 && history.moves->len >= 24 && state->phase == CN_PHASE_PLAY &&
              state->n_melds[0] > 0 && state->n_melds[1] > 0)
            break;
          choose (state, rng, scratch, &move);
          g_assert_true (cn_apply (state, &move, NULL, NULL));
          g_array_append_val (history.moves, move);
        }
      if (round == 0)
        {
          CnRoundScore score;

          g_assert_cmpint (state->phase, ==, CN_PHASE_ROUND_OVER);
          if (earlier != NULL)
            g_array_append_vals (earlier, history.moves->data, history.moves->len);
          cn_state_score (state, &score);
          cn_game_end_round (&game, &score);
        }
    }
  g_assert_cmpint (state->phase, ==, CN_PHASE_PLAY);
  g_assert_cmpint (game.round, ==, 1);

  fill_save (&data, &game, state, memories, &history);
  text = save_text (&data);
  g_array_unref (history.moves);
  return text;
}

static JsonArray *
history_moves (JsonNode *root)
{
  JsonObject *history = json_object_get_object_member (json_node_get_object (root), "history");

  return json_object_get_array_member (history, "moves");
}

/* Loads text, which must hold a history from the deal. */
static void
load_history_save (const char *text,
                   CnSaveData *data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (cn_save_from_bytes ((const guint8 *) text, strlen (text), data, &error));
  g_assert_no_error (error);
  g_assert_true (data->has_history);
  g_assert_true (data->history_from_deal);
}

/* A save of format 4 holds the round's history from its deal, in the
 * scenarios' move form, and gives it back; the file stays small. */
static void
test_history_round_trip (void)
{
  for (CnVariant variant = 0; variant < CN_N_VARIANTS; variant++)
    {
      g_autoptr(GArray) earlier = g_array_new (FALSE, FALSE, sizeof (CnMove));
      g_autofree char *text = history_save (variant, 4, earlier);
      g_autoptr(JsonNode) root = parse_text (text);
      JsonObject *history = json_object_get_object_member (json_node_get_object (root), "history");
      g_auto(CnSaveData) data = { 0 };
      g_autofree CnState *replayed = g_new (CnState, 1);
      g_autofree char *again = NULL;

      load_history_save (text, &data);
      g_assert_cmpint (data.version, ==, CN_SAVE_FORMAT_VERSION);
      g_assert_cmpint (data.history_round, ==, 1);
      g_assert_cmpstr (json_object_get_string_member (history, "start"), ==, "deal");
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (history, "moves")),
                        ==, data.history->len);
      g_assert_cmpuint (data.history->len, ==, data.state.move_count);
      g_assert_cmpuint (data.history_start.move_count, ==, 0);

      /* The moves replay from the deal to the round saved. */
      g_assert_true (cn_replay (&data.history_start, (const CnMove *) data.history->data,
                                (int) data.history->len, replayed, NULL));
      assert_same_state (replayed, &data.state);

      again = save_text (&data);
      g_assert_cmpstr (again, ==, text);
      g_test_message ("%s: %u moves of history, %zu bytes", cn_rules_get (variant)->id,
                      data.history->len, strlen (text));
    }
}

/* Saves of formats 1 to 3 have no history: they load without one, and a
 * "history" in them is a key they do not have. */
static void
test_history_older_formats (void)
{
  g_autofree char *text = history_save (CN_VARIANT_CLASSIC, 4, NULL);
  g_autoptr(JsonNode) root = parse_text (text);
  JsonObject *object = json_node_get_object (root);
  g_autoptr(JsonNode) history = json_node_copy (json_object_get_member (object, "history"));
  g_auto(CnSaveData) data = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *v3 = NULL;
  g_autofree char *v3_with = NULL;
  g_autofree char *v4_without = NULL;
  g_autofree char *again = NULL;

  /* The story came later still (format 5), and the past (format 6). */
  json_object_remove_member (object, "story");
  json_object_remove_member (object, "past");
  json_object_remove_member (object, "history");
  json_object_set_int_member (object, "version", 3);
  v3 = node_text (root);
  g_assert_true (cn_save_from_bytes ((const guint8 *) v3, strlen (v3), &data, &error));
  g_assert_no_error (error);
  g_assert_cmpint (data.version, ==, 3);
  g_assert_false (data.has_history);
  g_assert_null (data.history);

  /* Saved again, it is of the current format, its history starting where
   * it is. */
  again = save_text (&data);
  cn_save_data_clear (&data);
  g_assert_true (cn_save_from_bytes ((const guint8 *) again, strlen (again), &data, &error));
  g_assert_cmpint (data.version, ==, CN_SAVE_FORMAT_VERSION);
  g_assert_true (data.has_history);
  g_assert_false (data.history_from_deal);
  g_assert_cmpuint (data.history->len, ==, 0);
  assert_same_state (&data.history_start, &data.state);

  json_object_set_member (object, "history", json_node_ref (history));
  v3_with = node_text (root);
  assert_refused (v3_with, -1, CN_SAVE_ERROR_INVALID,
                  "unknown key \"history\" in a file of format 3");

  json_object_remove_member (object, "history");
  json_object_set_int_member (object, "version", 4);
  v4_without = node_text (root);
  assert_refused (v4_without, -1, CN_SAVE_ERROR_INVALID, "missing \"history\"");
}

/* A history that does not replay to the round saved is a broken save,
 * refused with what is wrong and where. */
static void
test_history_refused (void)
{
  g_autoptr(GArray) earlier = g_array_new (FALSE, FALSE, sizeof (CnMove));
  g_autofree char *text = history_save (CN_VARIANT_CLASSIC, 4, earlier);
  g_auto(CnSaveData) data = { 0 };
  guint n;

  load_history_save (text, &data);
  n = data.history->len;

  /* An illegal move: a discard of a card the seat does not hold. */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    g_autofree CnState *step = g_memdup2 (&data.history_start, sizeof (CnState));
    g_autofree char *edited = NULL;
    g_autofree char *what = NULL;
    guint k = 0;
    CnMove move;
    CnCard absent = 0;

    while (g_array_index (data.history, CnMove, k).kind != CN_MOVE_DISCARD)
      g_assert_true (cn_apply (step, &g_array_index (data.history, CnMove, k++), NULL, NULL));
    move = g_array_index (data.history, CnMove, k);
    for (CnCard card = 0; card < CN_N_KINDS && absent == 0; card++)
      if (cn_card_valid (card) && cn_card_is_natural (card) &&
          step->hand[move.seat][card] == 0)
        absent = card;
    g_assert_cmpint (absent, !=, 0);
    {
      JsonObject *discard = json_array_get_object_element (history_moves (root), k);
      char name[4];

      json_object_set_string_member (discard, "card", cn_card_to_string (absent, name));
    }
    edited = node_text (root);
    what = g_strdup_printf ("history.moves[%u]: the engine refuses this move at move %u of the "
                            "round", k, k);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID, what);
  }

  /* A history that replays, but to another position than the round: two
   * natural cards of different ranks swapped between two hands. */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    JsonObject *round = json_object_get_object_member (json_node_get_object (root), "round");
    JsonArray *hands = json_object_get_array_member (round, "hands");
    JsonArray *a = json_array_get_array_element (hands, 1);
    JsonArray *b = json_array_get_array_element (hands, 2);
    g_autofree char *edited = NULL;
    g_autofree char *card_a = NULL;
    g_autofree char *card_b = NULL;
    guint ia = 0;
    guint ib = 0;

    for (; ia < json_array_get_length (a); ia++)
      {
        CnCard card;

        g_assert_true (cn_card_parse (json_array_get_string_element (a, ia), &card));
        if (cn_card_is_natural (card))
          break;
      }
    for (; ib < json_array_get_length (b); ib++)
      {
        CnCard ca;
        CnCard cb;

        g_assert_true (cn_card_parse (json_array_get_string_element (a, ia), &ca));
        g_assert_true (cn_card_parse (json_array_get_string_element (b, ib), &cb));
        if (cn_card_is_natural (cb) && cn_card_rank (cb) != cn_card_rank (ca))
          break;
      }
    g_assert_cmpuint (ia, <, json_array_get_length (a));
    g_assert_cmpuint (ib, <, json_array_get_length (b));
    card_a = g_strdup (json_array_get_string_element (a, ia));
    card_b = g_strdup (json_array_get_string_element (b, ib));
    json_array_remove_element (a, ia);
    json_array_remove_element (b, ib);
    json_array_add_string_element (a, card_b);
    json_array_add_string_element (b, card_a);
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID,
                    "history: the moves replay to another position than the round saved");
  }

  /* A history of another round: the round before, by its number ... */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    JsonObject *history = json_object_get_object_member (json_node_get_object (root), "history");
    g_autofree char *edited = NULL;

    json_object_set_int_member (history, "round", 0);
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID,
                    "history.round: the history is of round 0, the round saved is round 1");
  }
  /* ... or by its moves, which do not replay from this round's deal. */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    g_autoptr(JsonArray) moves = json_array_new ();
    g_autofree char *edited = NULL;

    for (guint i = 0; i < earlier->len; i++)
      json_array_add_element (moves, cn_scenario_move_to_json (&g_array_index (earlier, CnMove, i)));
    json_object_set_array_member (json_object_get_object_member (json_node_get_object (root),
                                                                  "history"),
                                  "moves", g_steal_pointer (&moves));
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID, "history.moves[");
  }

  /* A history cut short: its last moves are missing ... */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    g_autofree char *edited = NULL;
    g_autofree char *what = NULL;

    for (int i = 0; i < 3; i++)
      json_array_remove_element (history_moves (root), json_array_get_length (history_moves (root)) - 1);
    edited = node_text (root);
    what = g_strdup_printf ("history.moves: the history stops at move %u of the round, the round "
                            "saved is at move %u: moves are missing", n - 3, n);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID, what);
  }
  /* ... or the file itself ends in the middle of the history. */
  {
    const char *at = strstr (text, "\"moves\"");
    g_autofree char *cut = NULL;

    g_assert_nonnull (at);
    cut = g_strndup (text, (gsize) (at - text) + 200);
    assert_refused (cut, -1, CN_SAVE_ERROR_CORRUPT, NULL);
  }

  /* Its moves hold the keys of a move and no other. */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    g_autofree char *edited = NULL;

    json_object_set_string_member (json_array_get_object_element (history_moves (root), 2),
                                   "comment", "hand-edited");
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID,
                    "history.moves[2]: unknown key \"comment\"");
    json_object_remove_member (json_array_get_object_element (history_moves (root), 2), "comment");
    json_object_set_string_member (json_array_get_object_element (history_moves (root), 2),
                                   "do", "shuffle");
    g_clear_pointer (&edited, g_free);
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID,
                    "history.moves[2].do: unknown move \"shuffle\"");
  }

  /* Its start is the deal, or a position. */
  {
    g_autoptr(JsonNode) root = parse_text (text);
    JsonObject *history = json_object_get_object_member (json_node_get_object (root), "history");
    g_autofree char *edited = NULL;

    json_object_set_string_member (history, "start", "shuffle");
    edited = node_text (root);
    assert_refused (edited, -1, CN_SAVE_ERROR_INVALID,
                    "history.start: \"shuffle\" is not a position nor \"deal\"");
  }
}

/* --------------------------------------------------------- refusals */

static void
test_refuse_corrupt (void)
{
  static const guint8 not_utf8[] = "{\"format\": \"canasta-save\xff\"}";
  g_autoptr(GString) deep = g_string_new (NULL);

  assert_refused ("", 0, CN_SAVE_ERROR_CORRUPT, "empty");
  assert_refused ("this is not a save", -1, CN_SAVE_ERROR_CORRUPT, "not valid JSON");
  assert_refused ((const char *) not_utf8, sizeof not_utf8 - 1, CN_SAVE_ERROR_CORRUPT, "UTF-8");
  assert_refused ("{} {}", -1, CN_SAVE_ERROR_CORRUPT, "more text after");
  /* A key twice: refused, not the last one winning. */
  assert_refused ("{\"format\": \"canasta-save\", \"version\": 2, \"version\": 1}", -1,
                  CN_SAVE_ERROR_CORRUPT, "line 1: the key \"version\" appears twice in one object");
  assert_refused ("{\"format\": \"canasta-save\", \"round\": {\"turn\": 1,\n\"turn\": 2}}", -1,
                  CN_SAVE_ERROR_CORRUPT, "line 2: the key \"turn\" appears twice");
  /* A NUL byte is said to be one: the file is binary data. */
  assert_refused ("{\"format\": \"canasta-save\"\0}", 27, CN_SAVE_ERROR_CORRUPT,
                  "a NUL byte (byte 26)");
  /* Whatever json-glib quotes from the file reaches the message escaped. */
  assert_refused ("[\"a\033[2Jb\nc\" 1]", -1, CN_SAVE_ERROR_CORRUPT, "\"a\\u001b[2Jb\\nc\"");
  assert_refused ("{\"version\": 99999999999999999999999}", -1, CN_SAVE_ERROR_CORRUPT,
                  "number out of range");
  for (int i = 0; i < 10000; i++)
    g_string_append_c (deep, '[');
  assert_refused (deep->str, -1, CN_SAVE_ERROR_CORRUPT, "nested deeper");
  assert_refused ("[1, 2]", -1, CN_SAVE_ERROR_FORMAT, "not a Canasta save");
  assert_refused ("\"canasta-save\"", -1, CN_SAVE_ERROR_FORMAT, "not a Canasta save");
  assert_refused ("{\"format\": \"canasta-statistics\", \"version\": 1}", -1,
                  CN_SAVE_ERROR_FORMAT, "not a Canasta save");
  assert_refused ("{\"version\": 1}", -1, CN_SAVE_ERROR_FORMAT, "no \"format\"");
  /* json-glib turns a lone surrogate escape into bytes that are not UTF-8
   * (found by the fuzzer): refused before any such string gets out. */
  assert_refused ("{\"format\": \"canasta-save\", \"x\\ud800y\": 1}", -1,
                  CN_SAVE_ERROR_CORRUPT, "not valid Unicode");
  assert_refused ("{\"format\": \"canasta-save\", \"seats\": [{\"name\": \"\\ud800zz\"}]}", -1,
                  CN_SAVE_ERROR_CORRUPT, "seats[0].name: a string is not valid Unicode");
  /* Read as infinity, which json-glib would write as "inf" (the fuzzer
   * again): the app section would make the next save unreadable. */
  assert_refused ("{\"format\": \"canasta-save\", \"app\": {\"x\": -1e999}}", -1,
                  CN_SAVE_ERROR_CORRUPT, "app.x: number out of range");
  assert_refused ("{\"format\": 7}", -1, CN_SAVE_ERROR_FORMAT, "expected a string");
}

static void
test_refuse_truncated (void)
{
  g_autofree char *text = sample_save ();
  gsize length = strlen (text);

  /* The text ends "}\n": every shorter prefix is broken JSON, and the one
   * without the newline is the whole object. */
  g_assert_true (g_str_has_suffix (text, "}\n"));
  for (gsize n = 0; n + 1 < length; n++)
    assert_refused (text, (gssize) n, CN_SAVE_ERROR_CORRUPT, NULL);
  {
    g_auto(CnSaveData) data = { 0 };
    g_autoptr(GError) error = NULL;

    g_assert_true (cn_save_from_bytes ((const guint8 *) text, length - 1, &data, &error));
    g_assert_no_error (error);
  }
  g_test_message ("%" G_GSIZE_FORMAT " truncated copies refused", length - 1);
}

static void
test_refuse_version (void)
{
  g_autofree char *text = sample_save ();
  g_autoptr(JsonNode) root = parse_text (text);
  JsonObject *object = json_node_get_object (root);
  g_autofree char *future = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *message = NULL;

  json_object_set_int_member (object, "version", CN_SAVE_FORMAT_VERSION + 1);
  /* A newer format may hold keys this one does not know: the version is
   * what is reported. */
  json_object_set_string_member (object, "new_in_a_newer_format", "x");
  future = node_text (root);
  message = g_strdup_printf ("saved by a newer Canasta (format %d); this version reads format %d",
                             CN_SAVE_FORMAT_VERSION + 1, CN_SAVE_FORMAT_VERSION);
  assert_refused (future, -1, CN_SAVE_ERROR_VERSION, message);

  json_object_set_int_member (object, "version", 0);
  zero = node_text (root);
  assert_refused (zero, -1, CN_SAVE_ERROR_INVALID, "there is no format 0");

  json_object_set_string_member (object, "version", "1");
  g_clear_pointer (&zero, g_free);
  zero = node_text (root);
  assert_refused (zero, -1, CN_SAVE_ERROR_INVALID, "version: expected an integer, found a string");
}

typedef void (*Edit) (JsonObject *root, JsonObject *round);

static void
assert_edit_refused (Edit        edit,
                     const char *what)
{
  g_autofree char *text = sample_save ();
  g_autoptr(JsonNode) root = parse_text (text);
  JsonObject *object = json_node_get_object (root);
  g_autofree char *edited = NULL;

  edit (object, json_object_get_object_member (object, "round"));
  edited = node_text (root);
  assert_refused (edited, -1, CN_SAVE_ERROR_INVALID, what);
}

static JsonArray *
hand_of (JsonObject *round,
         int         seat)
{
  return json_array_get_array_element (json_object_get_array_member (round, "hands"), seat);
}

static JsonObject *
seat_of (JsonObject *root,
         int         seat)
{
  return json_array_get_object_element (json_object_get_array_member (root, "seats"), seat);
}

static void
edit_players_string (JsonObject *root,
                     JsonObject *round)
{
  json_object_set_string_member (root, "players", "4");
}

static void
edit_players_five (JsonObject *root,
                   JsonObject *round)
{
  json_object_set_int_member (root, "players", 5);
}

static void
edit_variant (JsonObject *root,
              JsonObject *round)
{
  json_object_set_string_member (root, "variant", "pinochle");
}

static void
edit_unknown_key (JsonObject *root,
                  JsonObject *round)
{
  json_object_set_int_member (round, "hand", 3);
}

static void
edit_missing_key (JsonObject *root,
                  JsonObject *round)
{
  json_object_remove_member (round, "stock");
}

static void
edit_unknown_card (JsonObject *root,
                   JsonObject *round)
{
  json_array_add_string_element (hand_of (round, 2), "ZZ");
}

static void
edit_long_card (JsonObject *root,
                JsonObject *round)
{
  json_array_add_string_element (hand_of (round, 2), "10HHHHHHHHHHHHHHH");
}

static void
edit_card_number (JsonObject *root,
                  JsonObject *round)
{
  json_array_add_int_element (hand_of (round, 2), 7);
}

static void
edit_too_many_copies (JsonObject *root,
                      JsonObject *round)
{
  /* The decks hold two of each card; a third king of spades anywhere is one too many. */
  for (int i = 0; i < 3; i++)
    json_array_add_string_element (hand_of (round, 1), "KS");
}

static void
edit_card_missing (JsonObject *root,
                   JsonObject *round)
{
  json_array_remove_element (json_object_get_array_member (round, "stock"), 0);
}

static void
edit_turn_range (JsonObject *root,
                 JsonObject *round)
{
  json_object_set_int_member (round, "turn", 4);
}

static void
edit_turn_negative (JsonObject *root,
                    JsonObject *round)
{
  json_object_set_int_member (round, "turn", -1);
}

static void
edit_dealer_huge (JsonObject *root,
                  JsonObject *round)
{
  json_object_set_int_member (round, "dealer", 1000000000000);
}

static void
edit_phase_draw (JsonObject *root,
                 JsonObject *round)
{
  json_object_set_string_member (round, "phase", "draw");
  json_object_set_boolean_member (round, "turn_melded", TRUE);
}

static void
edit_phase_unknown (JsonObject *root,
                    JsonObject *round)
{
  json_object_set_string_member (round, "phase", "napping");
}

static void
edit_round_over_no_end (JsonObject *root,
                        JsonObject *round)
{
  json_object_set_string_member (round, "phase", "round-over");
}

static void
edit_asking_melded (JsonObject *root,
                    JsonObject *round)
{
  json_object_set_string_member (round, "phase", "asking");
  json_object_set_boolean_member (round, "asked", TRUE);
  json_object_set_boolean_member (round, "turn_melded", TRUE);
}

static void
edit_answer_unasked (JsonObject *root,
                     JsonObject *round)
{
  json_object_set_string_member (round, "answer", "yes");
  json_object_set_boolean_member (round, "asked", FALSE);
}

static void
edit_scores_side (JsonObject *root,
                  JsonObject *round)
{
  json_array_add_int_element (json_object_get_array_member (round, "scores"), 5);
}

static void
edit_score_huge (JsonObject *root,
                 JsonObject *round)
{
  json_array_remove_element (json_object_get_array_member (round, "scores"), 0);
  json_array_add_int_element (json_object_get_array_member (round, "scores"), 1000000000000);
}

static void
edit_rng_zero (JsonObject *root,
               JsonObject *round)
{
  JsonArray *rng = json_array_new ();

  for (int i = 0; i < 4; i++)
    json_array_add_string_element (rng, "0");
  json_object_set_array_member (round, "rng", rng);
}
static void
edit_rng_text (JsonObject *root,
               JsonObject *round)
{
  json_array_remove_element (json_object_get_array_member (round, "rng"), 0);
  json_array_add_string_element (json_object_get_array_member (round, "rng"), "0x12345");
}

static void
edit_opened_without_melds (JsonObject *root,
                           JsonObject *round)
{
  JsonArray *opened = json_array_new ();

  /* Neither side had opened when the turn began, says the file, though
   * both have melds from earlier turns. "opened" is a key of format 1
   * only, the engine's own flag; format 2 reads it from the cards. */
  json_array_add_boolean_element (opened, FALSE);
  json_array_add_boolean_element (opened, FALSE);
  json_object_set_array_member (round, "opened", opened);
  json_object_set_int_member (root, "version", 1);
  /* Nor do the keys later formats added. */
  json_object_remove_member (root, "history");
  json_object_remove_member (root, "story");
  json_object_remove_member (root, "past");
}

static void
edit_opened_in_version_2 (JsonObject *root,
                          JsonObject *round)
{
  JsonArray *opened = json_array_new ();

  json_array_add_boolean_element (opened, TRUE);
  json_array_add_boolean_element (opened, TRUE);
  json_object_set_array_member (round, "opened", opened);
}
static void
edit_red_three_in_hand (JsonObject *root,
                        JsonObject *round)
{
  /* A red three from the stock into the hand of a seat that has played. */
  JsonArray *stock = json_object_get_array_member (round, "stock");
  JsonArray *kept = json_array_new ();
  gboolean moved = FALSE;

  for (guint i = 0; i < json_array_get_length (stock); i++)
    {
      const char *card = json_array_get_string_element (stock, i);

      if (!moved && (g_str_equal (card, "3H") || g_str_equal (card, "3D")))
        {
          json_array_add_string_element (hand_of (round, 0), card);
          moved = TRUE;
        }
      else
        json_array_add_string_element (kept, card);
    }
  g_assert_true (moved);
  json_object_set_array_member (round, "stock", kept);
}
static void
edit_bad_meld (JsonObject *root,
               JsonObject *round)
{
  JsonArray *melds = json_array_get_array_element (json_object_get_array_member (round, "melds"),
                                                   0);
  JsonArray *meld = json_array_get_array_element (melds, 0);

  /* Four jokers more on the first meld: refused there, as more wilds
   * than a meld may hold or more jokers than the decks hold. */
  json_array_add_string_element (meld, "JK");
  json_array_add_string_element (meld, "JK");
  json_array_add_string_element (meld, "JK");
  json_array_add_string_element (meld, "JK");
}
static void
edit_seat_kind (JsonObject *root,
                JsonObject *round)
{
  json_object_set_string_member (seat_of (root, 2), "kind", "robot");
}

static void
edit_seat_level (JsonObject *root,
                 JsonObject *round)
{
  json_object_set_string_member (seat_of (root, 2), "level", "rm -rf /");
}

static void
edit_seat_name_long (JsonObject *root,
                     JsonObject *round)
{
  g_autofree char *name = g_strnfill (200, 'x');

  json_object_set_string_member (seat_of (root, 0), "name", name);
}
static void
edit_seats_count (JsonObject *root,
                  JsonObject *round)
{
  json_array_remove_element (json_object_get_array_member (root, "seats"), 3);
}

static void
edit_human_memory (JsonObject *root,
                   JsonObject *round)
{
  json_object_set_object_member (seat_of (root, 0), "memory", json_object_new ());
}

static void
edit_winner (JsonObject *root,
             JsonObject *round)
{
  json_object_set_int_member (json_object_get_object_member (root, "game"), "winner", 1);
}

static void
edit_winner_range (JsonObject *root,
                   JsonObject *round)
{
  json_object_set_boolean_member (json_object_get_object_member (root, "game"), "over", TRUE);
  json_object_set_int_member (json_object_get_object_member (root, "game"), "winner", 2);
}

static void
edit_app_array (JsonObject *root,
                JsonObject *round)
{
  json_object_set_array_member (root, "app", json_array_new ());
}

static void
edit_fraction (JsonObject *root,
               JsonObject *round)
{
  json_object_set_double_member (round, "turn_points", 1.5);
}

static void
edit_turn_points (JsonObject *root,
                  JsonObject *round)
{
  json_object_set_int_member (round, "turn_points", 30000);
}

static void
edit_sideways (JsonObject *root,
               JsonObject *round)
{
  json_object_set_int_member (round, "discard_sideways", 150);
}

static void
edit_seat_twice (JsonObject *root,
                 JsonObject *round)
{
  JsonArray *had = json_array_new ();

  json_array_add_int_element (had, 0);
  json_array_add_int_element (had, 0);
  json_object_set_array_member (round, "had_turn", had);
}
static void
edit_went_out_with_cards (JsonObject *root,
                          JsonObject *round)
{
  json_object_set_string_member (round, "phase", "round-over");
  json_object_set_string_member (round, "end", "went-out");
  json_object_set_int_member (round, "out_seat", json_object_get_int_member (round, "turn"));
}
static void
edit_options_key (JsonObject *root,
                  JsonObject *round)
{
  json_object_set_boolean_member (json_object_get_object_member (root, "options"), "jokers_wild", TRUE);
}

static void
edit_turn_naturals (JsonObject *root,
                    JsonObject *round)
{
  json_object_set_int_member (json_object_get_object_member (round, "turn_naturals"), "Q", 150);
}

static void
edit_turn_rank (JsonObject *root,
                JsonObject *round)
{
  json_object_set_int_member (json_object_get_object_member (round, "turn_naturals"), "Z", 1);
}

static void
edit_empty_hand (JsonObject *root,
                 JsonObject *round)
{
  /* Seat 2's cards go to the bottom of the stock: every card is still in
   * one place, but a seat without cards in the middle of a round is one
   * that went out without ending it. */
  JsonArray *hand = hand_of (round, 2);
  JsonArray *stock = json_object_get_array_member (round, "stock");

  while (json_array_get_length (hand) > 0)
    {
      json_array_add_string_element (stock, json_array_get_string_element (hand, 0));
      json_array_remove_element (hand, 0);
    }
}

static void
test_refuse_edits (void)
{
  static const struct { Edit edit; const char *what; } cases[] = {
    { edit_players_string, "players: expected an integer, found a string" },
    { edit_players_five, "classic is not played by 5 players" },
    { edit_variant, "unknown variant \"pinochle\"" },
    { edit_unknown_key, "round: unknown key \"hand\"" },
    { edit_missing_key, "round: missing \"stock\"" },
    { edit_unknown_card, "round.hands[2]" },
    { edit_long_card, "unknown card" },
    { edit_card_number, "expected a string, found an integer" },
    { edit_too_many_copies, "too many KS (more than the 2 the decks hold)" },
    { edit_card_missing, "on the table; the decks hold" },
    { edit_turn_range, "round.turn: no seat 4 in a 4-player game (seats 0 to 3)" },
    { edit_turn_negative, "round.turn: no seat -1" },
    { edit_dealer_huge, "round.dealer: no seat 1000000000000" },
    { edit_phase_draw, "the phase is draw but the turn has already begun" },
    { edit_phase_unknown, "unknown value \"napping\"" },
    { edit_round_over_no_end, "the round is over but does not say how it ended" },
    { edit_asking_melded, "the phase is asking but the turn does not match" },
    { edit_answer_unasked, "an answer to a question nobody asked" },
    { edit_scores_side, "expected 2 entries, one per side, found 3" },
    { edit_score_huge, "out of range" },
    { edit_rng_zero, "all zeros is impossible" },
    { edit_rng_text, "not a 64-bit hexadecimal number" },
    { edit_opened_without_melds, "had melds before this turn but has not opened" },
    { edit_opened_in_version_2, "round: unknown key \"opened\"" },
    { edit_red_three_in_hand, "holds a red three after its first turn" },
    { edit_bad_meld, "round.melds[0][0]" },
    { edit_seat_kind, "seats[2].kind: unknown value \"robot\"" },
    { edit_seat_level, "is not a computer level" },
    { edit_seat_name_long, "is too long" },
    { edit_seats_count, "seats: expected 4 entries, one per seat, found 3" },
    { edit_human_memory, "a human seat has no computer level or memory" },
    { edit_winner, "the game has a winner but is not over" },
    { edit_winner_range, "game.winner: 2 is out of range" },
    { edit_app_array, "app: expected an object, found an array" },
    { edit_fraction, "expected an integer, found a number with a fraction" },
    { edit_turn_points, "points melded this turn" },
    { edit_sideways, "set sideways" },
    { edit_seat_twice, "seat 0 is listed twice" },
    { edit_went_out_with_cards, "went out holding" },
    { edit_options_key, "options: unknown key \"jokers_wild\"" },
    { edit_turn_naturals, "more cards melded this turn on Q" },
    { edit_turn_rank, "unknown rank \"Z\"" },
    { edit_empty_hand, "seat 2 holds no cards in the middle of the round" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_edit_refused (cases[i].edit, cases[i].what);
}

/* Found by the fuzzer: a uruguayan save whose "turn" was changed to a seat
 * holding one card in the play phase. Every card is in its place, but that
 * seat can neither discard (going out needs permission) nor meld: the
 * game would be stuck, and the simple bot asserts on an empty move list. */
static void
test_refuse_stuck (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus",
                                                 "regress-no-legal-move.json", NULL);
  g_autofree char *text = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  assert_refused (text, (gssize) length, CN_SAVE_ERROR_INVALID,
                  "seat 1 has no legal move: the round could not go on");
}

/* The fuzzer's seeds double as fixtures: the saves of every variant and
 * phase load (so the format has not drifted from them), the crashes the
 * fuzzer found are refused, and the rest are not saves. */
static void
test_corpus (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", NULL);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  int loaded = 0;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_auto(CnSaveData) data = { 0 };
      g_autoptr(GError) error = NULL;
      gboolean should_load = !g_str_has_prefix (name, "regress-") &&
                             !g_str_has_prefix (name, "refuse-") &&
                             !g_str_has_prefix (name, "statistics") &&
                             !g_str_has_prefix (name, "future-");

      if (cn_save_read (path, &data, &error) != should_load)
        g_error ("%s: %s", name, error ? error->message : "loaded, but should not");
      if (should_load)
        loaded++;
      else
        g_assert_error (error, CN_SAVE_ERROR, error->code);
      /* The broken histories are refused for their history. */
      if (g_str_has_prefix (name, "refuse-history-"))
        {
          g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID);
          g_assert_nonnull (strstr (error->message, ": history"));
        }
      if (g_str_has_suffix (name, "-history.json"))
        {
          g_assert_true (data.has_history);
          g_assert_cmpuint (data.history->len, >, 0);
        }
    }
  g_assert_cmpint (loaded, >=, 8);
}

/* Random damage to a good file: whatever happens, no crash, and a refusal
 * always comes with a message. */
static void
test_refuse_mutations (void)
{
  g_autofree char *text = sample_save ();
  gsize length = strlen (text);
  uint64_t rng[4];
  int refused = 0;

  cn_rng_seed (rng, 7);
  for (int i = 0; i < 3000; i++)
    {
      g_autofree char *copy = g_strdup (text);
      g_auto(CnSaveData) data = { 0 };
      g_autoptr(GError) error = NULL;
      int flips = 1 + (int) cn_rng_below (rng, 4);

      for (int f = 0; f < flips; f++)
        copy[cn_rng_below (rng, (uint32_t) length)] = (char) cn_rng_below (rng, 256);
      if (!cn_save_from_bytes ((const guint8 *) copy, length, &data, &error))
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == CN_SAVE_ERROR);
          g_assert_cmpstr (error->message, !=, "");
          refused++;
        }
      else
        g_assert_no_error (error);
    }
  g_test_message ("%d of 3000 damaged copies refused", refused);
}

/* --------------------------------------------------------- the disk */

static char *
make_tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static int
count_files (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  int n = 0;

  while (handle != NULL && g_dir_read_name (handle) != NULL)
    n++;
  return n;
}

static void
test_file (void)
{
  g_autofree char *tmp = make_tmp_dir ();
  g_autofree char *dir = g_build_filename (tmp, "deeper", "canasta", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *text = sample_save ();
  g_auto(CnSaveData) data = { 0 };
  g_auto(CnSaveData) back = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GStatBuf st;

  g_assert_true (cn_save_from_bytes ((const guint8 *) text, strlen (text), &data, &error));
  g_assert_no_error (error);

  /* No file yet: "nothing to resume", told apart from a broken save. */
  g_assert_false (cn_save_read (path, &back, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* Written into a directory that did not exist, private to the user. */
  g_assert_true (cn_save_write (path, &data, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);

  /* Again over it: one file, no temporary left behind. (The history is
   * of the round in play, so it moves with it.) */
  data.game.round = 1;
  data.history_round = 1;
  g_assert_true (cn_save_write (path, &data, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_files (dir), ==, 1);

  g_assert_true (cn_save_read (path, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.game.round, ==, 1);
  assert_same_state (&data.state, &back.state);

  /* Data that does not hang together is not written, and the good save
   * stays as it was. */
  {
    g_autofree char *before = NULL;
    g_autofree char *after = NULL;

    g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
    data.state.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)] += 3;
    data.state.hand_n[0] += 3;
    g_assert_false (cn_save_write (path, &data, &error));
    g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "refusing to save"));
    g_clear_error (&error);
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (before, ==, after);
    data.state.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)] -= 3;
    data.state.hand_n[0] -= 3;

    data.options.fixed_rounds = 3;
    g_assert_false (cn_save_write (path, &data, &error));
    g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID);
    g_clear_error (&error);
    data.options.fixed_rounds = 0;
  }

  /* A file too large to be a save is refused without being read in. */
  {
    g_autofree char *big = g_build_filename (tmp, "big.json", NULL);
    g_autofree char *blank = g_strnfill (CN_SAVE_MAX_BYTES + 1, ' ');

    g_assert_true (g_file_set_contents (big, blank, -1, NULL));
    g_assert_false (cn_save_read (big, &back, &error));
    g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_CORRUPT);
    g_assert_nonnull (strstr (error->message, "too large"));
    g_clear_error (&error);
  }

  /* A directory where the file should be. */
  g_assert_false (cn_save_read (dir, &back, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);

  {
    g_autofree char *default_path = cn_save_default_path ();

    g_assert_true (g_str_has_suffix (default_path, "/canasta/autosave.json"));
    g_assert_true (g_str_has_prefix (default_path, g_get_user_data_dir ()));
  }

  remove_tree (tmp);
}

static void
test_quarantine (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *text = sample_save ();
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CnSaveData) data = { 0 };
  const char *broken = "{\"format\": \"canasta-save\", \"version\": 1, \"round\": [";

  /* A save cut short by a full disk: refused, then moved aside whole. */
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_false (cn_save_read (path, &data, &error));
  g_assert_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "autosave.json"));
  g_clear_error (&error);

  first = cn_save_quarantine (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_true (g_str_has_prefix (first, path));
  g_assert_nonnull (strstr (first, ".broken-"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (first, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, broken);
  g_clear_pointer (&contents, g_free);

  /* A second broken save in the same second goes beside the first, which
   * stays as it was. */
  text[strlen (text) / 2] = '\0';
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  second = cn_save_quarantine (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, !=, second);
  g_assert_true (g_file_get_contents (first, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, broken);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (second, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);
  g_assert_cmpint (count_files (dir), ==, 2);

  /* Nothing to move. */
  g_assert_null (cn_save_quarantine (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  remove_tree (dir);
}

/* --------------------------------------------------------- statistics */

static void
record_game (CnStats   *stats,
             CnVariant  variant,
             gboolean   won,
             int        total)
{
  CnGame game;

  cn_game_init (&game, cn_rules_get (variant), NULL, 4, 1);
  game.over = TRUE;
  game.winner = won ? 0 : 1;
  game.scores[0] = total;
  game.scores[1] = 5100;
  g_assert_true (cn_stats_record_game (stats, &game, 0));
}

static void
test_stats_record (void)
{
  g_autoptr(CnStats) stats = cn_stats_new ();
  const CnVariantStats *v = cn_stats_get (stats, CN_VARIANT_CLASSIC);
  CnRoundScore score = { .n_sides = 2 };
  CnGame game;

  g_assert_cmpuint (v->games_played, ==, 0);
  g_assert_cmpfloat (cn_variant_stats_win_rate (v), ==, 0.0);

  score.sides[0].total = -120;
  score.sides[0].natural_canastas = 1;
  score.sides[0].mixed_canastas = 2;
  score.sides[1].total = 900;
  score.sides[1].natural_canastas = 5;
  cn_stats_record_round (stats, CN_VARIANT_CLASSIC, &score, 0);
  g_assert_cmpuint (v->rounds_played, ==, 1);
  g_assert_true (v->has_best_round);
  g_assert_cmpint (v->best_round_score, ==, -120);
  score.sides[0].total = 1450;
  cn_stats_record_round (stats, CN_VARIANT_CLASSIC, &score, 0);
  score.sides[0].total = 300;
  cn_stats_record_round (stats, CN_VARIANT_CLASSIC, &score, 0);
  g_assert_cmpuint (v->rounds_played, ==, 3);
  g_assert_cmpint (v->best_round_score, ==, 1450);
  g_assert_cmpuint (v->natural_canastas, ==, 3);
  g_assert_cmpuint (v->mixed_canastas, ==, 6);

  /* Won, won, lost, won, won, won: longest streak 3, current 3. */
  record_game (stats, CN_VARIANT_CLASSIC, TRUE, 5200);
  record_game (stats, CN_VARIANT_CLASSIC, TRUE, 6100);
  record_game (stats, CN_VARIANT_CLASSIC, FALSE, 3000);
  g_assert_cmpuint (v->current_streak, ==, 0);
  g_assert_cmpuint (v->longest_streak, ==, 2);
  record_game (stats, CN_VARIANT_CLASSIC, TRUE, 5000);
  record_game (stats, CN_VARIANT_CLASSIC, TRUE, 5000);
  record_game (stats, CN_VARIANT_CLASSIC, TRUE, 5000);
  g_assert_cmpuint (v->games_played, ==, 6);
  g_assert_cmpuint (v->games_won, ==, 5);
  g_assert_cmpuint (v->current_streak, ==, 3);
  g_assert_cmpuint (v->longest_streak, ==, 3);
  g_assert_cmpint (v->best_game_score, ==, 6100);
  g_assert_cmpfloat_with_epsilon (cn_variant_stats_win_rate (v), 5.0 / 6.0, 1e-9);

  /* Other variants are apart. */
  g_assert_cmpuint (cn_stats_get (stats, CN_VARIANT_ITALIAN)->games_played, ==, 0);

  /* A game still going is not counted. */
  cn_game_init (&game, cn_rules_get (CN_VARIANT_ITALIAN), NULL, 4, 1);
  g_assert_false (cn_stats_record_game (stats, &game, 0));
  g_assert_cmpuint (cn_stats_get (stats, CN_VARIANT_ITALIAN)->games_played, ==, 0);

  cn_stats_reset (stats);
  g_assert_cmpuint (v->games_played, ==, 0);
}

static void
test_stats_file (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "canasta", "statistics.json", NULL);
  g_autoptr(CnStats) stats = NULL;
  g_autoptr(CnStats) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *warning = NULL;
  CnRoundScore score = { .n_sides = 2 };

  /* No file: empty statistics, nothing to say. */
  stats = cn_stats_load (path, &warning, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stats);
  g_assert_null (warning);

  score.sides[0].total = 700;
  cn_stats_record_round (stats, CN_VARIANT_URUGUAYAN, &score, 0);
  record_game (stats, CN_VARIANT_URUGUAYAN, TRUE, 15400);
  record_game (stats, CN_VARIANT_FIFTEEN, FALSE, -200);
  g_assert_true (cn_stats_save (stats, path, &error));
  g_assert_no_error (error);

  back = cn_stats_load (path, &warning, &error);
  g_assert_no_error (error);
  g_assert_null (warning);
  for (int variant = 0; variant < CN_N_VARIANTS; variant++)
    g_assert_cmpmem (cn_stats_get (stats, variant), sizeof (CnVariantStats),
                     cn_stats_get (back, variant), sizeof (CnVariantStats));
  g_assert_cmpint (cn_stats_get (back, CN_VARIANT_FIFTEEN)->best_game_score, ==, -200);
  {
    g_autofree char *parent = g_path_get_dirname (path);

    g_assert_cmpint (count_files (parent), ==, 1);
  }

  {
    g_autofree char *default_path = cn_stats_default_path ();

    g_assert_true (g_str_has_suffix (default_path, "/canasta/statistics.json"));
  }
  remove_tree (dir);
}

static void
test_stats_migrate (void)
{
  /* From an older file: keys missing count from zero. */
  static const char older[] =
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {"
    "  \"classic\": {\"games_played\": 4, \"games_won\": 1}}}";
  /* From a newer one: keys and a variant this version does not know. */
  static const char newer[] =
    "{\"format\": \"canasta-statistics\", \"version\": 2, \"profile\": {\"name\": \"Ann\"},"
    " \"ratio\": 1.59, \"big\": 9.5e14, \"small\": -0.00025,"
    " \"variants\": {"
    "  \"classic\": {\"games_played\": 4, \"games_won\": 2, \"longest_streak\": 2,"
    "               \"current_streak\": 1, \"wild_canastas\": 3, \"average\": 1.5},"
    "  \"brazilian\": {\"games_played\": 9}}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CnStats) old_stats = cn_stats_from_bytes ((const guint8 *) older, strlen (older),
                                                      &error);
  g_autoptr(CnStats) new_stats = NULL;
  g_autoptr(CnStats) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  const CnVariantStats *v;
  JsonObject *variants;

  g_assert_no_error (error);
  v = cn_stats_get (old_stats, CN_VARIANT_CLASSIC);
  g_assert_cmpuint (v->games_played, ==, 4);
  g_assert_cmpuint (v->games_won, ==, 1);
  g_assert_cmpuint (v->rounds_played, ==, 0);
  g_assert_false (v->has_best_game);

  new_stats = cn_stats_from_bytes ((const guint8 *) newer, strlen (newer), &error);
  g_assert_no_error (error);
  v = cn_stats_get (new_stats, CN_VARIANT_CLASSIC);
  g_assert_cmpuint (v->games_won, ==, 2);
  g_assert_cmpuint (v->current_streak, ==, 1);

  /* What this version adds is saved; what the newer one had is kept. */
  record_game (new_stats, CN_VARIANT_CLASSIC, TRUE, 5050);
  bytes = cn_stats_to_bytes (new_stats);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  root = parse_text (text);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "version"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                     json_node_get_object (root), "profile"), "name"), ==, "Ann");
  variants = json_object_get_object_member (json_node_get_object (root), "variants");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (variants, "brazilian"),
                                               "games_played"), ==, 9);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (variants, "classic"),
                                               "wild_canastas"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (variants, "classic"),
                                               "games_played"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (variants, "classic"),
                                               "current_streak"), ==, 2);

  again = cn_stats_from_bytes (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  g_assert_cmpmem (cn_stats_get (again, CN_VARIANT_CLASSIC), sizeof (CnVariantStats),
                   cn_stats_get (new_stats, CN_VARIANT_CLASSIC), sizeof (CnVariantStats));
}

static void
test_stats_corrupt (void)
{
  static const char * const broken[] = {
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {\"classic\": {\"games_pl",
    "{\"format\": \"canasta-save\", \"version\": 1}",
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {\"classic\": {\"games_won\": \"many\"}}}",
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {\"classic\": {\"games_won\": 3, \"games_played\": 2}}}",
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {\"classic\": {\"games_played\": -1}}}",
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": [1]}",
    "{\"format\": \"canasta-statistics\"}",
    "{\"format\": \"canasta-statistics\", \"version\": 2, \"new\": 1e999}",
    "{\"format\": \"canasta-statistics\", \"version\": 2, \"new\": [1e-300]}",
    "{\"format\": \"canasta-statistics\", \"version\": 2, \"new\": 9e15}",
    "\xff\xfe",
    "",
    "{\"format\": \"canasta-statistics\", \"version\": 1, \"variants\": {\"classic\": {\"games_played\": 3, \"games_played\": 5}}}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *dir = make_tmp_dir ();
      g_autofree char *path = g_build_filename (dir, "statistics.json", NULL);
      g_autoptr(CnStats) stats = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *warning = NULL;
      g_autoptr(GDir) handle = NULL;
      const char *name;
      gboolean found = FALSE;

      g_assert_true (g_file_set_contents (path, broken[i], -1, NULL));
      stats = cn_stats_load (path, &warning, &error);
      g_assert_no_error (error);
      g_assert_nonnull (stats);
      g_assert_nonnull (warning);
      g_assert_nonnull (strstr (warning, "start again from zero"));
      g_assert_cmpuint (cn_stats_get (stats, CN_VARIANT_CLASSIC)->games_played, ==, 0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      /* The broken file is kept, byte for byte, beside where it was. */
      handle = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (handle)) != NULL)
        {
          g_autofree char *moved = g_build_filename (dir, name, NULL);
          g_autofree char *contents = NULL;

          g_assert_true (g_str_has_prefix (name, "statistics.json.broken-"));
          g_assert_true (g_file_get_contents (moved, &contents, NULL, NULL));
          g_assert_cmpstr (contents, ==, broken[i]);
          found = TRUE;
        }
      g_assert_true (found);

      /* Counting starts again and saves normally. */
      g_assert_true (cn_stats_save (stats, path, &error));
      g_assert_no_error (error);
      remove_tree (dir);
    }
}

/* ------------------------------------------------- the data folder */

/* $HOME set to a file: every path under it gives ENOTDIR. That is no saved
 * game and no statistics, not a broken file; and the folder that cannot be
 * made is said as such. */
static void
test_folder_is_a_file (void)
{
  g_autofree char *tmp = make_tmp_dir ();
  g_autofree char *home = g_build_filename (tmp, "home", NULL);
  g_autofree char *dir = g_build_filename (home, ".local", "share", "canasta", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats_path = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnStats) stats = NULL;
  g_autofree char *warning = NULL;
  g_auto(CnSaveData) data;
  CnLock *lock;

  g_assert_true (g_file_set_contents (home, "not a folder", -1, NULL));

  g_assert_false (cn_save_read (path, &data, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_true (cn_save_error_is_missing (error));
  g_clear_error (&error);

  stats = cn_stats_load (stats_path, &warning, &error);
  g_assert_no_error (error);
  g_assert_null (warning);
  g_assert_nonnull (stats);
  g_assert_cmpuint (cn_stats_get (stats, CN_VARIANT_CLASSIC)->rounds_played, ==, 0);

  lock = cn_lock_take (dir, NULL, &error);
  g_assert_null (lock);
  g_assert_error (error, CN_LOCK_ERROR, CN_LOCK_ERROR_FOLDER);
  g_assert_nonnull (strstr (error->message, "Could not create"));

  /* A missing file in a real folder is missing too; a folder is not. */
  g_clear_error (&error);
  g_assert_false (cn_save_read (tmp, &data, &error));
  g_assert_false (cn_save_error_is_missing (error));

  remove_tree (tmp);
}

/* The lock is the process's: a second taker in the same process shares
 * it, another process is refused it while it is held, and gets it once it
 * is let go or its holder is killed. */
static void
test_lock_processes (void)
{
  g_autofree char *tmp = make_tmp_dir ();
  g_autofree char *dir = g_build_filename (tmp, "data", "canasta", NULL);
  g_autofree char *said = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) holder = NULL;
  gboolean first = FALSE;
  CnLock *lock;
  CnLock *again;

  lock = cn_lock_take (dir, &first, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
  g_assert_true (first);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  again = cn_lock_take (dir, &first, &error);
  g_assert_no_error (error);
  g_assert_true (again == lock);
  g_assert_false (first);

  /* Held here: another process is refused, as long as one taker here
   * keeps it. */
  holder = lock_holder_start (dir, &said);
  g_assert_cmpstr (said, ==, "refused");
  lock_holder_stop (holder);
  g_clear_object (&holder);
  g_clear_pointer (&said, g_free);
  cn_lock_release (again);
  holder = lock_holder_start (dir, &said);
  g_assert_cmpstr (said, ==, "refused");
  lock_holder_stop (holder);
  g_clear_object (&holder);
  g_clear_pointer (&said, g_free);
  cn_lock_release (lock);

  /* Let go here: the other process gets it, and this one is refused. */
  holder = lock_holder_start (dir, &said);
  g_assert_cmpstr (said, ==, "held");
  lock = cn_lock_take (dir, &first, &error);
  g_assert_null (lock);
  g_assert_error (error, CN_LOCK_ERROR, CN_LOCK_ERROR_BUSY);
  g_clear_error (&error);

  /* Killed (SIGKILL): the kernel lets the lock go with the process. */
  g_subprocess_force_exit (holder);
  g_assert_true (g_subprocess_wait (holder, NULL, NULL));
  lock = cn_lock_take (dir, &first, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
  g_assert_true (first);
  cn_lock_release (lock);

  remove_tree (tmp);
}

/* What a killed atomic write leaves (g_file_set_contents' "NAME.XXXXXX")
 * is removed, and nothing else: not a set-aside broken save, not a file
 * of another name, not a folder. */
static void
test_lock_temporaries (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  const char *stale[] = { "autosave.json.Ab3xY9", "autosave.json.000000" };
  const char *kept[] = {
    "autosave.json", "autosave.json.broken-20261121-061500", "autosave.json.abc",
    "autosave.json.Ab3xY9z", "autosave.json.Ab-xY9", "autosave.jsonX.Ab3xY9",
    "statistics.json.Q1w2E3", "notes.txt", "lock",
  };
  g_autofree char *folder = g_build_filename (dir, "autosave.json.ZZZZZZ", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *file = g_build_filename (dir, stale[i], NULL);

      g_assert_true (g_file_set_contents (file, "", 0, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *file = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_set_contents (file, "{}", -1, NULL));
    }
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  g_assert_cmpuint (cn_lock_remove_temporaries (path), ==, G_N_ELEMENTS (stale));
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *file = g_build_filename (dir, stale[i], NULL);

      g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *file = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
    }
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (cn_lock_remove_temporaries (path), ==, 0);

  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--hold-lock"))
    return lock_holder_main (argv[2]);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      const Table *t = &tables[i];
      g_autofree char *name = g_strdup_printf ("/store/save/round-trip/%s-%d%s",
                                               cn_rules_get (t->variant)->id, t->players,
                                               t->red_threes_at_deal ? "-threes-at-deal" : "");

      g_test_add_data_func (name, t, test_round_trip);
    }
  g_test_add_func ("/store/save/history/round-trip", test_history_round_trip);
  g_test_add_func ("/store/save/history/older-formats", test_history_older_formats);
  g_test_add_func ("/store/save/history/refused", test_history_refused);
  g_test_add_func ("/store/save/refuse/corrupt", test_refuse_corrupt);
  g_test_add_func ("/store/save/refuse/truncated", test_refuse_truncated);
  g_test_add_func ("/store/save/refuse/version", test_refuse_version);
  g_test_add_func ("/store/save/refuse/edits", test_refuse_edits);
  g_test_add_func ("/store/save/refuse/stuck", test_refuse_stuck);
  g_test_add_func ("/store/save/corpus", test_corpus);
  g_test_add_func ("/store/save/refuse/mutations", test_refuse_mutations);
  g_test_add_func ("/store/save/file", test_file);
  g_test_add_func ("/store/save/quarantine", test_quarantine);
  g_test_add_func ("/store/save/folder-is-a-file", test_folder_is_a_file);
  g_test_add_func ("/store/lock/processes", test_lock_processes);
  g_test_add_func ("/store/lock/temporaries", test_lock_temporaries);
  g_test_add_func ("/store/stats/record", test_stats_record);
  g_test_add_func ("/store/stats/file", test_stats_file);
  g_test_add_func ("/store/stats/migrate", test_stats_migrate);
  g_test_add_func ("/store/stats/corrupt", test_stats_corrupt);

  return g_test_run ();
}
