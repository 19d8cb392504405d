/* test-ai.c: the AI players finish games, see only their seat, and differ
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"
#include "test-util.h"

#include <string.h>

/* Every variant and player count the engine deals. */
typedef struct
{
  CnVariant variant;
  int       players;
} Table;

static Table tables[16];
static int n_tables;

static void
list_tables (void)
{
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
        {
          tables[n_tables].variant = v;
          tables[n_tables].players = rules->seatings[i].players;
          n_tables++;
        }
    }
}

/* Hard in the tests thinks within a small fixed number of playouts on
 * one thread, so its games replay exactly and stay quick under the debug
 * build's invariant checks. */
static void
test_config (CnAiConfig *config,
             int         playouts)
{
  cn_ai_config_init (config);
  config->budget_ms = 1000;
  config->max_playouts = playouts;
  config->threads = 1;
}

typedef struct
{
  const Table *table;
  CnAiLevel    level;
  int          games;
} GamesCase;

/* The level plays one side, Medium the others (Medium against itself when
 * the level is Medium): any refused move or stall fails the game. */
static void
test_games (gconstpointer data)
{
  const GamesCase *c = data;
  const CnRules *rules = cn_rules_get (c->table->variant);
  const CnSeating *seating = cn_rules_seating (rules, c->table->players);
  CnAiConfig config;
  guint64 rounds = 0, moves = 0;
  int level_wins = 0;

  test_config (&config, 6);
  for (int g = 0; g < c->games; g++)
    {
      CnAiPlayer seats[CN_MAX_SEATS];
      CnAiGameResult result;
      g_autoptr(GError) error = NULL;
      int side = g % seating->sides;

      for (int seat = 0; seat < c->table->players; seat++)
        {
          cn_ai_player_init (&seats[seat], seat % seating->sides == side ? c->level : CN_AI_MEDIUM);
          seats[seat].config = config;
        }
      if (!cn_ai_play_game (rules, NULL, c->table->players, seats, 500 + g, NULL, NULL, &result,
                            &error))
        g_error ("%s, %d players, game %d: %s", rules->id, c->table->players, g, error->message);
      g_assert_false (result.stopped);
      g_assert_cmpint (result.winner, >=, 0);
      g_assert_cmpint (result.winner, <, seating->sides);
      rounds += result.rounds;
      moves += result.moves;
      level_wins += result.winner == side;
    }
  g_test_message ("%s, %d players, %s: %d games, %" G_GUINT64_FORMAT " rounds, %" G_GUINT64_FORMAT
                  " moves, %d won", rules->id, c->table->players, cn_ai_level_name (c->level),
                  c->games, rounds, moves, level_wins);
}

/* ------------------------------------------------------------ no peeking */

/* Deals the cards the seat cannot see (the other hands' cards it does not
 * know, the pozo's face-down cards and the stock) anew at random into the
 * same places. */
static void
permute_hidden (CnState          *s,
                const CnAiMemory *memory,
                uint64_t          rng[4])
{
  CnCard pool[CN_MAX_CARDS];
  int n = 0, at = 0;
  int unknown[CN_MAX_SEATS] = { 0 };
  uint8_t keep[CN_MAX_SEATS][CN_N_KINDS];

  for (int seat = 0; seat < s->n_players; seat++)
    {
      if (seat == memory->seat)
        continue;
      for (int k = 0; k < CN_N_KINDS; k++)
        {
          keep[seat][k] = MIN (s->hand[seat][k], memory->known[seat][k]);
          for (int c = keep[seat][k]; c < s->hand[seat][k]; c++)
            pool[n++] = k;
          unknown[seat] += s->hand[seat][k] - keep[seat][k];
        }
    }
  for (int i = 0; i < s->pozo_down; i++)
    pool[n++] = s->pile[i];
  for (int i = 0; i < s->stock_n; i++)
    pool[n++] = s->stock[i];
  for (int i = n - 1; i > 0; i--)
    {
      int j = cn_rng_below (rng, i + 1);
      CnCard t = pool[i];

      pool[i] = pool[j];
      pool[j] = t;
    }

  for (int seat = 0; seat < s->n_players; seat++)
    {
      if (seat == memory->seat)
        continue;
      memcpy (s->hand[seat], keep[seat], CN_N_KINDS);
      for (int i = 0; i < unknown[seat]; i++)
        s->hand[seat][pool[at++]]++;
    }
  for (int i = 0; i < s->pozo_down; i++)
    s->pile[i] = pool[at++];
  for (int i = 0; i < s->stock_n; i++)
    s->stock[i] = pool[at++];
  /* The deal's generator would give the stock away too. */
  cn_rng_seed (s->rng, cn_rng_next (rng));
}

/* Whatever a memory says a hand holds, the hand holds. */
static void
assert_memory_sound (const CnState    *s,
                     const CnAiMemory *memory)
{
  for (int seat = 0; seat < s->n_players; seat++)
    for (int k = 0; k < CN_N_KINDS; k++)
      if (seat != memory->seat && memory->known[seat][k] > s->hand[seat][k])
        g_error ("seat %d remembers %d of card %d in seat %d's hand, which holds %d",
                 memory->seat, memory->known[seat][k], k, seat, s->hand[seat][k]);
}

