/* test-rules.c: cards, the variant table, meld shapes, the deal and building moves
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-state.h"
#include "cn-private.h"

#include <string.h>

static void
test_card_parse (void)
{
  static const struct { const char *text; int rank; int suit; } good[] = {
    { "10H", 10, CN_SUIT_HEARTS }, { "TH", 10, CN_SUIT_HEARTS }, { "th", 10, CN_SUIT_HEARTS },
    { "H10", 10, CN_SUIT_HEARTS }, { "h13", 13, CN_SUIT_HEARTS }, { "c1", 1, CN_SUIT_CLUBS },
    { "AS", 1, CN_SUIT_SPADES }, { "2d", 2, CN_SUIT_DIAMONDS }, { "KC", 13, CN_SUIT_CLUBS },
    { "S12", 12, CN_SUIT_SPADES }, { "d2", 2, CN_SUIT_DIAMONDS }, { "JS", 11, CN_SUIT_SPADES },
  };
  static const char *const bad[] = {
    "", "1H", "ZZ", "H14", "H0", "H01", "10", "100H", "11H", "JKK", "JKH", "XH", "3", "C", "H 1",
  };
  CnCard card;
  char buf[4];

  for (unsigned i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (cn_card_parse (good[i].text, &card));
      g_assert_cmpint (cn_card_rank (card), ==, good[i].rank);
      g_assert_cmpint (cn_card_suit (card), ==, good[i].suit);
    }
  for (unsigned i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (cn_card_parse (bad[i], &card));
  g_assert_false (cn_card_parse (NULL, &card));

  /* Ranks parse as they print, the rank of a wild meld included. */
  for (int r = CN_RANK_JOKER; r <= CN_RANK_KING; r++)
    {
      CnRank rank;

      g_assert_true (cn_rank_parse (cn_rank_to_string (r), &rank));
      g_assert_cmpint (rank, ==, r);
    }

  g_assert_true (cn_card_parse ("jk", &card));
  g_assert_cmpint (card, ==, CN_CARD_JOKER);
  g_assert_cmpstr (cn_card_to_string (CN_CARD (10, CN_SUIT_SPADES), buf), ==, "10S");
  g_assert_cmpstr (cn_card_to_string (CN_CARD_JOKER, buf), ==, "JK");

  /* Every card prints and parses back to itself. */
  for (int k = 0; k < CN_N_KINDS; k++)
    {
      if (!cn_card_valid (k))
        continue;
      g_assert_true (cn_card_parse (cn_card_to_string (k, buf), &card));
      g_assert_cmpint (card, ==, k);
    }
}

static void
test_card_values (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);

  g_assert_cmpint (cn_rules_card_value (rules, CN_CARD_JOKER), ==, 50);
  g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (2, 0)), ==, 20);
  g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (1, 0)), ==, 20);
  for (int r = 8; r <= 13; r++)
    g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (r, 1)), ==, 10);
  for (int r = 4; r <= 7; r++)
    g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (r, 1)), ==, 5);
  g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (3, CN_SUIT_SPADES)), ==, 5);
  g_assert_cmpint (cn_rules_card_value (rules, CN_CARD (3, CN_SUIT_HEARTS)), ==, 0);
  g_assert_true (cn_card_is_wild (CN_CARD_JOKER));
  g_assert_true (cn_card_is_wild (CN_CARD (2, CN_SUIT_HEARTS)));
  g_assert_true (cn_card_is_red_three (CN_CARD (3, CN_SUIT_DIAMONDS)));
  g_assert_true (cn_card_is_black_three (CN_CARD (3, CN_SUIT_CLUBS)));
  g_assert_false (cn_card_is_natural (CN_CARD (3, CN_SUIT_CLUBS)));
}

