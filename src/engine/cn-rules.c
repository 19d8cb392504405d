/* cn-rules.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-rules.h"
#include "cn-card.h"

#include <limits.h>

/* One row per variant, from the sources (000 to 003) and the decisions
 * doc/rules-decisions.md records. Nothing else in the engine knows a
 * variant by name. */
static const CnRules variant_table[CN_N_VARIANTS] = {
  [CN_VARIANT_CLASSIC] = {
    .variant = CN_VARIANT_CLASSIC,
    .id = "classic",
    .source = "000",
    .seatings = {
      { .players = 4, .sides = 2, .hand_size = 11, .draw_count = 1, .canastas_needed = 1 },
      { .players = 2, .sides = 2, .hand_size = 15, .draw_count = 2, .canastas_needed = 2, .common_rule = TRUE },
      { .players = 3, .sides = 3, .hand_size = 13, .draw_count = 1, .canastas_needed = 2, .common_rule = TRUE },
    },
    .decks = 2, .jokers_per_deck = 2, .target = 5000,
    .value_joker = 50, .value_two = 20, .value_ace = 20, .value_high = 10, .value_low = 5,
    .value_black_three = 5,
    .meld_min = 3, .meld_max = 11, .canasta_size = 7, .canasta_closes = FALSE,
    .max_wilds = 3, .wild_rule = CN_WILDS_FEWER_THAN_NATURALS,
    .wild_melds = CN_WILD_MELDS_NONE, .wild_meld_min = 0,
    .black_three_meld_min = 3, .black_three_meld_max = 4,
    .pile_start = CN_PILE_START_TURN_UP, .pozo_size = 0,
    .freeze_rule = CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP,
    .unfrozen_take_with_wild = TRUE, .unfrozen_take_by_lay_off = TRUE,
    .black_three_takeable_last_turn = FALSE, .premiado_naturals = 0,
    .opening = { { 0, 15 }, { 1500, 50 }, { 3000, 90 }, { INT_MAX, 120 } },
    .concealed_skips_minimum = TRUE, .pozo_needs_opening_first = FALSE,
    .ask_rule = CN_ASK_OPTIONAL, .go_out_must_discard = FALSE,
    .concealed_allowed = TRUE, .concealed_no_discard = TRUE,
    .exhaust_rule = CN_EXHAUST_AFTER_TURN, .red_threes_at_deal_default = FALSE,
    .bonus_natural_canasta = 500, .bonus_mixed_canasta = 300,
    .red_three_bonus = { 0, 100, 200, 300, 800 },
    .red_threes_against = CN_RED_THREES_AGAINST_NO_MELD,
    .bonus_going_out = 100, .bonus_concealed_total = 200,
    .black_three_scoring = CN_BLACK_THREES_PLAIN,
    .exhaust_hands_count = TRUE,
  },
  [CN_VARIANT_FIFTEEN] = {
    .variant = CN_VARIANT_FIFTEEN,
    .id = "fifteen",
    .source = "002",
    .seatings = {
      { .players = 4, .sides = 2, .hand_size = 15, .draw_count = 2, .canastas_needed = 2 },
    },
    .decks = 2, .jokers_per_deck = 2, .target = 5000,
    .value_joker = 50, .value_two = 20, .value_ace = 20, .value_high = 10, .value_low = 5,
    .value_black_three = 5,
    .meld_min = 3, .meld_max = 11, .canasta_size = 7, .canasta_closes = FALSE,
    .max_wilds = 3, .wild_rule = CN_WILDS_FEWER_THAN_NATURALS,
    .wild_melds = CN_WILD_MELDS_NONE,
    .black_three_meld_min = 3, .black_three_meld_max = 4,
    .pile_start = CN_PILE_START_TURN_UP,
    .freeze_rule = CN_FREEZE_ANY_WILD,
    .unfrozen_take_with_wild = TRUE, .unfrozen_take_by_lay_off = TRUE,
    .opening = { { 0, 15 }, { 1500, 50 }, { 3000, 90 }, { INT_MAX, 120 } },
    .concealed_skips_minimum = TRUE,
    .ask_rule = CN_ASK_OPTIONAL, .go_out_must_discard = FALSE,
    .concealed_allowed = TRUE, .concealed_no_discard = TRUE,
    .exhaust_rule = CN_EXHAUST_AT_ONCE, .red_threes_at_deal_default = TRUE,
    .bonus_natural_canasta = 500, .bonus_mixed_canasta = 300,
    .red_three_bonus = { 0, 100, 200, 300, 800 },
    .red_threes_against = CN_RED_THREES_AGAINST_NO_MELD,
    .bonus_going_out = 100, .bonus_concealed_total = 200,
    .black_three_scoring = CN_BLACK_THREES_PLAIN,
    .exhaust_hands_count = TRUE,
    .fixed_rounds_default = 0,
    /* Source 002 allows going out without the opening minimum to a player
     * who drew from the stock and melds the whole hand: we read its
     * concealed going out the same way. Its second game, a fixed number of
     * rounds: by default one deal by each of the four players. */
    .concealed_needs_stock_draw = TRUE,
    .fixed_rounds_suggested = 4, .fixed_rounds_max = 20,
  },
  [CN_VARIANT_ITALIAN] = {
    .variant = CN_VARIANT_ITALIAN,
    .id = "italian",
    .source = "003",
    .seatings = {
      { .players = 4, .sides = 2, .hand_size = 11, .draw_count = 1, .canastas_needed = 1 },
      { .players = 2, .sides = 2, .hand_size = 15, .draw_count = 1, .canastas_needed = 2 },
    },
    .decks = 2, .jokers_per_deck = 2, .target = 5000,
    .value_joker = 50, .value_two = 20, .value_ace = 20, .value_high = 10, .value_low = 5,
    .value_black_three = 5,
    .meld_min = 3, .meld_max = 11, .canasta_size = 7, .canasta_closes = FALSE,
    .max_wilds = 3, .wild_rule = CN_WILDS_NOT_MORE_THAN_NATURALS,
    .wild_melds = CN_WILD_MELDS_ONE_TURN_CANASTA, .wild_meld_min = 7,
    .black_three_meld_min = 3, .black_three_meld_max = 4,
    .pile_start = CN_PILE_START_TURN_UP,
    /* Source 003: a wild or a red three anywhere freezes the pile (on top
     * it blocks it, as any wild does), the first card turned included. */
    .freeze_rule = CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP,
    .unfrozen_take_with_wild = TRUE, .unfrozen_take_by_lay_off = TRUE,
    .black_three_takeable_last_turn = TRUE,
    .opening = { { 0, 15 }, { 1500, 50 }, { 3000, 90 }, { INT_MAX, 120 } },
    .concealed_skips_minimum = TRUE,
    .ask_rule = CN_ASK_OPTIONAL, .go_out_must_discard = FALSE,
    .concealed_allowed = TRUE, .concealed_no_discard = FALSE,
    .exhaust_rule = CN_EXHAUST_AT_ONCE, .red_threes_at_deal_default = TRUE,
    .bonus_natural_canasta = 500, .bonus_mixed_canasta = 300,
    .bonus_wild_mixed = 2000, .bonus_wild_twos = 2000, .bonus_wild_jokers = 2000,
    .red_three_bonus = { 0, 100, 200, 300, 800 },
    .red_threes_against = CN_RED_THREES_AGAINST_NO_MELD,
    .bonus_going_out = 100, .bonus_concealed_total = 200,
    .black_three_scoring = CN_BLACK_THREES_HAND_PENALTY, .black_three_amount = 100,
    .exhaust_hands_count = TRUE,
    .pile_first_card_stays = TRUE,
  },
  /* Source 001. The round opens with a cut by the mano's partner
   * (cut_deal): the bottom card of the part lifted names the canasta de
   * moda, wilds and red threes shown there go to the cutter until a black
   * three stops it, and the cut is exact when the part lifted less the
   * cards kept holds exactly the cards the deal needs (cn-cut.c). The pozo
   * of seven is taken with exactly a natural pair, three naturals when
   * premiado, and a side's first take needs its opening from other cards.
   * Canastas close at seven, wild cards meld on their own, and closing
   * needs a clean and a dirty canasta, or two clean in a clean game
   * (cn-closing.c). Our decisions where the source is silent: a black three
   * shown later at the cut stops the cutter too; a take that does not fit
   * an open meld starts a new one; the wild canastas of twos and of jokers
   * are clean but make the game dirty; a "yes" given before the draw lapses
   * when the draw leaves no way to close; moda, double and triple add up on
   * a canasta's bonus; all six black threes cost -800 to the one player
   * holding them when the round is closed; a black three counts 5. */
  [CN_VARIANT_URUGUAYAN] = {
    .variant = CN_VARIANT_URUGUAYAN,
    .id = "uruguayan",
    .source = "001",
    .seatings = {
      { .players = 4, .sides = 2, .hand_size = 15, .draw_count = 2, .canastas_needed = 2 },
    },
    .decks = 3, .jokers_per_deck = 2, .target = 15000,
    .value_joker = 50, .value_two = 20, .value_ace = 20, .value_high = 10, .value_low = 5,
    .value_black_three = 5,
    .meld_min = 3, .meld_max = 7, .canasta_size = 7, .canasta_closes = TRUE,
    .max_wilds = 3, .wild_rule = CN_WILDS_FEWER_THAN_NATURALS,
    .wild_melds = CN_WILD_MELDS_OPEN, .wild_meld_min = 3,
    .black_three_meld_min = 3, .black_three_meld_max = 6,
    .pile_start = CN_PILE_START_POZO, .pozo_size = 7,
    .freeze_rule = CN_FREEZE_PREMIADO,
    .unfrozen_take_with_wild = FALSE, .unfrozen_take_by_lay_off = FALSE,
    .premiado_naturals = 3, .pozo_take_naturals = 2, .premiado_ends_wild_melds = TRUE,
    .opening = { { 0, 50 }, { 3000, 90 }, { 6000, 120 }, { 9000, 150 }, { 12000, 180 },
                 { INT_MAX, 200 } },
    .concealed_skips_minimum = FALSE, .pozo_needs_opening_first = TRUE,
    .ask_rule = CN_ASK_REQUIRED, .go_out_must_discard = TRUE,
    .ask_before_draw = TRUE, .close_needs_clean_and_dirty = TRUE, .cut_deal = TRUE,
    .concealed_allowed = FALSE, .concealed_no_discard = FALSE,
    .exhaust_rule = CN_EXHAUST_ONE_MORE, .red_threes_at_deal_default = TRUE,
    .bonus_natural_canasta = 500, .bonus_mixed_canasta = 300,
    .bonus_natural_aces = 1000, .bonus_mixed_aces = 500,
    .bonus_wild_mixed = 2000, .bonus_wild_twos = 4000, .bonus_wild_jokers = 8000,
    .red_three_bonus = { 0, 100, 300, 500, 800, 1000, 1200 },
    .red_threes_against = CN_RED_THREES_AGAINST_NO_CANASTA,
    .bonus_going_out = 200, .bonus_concealed_total = 0,
    .black_three_scoring = CN_BLACK_THREES_ALL_SIX, .black_three_amount = 800,
    .bonus_canastilla = 1000, .canastilla_count = 5,
    .bonus_canaston = 3000, .canaston_count = 10,
    .bonus_exact_cut = 300,
    .moda_doubles = TRUE, .repeat_canasta_multiplies = TRUE, .clean_game_doubles = TRUE,
    .exhaust_hands_count = FALSE, .score_sheet_base_cards = TRUE,
  },
};