static void
test_no_peeking (gconstpointer data)
{
  const Table *table = data;
  const CnRules *rules = cn_rules_get (table->variant);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiMemory *together = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *view = g_new (CnAiView, 1);
  CnAiView *other = g_new (CnAiView, 1);
  CnAiView *bare = g_new (CnAiView, 1);
  CnState *permuted = g_new (CnState, 1);
  CnAiConfig config;
  uint64_t rng[4];
  int checked = 0, known_cards = 0, bare_compared = 0;

  test_config (&config, 8);
  cn_rng_seed (rng, 77 + table->variant * 10 + table->players);

  for (int round = 0; round < 12; round++)
    {
      CnState s;

      cn_state_new_round (&s, rules, NULL, table->players, round % table->players, NULL,
                          4242 + round);
      for (int seat = 0; seat < table->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);

      for (int step = 0; s.phase != CN_PHASE_ROUND_OVER; step++)
        {
          int actor = cn_state_actor (&s);
          CnState before;
          CnEvents events;
          CnMove move;
          /* Easy and Medium at every position, Hard at some. */
          int levels = step % 7 == 0 ? CN_AI_N_LEVELS : CN_AI_HARD;

          g_assert_cmpint (step, <, 20000);
          cn_ai_view_build (view, &s, &memory[actor]);

          for (int trial = 0; trial < 2; trial++)
            {
              *permuted = s;
              permute_hidden (permuted, &memory[actor], rng);
              cn_ai_view_build (other, permuted, &memory[actor]);
              g_assert_true (memcmp (view, other, sizeof *view) == 0);
              /* Easy's and Medium's bare view too: its table holds no
               * card the seat does not know. */
              _cn_ai_view_build_bare (bare, &s, &memory[actor]);
              _cn_ai_view_build_bare (other, permuted, &memory[actor]);
              g_assert_true (memcmp (bare, other, sizeof *bare) == 0);

              for (int level = 0; level < levels; level++)
                {
                  CnAiMemory m1 = memory[actor], m2 = memory[actor];
                  CnMove a, b;

                  cn_ai_choose (level, &s, &m1, &config, &a);
                  cn_ai_choose (level, permuted, &m2, &config, &b);
                  if (!cn_move_equal (&a, &b))
                    {
                      g_autofree char *ta = cn_move_to_string (&a);
                      g_autofree char *tb = cn_move_to_string (&b);

                      g_error ("%s chose %s, and %s once hidden cards moved",
                               cn_ai_level_name (level), ta, tb);
                    }
                  /* Easy and Medium choose from the bare view
                   * (cn_ai_choose) what they choose from the whole one. */
                  if (level != CN_AI_HARD)
                    {
                      CnAiMemory m3 = memory[actor];
                      CnMove w;

                      cn_ai_choose_view (level, view, m3.rng, &config, &w, NULL);
                      if (!cn_move_equal (&a, &w))
                        {
                          g_autofree char *ta = cn_move_to_string (&a);
                          g_autofree char *tw = cn_move_to_string (&w);

                          g_error ("%s chose %s from its bare view, %s from the whole one",
                                   cn_ai_level_name (level), ta, tw);
                        }
                      bare_compared++;
                    }
                }
              checked++;
            }

          /* The game goes on with Medium and Easy alternating. */
          cn_ai_choose (step % 2 ? CN_AI_EASY : CN_AI_MEDIUM, &s, &memory[actor], &config, &move);
          before = s;
          g_assert_true (cn_apply (&s, &move, NULL, &events));
          /* All the memories at once (whole games do so) note the same as
           * each on its own below. */
          memcpy (together, memory, CN_MAX_SEATS * sizeof *memory);
          cn_ai_memories_observe (together, table->players, &before, &move, &events);
          for (int seat = 0; seat < table->players; seat++)
            {
              /* What a seat remembers, and so all it infers from, comes
               * from what it saw: the same whatever the cards it did not
               * see, and whatever card another seat drew. */
              CnAiMemory blind = memory[seat];
              CnEvents scrambled = events;

              *permuted = before;
              permute_hidden (permuted, &memory[seat], rng);
              for (int e = 0; e < scrambled.n; e++)
                if (scrambled.events[e].kind == CN_EVENT_CARD_MOVED &&
                    scrambled.events[e].from == CN_PLACE_STOCK && scrambled.events[e].seat != seat)
                  scrambled.events[e].card = CN_CARD (4 + cn_rng_below (rng, 10), cn_rng_below (rng, 4));
              cn_ai_memory_observe (&blind, permuted, &move, &scrambled);
              cn_ai_memory_observe (&memory[seat], &before, &move, &events);
              g_assert_true (memcmp (&blind, &memory[seat], sizeof blind) == 0);
              assert_memory_sound (&s, &memory[seat]);
              g_assert_true (memcmp (&together[seat], &memory[seat], sizeof *memory) == 0);
              for (int o = 0; o < table->players; o++)
                for (int k = 0; k < CN_N_KINDS; k++)
                  known_cards += o != seat ? memory[seat].known[o][k] : 0;
            }
        }
    }
  g_test_message ("%d positions compared, %d remembered cards seen, %d bare choices", checked,
                  known_cards, bare_compared);
  g_assert_cmpint (known_cards, >, 0);
  g_assert_cmpint (bare_compared, >, 0);
  g_free (bare);
  g_free (together);
  g_free (permuted);
  g_free (other);
  g_free (view);
  g_free (memory);
}

/* ------------------------------------------------------- playout memory */

/* Hard's playouts keep one memory for the whole table (cn_ai_apply_seen),
 * without the engine's events: it must say of every hand what each seat's
 * own memory says, of its own hand too (what the table saw of it), move
 * after move, piles taken to open included, and a refused move must note
 * nothing. */
