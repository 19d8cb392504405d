/* cn-verdict.c: names, rule sections and plain explanations of verdicts
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

typedef struct
{
  const char *name;
  const char *section;
} CodeInfo;

/* The section ids are the help pane's: deck, values, melds, pile, opening,
 * going-out, threes, scoring, end, turn. */
static const CodeInfo codes[CN_N_CODES] = {
  [CN_OK] = { "ok", "turn" },
  [CN_ERR_ROUND_OVER] = { "round-over", "end" },
  [CN_ERR_NOT_YOUR_TURN] = { "not-your-turn", "turn" },
  [CN_ERR_MUST_DRAW_FIRST] = { "must-draw-first", "turn" },
  [CN_ERR_ALREADY_DRAWN] = { "already-drawn", "turn" },
  [CN_ERR_AWAITING_ANSWER] = { "awaiting-answer", "going-out" },
  [CN_ERR_NOT_IN_HAND] = { "not-in-hand", "turn" },
  [CN_ERR_BAD_MOVE] = { "bad-move", "turn" },
  [CN_ERR_STOCK_EMPTY] = { "stock-empty", "end" },
  [CN_ERR_PILE_EMPTY] = { "pile-empty", "pile" },
  [CN_ERR_PILE_BLOCKED] = { "pile-blocked", "pile" },
  [CN_ERR_PILE_FROZEN] = { "pile-frozen", "pile" },
  [CN_ERR_PILE_FROZEN_UNOPENED] = { "pile-frozen-unopened", "pile" },
  [CN_ERR_PILE_TOP_UNUSABLE] = { "pile-top-unusable", "pile" },
  [CN_ERR_PILE_PENDING] = { "pile-pending", "opening" },
  [CN_ERR_MELD_TOO_SMALL] = { "meld-too-small", "melds" },
  [CN_ERR_MELD_MIXED_RANKS] = { "meld-mixed-ranks", "melds" },
  [CN_ERR_MELD_TOO_FEW_NATURALS] = { "meld-too-few-naturals", "melds" },
  [CN_ERR_MELD_TOO_MANY_WILDS] = { "meld-too-many-wilds", "melds" },
  [CN_ERR_MELD_WILDS_OUTNUMBER] = { "meld-wilds-outnumber", "melds" },
  [CN_ERR_MELD_TOO_LARGE] = { "meld-too-large", "melds" },
  [CN_ERR_MELD_CLOSED] = { "meld-closed", "melds" },
  [CN_ERR_MELD_RED_THREE] = { "meld-red-three", "threes" },
  [CN_ERR_NO_MELD_OF_RANK] = { "no-meld-of-rank", "melds" },
  [CN_ERR_BLACK_THREES_NOT_OUT] = { "black-threes-not-going-out", "threes" },
  [CN_ERR_BLACK_THREES_WILD] = { "black-threes-with-wild", "threes" },
  [CN_ERR_BLACK_THREES_LAST] = { "black-threes-last", "threes" },
  [CN_ERR_WILD_MELD] = { "wild-meld", "melds" },
  [CN_ERR_OPENING_BELOW_MINIMUM] = { "opening-below-minimum", "opening" },
  [CN_ERR_OPENING_UNREACHABLE] = { "opening-unreachable", "opening" },
  [CN_ERR_GO_OUT_NEEDS_CANASTAS] = { "go-out-needs-canastas", "going-out" },
  [CN_ERR_PARTNER_SAID_NO] = { "partner-said-no", "going-out" },
  [CN_ERR_MUST_GO_OUT] = { "must-go-out", "going-out" },
  [CN_ERR_NO_WAY_TO_END_TURN] = { "no-way-to-end-turn", "going-out" },
  [CN_ERR_GO_OUT_MUST_DISCARD] = { "go-out-must-discard", "going-out" },
  [CN_ERR_NO_PARTNER] = { "no-partner", "going-out" },
  [CN_ERR_ALREADY_ASKED] = { "already-asked", "going-out" },
  [CN_ERR_ASK_AFTER_MELD] = { "ask-after-meld", "going-out" },
  [CN_ERR_ASK_REQUIRED] = { "ask-required", "going-out" },
  [CN_ERR_CANNOT_GO_OUT] = { "cannot-go-out", "going-out" },
  [CN_ERR_NOT_ASKED] = { "not-asked", "going-out" },
  [CN_ERR_BLACK_THREE_TAKE_NOT_OUT] = { "black-three-take-not-going-out", "pile" },
  [CN_ERR_MUST_CUT] = { "must-cut", "deck" },
  [CN_ERR_NO_CUT_NOW] = { "no-cut-now", "deck" },
  [CN_ERR_CUT_OUT_OF_RANGE] = { "cut-out-of-range", "deck" },
  [CN_ERR_POZO_NEEDS_PAIR] = { "pozo-needs-pair", "pile" },
  [CN_ERR_POZO_PREMIADO] = { "pozo-premiado-needs-three", "pile" },
  [CN_ERR_POZO_OPENING_FIRST] = { "pozo-opening-first", "opening" },
  [CN_ERR_WILD_MELD_PREMIADO] = { "wild-meld-after-premiado", "pile" },
  [CN_ERR_WILD_MELD_NATURAL] = { "wild-meld-takes-no-natural", "melds" },
  [CN_ERR_NO_SUCH_MELD] = { "no-such-meld", "melds" },
  [CN_ERR_MELD_AMBIGUOUS] = { "meld-ambiguous", "melds" },
  [CN_ERR_CLOSE_CLEAN_AND_DIRTY] = { "close-needs-clean-and-dirty", "going-out" },
  [CN_ERR_CLOSE_TWO_CLEAN] = { "close-needs-two-clean", "going-out" },
  [CN_ERR_STOCK_OUT_NO_CLOSE] = { "stock-out-no-close", "end" },
  [CN_ERR_TAKE_NEEDS_WILD] = { "take-needs-wild", "pile" },
  [CN_ERR_LAST_CARD_WOULD_GO_OUT] = { "last-card-would-go-out", "going-out" },
};

