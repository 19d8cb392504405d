/* test-soak.c: thousands of seeded rounds with the invariants checked
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-state.h"
#include "cn-ai.h"

#include <string.h>

/* A random move, legal or not: the soak compares the engine's verdict on
 * it with the list of legal moves. */
static void
random_candidate (const CnState *s,
                  uint64_t       rng[4],
                  CnMove        *m)
{
  int seat = cn_state_actor (s);
  CnCard hand[CN_MAX_CARDS];
  int n = cn_state_hand_cards (s, seat, hand);

  memset (m, 0, sizeof *m);
  m->kind = cn_rng_below (rng, CN_N_MOVE_KINDS);
  m->seat = cn_rng_below (rng, 8) == 0 ? (int) cn_rng_below (rng, s->n_players) : seat;
  m->rank = cn_rng_below (rng, CN_N_RANKS);
  m->yes = cn_rng_below (rng, 2);

  if (m->kind == CN_MOVE_DISCARD)
    {
      m->n = 1;
      m->cards[0] = n ? hand[cn_rng_below (rng, n)] : CN_CARD (5, 0);
      return;
    }
  if (m->kind == CN_MOVE_MELD || m->kind == CN_MOVE_ADD || m->kind == CN_MOVE_TAKE_PILE)
    {
      /* Mostly cards of one rank plus wilds, sometimes anything. */
      int want = cn_rng_below (rng, 6);
      int rank = -1;

      if (m->kind == CN_MOVE_TAKE_PILE && s->pile_n)
        rank = cn_card_rank (cn_state_pile_top (s));
      else if (m->kind == CN_MOVE_ADD)
        rank = m->rank;
      else if (n)
        rank = cn_card_rank (hand[cn_rng_below (rng, n)]);

      for (int i = 0; i < n && m->n < want; i++)
        {
          int j = cn_rng_below (rng, n);
          CnCard card = hand[j];
          int used = 0;

          for (int k = 0; k < m->n; k++)
            used += m->cards[k] == card;
          if (used >= s->hand[seat][card])
            continue;
          if (cn_rng_below (rng, 4) != 0 && !cn_card_is_wild (card) && (int) cn_card_rank (card) != rank)
            continue;
          m->cards[m->n++] = card;
        }
    }
}

static gboolean
listed (const CnMoveList *list,
        const CnMove     *m)
{
  for (int i = 0; i < list->n; i++)
    if (cn_move_equal (&list->moves[i], m))
      return TRUE;
  return FALSE;
}

typedef struct
{
  CnVariant variant;
  int       players;
  int       rounds;
  int       fixed_rounds;   /* games: 0 plays to the target */
} SoakCase;

static void
soak_random (gconstpointer data)
{
  const SoakCase *c = data;
  const CnRules *rules = cn_rules_get (c->variant);
  CnMoveList *list = g_new0 (CnMoveList, 1);
  CnMoveList *scratch = g_new0 (CnMoveList, 1);
  uint64_t rng[4];
  long moves = 0, candidates = 0, finished = 0;

  cn_rng_seed (rng, 0xC0FFEE + c->variant * 31 + c->players);

  for (int round = 0; round < c->rounds; round++)
    {
      CnState s;
      int scores[CN_MAX_SIDES] = { 0 };
      int steps = 0;

      /* Vary the totals so that every opening minimum is exercised. */
      for (int i = 0; i < CN_MAX_SIDES; i++)
        scores[i] = (int) cn_rng_below (rng, 8) * 500 - 500;
      cn_state_new_round (&s, rules, NULL, c->players, round % c->players, scores,
                          (uint64_t) round * 7919 + c->variant);

      while (s.phase != CN_PHASE_ROUND_OVER)
        {
          CnMove m, canon;
          CnVerdict v;
          g_autoptr(GError) error = NULL;

          cn_legal_moves (&s, list);
          g_assert_false (list->truncated);
          g_assert_cmpint (list->n, >, 0);

          /* The engine's verdict on arbitrary moves agrees with the list. */
          for (int t = 0; t < 4; t++)
            {
              gboolean ok;

              random_candidate (&s, rng, &m);
              ok = cn_check (&s, &m, &v);
              cn_move_canonical (&s, &m, &canon);
              if (ok != listed (list, &canon))
                {
                  g_autofree char *text = cn_move_to_string (&m);
                  g_autofree char *why = cn_verdict_describe (&v);

                  g_error ("round %d: cn_check says %s (%s) for %s, the legal list disagrees",
                           round, ok ? "legal" : "illegal", why, text);
                }
              candidates++;
            }

          cn_ai_random_choose (&s, rng, scratch, &m);
          /* Random players ask and then mostly answer no: make them go on. */
          if (!cn_apply (&s, &m, &v, NULL))
            {
              g_autofree char *text = cn_move_to_string (&m);

              g_error ("legal move refused: %s (%s)", text, cn_code_name (v.code));
            }
          moves++;
          if (!cn_state_check_invariants (&s, &error))
            g_error ("round %d move %d: %s", round, steps, error->message);
          g_assert_cmpint (++steps, <, 5000);
        }
      finished++;
    }

  g_test_message ("%ld rounds, %ld moves, %ld candidate checks", finished, moves, candidates);
  g_assert_cmpint (finished, ==, c->rounds);
  g_free (list);
  g_free (scratch);
}