static void
test_playout_memory (gconstpointer data)
{
  const Table *table = data;
  const CnRules *rules = cn_rules_get (table->variant);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *seen = g_new0 (CnAiView, 1);
  CnAiView *view = g_new (CnAiView, 1);
  CnAiConfig config;
  int takes = 0, refused = 0, shown = 0;

  test_config (&config, 8);
  for (int round = 0; round < 8; round++)
    {
      CnState s, p;

      cn_state_new_round (&s, rules, NULL, table->players, round % table->players, NULL,
                          9100 + round);
      p = s;
      memset (seen->known, 0, sizeof seen->known);
      memset (seen->discarded, 0, sizeof seen->discarded);
      for (int seat = 0; seat < table->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);

      for (int step = 0; s.phase != CN_PHASE_ROUND_OVER; step++)
        {
          CnState before = s;
          CnEvents events;
          CnMove move;
          int known_before = 0, known_after = 0;

          g_assert_cmpint (step, <, 20000);
          if (s.phase == CN_PHASE_PLAY && step % 5 == 0)
            {
              /* Drawing again is refused: nothing changes, nothing is noted. */
              CnAiView copy = *seen;
              CnState q = p;
              CnMove draw = { .kind = CN_MOVE_DRAW, .seat = (uint8_t) cn_state_actor (&s) };

              g_assert_false (cn_ai_apply_seen (&q, seen, &draw));
              g_assert_true (memcmp (&copy.known, &seen->known, sizeof seen->known) == 0);
              g_assert_true (memcmp (&copy.discarded, &seen->discarded, sizeof seen->discarded) == 0);
              refused++;
            }

          cn_ai_choose (step % 3 ? CN_AI_MEDIUM : CN_AI_EASY, &s, &memory[cn_state_actor (&s)],
                        &config, &move);
          g_assert_true (cn_apply (&s, &move, NULL, &events));
          for (int seat = 0; seat < table->players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
          for (int k = 0; k < CN_N_KINDS; k++)
            known_before += seen->known[move.seat][k];
          g_assert_true (cn_ai_apply_seen (&p, seen, &move));
          for (int k = 0; k < CN_N_KINDS; k++)
            known_after += seen->known[move.seat][k];
          takes += known_after > known_before;

          g_assert_cmpint (p.move_count, ==, s.move_count);
          g_assert_cmpint (p.pile_n, ==, s.pile_n);
          for (int watcher = 0; watcher < table->players; watcher++)
            {
              g_assert_true (memcmp (memory[watcher].discarded, seen->discarded,
                                     sizeof seen->discarded) == 0);
              /* Its own hand too: what the table saw of it. */
              for (int seat = 0; seat < table->players; seat++)
                g_assert_true (memcmp (memory[watcher].known[seat], seen->known[seat],
                                       CN_N_KINDS) == 0);
            }
          if (s.phase != CN_PHASE_ROUND_OVER)
            {
              /* The view shows the actor which of its cards the table
               * knows, as Hard's playouts start from it. */
              int actor = cn_state_actor (&s);

              cn_ai_view_build (view, &s, &memory[actor]);
              for (int k = 0; k < CN_N_KINDS; k++)
                {
                  g_assert_cmpint (view->shown[k], ==, seen->known[actor][k]);
                  g_assert_cmpint (view->shown[k], <=, s.hand[actor][k]);
                  shown += view->shown[k];
                }
            }
        }
    }
  g_test_message ("%d piles taken into a hand, %d refused moves, %d cards shown to the actor",
                  takes, refused, shown);
  g_assert_cmpint (takes, >, 0);
  g_assert_cmpint (refused, >, 0);
  g_assert_cmpint (shown, >, 0);
  g_free (view);
  g_free (seen);
  g_free (memory);
}

/* ------------------------------------------------------- quick answers */

/* The policy answers "can this turn go out?" and "can this turn still
 * open?" before asking the turn solver: those quick answers must never
 * say no where the engine says yes. Checked at every position of rounds
 * played by Medium, Easy and the random player, every table. */
static void
test_quick_answers (gconstpointer data)
{
  const Table *table = data;
  const CnRules *rules = cn_rules_get (table->variant);
  CnMoveList *list = g_new (CnMoveList, 1);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  uint64_t rng[4];
  int outs = 0, openings = 0, positions = 0;

  cn_rng_seed (rng, 31 + table->variant * 10 + table->players);
  for (int round = 0; round < 60; round++)
    {
      CnState s;

      cn_state_new_round (&s, rules, NULL, table->players, round % table->players, NULL,
                          round * 7 + 3);
      for (int seat = 0; seat < table->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);
      for (int step = 0; s.phase != CN_PHASE_ROUND_OVER; step++)
        {
          int actor = cn_state_actor (&s);
          int side = cn_state_side_of (&s, s.turn);
          CnState before = s;
          CnEvents events;
          CnMove move;

          g_assert_cmpint (step, <, 20000);
          if (s.phase == CN_PHASE_PLAY)
            {
              gboolean out = cn_state_can_go_out (&s);

              positions++;
              g_assert_cmpint (cn_ai_can_go_out (&s), ==, out);
              outs += out;
              if (s.n_melds[side] == 0 && !s.turn_melded && !cn_ai_opening_possible (&s))
                {
                  cn_legal_moves (&s, list);
                  for (int i = 0; i < list->n; i++)
                    if (list->moves[i].kind == CN_MOVE_MELD)
                      {
                        g_autofree char *text = cn_move_to_string (&list->moves[i]);

                        g_error ("no opening expected, yet %s is legal", text);
                      }
                }
              else if (s.n_melds[side] == 0 && !s.turn_melded)
                openings++;
            }

          if (round % 3 == 2)
            cn_ai_random_choose (&s, rng, list, &move);
          else
            cn_ai_choose (round % 3 ? CN_AI_EASY : CN_AI_MEDIUM, &s, &memory[actor], NULL, &move);
          g_assert_true (cn_apply (&s, &move, NULL, &events));
          for (int seat = 0; seat < table->players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
        }
    }
  g_test_message ("%d positions, %d could go out, %d could open", positions, outs, openings);
  g_assert_cmpint (outs, >, 0);
  g_assert_cmpint (openings, >, 0);
  g_free (memory);
  g_free (list);
}

/* ------------------------------------------------------------- discards */

/* The test's own reading of "a single card of a rank no one collects":
 * the hand's only card of a natural rank that no side has melded and no
 * other hand is known (by the seat's view) to hold. */
static gboolean
dead_single (const CnAiView *view,
             CnCard          card)
{
  const CnState *s = &view->table;
  int rank = cn_card_rank (card);

  if (!cn_card_is_natural (card) || cn_state_count_rank (s, view->seat, rank) != 1)
    return FALSE;
  for (int side = 0; side < s->n_sides; side++)
    for (int i = 0; i < s->n_melds[side]; i++)
      if (s->melds[side][i].rank == rank)
        return FALSE;
  for (int seat = 0; seat < s->n_players; seat++)
    for (int suit = 0; suit < 4; suit++)
      if (seat != view->seat && view->known[seat][CN_CARD (rank, suit)] > 0)
        return FALSE;
  return TRUE;
}

/* A discard plainly worse than such a card: a wild, a card of three or
 * more, a card of a rank the own side melded, one the next player lays
 * off on an unfrozen pile, one of a rank the next player is known to
 * hold. NULL when the discard is none of those. */
static const char *
plainly_worse (const CnAiView *view,
               CnCard          card)
{
  const CnState *s = &view->table;
  int seat = view->seat;
  int next = (seat + 1) % s->n_players;
  int rank = cn_card_rank (card);

  if (cn_card_is_wild (card))
    return "a wild";
  if (!cn_card_is_natural (card))
    return NULL;
  if (cn_state_count_rank (s, seat, rank) >= 3)
    return "a card of three or more";
  for (int i = 0; i < s->n_melds[cn_state_side_of (s, seat)]; i++)
    if (s->melds[cn_state_side_of (s, seat)][i].rank == rank &&
        !s->melds[cn_state_side_of (s, seat)][i].closed)
      return "a card of the side's own meld";
  if (cn_state_side_of (s, next) != cn_state_side_of (s, seat) && s->pile_freezers == 0)
    for (int i = 0; i < s->n_melds[cn_state_side_of (s, next)]; i++)
      if (s->melds[cn_state_side_of (s, next)][i].rank == rank &&
          !s->melds[cn_state_side_of (s, next)][i].closed)
        return "a card the next player lays off";
  for (int suit = 0; suit < 4; suit++)
    if (view->known[next][CN_CARD (rank, suit)] > 0)
      return "a card the next player is known to hold";
  return NULL;
}

/* A position the app's hint got wrong: with the pile at eight cards,
 * Medium froze it with the two of spades, though the king of hearts and
 * the four of spades are single cards of ranks nobody collects. */
static void
test_discard_hand_built (void)
{
  CnAiMemory memory;
  CnState s;
  CnMove move;
  char text[4];

  cn_state_init_empty (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4);
  tu_hand (&s, 0, "JK AD AD 2S 4S 5S 7C 7D JD JS KH");
  tu_hand (&s, 1, "6C 6D 9H 10H QS KC KD 8H 7H");
  tu_hand (&s, 2, "6H 6S 9C 10D QC KS 8S 7S 4C");
  tu_hand (&s, 3, "10S JH QH 4D 5C 6C 9D 2D AH");
  tu_meld (&s, 0, "8D 8D 2C 8C");
  tu_meld (&s, 0, "QD QD 2H");
  tu_meld (&s, 0, "9C 9D 9S");
  tu_meld (&s, 1, "5D 5H 5S JK");
  tu_meld (&s, 1, "AH AS AS AC");
  tu_pile (&s, "3C 3C KS 4H 10C JS 4D 3S");
  /* Every other card of the two decks is in the stock: early in the
   * round, when Medium keeps its pairs in hand. */
  {
    int copies[CN_N_KINDS];

    for (int k = 0; k < CN_N_KINDS; k++)
      copies[k] = cn_rules_copies (s.rules, k);
    for (int seat = 0; seat < 4; seat++)
      for (int k = 0; k < CN_N_KINDS; k++)
        copies[k] -= s.hand[seat][k];
    for (int side = 0; side < 2; side++)
      for (int m = 0; m < s.n_melds[side]; m++)
        for (int i = 0; i < s.melds[side][m].n; i++)
          copies[s.melds[side][m].cards[i]]--;
    for (int i = 0; i < s.pile_n; i++)
      copies[s.pile[i]]--;
    s.stock_n = 0;
    for (int k = 0; k < CN_N_KINDS; k++)
      for (int c = 0; c < copies[k]; c++)
        s.stock[s.stock_n++] = k;
  }
  s.phase = CN_PHASE_PLAY;
  s.had_turn = 0xf;
  tu_finish (&s);

  cn_ai_memory_init (&memory, 0, 1);
  cn_ai_choose (CN_AI_MEDIUM, &s, &memory, NULL, &move);
  g_assert_cmpint (move.kind, ==, CN_MOVE_DISCARD);
  g_test_message ("medium discards %s", cn_card_to_string (move.cards[0], text));
  g_assert_true (move.cards[0] == CN_CARD (4, CN_SUIT_SPADES) ||
                 move.cards[0] == CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS));
}

/* Over the rounds of every table, wherever Medium discards while holding
 * a single card of a rank no one collects, its discard is never one of
 * the plainly worse kinds. */
static void
test_discard_never_plainly_worse (gconstpointer data)
{
  const Table *table = data;
  const CnRules *rules = cn_rules_get (table->variant);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *view = g_new (CnAiView, 1);
  int checked = 0;

  for (int round = 0; round < 150; round++)
    {
      CnState s;

      cn_state_new_round (&s, rules, NULL, table->players, round % table->players, NULL,
                          round * 13 + 5);
      for (int seat = 0; seat < table->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);
      while (s.phase != CN_PHASE_ROUND_OVER)
        {
          int actor = cn_state_actor (&s);
          CnState before = s;
          CnEvents events;
          CnMove move;

          cn_ai_view_build (view, &s, &memory[actor]);
          cn_ai_choose (CN_AI_MEDIUM, &s, &memory[actor], NULL, &move);
          if (move.kind == CN_MOVE_DISCARD)
            for (int k = 0; k < CN_N_KINDS; k++)
              if (s.hand[actor][k] > 0 && dead_single (view, k))
                {
                  const char *why = plainly_worse (view, move.cards[0]);
                  char a[4], b[4];

                  if (why != NULL)
                    g_error ("%s, round %d, move %u: medium threw %s, %s, holding %s",
                             rules->id, round, s.move_count, cn_card_to_string (move.cards[0], a),
                             why, cn_card_to_string (k, b));
                  checked++;
                  break;
                }
          g_assert_true (cn_apply (&s, &move, NULL, &events));
          for (int seat = 0; seat < table->players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
        }
    }
  g_test_message ("%d discards with a dead single in hand", checked);
  g_assert_cmpint (checked, >, 100);
  g_free (view);
  g_free (memory);
}

/* ------------------------------------------------------- determinization */

static void
test_determinize (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *view = g_new (CnAiView, 1);
  uint64_t rng[4];
  int samples = 0;

  cn_rng_seed (rng, 5);
  for (int round = 0; round < 20; round++)
    {
      CnState s;

      cn_state_new_round (&s, rules, NULL, 4, round % 4, NULL, 900 + round);
      for (int seat = 0; seat < 4; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);

      while (s.phase != CN_PHASE_ROUND_OVER)
        {
          int actor = cn_state_actor (&s);
          CnState before, sample;
          CnEvents events;
          CnMove move;
          g_autoptr(GError) error = NULL;

          cn_ai_view_build (view, &s, &memory[actor]);
          cn_ai_determinize (view, rng, &sample);
          if (!cn_state_check_invariants (&sample, &error))
            g_error ("a sampled position breaks the invariants: %s", error->message);

          /* The sample keeps all the seat sees. */
          g_assert_true (memcmp (sample.hand[actor], s.hand[actor], CN_N_KINDS) == 0);
          g_assert_cmpint (sample.stock_n, ==, s.stock_n);
          g_assert_cmpint (sample.pile_n, ==, s.pile_n);
          g_assert_true (memcmp (sample.pile, s.pile, s.pile_n) == 0);
          g_assert_true (memcmp (sample.melds, s.melds, sizeof s.melds) == 0);
          for (int seat = 0; seat < 4; seat++)
            {
              g_assert_cmpint (sample.hand_n[seat], ==, s.hand_n[seat]);
              for (int k = 0; k < CN_N_KINDS; k++)
                g_assert_cmpint (sample.hand[seat][k], >=, view->known[seat][k]);
            }
          samples++;

          cn_ai_choose (CN_AI_MEDIUM, &s, &memory[actor], NULL, &move);
          before = s;
          g_assert_true (cn_apply (&s, &move, NULL, &events));
          for (int seat = 0; seat < 4; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
        }
    }
  g_test_message ("%d samples checked", samples);
  g_free (view);
  g_free (memory);
}

/* A position built by hand holds fewer cards than a deck: the players
 * still choose legal moves in it and finish the round. */
static void
test_hand_built (void)
{
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiConfig config;
  CnState s;
  int steps = 0;

  test_config (&config, 8);
  cn_state_init_empty (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4);
  tu_hand (&s, 0, "KH KS 9H 9C 5C 6D 7S JK 3C");
  tu_hand (&s, 1, "AH AD 4C 4S 8H");
  tu_hand (&s, 2, "QH QD QC 10S 2H");
  tu_hand (&s, 3, "JD JS 6C 7H 7D");
  tu_meld (&s, 1, "8D 8C 8S");
  tu_pile (&s, "4D 9S KC");
  tu_stock (&s, "5H 6S 10H 10D AS 2C JH");
  s.scores[0] = 1100;
  tu_finish (&s);
  for (int seat = 0; seat < 4; seat++)
    cn_ai_memory_init (&memory[seat], seat, 1);

  while (s.phase != CN_PHASE_ROUND_OVER)
    {
      int actor = cn_state_actor (&s);
      CnState before = s;
      CnEvents events;
      CnMove move;

      for (int level = 0; level < CN_AI_N_LEVELS; level++)
        {
          CnAiMemory copy = memory[actor];

          cn_ai_choose (level, &s, &copy, &config, &move);
          g_assert_true (cn_check (&s, &move, NULL));
        }
      cn_ai_choose (CN_AI_HARD, &s, &memory[actor], &config, &move);
      g_assert_true (cn_apply (&s, &move, NULL, &events));
      for (int seat = 0; seat < 4; seat++)
        cn_ai_memory_observe (&memory[seat], &before, &move, &events);
      g_assert_cmpint (++steps, <, 500);
    }
  g_free (memory);
}

/* Hard's budget in processor time: a stop function that sleeps stands
 * for other programs taking the processor while Hard thinks. On the clock
 * the sleeps use up the budget; in processor time they do not, so the
 * same budget buys several times the playouts. */
static gboolean
slow_stop (gpointer data)
{
  int *calls = data;

  (*calls)++;
  g_usleep (2000);
  return FALSE;
}

static guint64
hard_playouts (const CnAiView *view,
               gboolean        processor_time,
               gint64         *wall_us)
{
  CnAiConfig config;
  CnAiStats stats = { 0 };
  CnMove move;
  uint64_t rng[4];
  int calls = 0;
  gint64 start = g_get_monotonic_time ();

  test_config (&config, 0);
  config.budget_ms = 60;
  config.processor_time = processor_time;
  config.stop = slow_stop;
  config.stop_data = &calls;
  cn_rng_seed (rng, 3);
  cn_ai_choose_view (CN_AI_HARD, view, rng, &config, &move, &stats);
  *wall_us = g_get_monotonic_time () - start;
  g_assert_true (cn_check (&view->table, &move, NULL));
  g_assert_cmpint (stats.candidates, >, 1);
  g_assert_cmpint (calls, >, 0);
  return stats.playouts;
}

static void
test_hard_processor_time (void)
{
  CnAiMemory memory;
  CnAiView *view = g_new (CnAiView, 1);
  CnAiConfig config;
  CnAiStats stats = { 0 };
  CnState s;
  CnMove move;
  guint64 on_clock, on_processor;
  gint64 clock_wall, processor_wall;

  /* The first decision of a seeded round where Hard weighs discards. */
  cn_state_new_round (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4, 0, NULL, 77);
  cn_ai_memory_init (&memory, 0, 77);
  test_config (&config, 64);
  for (;;)
    {
      uint64_t rng[4];

      g_assert_cmpint (s.phase, !=, CN_PHASE_ROUND_OVER);
      memory.seat = cn_state_actor (&s);
      cn_ai_view_build (view, &s, &memory);
      cn_rng_seed (rng, 3);
      cn_ai_choose_view (CN_AI_HARD, view, rng, &config, &move, &stats);
      if (s.phase == CN_PHASE_PLAY && stats.candidates > 2)
        break;
      g_assert_true (cn_apply (&s, &move, NULL, NULL));
    }

  on_clock = hard_playouts (view, FALSE, &clock_wall);
  on_processor = hard_playouts (view, TRUE, &processor_wall);
  g_test_message ("60 ms on the clock: %" G_GUINT64_FORMAT " playouts in %" G_GINT64_FORMAT
                  " us; in processor time: %" G_GUINT64_FORMAT " in %" G_GINT64_FORMAT " us",
                  on_clock, clock_wall, on_processor, processor_wall);
  /* On the clock, the sleeps (2 ms before every playout) leave room for
   * at most 30 playouts; the clock version stops near its budget. */
  g_assert_cmpuint (on_clock, <=, 30);
  g_assert_cmpint (clock_wall, <, 60000 * 3);
  g_assert_cmpuint (on_processor, >, 2 * on_clock);
  g_assert_cmpint (processor_wall, >, clock_wall);
  g_free (view);
}

/* ------------------------------------------------ each rule set's sense */

/* Medium's move for the seat to act in s, which the engine accepts. */
static CnMove
medium_move (const CnState *s)
{
  CnAiMemory memory;
  CnMove move;

  cn_ai_memory_init (&memory, cn_state_actor (s), 1);
  cn_ai_choose (CN_AI_MEDIUM, s, &memory, NULL, &move);
  g_assert_true (cn_check (s, &move, NULL));
  return move;
}

/* Medium plays seat's turn in s to its end. */
static void
medium_turn (CnState *s,
             int      seat)
{
  int steps = 0;

  while (s->phase != CN_PHASE_ROUND_OVER && cn_state_actor (s) == seat)
    {
      CnMove move = medium_move (s);

      g_assert_true (cn_apply (s, &move, NULL, NULL));
      g_assert_cmpint (++steps, <, 40);
    }
}

/* A position of variant built from its cards, seat 0 to act in phase:
 * hands for the seats in order; the caller adds melds and finishes it. */
static CnState
built (CnVariant          variant,
       int                players,
       const char *const *hands,
       const char        *stock,
       const char        *pile,
       CnPhase            phase)
{
  CnState s;

  cn_state_init_empty (&s, cn_rules_get (variant), NULL, players);
  for (int seat = 0; seat < players; seat++)
    tu_hand (&s, seat, hands[seat]);
  tu_stock (&s, stock);
  tu_pile (&s, pile);
  s.turn = 0;
  s.phase = phase;
  if (phase == CN_PHASE_PLAY)
    s.had_turn = (uint8_t) ((1u << players) - 1);
  return s;
}

static int
count_kind (const CnMove *m,
            CnCard        card)
{
  int n = 0;

  for (int i = 0; i < m->n; i++)
    n += m->cards[i] == card;
  return n;
}

/* Classic, four players: the next player, whose side has opened, is known
 * to hold a pair of every rank in seat 0's hand (it took them with a
 * pile), and seven cards lie open, two kings for its side's meld among
 * them. Medium freezes only a pile of eight, so it feeds a pair; Hard
 * also weighs throwing its two, which the next player cannot take (six
 * naturals come before it in Medium's order of discards, past the five
 * Hard weighs), and throws it. */
static void
test_hard_freezes_pile (void)
{
  static const char *const hands[] = { "2C 9H 10S JD QC 8H 7D",
                                       "9C 9D 10C 10D JC JH QD QH 8C 8S 7H 7S",
                                       "5C 6D 7H 8S KD", "4C 5D 6H 7S 8C" };
  CnAiMemory memory;
  CnAiView *view = g_new (CnAiView, 1);
  CnAiConfig config;
  CnAiStats stats = { 0 };
  CnState s;
  CnMove move;
  uint64_t rng[4];

  s = built (CN_VARIANT_CLASSIC, 4, hands,
             "4D 4H 5H 5S 6C 7D 8H 6S AS 4S 6H 9S 10H JS QS 3C 3S 4D 5H",
             "4S KC 5C 6D KS 7C 8D", CN_PHASE_PLAY);
  tu_meld (&s, 0, "AC AD AH");
  tu_meld (&s, 1, "KC KD KH");
  tu_finish (&s);

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_DISCARD);
  g_assert_false (cn_card_is_wild (move.cards[0]));

  cn_ai_memory_init (&memory, 0, 1);
  for (int k = 0; k < CN_N_KINDS; k++)
    memory.known[1][k] = s.hand[1][k];
  cn_ai_view_build (view, &s, &memory);
  /* The cap of playouts decides, not the clock: on a busy machine or
   * under the sanitizers a second of wall time held too few samples to
   * see the freeze's worth (seen with 53 samples under ASan at load 13). */
  test_config (&config, 3000);
  config.budget_ms = 600000;
  config.processor_time = TRUE;
  cn_rng_seed (rng, 5);
  cn_ai_choose_view (CN_AI_HARD, view, rng, &config, &move, &stats);
  g_test_message ("%d candidates, %d samples", stats.candidates, stats.samples);
  g_assert_cmpint (move.kind, ==, CN_MOVE_DISCARD);
  g_assert_cmpint (move.cards[0], ==, CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS));
  g_free (view);
}

/* Uruguayan: a pozo with a two in it is premiado and taken with exactly
 * three naturals. Medium, holding four kings, takes this small one with
 * three of them. */
static void
test_uruguayan_premiado (void)
{
  static const char *const hands[] = { "KC KD KH KS 2D 2H 7C", "5C", "5D", "5H" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_URUGUAYAN, 4, hands, "4C 4D 4H 4S 6C", "8C 2S 9D KS", CN_PHASE_DRAW);
  tu_meld (&s, 0, "QC QD QH");
  tu_finish (&s);
  g_assert_true (cn_state_pozo_premiado (&s));

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_TAKE_PILE);
  g_assert_cmpint (move.n, ==, 3);
  for (int i = 0; i < move.n; i++)
    g_assert_cmpint (cn_card_rank (move.cards[i]), ==, CN_RANK_KING);
  g_assert_true (cn_apply (&s, &move, NULL, NULL));
  g_assert_cmpint (s.premiado_taken, ==, 1);
}

