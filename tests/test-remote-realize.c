/* test-remote-realize.c: every move of whole rounds, in every rule set,
 * played on each seat's own view as a remote screen plays it: the cards
 * the move names, the pozo's face-down cards it shows, the cards a draw
 * brings are put in place among the seat's stand-ins, and the move plays
 * there; without changing anything the seat sees
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-remote-tell.h"
#include "cn-ai.h"
#include "cn-view.h"

typedef struct
{
  CnVariant variant;
  int       players;
  guint64   first_seed;
} Case;

/* The position seat sees, as the host sends it (cn-net-table.c's
 * send_view) and a remote screen reads it: the hidden places hold
 * stand-ins. */
static void
seat_view (const CnState    *state,
           const CnAiMemory *memory,
           int               seat,
           guint64           seq,
           CnState          *out)
{
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  CnAiMemory read_memory;
  int read_seat = -1;

  cn_ai_view_build (view, state, memory);
  node = cn_view_to_json (view);
  g_assert_true (cn_view_read_table (node, seq, out, &read_memory, &read_seat, &error));
  g_assert_no_error (error);
  g_assert_cmpint (read_seat, ==, seat);
}

/* What seat sees of a position: its own hand, the counts, the pozo's
 * face-up cards, the melds and the red threes laid down. */
static void
assert_same_seen (const CnState *a,
                  const CnState *b,
                  int            seat)
{
  g_assert_cmpmem (a->hand[seat], CN_N_KINDS, b->hand[seat], CN_N_KINDS);
  g_assert_cmpmem (a->hand_n, sizeof a->hand_n, b->hand_n, sizeof b->hand_n);
  g_assert_cmpint (a->stock_n, ==, b->stock_n);
  g_assert_cmpint (a->pile_n, ==, b->pile_n);
  g_assert_cmpint (a->pozo_down, ==, b->pozo_down);
  g_assert_cmpmem (a->pile + a->pozo_down, a->pile_n - a->pozo_down,
                   b->pile + b->pozo_down, b->pile_n - b->pozo_down);
  g_assert_cmpmem (a->melds, sizeof a->melds, b->melds, sizeof b->melds);
  g_assert_cmpmem (a->n_red_threes, sizeof a->n_red_threes, b->n_red_threes, sizeof b->n_red_threes);
  g_assert_cmpmem (a->red_threes, sizeof a->red_threes, b->red_threes, sizeof b->red_threes);
}

static void
test_realize_rounds (gconstpointer data)
{
  const Case *c = data;
  const CnRules *rules = cn_rules_get (c->variant);
  g_autofree CnState *state = g_new (CnState, 1);
  g_autofree CnState *before = g_new (CnState, 1);
  g_autofree CnState *mine = g_new (CnState, 1);
  g_autofree CnState *seen = g_new (CnState, 1);
  g_autofree CnState *after = g_new (CnState, 1);
  guint told = 0, others = 0;

  for (guint64 seed = c->first_seed; seed < c->first_seed + 16; seed++)
    {
      CnAiMemory memory[CN_MAX_SEATS];
      uint64_t rng[4] = { seed, seed * 7 + 1, seed * 13 + 3, seed * 31 + 5 };

      cn_state_new_round (state, rules, NULL, c->players, (int) (seed % (guint64) c->players), NULL,
                          seed);
      for (int seat = 0; seat < c->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, seed + (guint64) seat);

      for (guint n = 0; state->phase != CN_PHASE_ROUND_OVER; n++)
        {
          CnAiMemory memory_before[CN_MAX_SEATS];
          CnEvents events;
          CnMove move;

          g_assert_cmpuint (n, <, 2000);
          if (state->phase == CN_PHASE_CUT)
            cn_ai_cut_choose (state, rng, &move);
          else
            cn_ai_simple_choose (state, &move);
          *before = *state;
          memcpy (memory_before, memory, sizeof memory);
          g_assert_true (cn_apply (state, &move, NULL, &events));
          for (int seat = 0; seat < c->players; seat++)
            cn_ai_memory_observe (&memory[seat], before, &move, &events);
          /* The cut the host names itself (cn-net-cut.h); the move that
           * ends the round comes with the hands laid down, not a view. */
          if (move.kind == CN_MOVE_CUT || state->phase == CN_PHASE_ROUND_OVER)
            continue;

          for (int seat = 0; seat < c->players; seat++)
            {
              seat_view (before, &memory_before[seat], seat, n, mine);
              seat_view (state, &memory[seat], seat, n + 1, after);
              g_autoptr(GError) error = NULL;
              CnVerdict verdict;

              *seen = *mine;
              if (!_canasta_remote_realize (mine, seat, &move, after))
                g_error ("%s, seed %" G_GUINT64_FORMAT ", move %u (kind %d by seat %d): seat %d "
                         "cannot place its cards", rules->id, seed, n, move.kind, move.seat, seat);
              assert_same_seen (mine, seen, seat);
              if (!cn_state_check_invariants (mine, &error))
                g_error ("%s, seed %" G_GUINT64_FORMAT ", move %u: seat %d's view made a position "
                         "the engine cannot hold: %s", rules->id, seed, n, seat, error->message);
              if (!cn_apply (mine, &move, &verdict, NULL))
                g_error ("%s, seed %" G_GUINT64_FORMAT ", move %u (kind %d by seat %d): does not "
                         "play on seat %d's view: %s", rules->id, seed, n, move.kind, move.seat, seat,
                         cn_verdict_describe (&verdict));
              told++;
              others += seat != move.seat;
            }
        }
    }
  g_test_message ("%s, %d players: %u moves played on a seat's view, %u of them another seat's",
                  rules->id, c->players, told, others);
  g_assert_cmpuint (others, >, 1000);
}

static const Case classic = { CN_VARIANT_CLASSIC, 4, 100 };
static const Case fifteen = { CN_VARIANT_FIFTEEN, 4, 200 };
static const Case italian = { CN_VARIANT_ITALIAN, 4, 300 };
static const Case italian_two = { CN_VARIANT_ITALIAN, 2, 400 };
static const Case uruguayan = { CN_VARIANT_URUGUAYAN, 4, 500 };

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/remote-realize/classic", &classic, test_realize_rounds);
  g_test_add_data_func ("/remote-realize/fifteen", &fifteen, test_realize_rounds);
  g_test_add_data_func ("/remote-realize/italian", &italian, test_realize_rounds);
  g_test_add_data_func ("/remote-realize/italian-two", &italian_two, test_realize_rounds);
  g_test_add_data_func ("/remote-realize/uruguayan", &uruguayan, test_realize_rounds);

  return g_test_run ();
}