const char *
cn_code_name (CnCode code)
{
  g_return_val_if_fail (code < CN_N_CODES, "unknown");
  return codes[code].name;
}

const char *
cn_code_section (CnCode code)
{
  g_return_val_if_fail (code < CN_N_CODES, "turn");
  return codes[code].section;
}

static const char *
rank_word (int rank)
{
  return rank >= 0 && rank < CN_N_RANKS ? cn_rank_to_string (rank) : "?";
}

char *
cn_verdict_describe (const CnVerdict *v)
{
  const int *n = v->nums;
  char buf[4];

  switch (v->code)
    {
    case CN_OK:
      return g_strdup ("allowed");
    case CN_ERR_ROUND_OVER:
      return g_strdup ("the round is over");
    case CN_ERR_NOT_YOUR_TURN:
      return g_strdup_printf ("it is seat %d's turn to act, not seat %d's", n[0], n[1]);
    case CN_ERR_MUST_DRAW_FIRST:
      return g_strdup ("draw from the stock or take the pile first");
    case CN_ERR_ALREADY_DRAWN:
      return g_strdup (n[0] ? "you have taken the pile already this turn"
                            : "you have drawn already this turn");
    case CN_ERR_AWAITING_ANSWER:
      return g_strdup_printf ("waiting for seat %d to answer \"may I go out?\"", n[0]);
    case CN_ERR_NOT_IN_HAND:
      return g_strdup_printf ("%s is not in your hand", cn_card_to_string (n[0], buf));
    case CN_ERR_BAD_MOVE:
      return g_strdup ("that is not a move");
    case CN_ERR_STOCK_EMPTY:
      return g_strdup ("the stock is empty");
    case CN_ERR_PILE_EMPTY:
      return g_strdup ("the discard pile is empty");
    case CN_ERR_PILE_BLOCKED:
      return g_strdup_printf ("the pile is blocked: %s on top cannot be taken",
                              cn_card_to_string (n[0], buf));
    case CN_ERR_PILE_FROZEN:
      return g_strdup_printf ("the pile is frozen: taking it needs a natural pair of %s from "
                              "your hand, without wilds (you offer %d natural%s)",
                              rank_word (n[1]), n[0], n[0] == 1 ? "" : "s");
    case CN_ERR_PILE_FROZEN_UNOPENED:
      return g_strdup_printf ("the pile is frozen for a side that has not opened: taking it "
                              "needs a natural pair of %s from your hand", rank_word (n[1]));
    case CN_ERR_PILE_TOP_UNUSABLE:
      return g_strdup_printf ("the top card must go into a meld at once: name cards of rank %s "
                              "to meld it with, or lay it off on your side's meld of %s",
                              rank_word (n[0]), rank_word (n[0]));
    case CN_ERR_PILE_PENDING:
      return g_strdup_printf ("finish the opening first: your melds count %d of the %d needed "
                              "before the pile joins your hand", n[0], n[1]);
    case CN_ERR_MELD_TOO_SMALL:
      return g_strdup_printf ("a meld needs at least %d cards, not %d", n[1], n[0]);
    case CN_ERR_MELD_MIXED_RANKS:
      return g_strdup_printf ("a meld holds one rank: %s and %s do not go together",
                              rank_word (n[0]), rank_word (n[1]));
    case CN_ERR_MELD_TOO_FEW_NATURALS:
      return g_strdup_printf ("a meld needs at least %d natural cards, it has %d", n[1], n[0]);
    case CN_ERR_MELD_TOO_MANY_WILDS:
      return g_strdup_printf ("a meld may hold at most %d wild cards, not %d", n[1], n[0]);
    case CN_ERR_MELD_WILDS_OUTNUMBER:
      return g_strdup_printf ("too many wild cards for the naturals: %d wild for %d natural",
                              n[0], n[1]);
    case CN_ERR_MELD_TOO_LARGE:
      return g_strdup_printf ("a meld holds at most %d cards, this would make %d", n[1], n[0]);
    case CN_ERR_MELD_CLOSED:
      return g_strdup_printf ("the canasta of %s is closed", rank_word (n[0]));
    case CN_ERR_MELD_RED_THREE:
      return g_strdup ("red threes are never melded");
    case CN_ERR_NO_MELD_OF_RANK:
      return g_strdup_printf ("your side has no meld of %s to add to", rank_word (n[0]));
    case CN_ERR_BLACK_THREES_NOT_OUT:
      return g_strdup_printf ("black threes go down only as the last meld when going out "
                              "(%d card%s would stay in hand)", n[0], n[0] == 1 ? "" : "s");
    case CN_ERR_BLACK_THREES_WILD:
      return g_strdup ("black threes never meld with wild cards");
    case CN_ERR_BLACK_THREES_LAST:
      return g_strdup ("black threes are the last meld: nothing more may be melded after them");
    case CN_ERR_WILD_MELD:
      return g_strdup ("wild cards cannot form a meld of their own here");
    case CN_ERR_OPENING_BELOW_MINIMUM:
      return g_strdup_printf ("your melds count %d of the %d your side needs to open", n[0], n[1]);
    case CN_ERR_OPENING_UNREACHABLE:
      return g_strdup_printf ("the opening needs %d, and your hand can reach at most %d this "
                              "turn while keeping a legal end to it", n[1], n[0]);
    case CN_ERR_GO_OUT_NEEDS_CANASTAS:
      return g_strdup_printf ("going out needs %d canasta%s, your side has %d", n[1],
                              n[1] == 1 ? "" : "s", n[0]);
    case CN_ERR_PARTNER_SAID_NO:
      return g_strdup ("your partner said no: you may not go out this turn");
    case CN_ERR_MUST_GO_OUT:
      return g_strdup ("your partner said yes: you must go out this turn");
    case CN_ERR_NO_WAY_TO_END_TURN:
      return g_strdup_printf ("that would leave no legal way to end the turn: %d card%s left, "
                              "%d of %d canastas needed to go out", n[0], n[0] == 1 ? "" : "s",
                              n[1], n[2]);
    case CN_ERR_GO_OUT_MUST_DISCARD:
      return g_strdup ("going out ends with a discard");
    case CN_ERR_NO_PARTNER:
      return g_strdup ("you have no partner to ask");
    case CN_ERR_ALREADY_ASKED:
      return g_strdup ("you have asked already this turn");
    case CN_ERR_ASK_AFTER_MELD:
      return g_strdup ("ask before melding anything this turn");
    case CN_ERR_ASK_REQUIRED:
      return g_strdup ("ask your partner \"may I go out?\" before going out");
    case CN_ERR_CANNOT_GO_OUT:
      return g_strdup_printf ("you cannot go out this turn (%d of %d canastas)", n[0], n[1]);
    case CN_ERR_NOT_ASKED:
      return g_strdup ("nobody asked to go out");
    case CN_ERR_BLACK_THREE_TAKE_NOT_OUT:
      return g_strdup_printf ("a black three on top may be taken only to go out in this turn, "
                              "melding it with black threes from your hand (%d card%s would "
                              "stay in hand, %d of %d canastas needed to go out)",
                              n[0], n[0] == 1 ? "" : "s", n[1], n[2]);
    case CN_ERR_MUST_CUT:
      return g_strdup ("the round begins with the cut");
    case CN_ERR_NO_CUT_NOW:
      return g_strdup ("the cut comes only at the start of the round");
    case CN_ERR_CUT_OUT_OF_RANGE:
      return g_strdup_printf ("cut between %d and %d cards, not %d", n[1], n[2], n[0]);
    case CN_ERR_POZO_NEEDS_PAIR:
      return g_strdup_printf ("taking the pozo needs exactly %d natural %s from your hand and "
                              "no wild card (you offer %d natural%s and %d wild%s)",
                              n[1], rank_word (n[2]), n[0], n[0] == 1 ? "" : "s", n[3],
                              n[3] == 1 ? "" : "s");
    case CN_ERR_POZO_PREMIADO:
      return g_strdup_printf ("the pozo is premiado: taking it needs exactly %d natural %s from "
                              "your hand and no wild card (you offer %d natural%s and %d wild%s)",
                              n[1], rank_word (n[2]), n[0], n[0] == 1 ? "" : "s", n[3],
                              n[3] == 1 ? "" : "s");
    case CN_ERR_POZO_OPENING_FIRST:
      return g_strdup_printf ("your side's first take of the pozo needs its opening from other "
                              "cards: they reach at most %d of the %d needed this turn", n[0], n[1]);
    case CN_ERR_WILD_MELD_PREMIADO:
      return g_strdup ("your side took a premiado pozo: it may start no new meld of wild cards "
                       "this round");
    case CN_ERR_WILD_MELD_NATURAL:
      return g_strdup_printf ("a meld of wild cards never takes a natural card (%s)",
                              rank_word (n[0]));
    case CN_ERR_NO_SUCH_MELD:
      return g_strdup_printf ("your side has no meld number %d (it has %d)", n[0], n[1]);
    case CN_ERR_MELD_AMBIGUOUS:
      return g_strdup_printf ("your side has %d unfinished melds of %s: name the one to add to",
                              n[1], rank_word (n[0]));
    case CN_ERR_CLOSE_CLEAN_AND_DIRTY:
      return g_strdup_printf ("a dirty game closes with a clean and a dirty canasta: your side "
                              "has %d clean and %d dirty", n[0], n[1]);
    case CN_ERR_CLOSE_TWO_CLEAN:
      return g_strdup_printf ("a clean game closes with two clean canastas: your side has %d",
                              n[0]);
    case CN_ERR_STOCK_OUT_NO_CLOSE:
      return g_strdup ("the stock ran out: this turn cannot close");
    case CN_ERR_TAKE_NEEDS_WILD:
      return g_strdup_printf ("name the cards to take the pile with: every take your hand allows "
                              "spends a wild card (the smallest: %d natural%s of %s and %d wild%s)",
                              n[0], n[0] == 1 ? "" : "s", rank_word (n[2]), n[1], n[1] == 1 ? "" : "s");
    case CN_ERR_LAST_CARD_WOULD_GO_OUT:
      {
        /* The refusal going out would meet, in its own words. */
        CnVerdict closing = { .code = n[2], .nums = { n[0], n[1] } };
        g_autofree char *why = NULL;

        if (n[2] != CN_ERR_GO_OUT_NEEDS_CANASTAS && n[2] != CN_ERR_CLOSE_CLEAN_AND_DIRTY &&
            n[2] != CN_ERR_CLOSE_TWO_CLEAN)
          return g_strdup ("that would leave one card, and ending the turn with it would go out");
        why = cn_verdict_describe (&closing);
        return g_strdup_printf ("that would leave one card, and ending the turn with it would go "
                                "out: %s", why);
      }
    case CN_N_CODES:
    default:
      break;
    }
  return g_strdup ("refused");
}