/* Uruguayan: closing needs the partner's leave. Medium, able to close
 * with a clean and a dirty canasta down and ahead on the table, asks;
 * the partner, nearly out of cards, says yes; then Medium closes. */
static void
test_uruguayan_asks_before_closing (void)
{
  static const char *const hands[] = { "9C 9D 9H 4H 7S", "5C", "5D 6D", "5H" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_URUGUAYAN, 4, hands, "4C 4D 4H 4S 6C", "8C 9D", CN_PHASE_DRAW);
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "QC QC QD QD QH 2H QS");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_ASK_GO_OUT);
  g_assert_true (cn_apply (&s, &move, NULL, NULL));
  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_ANSWER_GO_OUT);
  g_assert_cmpint (move.seat, ==, 2);
  g_assert_true (move.yes);
  g_assert_true (cn_apply (&s, &move, NULL, NULL));
  medium_turn (&s, 0);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_WENT_OUT);
}

/* Uruguayan: wilds meld on their own, and a canasta of twos alone is worth
 * twice a mixed one. Medium starts its wild meld with its three twos and
 * keeps the joker out of it. */
static void
test_uruguayan_wild_meld (void)
{
  static const char *const hands[] = { "2C 2D 2H JK 6S 9H JC", "5C 5S", "5D 6D", "5H 6H" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_URUGUAYAN, 4, hands, "4C 4D 4H 4S 6C 8D 8S", "8C 9D", CN_PHASE_PLAY);
  tu_meld (&s, 0, "QC QD QH");
  tu_finish (&s);

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_MELD);
  g_assert_cmpint (move.n, ==, 3);
  g_assert_cmpint (count_kind (&move, CN_CARD_JOKER), ==, 0);
  for (int i = 0; i < move.n; i++)
    g_assert_cmpint (cn_card_rank (move.cards[i]), ==, CN_RANK_TWO);
}