static void
soak_simple_games (gconstpointer data)
{
  const SoakCase *c = data;
  const CnRules *rules = cn_rules_get (c->variant);
  long rounds = 0, went_out = 0, black_three_takes = 0;
  CnOptions options;

  cn_options_init (&options, rules);
  options.fixed_rounds = c->fixed_rounds;
  for (int g = 0; g < c->rounds; g++)
    {
      CnGame game;
      CnState s;

      cn_game_init (&game, rules, &options, c->players, 1000 + g);
      while (!game.over)
        {
          CnRoundScore score;
          int steps = 0;

          cn_game_start_round (&game, &s);
          while (s.phase != CN_PHASE_ROUND_OVER)
            {
              CnMove m;
              CnVerdict v;
              g_autoptr(GError) error = NULL;

              cn_ai_simple_choose (&s, &m);
              black_three_takes += m.kind == CN_MOVE_TAKE_PILE &&
                                   cn_card_is_black_three (cn_state_pile_top (&s));
              if (!cn_apply (&s, &m, &v, NULL))
                {
                  g_autofree char *text = cn_move_to_string (&m);

                  g_error ("simple bot move refused: %s (%s)", text, cn_code_name (v.code));
                }
              if (!cn_state_check_invariants (&s, &error))
                g_error ("%s", error->message);
              g_assert_cmpint (++steps, <, 5000);
            }
          cn_state_score (&s, &score);
          went_out += s.end == CN_END_WENT_OUT;
          cn_game_end_round (&game, &score);
          rounds++;
          g_assert_cmpint (game.round, <, 400);
        }
      g_assert_cmpint (game.winner, >=, 0);
      /* The winner is alone at the top, after the last fixed round or at
       * the target. */
      for (int side = 0; side < game.n_sides; side++)
        if (side != game.winner)
          g_assert_cmpint (game.scores[game.winner], >, game.scores[side]);
      if (c->fixed_rounds > 0)
        g_assert_cmpint (game.round, >=, c->fixed_rounds);
      else
        g_assert_cmpint (game.scores[game.winner], >=, rules->target);
    }
  g_test_message ("%d games, %ld rounds, %ld went out, %ld black threes taken from the pile",
                  c->rounds, rounds, went_out, black_three_takes);
  if (c->fixed_rounds > 0)
    g_assert_cmpint (rounds, >=, (long) c->rounds * c->fixed_rounds);
  /* The simple bots do go out: a round ending only by exhaustion would
   * mean going out is broken. */
  g_assert_cmpint (went_out, >, rounds / 4);
}

int
main (int argc, char *argv[])
{
  static const SoakCase random_cases[] = {
    { CN_VARIANT_CLASSIC, 4, 1500 },
    { CN_VARIANT_CLASSIC, 2, 500 },
    { CN_VARIANT_CLASSIC, 3, 500 },
    { CN_VARIANT_FIFTEEN, 4, 200 },
    { CN_VARIANT_ITALIAN, 4, 200 },
    { CN_VARIANT_ITALIAN, 2, 200 },
    { CN_VARIANT_URUGUAYAN, 4, 200 },
  };
  static const SoakCase game_cases[] = {
    { CN_VARIANT_CLASSIC, 4, 100 },
    { CN_VARIANT_CLASSIC, 2, 50 },
    { CN_VARIANT_CLASSIC, 3, 50 },
    { CN_VARIANT_FIFTEEN, 4, 30 },
    { CN_VARIANT_FIFTEEN, 4, 30, 4 },
    { CN_VARIANT_ITALIAN, 4, 30 },
    { CN_VARIANT_ITALIAN, 2, 30 },
    { CN_VARIANT_URUGUAYAN, 4, 20 },
  };

  g_test_init (&argc, &argv, NULL);

  for (unsigned i = 0; i < G_N_ELEMENTS (random_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/soak/random/%s/%dp",
                                               cn_rules_get (random_cases[i].variant)->id,
                                               random_cases[i].players);
      g_test_add_data_func (path, &random_cases[i], soak_random);
    }
  for (unsigned i = 0; i < G_N_ELEMENTS (game_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/soak/games/%s/%dp%s",
                                               cn_rules_get (game_cases[i].variant)->id,
                                               game_cases[i].players,
                                               game_cases[i].fixed_rounds ? "/fixed-rounds" : "");
      g_test_add_data_func (path, &game_cases[i], soak_simple_games);
    }
  return g_test_run ();
}