static void
test_table (void)
{
  static const struct { int variant; int total; int minimum; } openings[] = {
    { CN_VARIANT_CLASSIC, -5, 15 }, { CN_VARIANT_CLASSIC, 0, 50 }, { CN_VARIANT_CLASSIC, 1495, 50 },
    { CN_VARIANT_CLASSIC, 1500, 90 }, { CN_VARIANT_CLASSIC, 2995, 90 },
    { CN_VARIANT_CLASSIC, 3000, 120 }, { CN_VARIANT_CLASSIC, 9000, 120 },
    { CN_VARIANT_URUGUAYAN, -5, 50 }, { CN_VARIANT_URUGUAYAN, 0, 90 },
    { CN_VARIANT_URUGUAYAN, 2995, 90 }, { CN_VARIANT_URUGUAYAN, 3000, 120 },
    { CN_VARIANT_URUGUAYAN, 6000, 150 }, { CN_VARIANT_URUGUAYAN, 9000, 180 },
    { CN_VARIANT_URUGUAYAN, 11995, 180 }, { CN_VARIANT_URUGUAYAN, 12000, 200 },
  };
  const CnRules *classic = cn_rules_get (CN_VARIANT_CLASSIC);
  const CnSeating *seating;

  for (unsigned i = 0; i < G_N_ELEMENTS (openings); i++)
    g_assert_cmpint (cn_rules_opening_minimum (cn_rules_get (openings[i].variant), openings[i].total),
                     ==, openings[i].minimum);

  g_assert_true (cn_rules_lookup ("classic") == classic);
  g_assert_true (cn_rules_lookup ("URUGUAYAN") == cn_rules_get (CN_VARIANT_URUGUAYAN));
  g_assert_null (cn_rules_lookup ("bridge"));
  g_assert_cmpint (cn_rules_total_cards (classic), ==, 108);
  g_assert_cmpint (cn_rules_total_cards (cn_rules_get (CN_VARIANT_URUGUAYAN)), ==, 162);

  seating = cn_rules_seating (classic, 2);
  g_assert_nonnull (seating);
  g_assert_cmpint (seating->hand_size, ==, 15);
  g_assert_cmpint (seating->draw_count, ==, 2);
  g_assert_cmpint (seating->canastas_needed, ==, 2);
  seating = cn_rules_seating (classic, 3);
  g_assert_cmpint (seating->hand_size, ==, 13);
  g_assert_cmpint (seating->sides, ==, 3);
  g_assert_cmpint (seating->canastas_needed, ==, 2);
  seating = cn_rules_seating (classic, 4);
  g_assert_cmpint (seating->hand_size, ==, 11);
  g_assert_cmpint (seating->canastas_needed, ==, 1);
  g_assert_null (cn_rules_seating (classic, 5));
  g_assert_null (cn_rules_seating (cn_rules_get (CN_VARIANT_URUGUAYAN), 2));
}

static void
test_meld_shapes (void)
{
  static const struct { int variant; int rank; int naturals; int wilds; CnCode code; } cases[] = {
    { CN_VARIANT_CLASSIC, 5, 3, 0, CN_OK },
    { CN_VARIANT_CLASSIC, 5, 2, 1, CN_OK },
    { CN_VARIANT_CLASSIC, 5, 2, 0, CN_ERR_MELD_TOO_SMALL },
    { CN_VARIANT_CLASSIC, 5, 1, 2, CN_ERR_MELD_TOO_FEW_NATURALS },
    { CN_VARIANT_CLASSIC, 5, 2, 2, CN_ERR_MELD_WILDS_OUTNUMBER },
    { CN_VARIANT_CLASSIC, 5, 3, 3, CN_ERR_MELD_WILDS_OUTNUMBER },
    { CN_VARIANT_CLASSIC, 5, 4, 3, CN_OK },
    { CN_VARIANT_CLASSIC, 5, 6, 4, CN_ERR_MELD_TOO_MANY_WILDS },
    { CN_VARIANT_CLASSIC, 5, 8, 3, CN_OK },
    { CN_VARIANT_CLASSIC, 5, 9, 3, CN_ERR_MELD_TOO_LARGE },
    { CN_VARIANT_CLASSIC, CN_RANK_JOKER, 0, 3, CN_ERR_WILD_MELD },
    { CN_VARIANT_CLASSIC, CN_RANK_THREE, 3, 0, CN_OK },
    { CN_VARIANT_CLASSIC, CN_RANK_THREE, 4, 0, CN_OK },
    { CN_VARIANT_CLASSIC, CN_RANK_THREE, 2, 0, CN_ERR_MELD_TOO_SMALL },
    { CN_VARIANT_CLASSIC, CN_RANK_THREE, 3, 1, CN_ERR_BLACK_THREES_WILD },
    { CN_VARIANT_ITALIAN, 5, 2, 2, CN_OK },
    { CN_VARIANT_ITALIAN, 5, 3, 3, CN_OK },
    { CN_VARIANT_ITALIAN, 5, 2, 3, CN_ERR_MELD_WILDS_OUTNUMBER },
    { CN_VARIANT_ITALIAN, CN_RANK_JOKER, 0, 7, CN_OK },
    { CN_VARIANT_ITALIAN, CN_RANK_JOKER, 0, 3, CN_ERR_MELD_TOO_SMALL },
    { CN_VARIANT_URUGUAYAN, 5, 7, 0, CN_OK },
    { CN_VARIANT_URUGUAYAN, 5, 8, 0, CN_ERR_MELD_TOO_LARGE },
    { CN_VARIANT_URUGUAYAN, CN_RANK_JOKER, 0, 3, CN_OK },
    { CN_VARIANT_URUGUAYAN, CN_RANK_THREE, 6, 0, CN_OK },
  };

  for (unsigned i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int a, b;
      CnCode code = cn_meld_shape (cn_rules_get (cases[i].variant), cases[i].rank,
                                   cases[i].naturals, cases[i].wilds, &a, &b);

      if (code != cases[i].code)
        g_error ("case %u: %s for %d+%d, expected %s", i, cn_code_name (code), cases[i].naturals,
                 cases[i].wilds, cn_code_name (cases[i].code));
    }
}