/* Uruguayan: closing needs a clean canasta. A side whose only canasta is
 * dirty keeps its five kings clean rather than complete them with its
 * two twos; once it has a clean canasta, the twos go on the kings. */
static void
test_uruguayan_keeps_meld_clean (void)
{
  static const char *const hands[] = { "2C 2D 6S 9H JC 8H", "5C 5S 9C 10D JD", "5D 6D 9D 10C JH",
                                       "5H 6H 9S 10S JS" };

  for (int has_clean = 0; has_clean <= 1; has_clean++)
    {
      CnState s;
      gboolean twos_on_kings = FALSE;

      s = built (CN_VARIANT_URUGUAYAN, 4, hands,
                 "4C 4D 4H 4S 6C 8D 8S 7C 7D 7H 10H 10C 9H 9D 6H 6C 5D 5H", "8C 4D", CN_PHASE_PLAY);
      tu_meld (&s, 0, "QC QD QH QS QC QD 2H");
      if (has_clean)
        tu_meld (&s, 0, "AC AD AH AS AC AD AH");
      tu_meld (&s, 0, "KC KD KH KS KC");
      tu_finish (&s);

      for (int steps = 0; ; steps++)
        {
          CnMove move = medium_move (&s);

          g_autofree char *text = cn_move_to_string (&move);

          g_test_message ("%s canasta: %s", has_clean ? "with a clean" : "without a clean", text);
          if (move.kind == CN_MOVE_DISCARD)
            break;
          if (move.kind == CN_MOVE_ADD && move.rank == CN_RANK_KING &&
              count_kind (&move, CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)) > 0)
            twos_on_kings = TRUE;
          g_assert_true (cn_apply (&s, &move, NULL, NULL));
          g_assert_cmpint (steps, <, 10);
        }
      g_assert_cmpint (twos_on_kings, ==, has_clean);
    }
}

