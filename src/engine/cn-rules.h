/* cn-rules.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cn-card.h"

G_BEGIN_DECLS

/* The variant table. Every number the rules use lives in one CnRules row per
 * variant (cn-rules.c); the engine logic reads these fields and holds no
 * variant literals, and the help pane quotes the same rows. */

#define CN_MAX_SEATINGS      4
#define CN_MAX_OPENING_STEPS 8
#define CN_MAX_RED_THREES    6

typedef enum
{
  CN_VARIANT_CLASSIC,
  CN_VARIANT_FIFTEEN,
  CN_VARIANT_ITALIAN,
  CN_VARIANT_URUGUAYAN,
  CN_N_VARIANTS,
} CnVariant;

/* How many wilds a meld may hold relative to its naturals. */
typedef enum
{
  CN_WILDS_FEWER_THAN_NATURALS,  /* naturals must outnumber wilds */
  CN_WILDS_NOT_MORE_THAN_NATURALS, /* wilds may equal naturals, never exceed */
} CnWildRule;

/* Melds made of wild cards only. */
typedef enum
{
  CN_WILD_MELDS_NONE,
  CN_WILD_MELDS_ONE_TURN_CANASTA, /* seven wilds melded in a single turn */
  CN_WILD_MELDS_OPEN,             /* a meld of three or more wilds, grown over turns */
} CnWildMelds;

/* What makes the discard pile frozen for everybody. */
typedef enum
{
  CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP,
  CN_FREEZE_ANY_WILD,
  CN_FREEZE_PREMIADO,  /* uruguayan pozo: a wild under it makes it premiado */
} CnFreezeRule;

/* How the discard pile starts. */
typedef enum
{
  CN_PILE_START_TURN_UP,  /* one card turned; wilds and red threes stay sideways,
                           * unless the row's pile_first_card_stays */
  CN_PILE_START_POZO,     /* seven cards, six down, one up */
} CnPileStart;

typedef enum
{
  CN_EXHAUST_AFTER_TURN,   /* the player who empties the stock finishes the turn */
  CN_EXHAUST_AT_ONCE,      /* the round ends the moment the stock runs out */
  CN_EXHAUST_ONE_MORE,     /* the next player may still take the pile and meld */
} CnExhaustRule;

/* Which side's red threes count against it. */
typedef enum
{
  CN_RED_THREES_AGAINST_NO_MELD,
  CN_RED_THREES_AGAINST_NO_CANASTA,
} CnRedThreesAgainst;

typedef enum
{
  CN_BLACK_THREES_PLAIN,             /* only their card value in hand */
  CN_BLACK_THREES_HAND_PENALTY,      /* a penalty for each hand holding any */
  CN_BLACK_THREES_ALL_SIX,           /* bonus for melding all, penalty for holding all */
} CnBlackThreeScoring;

typedef enum
{
  CN_ASK_OPTIONAL,
  CN_ASK_REQUIRED,
} CnAskRule;

/* One player count a variant supports. */
typedef struct
{
  int players;         /* 0 ends the list */
  int sides;           /* seat s belongs to side s % sides */
  int hand_size;
  int draw_count;
  int canastas_needed;
  gboolean common_rule; /* not in the source: a common table rule, said so in help */
} CnSeating;

/* Opening minimum: the first step whose below is greater than the side's
 * total gives the minimum. */
typedef struct
{
  int below;
  int minimum;
} CnOpeningStep;