/* The first card turned where it stays (italian): one card, whatever it
 * is; a wild or red three there blocks the pile and freezes it once a
 * discard covers it. Returns whether the card was a wild or red three. */
static gboolean
check_first_card_stays (const CnState *s)
{
  CnCard top = cn_state_pile_top (s);
  gboolean freezer = cn_card_is_wild (top) || cn_card_is_red_three (top);
  CnState covered = *s;
  CnMove move = { .kind = CN_MOVE_DRAW, .seat = s->turn };
  CnCard discard = CN_CARD_NONE;

  g_assert_cmpint (s->pile_n, ==, 1);
  g_assert_cmpint (s->pile_sideways, ==, 0);
  g_assert_cmpint (cn_state_pile_state (s), ==,
                   freezer || cn_card_is_black_three (top) ? CN_PILE_BLOCKED : CN_PILE_OPEN);

  /* The first player draws and discards a natural card over it. */
  g_assert_true (cn_apply (&covered, &move, NULL, NULL));
  for (int k = 0; k < CN_N_KINDS && discard == CN_CARD_NONE; k++)
    if (covered.hand[covered.turn][k] > 0 && cn_card_is_natural (k))
      discard = k;
  g_assert_cmpint (discard, !=, CN_CARD_NONE);
  move = (CnMove) { .kind = CN_MOVE_DISCARD, .seat = covered.turn, .n = 1, .cards = { discard } };
  g_assert_true (cn_apply (&covered, &move, NULL, NULL));
  g_assert_cmpint (covered.pile_n, ==, 2);
  g_assert_cmpint (cn_state_pile_state (&covered), ==, freezer ? CN_PILE_FROZEN : CN_PILE_OPEN);
  if (freezer)
    g_assert_cmpint (cn_state_pile_freezer (&covered), ==, top);
  return freezer;
}