/* The rank of the card Medium throws from a uruguayan hand holding a
 * lone nine and a lone ten among kings and queens, its side with jacks
 * on the table, the canasta de moda of rank moda and, unless NULL, the
 * closed canasta closed. */
static int
uruguayan_lone_discard (int         moda,
                        const char *closed)
{
  static const char *const hands[] = { "9S 10H KC KD KH QC QD", "5C 5S 6C", "5D 6D 6C", "5H 6H 6S" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_URUGUAYAN, 4, hands, "4C 4D 4H 4S 6C 8D 8S 7C 7D 7H", "8C 4D",
             CN_PHASE_PLAY);
  tu_meld (&s, 0, "JC JD JH");
  if (closed != NULL)
    {
      tu_meld (&s, 0, closed);
      g_assert_true (s.melds[0][1].closed);
    }
  s.moda = moda;
  tu_finish (&s);

  /* The kings and queens go down or stay as a pair first. */
  for (int steps = 0; ; steps++)
    {
      move = medium_move (&s);
      if (move.kind == CN_MOVE_DISCARD)
        break;
      g_assert_true (cn_apply (&s, &move, NULL, NULL));
      g_assert_cmpint (steps, <, 10);
    }
  return cn_card_rank (move.cards[0]);
}

/* Uruguayan: the canasta de moda scores its bonus twice. Between two
 * lone cards alike in all else, Medium keeps the one of the moda's rank,
 * whichever of the two it is. */
