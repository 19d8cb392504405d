/* cn-text-reason.c: why a move is good, and what a move does, in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint and the review of a round say the same sentence for the same
 * reason: both come here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-text-reason.h"
#include "cn-text.h"

char *
cn_text_reason (const CnAiReason  *reason,
                const char        *rank_plural,
                const CnTextTable *table)
{
  const char *rank = rank_plural != NULL ? rank_plural : "";

  g_return_val_if_fail (reason != NULL && table != NULL, NULL);

  switch (reason->why)
    {
    case CN_WHY_PILE_UNTAKEABLE:
      return g_strdup (table->close ? _("you cannot take the pozo now") : _("you cannot take the pile now"));
    case CN_WHY_PILE_SMALL:
      if (table->close)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "the pozo holds only %d card: not worth breaking up your hand",
                                             "the pozo holds only %d cards: not worth breaking up your hand",
                                             reason->nums[0]), reason->nums[0]);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "the pile holds only %d card: not worth breaking up your hand",
                                           "the pile holds only %d cards: not worth breaking up your hand",
                                           reason->nums[0]), reason->nums[0]);
    case CN_WHY_PILE_BIG:
      if (table->close)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card comes with the pozo",
                                             "%d cards come with the pozo", reason->nums[0]), reason->nums[0]);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card comes with the pile",
                                           "%d cards come with the pile", reason->nums[0]), reason->nums[0]);
    case CN_WHY_OPENS:
      /* Translators: "it opens your side: 60 of the 50 you need" */
      if (table->alone)
        /* Translators: one against one: "it opens your game: 60 of the 50 you need" */
        return g_strdup_printf (_("it opens your game: %d of the %d you need"), reason->nums[0], reason->nums[1]);
      return g_strdup_printf (_("it opens your side: %d of the %d you need"), reason->nums[0], reason->nums[1]);
    case CN_WHY_OPENING_PART:
      return g_strdup_printf (_("it counts toward your opening: %d of the %d you need"),
                              reason->nums[0], reason->nums[1]);
    case CN_WHY_CANASTA:
      /* Translators: %s is a rank in the plural: "it completes a canasta of kings" */
      return g_strdup_printf (_("it completes a canasta of %s"), rank);
    case CN_WHY_GROWS:
      /* Translators: "your kings reach 5 of the 7 cards of a canasta" */
      return g_strdup_printf (_("your %s reach %d of the %d cards of a canasta"), rank,
                              reason->nums[0], reason->nums[1]);
    case CN_WHY_ON_CANASTA:
      /* Translators: "your canasta of kings grows: 10 points on the
       * table instead of against you in your hand" */
      return g_strdup_printf (_("your canasta of %s grows: %d points on the table instead of against you in your hand"),
                              rank, reason->nums[0]);
    case CN_WHY_SPOILS_CANASTA:
      /* Translators: "it makes your natural canasta of eights mixed (200
       * points less), but you need it to go out" */
      /* Only where canastas grow past seven cards (classic, italian):
       * uruguayan ones close at seven, so no "close" wording here. */
      return g_strdup_printf (_("it makes your natural canasta of %s mixed (%d points less), but you need it to go out"),
                              rank, reason->nums[0]);
    case CN_WHY_NEW_MELD:
      return g_strdup_printf (_("it puts %d points on the table and empties your hand faster"),
                              reason->nums[0]);
    case CN_WHY_BLACK_THREE:
      return g_strdup (table->close ? _("a black three stops the next player from taking the pozo")
                             : _("a black three stops the next player from taking the pile"));
    case CN_WHY_SAFE:
      /* Translators: "the aces are safe: 7 of the 8 are in sight, no one can
       * hold the pair it takes to pick them up" */
      return g_strdup_printf (_("the %s are safe: %d of the %d are in sight, so the next player cannot hold a pair"),
                              rank, reason->nums[0], reason->nums[1]);
    case CN_WHY_KEEPS_PAIR:
      /* Translators: "it keeps your pair of kings to take the pile" */
      return g_strdup_printf (table->close ? _("it keeps your pair of %s to take the pozo")
                                    : _("it keeps your pair of %s to take the pile"), rank);
    case CN_WHY_UNCOLLECTED:
      return g_strdup_printf (_("a single card of a rank no side collects (%s)"), rank);
    case CN_WHY_LEAST_USEFUL:
      return g_strdup (_("it is the card your hand needs least"));
    case CN_WHY_CAN_GO_OUT:
      return g_strdup (table->close ? _("you can close this turn") : _("you can go out this turn"));
    case CN_WHY_PARTNER_READY:
      if (table->alone && !table->close)
        return g_strdup (_("you have what you need to go out"));
      return g_strdup (table->close ? _("your side has what it needs to close") : _("your side has what it needs to go out"));
    case CN_WHY_PARTNER_NOT_READY:
      if (table->alone && !table->close)
        return g_strdup (_("you are not ready to go out yet"));
      return g_strdup (table->close ? _("your side is not ready to close") : _("your side is not ready to go out"));
    case CN_WHY_GOES_OUT:
      return g_strdup (table->close ? _("it is your last card: this closes the round")
                             : _("it is your last card: you go out"));
    case CN_WHY_KEEPS_HAND:
      /* No count: the hand may already hold fewer cards than the deal
       * gave, and what is kept is the cards, not a number of them. */
      return g_strdup (_("playing alone, keep your cards in hand rather than meld them until you have the canastas to go out"));
    case CN_WHY_EVERY_DISCARD_FEEDS:
      /* Translators: "every card you could discard lets the next player
       * take the pile (12 cards): this one costs you least" */
      return g_strdup_printf (table->close ? _("every card you could discard lets the next player take the pozo (%d cards): this one costs you least")
                                    : _("every card you could discard lets the next player take the pile (%d cards): this one costs you least"),
                              reason->nums[0]);
    case CN_WHY_NONE:
    default:
      return NULL;
    }
}