static void
check_deal (CnVariant variant,
            int       players,
            gboolean  at_deal)
{
  const CnRules *rules = cn_rules_get (variant);
  const CnSeating *seating = cn_rules_seating (rules, players);
  CnOptions options;
  int wild_or_red_three_first = 0;

  cn_options_init (&options, rules);
  options.red_threes_at_deal = at_deal;

  for (uint64_t seed = 0; seed < 300; seed++)
    {
      CnState s, again;
      g_autoptr(GError) error = NULL;
      int in_hands = 0;
      int placed = 0;

      cn_state_new_round (&s, rules, &options, players, 0, NULL, seed);
      g_assert_true (cn_state_check_invariants (&s, &error));
      g_assert_cmpint (s.phase, ==, CN_PHASE_DRAW);
      g_assert_cmpint (s.turn, ==, 1 % players);

      if (rules->pile_first_card_stays)
        wild_or_red_three_first += check_first_card_stays (&s);
      else
        {
          gboolean wild_below = FALSE;

          /* The pile's top is never a wild or a red three after the deal:
           * those stay sideways below it. */
          g_assert_cmpint (s.pile_n, >=, 1);
          g_assert_false (cn_card_is_wild (cn_state_pile_top (&s)));
          g_assert_false (cn_card_is_red_three (cn_state_pile_top (&s)));
          g_assert_cmpint (s.pile_sideways, ==, s.pile_n - 1);
          wild_or_red_three_first += s.pile_n > 1;
          for (int i = 0; i + 1 < s.pile_n; i++)
            wild_below = wild_below || cn_card_is_wild (s.pile[i]);
          if (cn_card_is_black_three (cn_state_pile_top (&s)))
            g_assert_cmpint (cn_state_pile_state (&s), ==, CN_PILE_BLOCKED);
          else if (variant == CN_VARIANT_CLASSIC)
            g_assert_cmpint (cn_state_pile_state (&s) == CN_PILE_FROZEN, ==, s.pile_n > 1);
          else if (variant == CN_VARIANT_FIFTEEN)
            /* Source 002: a red three turned at the start is covered and
             * does not freeze the pile; a wild does. */
            g_assert_cmpint (cn_state_pile_state (&s) == CN_PILE_FROZEN, ==, wild_below);
        }

      for (int seat = 0; seat < players; seat++)
        {
          g_assert_cmpint (s.hand_n[seat], ==, seating->hand_size);
          in_hands += s.hand[seat][CN_CARD (3, CN_SUIT_HEARTS)] + s.hand[seat][CN_CARD (3, CN_SUIT_DIAMONDS)];
        }
      for (int side = 0; side < s.n_sides; side++)
        placed += s.n_red_threes[side];

      /* At the deal every red three goes down at once; otherwise only the
       * first player's, as that turn begins. */
      if (at_deal)
        g_assert_cmpint (in_hands, ==, 0);
      else
        g_assert_cmpint (s.hand[s.turn][CN_CARD (3, CN_SUIT_HEARTS)] +
                         s.hand[s.turn][CN_CARD (3, CN_SUIT_DIAMONDS)], ==, 0);
      g_assert_cmpint (placed, <=, rules->decks * 2);

      /* The same seed deals the same round. */
      cn_state_new_round (&again, rules, &options, players, 0, NULL, seed);
      g_assert_cmpint (memcmp (&s, &again, sizeof s), ==, 0);
    }

  /* 16 of 108 cards are wilds or red threes: 300 deals turn some first. */
  g_assert_cmpint (wild_or_red_three_first, >, 10);
}

static void
test_deal (void)
{
  check_deal (CN_VARIANT_CLASSIC, 4, FALSE);
  check_deal (CN_VARIANT_CLASSIC, 4, TRUE);
  check_deal (CN_VARIANT_CLASSIC, 2, FALSE);
  check_deal (CN_VARIANT_CLASSIC, 3, FALSE);
  check_deal (CN_VARIANT_FIFTEEN, 4, TRUE);
  check_deal (CN_VARIANT_ITALIAN, 2, TRUE);
  check_deal (CN_VARIANT_ITALIAN, 4, TRUE);
}

static void
test_invariants_catch (void)
{
  CnState s;
  g_autoptr(GError) error = NULL;

  cn_state_new_round (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4, 0, NULL, 42);
  g_assert_true (cn_state_check_invariants (&s, NULL));

  /* A card out of thin air breaks conservation. */
  s.hand[0][CN_CARD (5, 0)]++;
  s.hand_n[0]++;
  g_assert_false (cn_state_check_invariants (&s, &error));
  g_assert_nonnull (strstr (error->message, "copies"));
}

/* The engine's move builders (cn-move.h), which the legal-move list and
 * the computer players share: the cards of a rank in suit order, clubs
 * first, never more than the hand holds, and black threes clubs first. */