static void
test_uruguayan_keeps_moda (void)
{
  g_assert_cmpint (uruguayan_lone_discard (9, NULL), ==, 10);
  g_assert_cmpint (uruguayan_lone_discard (10, NULL), ==, 9);
}

/* Uruguayan: a side's second canasta of a rank scores its bonus twice.
 * With one wild and two melds it would finish, Medium finishes the one
 * whose rank its side already has a closed canasta of, whichever of the
 * two that is and wherever it lies on the table. */
static void
test_uruguayan_double_canasta_first (void)
{
  static const char *const hands[] = { "2H 5C 6D 8S", "5C 5S 6C", "5D 6D 6C", "5H 6H 6S" };

  for (int closed = 9; closed <= 13; closed += 4)
    {
      CnState s;
      CnMove move;

      s = built (CN_VARIANT_URUGUAYAN, 4, hands, "4C 4D 4H 4S 6C 8D 8S 7C 7D 7H", "8C 4D",
                 CN_PHASE_PLAY);
      if (closed == 9)
        tu_meld (&s, 0, "9C 9D 9H 9S 9C 9D 9H");
      else
        tu_meld (&s, 0, "KC KD KH KS KC KD KH");
      /* The other rank's meld lies first. */
      tu_meld (&s, 0, closed == 9 ? "KC KD KH KS KS 2D" : "9S 9C 9D 9H 9S 2D");
      tu_meld (&s, 0, closed == 9 ? "9S 9C 9D 9H 9S 2C" : "KS KD KH KS KC 2C");
      s.moda = 5;
      tu_finish (&s);

      move = medium_move (&s);
      g_assert_cmpint (move.kind, ==, CN_MOVE_ADD);
      g_assert_cmpint (move.rank, ==, closed);
      g_assert_cmpint (move.n, ==, 1);
      g_assert_cmpint (move.cards[0], ==, CN_CARD (CN_RANK_TWO, CN_SUIT_HEARTS));
    }
}

/* Italian one against one: a player alone on its side, without the two
 * canastas going out needs, keeps its hand as big as the deal's (fifteen
 * cards: the queen goes on the side's queens, the fives stay) and melds
 * only canastas, until the round is late (here: the stock nearly gone).
 * With a partner (four players) the same hand melds its fives at once. */
static void
test_italian_keeps_hand_1v1 (void)
{
  static const char *const hands[] = { "5C 5D 5S 7C 8D 9H 10S JC QD KH AS 4H 6D 7S 8H 9C",
                                       "4C 4D 6C 6S 7D", "4S 6H 7H 8C 9D", "10C 10D JD JH KS" };
  struct
  {
    int players;
    const char *stock;
    gboolean melds;
  } cases[] = {
    { 2, "4C 4D 4H 4S 6C 8D 8S 7C 7D 7H", FALSE },
    { 2, "4C 4D 4H", TRUE },
    { 4, "4C 4D 4H 4S 6C 8D 8S 7C 7D 7H", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CnState s;
      gboolean fives = FALSE;

      s = built (CN_VARIANT_ITALIAN, cases[i].players, hands, cases[i].stock, "8C 9D",
                 CN_PHASE_PLAY);
      tu_meld (&s, 0, "QC QH QS");
      tu_finish (&s);

      for (int steps = 0; ; steps++)
        {
          CnMove move = medium_move (&s);
          g_autofree char *text = cn_move_to_string (&move);

          g_test_message ("%d players, stock %d: %s", cases[i].players, s.stock_n, text);
          if (move.kind == CN_MOVE_DISCARD)
            break;
          fives |= move.kind == CN_MOVE_MELD && cn_card_rank (move.cards[0]) == 5;
          g_assert_true (cn_apply (&s, &move, NULL, NULL));
          g_assert_cmpint (steps, <, 10);
        }
      g_assert_cmpint (fives, ==, cases[i].melds);
      if (!cases[i].melds)
        g_assert_cmpint (s.hand_n[0], ==, 15);
    }
}

/* Italian: a black three on the pile may be taken by a player who goes
 * out in that turn. One against one, with the two canastas going out
 * needs, Medium takes it with its two black threes and goes out. */
static void
test_italian_black_three_take (void)
{
  static const char *const hands[] = { "3S 3S 8D 8C JK", "3C 9D" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_ITALIAN, 2, hands, "4D 6H", "8H 3C", CN_PHASE_DRAW);
  tu_meld (&s, 0, "KD KD KC KC KH KH KS");
  tu_meld (&s, 0, "QD QD QC QC QH QH 2S");
  tu_meld (&s, 1, "5C 5D 5H");
  s.melded_earlier = 1;
  tu_finish (&s);

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_TAKE_PILE);
  g_assert_cmpint (count_kind (&move, CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)), ==, 2);
  g_assert_true (cn_apply (&s, &move, NULL, NULL));
  medium_turn (&s, 0);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_WENT_OUT);
}