char *
cn_text_move (const CnMove      *move,
              const char        *cards,
              const CnTextTable *table)
{
  g_return_val_if_fail (move != NULL && table != NULL, NULL);

  if (cards == NULL)
    cards = "";

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      return g_strdup (C_("move", "draw from the stock"));
    case CN_MOVE_TAKE_PILE:
      if (move->n == 0)
        return g_strdup (table->close ? C_("move", "take the pozo, laying its top card off on your meld")
                                      : C_("move", "take the pile, laying its top card off on your meld"));
      /* Translators: %s lists cards, "the seven of spades and the seven of hearts" */
      return g_strdup_printf (table->close ? C_("move", "take the pozo with %s")
                                           : C_("move", "take the pile with %s"), cards);
    case CN_MOVE_MELD:
      /* Translators: %s lists cards */
      return g_strdup_printf (C_("move", "meld %s"), cards);
    case CN_MOVE_ADD:
      /* Translators: %s lists cards */
      return g_strdup_printf (table->alone ? C_("move", "lay off %s on your meld")
                                           : C_("move", "lay off %s on your side’s meld"), cards);
    case CN_MOVE_DISCARD:
      /* Translators: %s is a card: "the four of clubs" */
      return g_strdup_printf (C_("move", "discard %s"), cards);
    case CN_MOVE_ASK_GO_OUT:
      return g_strdup (table->close ? C_("move", "ask your partner whether you may close")
                                    : C_("move", "ask your partner whether you may go out"));
    case CN_MOVE_ANSWER_GO_OUT:
      return g_strdup (move->yes ? C_("move", "answer yes") : C_("move", "answer no"));
    case CN_MOVE_CUT:
      return g_strdup (C_("move", "cut the deck"));
    case CN_N_MOVE_KINDS:
    default:
      return NULL;
    }
}

/* The hint: the move the computer would make in the player's seat, and
 * why ("Hint: discard the four of clubs. Why: it keeps your pair of kings
 * to take the pile."). cards names the move's cards in a sentence; why is
 * the reason (cn_text_reason) or NULL. NULL for no move. */
char *
cn_text_hint (const CnMove      *move,
              const char        *cards,
              const char        *why,
              const CnTextTable *table)
{
  g_autofree char *message = NULL;

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      message = g_strdup (_("Hint: draw from the stock."));
      break;
    case CN_MOVE_TAKE_PILE:
      message = move->n == 0
        ? g_strdup (_("Hint: take the pile, laying its top card off on your meld."))
        /* Translators: %s lists cards, "the seven of spades and the seven of hearts" */
        : g_strdup_printf (table->close ? _("Hint: take the pozo with %s.")
                                        : _("Hint: take the pile with %s."), cards);
      break;
    case CN_MOVE_MELD:
      /* Translators: %s lists cards */
      message = g_strdup_printf (_("Hint: meld %s."), cards);
      break;
    case CN_MOVE_ADD:
      {
        gboolean wild = move->n > 0;

        for (int i = 0; i < move->n; i++)
          wild = wild && cn_card_is_wild (move->cards[i]);
        /* Wild cards fit more than one meld: the hint names the one, which
         * Lay Off then asks for. */
        if (wild && move->rank != CN_RANK_JOKER)
          {
            g_autofree char *rank = cn_text_rank_plural (move->rank);

            /* Translators: %s lists wild cards, then the meld's rank in
             * the plural: "Hint: lay off the joker on your meld of jacks." */
            message = g_strdup_printf (table->alone ? _("Hint: lay off %s on your meld of %s.")
                                             : _("Hint: lay off %s on your side’s meld of %s."), cards, rank);
          }
        else
          /* Translators: %s lists cards */
          message = g_strdup_printf (table->alone ? _("Hint: lay off %s on your meld.")
                                           : _("Hint: lay off %s on your side’s meld."), cards);
      }
      break;
    case CN_MOVE_DISCARD:
      /* Translators: %s is a card: "the four of clubs" */
      message = g_strdup_printf (_("Hint: discard %s."), cards);
      break;
    case CN_MOVE_ASK_GO_OUT:
      message = g_strdup (table->close ? _("Hint: ask your partner whether you may close.")
                                       : _("Hint: ask your partner whether you may go out."));
      break;
    case CN_MOVE_ANSWER_GO_OUT:
      message = g_strdup (move->yes ? _("Hint: answer yes.") : _("Hint: answer no."));
      break;
    case CN_MOVE_CUT:
      message = g_strdup (_("Hint: cut anywhere; near the middle of the deck is as good as any place."));
      break;
    case CN_N_MOVE_KINDS:
    default:
      return NULL;
    }


  if (why == NULL)
    return g_steal_pointer (&message);
  /* Translators: a hint and its reason: "Hint: discard the four of
   * clubs. Why: it keeps your pair of kings to take the pile." */
  return g_strdup_printf (_("%s Why: %s."), message, why);
}