const CnRules *
cn_rules_get (CnVariant variant)
{
  g_return_val_if_fail (variant < CN_N_VARIANTS, NULL);
  return &variant_table[variant];
}

const CnRules *
cn_rules_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (int i = 0; i < CN_N_VARIANTS; i++)
    if (g_ascii_strcasecmp (variant_table[i].id, id) == 0)
      return &variant_table[i];
  return NULL;
}

const CnSeating *
cn_rules_seating (const CnRules *rules,
                  int            players)
{
  for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
    if (rules->seatings[i].players == players)
      return &rules->seatings[i];
  return NULL;
}

int
cn_rules_opening_minimum (const CnRules *rules,
                          int            total)
{
  for (int i = 0; i < CN_MAX_OPENING_STEPS; i++)
    if (total < rules->opening[i].below)
      return rules->opening[i].minimum;
  g_return_val_if_reached (0);
}

int
cn_rules_total_cards (const CnRules *rules)
{
  return rules->decks * (52 + rules->jokers_per_deck);
}

int
cn_rules_copies (const CnRules *rules,
                 guint8         card)
{
  if (card == CN_CARD_JOKER)
    return rules->decks * rules->jokers_per_deck;
  if (!cn_card_valid (card))
    return 0;
  return rules->decks;
}

gboolean
cn_rules_fixed_rounds_valid (const CnRules *rules,
                             int            rounds)
{
  return rounds == 0 || (rounds >= 1 && rounds <= rules->fixed_rounds_max);
}

void
cn_options_init (CnOptions     *options,
                 const CnRules *rules)
{
  options->red_threes_at_deal = rules->red_threes_at_deal_default;
  options->fixed_rounds = rules->fixed_rounds_default;
}