/* Italian: a wild meld must be a whole canasta at once, worth 2000. With
 * seven wilds in hand, Medium lays the wild canasta down. */
static void
test_italian_wild_canasta (void)
{
  static const char *const hands[] = { "2C 2D 2H 2S 2C JK JK 5H 9S", "5C 5S 6C", "5D 6D 6C",
                                       "6H 6S 7C" };
  CnState s;
  CnMove move;

  s = built (CN_VARIANT_ITALIAN, 4, hands, "4C 4D 4H 4S 8D 8S 7D 7H 10C", "8C 9D", CN_PHASE_PLAY);
  tu_meld (&s, 0, "KC KD KH");
  tu_finish (&s);

  move = medium_move (&s);
  g_assert_cmpint (move.kind, ==, CN_MOVE_MELD);
  g_assert_cmpint (move.n, ==, 7);
  for (int i = 0; i < move.n; i++)
    g_assert_true (cn_card_is_wild (move.cards[i]));
  g_assert_true (cn_apply (&s, &move, NULL, NULL));
  g_assert_cmpint (s.melds[0][s.n_melds[0] - 1].n, ==, 7);
}

/* ------------------------------------------------------------ strengths */

static int
match (CnVariant  variant,
       int        players,
       CnAiLevel  a,
       CnAiLevel  b,
       int        games,
       int        playouts)
{
  const CnRules *rules = cn_rules_get (variant);
  const CnSeating *seating = cn_rules_seating (rules, players);
  CnAiConfig config;
  int a_wins = 0;

  test_config (&config, playouts);
  for (int g = 0; g < games; g++)
    {
      CnAiPlayer seats[CN_MAX_SEATS];
      CnAiGameResult result;
      g_autoptr(GError) error = NULL;
      int side = g % seating->sides;

      for (int seat = 0; seat < players; seat++)
        {
          cn_ai_player_init (&seats[seat], seat % seating->sides == side ? a : b);
          seats[seat].config = config;
        }
      if (!cn_ai_play_game (rules, NULL, players, seats, 70000 + g, NULL, NULL, &result, &error))
        g_error ("%s", error->message);
      a_wins += result.winner == side;
    }
  return a_wins;
}

/* Measured at about 90% over 400 games; 75% over 200 is far below any
 * unlucky run of a player that good. */
static void
test_medium_beats_easy (void)
{
  int games = 200;
  int wins = match (CN_VARIANT_CLASSIC, 4, CN_AI_MEDIUM, CN_AI_EASY, games, 0);

  g_test_message ("medium won %d of %d games against easy", wins, games);
  g_assert_cmpint (wins, >=, games * 3 / 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  list_tables ();
  for (int t = 0; t < n_tables; t++)
    {
      const CnRules *rules = cn_rules_get (tables[t].variant);

      for (int level = 0; level < CN_AI_N_LEVELS; level++)
        {
          GamesCase *c = g_new0 (GamesCase, 1);
          g_autofree char *path = g_strdup_printf ("/ai/games/%s/%d/%s", rules->id,
                                                   tables[t].players, cn_ai_level_name (level));

          c->table = &tables[t];
          c->level = level;
          /* Hard's games cost a search per decision: fewer, but still
           * dozens per table and hundreds in all. */
          c->games = level == CN_AI_HARD ? (g_test_slow () ? 100 : 30) : 200;
          g_test_add_data_func_full (path, c, test_games, g_free);
        }
      {
        g_autofree char *path = g_strdup_printf ("/ai/no-peeking/%s/%d", rules->id,
                                                 tables[t].players);

        g_test_add_data_func (path, &tables[t], test_no_peeking);
      }
      {
        g_autofree char *path = g_strdup_printf ("/ai/playout-memory/%s/%d", rules->id,
                                                 tables[t].players);

        g_test_add_data_func (path, &tables[t], test_playout_memory);
      }
      {
        g_autofree char *path = g_strdup_printf ("/ai/quick-answers/%s/%d", rules->id,
                                                 tables[t].players);

        g_test_add_data_func (path, &tables[t], test_quick_answers);
      }
      {
        g_autofree char *path = g_strdup_printf ("/ai/discard/never-plainly-worse/%s/%d",
                                                 rules->id, tables[t].players);

        g_test_add_data_func (path, &tables[t], test_discard_never_plainly_worse);
      }
    }
  g_test_add_func ("/ai/discard/hand-built", test_discard_hand_built);
  g_test_add_func ("/ai/determinize", test_determinize);
  g_test_add_func ("/ai/hand-built", test_hand_built);
  g_test_add_func ("/ai/hard/processor-time", test_hard_processor_time);
  g_test_add_func ("/ai/hard/freezes-pile", test_hard_freezes_pile);
  g_test_add_func ("/ai/sense/uruguayan/premiado-pozo", test_uruguayan_premiado);
  g_test_add_func ("/ai/sense/uruguayan/asks-before-closing", test_uruguayan_asks_before_closing);
  g_test_add_func ("/ai/sense/uruguayan/wild-meld", test_uruguayan_wild_meld);
  g_test_add_func ("/ai/sense/uruguayan/keeps-moda", test_uruguayan_keeps_moda);
  g_test_add_func ("/ai/sense/italian/keeps-hand-1v1", test_italian_keeps_hand_1v1);
  g_test_add_func ("/ai/sense/uruguayan/keeps-meld-clean", test_uruguayan_keeps_meld_clean);
  g_test_add_func ("/ai/sense/uruguayan/double-canasta-first", test_uruguayan_double_canasta_first);
  g_test_add_func ("/ai/sense/italian/black-three-take", test_italian_black_three_take);
  g_test_add_func ("/ai/sense/italian/wild-canasta", test_italian_wild_canasta);
  g_test_add_func ("/ai/medium-beats-easy", test_medium_beats_easy);

  return g_test_run ();
}