typedef struct
{
  CnVariant    variant;
  const char  *id;               /* "classic" */
  const char  *source;           /* "000" */

  CnSeating    seatings[CN_MAX_SEATINGS];
  int          decks;
  int          jokers_per_deck;
  int          target;

  /* Card values. */
  int          value_joker;
  int          value_two;
  int          value_ace;
  int          value_high;       /* K Q J 10 9 8 */
  int          value_low;        /* 7 6 5 4 */
  int          value_black_three;

  /* Melds. */
  int          meld_min;
  int          meld_max;         /* cards in one meld */
  int          canasta_size;
  gboolean     canasta_closes;   /* a finished canasta takes no more cards */
  int          max_wilds;
  CnWildRule   wild_rule;
  CnWildMelds  wild_melds;
  int          wild_meld_min;
  int          black_three_meld_min;
  int          black_three_meld_max;

  /* The pile. */
  CnPileStart  pile_start;
  int          pozo_size;
  CnFreezeRule freeze_rule;
  gboolean     unfrozen_take_with_wild;   /* one natural and a wild may take an open pile */
  gboolean     unfrozen_take_by_lay_off;  /* the top card may go on an existing meld */
  gboolean     black_three_takeable_last_turn; /* by a player going out in that turn */
  int          premiado_naturals;         /* naturals needed to take a premiado pozo */
  int          pozo_take_naturals;        /* >0: the pozo is taken with exactly this many
                                           * naturals of the top card's rank (premiado_naturals
                                           * when premiado), never a wild, never by laying off */
  gboolean     premiado_ends_wild_melds;  /* after a side takes a premiado pozo it may start
                                           * no new wild meld this round */

  /* Opening. */
  CnOpeningStep opening[CN_MAX_OPENING_STEPS];
  gboolean     concealed_skips_minimum;
  gboolean     pozo_needs_opening_first;

  /* Going out. */
  CnAskRule    ask_rule;
  gboolean     ask_before_draw;          /* the question may come before the draw too */
  gboolean     close_needs_clean_and_dirty; /* a dirty game needs a clean and a dirty canasta,
                                              * a clean one (no wild on the table) two clean */
  gboolean     go_out_must_discard;
  gboolean     concealed_allowed;
  gboolean     concealed_no_discard;
  CnExhaustRule exhaust_rule;
  gboolean     red_threes_at_deal_default;
  gboolean     cut_deal;                 /* the round opens with a cut that names the canasta
                                          * de moda and may give the cutter wilds and red
                                          * threes (cn-cut.c) */

  /* Scoring. */
  int          bonus_natural_canasta;
  int          bonus_mixed_canasta;
  int          bonus_natural_aces;     /* 0: as any natural canasta */
  int          bonus_mixed_aces;
  int          bonus_wild_mixed;       /* wild canastas, where they exist */
  int          bonus_wild_twos;
  int          bonus_wild_jokers;
  int          red_three_bonus[CN_MAX_RED_THREES + 1]; /* by count held */
  CnRedThreesAgainst red_threes_against;
  int          bonus_going_out;
  int          bonus_concealed_total;  /* going out concealed, all in */
  CnBlackThreeScoring black_three_scoring;
  int          black_three_amount;
  int          bonus_canastilla;       /* uruguayan extras; 0 where absent */
  int          canastilla_count;
  int          bonus_canaston;
  int          canaston_count;
  int          bonus_exact_cut;
  gboolean     moda_doubles;
  gboolean     repeat_canasta_multiplies;
  gboolean     clean_game_doubles;
  gboolean     exhaust_hands_count;    /* do hands count when the stock ran out */
  gboolean     score_sheet_base_cards; /* the source's sheet writes a base and cards line */
  int          fixed_rounds_default;   /* 0: play to the target */

  /* Added for italian and fifteen; 0 or FALSE in the other rows. */
  gboolean     pile_first_card_stays;  /* the turned card stays on top, wild or red three too */
  gboolean     concealed_needs_stock_draw; /* no concealed going out after taking the pile */
  int          fixed_rounds_suggested; /* the fixed-rounds game offered: its usual length */
  int          fixed_rounds_max;       /* 0: the variant offers no fixed-rounds game */
} CnRules;

/* Options a player may change for a game; the defaults come from the table. */
typedef struct
{
  gboolean red_threes_at_deal;
  int      fixed_rounds;             /* 0: play to the target */
} CnOptions;

const CnRules   *cn_rules_get             (CnVariant        variant);
const CnRules   *cn_rules_lookup          (const char      *id);
const CnSeating *cn_rules_seating         (const CnRules   *rules,
                                           int              players);
int              cn_rules_opening_minimum (const CnRules   *rules,
                                           int              total);
int              cn_rules_total_cards     (const CnRules   *rules);
int              cn_rules_copies          (const CnRules   *rules,
                                           guint8           card);
/* What a card counts toward melds and in hand. Inline: the turn solver,
 * the players and the scoring ask it for nearly every card they weigh. */
static inline int
cn_rules_card_value (const CnRules *rules,
                     guint8         card)
{
  CnRank rank = cn_card_rank (card);
  /* Fours to kings, most cards, without a branch on the rank (both
   * values are read, one kept): a branch there is mispredicted often. */
  int high = rules->value_high, low = rules->value_low;
  int natural = low + ((high - low) & -(int) (rank >= 8));

  if (G_LIKELY (rank > CN_RANK_THREE))
    return natural;
  switch ((int) rank)
    {
    case CN_RANK_JOKER: return rules->value_joker;
    case CN_RANK_TWO: return rules->value_two;
    case CN_RANK_ACE: return rules->value_ace;
    case CN_RANK_THREE: return cn_card_is_red_three (card) ? 0 : rules->value_black_three;
    default: return natural;
    }
}

/* 0 (play to the target) or a number of rounds the variant offers. */
gboolean         cn_rules_fixed_rounds_valid (const CnRules *rules,
                                              int            rounds);
void             cn_options_init          (CnOptions       *options,
                                           const CnRules   *rules);

G_END_DECLS