static void
test_move_build (void)
{
  static const CnCard expect_take[] = {
    CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS), CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS),
    CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS), CN_CARD (CN_RANK_TWO, CN_SUIT_SPADES),
    CN_CARD_JOKER,
  };
  CnState s;
  CnMove m;
  CnMove legal;
  g_autofree CnMoveList *list = g_new (CnMoveList, 1);
  gboolean listed = FALSE;

  cn_state_init_empty (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4);
  s.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS)] = 1;
  s.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS)] = 2;
  s.hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_SPADES)] = 1;
  s.hand[0][CN_CARD_JOKER] = 2;
  s.hand[0][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)] = 1;
  s.hand[0][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] = 2;

  /* Three kings, a two and a joker: as many as asked, in suit order. */
  cn_move_build (&s, CN_MOVE_TAKE_PILE, 0, CN_RANK_KING, 3, 1, 1, 0, &m);
  g_assert_cmpint (m.kind, ==, CN_MOVE_TAKE_PILE);
  g_assert_cmpint (m.seat, ==, 0);
  g_assert_cmpint (m.rank, ==, 0);
  g_assert_cmpmem (m.cards, m.n, expect_take, sizeof expect_take);

  /* More than the hand holds: what it holds. An add names its rank. */
  cn_move_build (&s, CN_MOVE_ADD, 0, CN_RANK_KING, 5, 3, 0, 0, &m);
  g_assert_cmpint (m.rank, ==, CN_RANK_KING);
  g_assert_cmpint (m.n, ==, 4);

  /* Black threes: clubs first. */
  cn_move_build (&s, CN_MOVE_MELD, 0, 0, 0, 0, 0, 3, &m);
  g_assert_cmpint (m.n, ==, 3);
  g_assert_cmpint (m.cards[0], ==, CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS));
  g_assert_cmpint (m.cards[1], ==, CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS));
  g_assert_cmpint (m.cards[2], ==, CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES));

  /* Appending counts the cards already in the move: two jokers held, one
   * named, one more to add. */
  cn_move_start (&m, CN_MOVE_MELD, 0);
  g_assert_cmpint (cn_move_append (&s, 0, CN_RANK_JOKER, 1, &m), ==, 1);
  g_assert_cmpint (cn_move_append (&s, 0, CN_RANK_JOKER, 5, &m), ==, 1);
  g_assert_cmpint (cn_move_append (&s, 0, CN_RANK_JOKER, 5, &m), ==, 0);
  g_assert_cmpint (cn_move_append (&s, 0, CN_RANK_KING, 1, &m), ==, 1);
  g_assert_cmpint (m.n, ==, 3);
  g_assert_cmpint (m.cards[2], ==, CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS));

  /* Never past the move's capacity. */
  for (int rank = CN_RANK_FOUR; rank <= CN_RANK_QUEEN; rank++)
    s.hand[0][CN_CARD (rank, CN_SUIT_DIAMONDS)] = 2;
  cn_move_start (&m, CN_MOVE_MELD, 0);
  for (int rank = CN_RANK_FOUR; rank <= CN_RANK_QUEEN; rank++)
    cn_move_append (&s, 0, rank, 2, &m);
  g_assert_cmpint (m.n, ==, CN_MOVE_CAP);

  cn_move_discard (&m, 1, CN_CARD (5, CN_SUIT_HEARTS));
  g_assert_cmpint (m.kind, ==, CN_MOVE_DISCARD);
  g_assert_cmpint (m.seat, ==, 1);
  g_assert_cmpint (m.n, ==, 1);
  g_assert_cmpint (m.cards[0], ==, CN_CARD (5, CN_SUIT_HEARTS));

  /* The legal-move list holds the moves the builder makes: a position
   * after the draw where the hand can meld its kings with a joker. */
  memset (s.hand[0], 0, sizeof s.hand[0]);
  s.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS)] = 2;
  s.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)] = 1;
  s.hand[0][CN_CARD_JOKER] = 1;
  s.hand[0][CN_CARD (5, CN_SUIT_CLUBS)] = 2;
  for (int seat = 1; seat < 4; seat++)
    s.hand[seat][CN_CARD (6, seat - 1)] = 1;
  s.stock[s.stock_n++] = CN_CARD (9, CN_SUIT_CLUBS);
  s.pile[s.pile_n++] = CN_CARD (8, CN_SUIT_CLUBS);
  s.phase = CN_PHASE_PLAY;
  g_assert_true (cn_state_finish_setup (&s, NULL));
  cn_move_build (&s, CN_MOVE_MELD, 0, CN_RANK_KING, 3, 0, 1, 0, &legal);
  g_assert_true (cn_check (&s, &legal, NULL));
  cn_legal_moves (&s, list);
  for (int i = 0; i < list->n; i++)
    listed |= cn_move_equal (&list->moves[i], &legal);
  g_assert_true (listed);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/card-parse", test_card_parse);
  g_test_add_func ("/rules/card-values", test_card_values);
  g_test_add_func ("/rules/table", test_table);
  g_test_add_func ("/rules/meld-shapes", test_meld_shapes);
  g_test_add_func ("/rules/deal", test_deal);
  g_test_add_func ("/rules/invariants", test_invariants_catch);
  g_test_add_func ("/rules/move-build", test_move_build);
  return g_test_run ();
}
