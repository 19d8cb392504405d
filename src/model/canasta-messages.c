/* canasta-messages.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-messages.h"
#include "cn-help.h"
#include "cn-text.h"

/* The lines' names live with the rules help, which names them too. */
const char *
canasta_line_label (CnVariant variant,
                    CnLine    line)
{
  return cn_help_line_label (variant, line);
}

const char *
canasta_line_label_for (const CnRules *rules,
                        CnLine         line,
                        const int     *values,
                        int            n_values)
{
  int earned = 0;

  g_return_val_if_fail (rules != NULL, "");

  /* The line holds the canastilla's premio or the canastón's, never both
   * for one side: its value says which one each side earned. */
  if (line == CN_LINE_CANASTILLA && rules->canastilla_count > 0)
    {
      for (int i = 0; i < n_values; i++)
        if (values[i] != 0)
          {
            if (earned != 0 && values[i] != earned)
              {
                earned = -1;
                break;
              }
            earned = values[i];
          }
      if (earned == rules->bonus_canastilla)
        return C_("uruguayan", "Canastilla");
      if (earned == rules->bonus_canaston)
        return C_("uruguayan", "Canastón");
    }
  return canasta_line_label (rules->variant, line);
}

char *
canasta_round_label (int round,
                     int fixed_rounds)
{
  if (fixed_rounds <= 0)
    /* Translators: the round being played, in a game to a target score */
    return g_strdup_printf (_("Round %d"), round);
  if (round <= fixed_rounds)
    /* Translators: the round being played, in a game of a fixed number of rounds */
    return g_strdup_printf (_("Round %d of %d"), round, fixed_rounds);
  /* Translators: a round played after the last of a fixed number because
   * the top totals were tied */
  return g_strdup_printf (_("Round %d (to break the tie)"), round);
}

/* "Going out needs 2 canastas; your side has 1.", the sentence several
 * refusals end with when the side lacks canastas; "you have 1" for a
 * player alone. */
static char *
canastas_needed_sentence (int      canastas,
                          int      needed,
                          gboolean alone)
{
  if (alone)
    /* Translators: one against one, where the player has no side */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Going out needs %d canasta; you have %d.",
                                         "Going out needs %d canastas; you have %d.", needed),
                            needed, canastas);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Going out needs %d canasta; your side has %d.",
                                       "Going out needs %d canastas; your side has %d.", needed),
                          needed, canastas);
}

/* A side's clean and dirty canastas as the closing refusals count them,
 * each number with its own plural: "0 clean", "1 dirty". */
static char *
clean_count (int clean)
{
  /* Translators: the side's clean canastas, in "your side has 0 clean and
   * 1 dirty"; the noun canasta is understood */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d clean", "%d clean", clean), clean);
}

static char *
dirty_count (int dirty)
{
  /* Translators: the side's dirty canastas, in "your side has 0 clean and
   * 1 dirty"; the noun canasta is understood */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d dirty", "%d dirty", dirty), dirty);
}

/* A move that is no going out leaves one card, and the turn could end only
 * by going out with it, which the side's canastas do not allow: closing is
 * the refusal going out would meet, with its numbers. */
static char *
last_card_message (CnCode   closing,
                   int      a,
                   int      b,
                   gboolean alone)
{
  switch (closing)
    {
    case CN_ERR_CLOSE_CLEAN_AND_DIRTY:
      {
        g_autofree char *clean = clean_count (a);
        g_autofree char *dirty = dirty_count (b);

        /* Translators: source 001's closer must discard; the two %s are
         * "0 clean" and "1 dirty" */
        return g_strdup_printf (_("That would leave you one card, and discarding it would close the round: a dirty game closes with a clean and a dirty canasta, and your side has %s and %s."),
                                clean, dirty);
      }

    case CN_ERR_CLOSE_TWO_CLEAN:
      /* Translators: %d is the side's clean canastas */
      return g_strdup_printf (_("That would leave you one card, and discarding it would close the round: a clean game closes with two clean canastas, and your side has %d."),
                              a);

    case CN_ERR_GO_OUT_NEEDS_CANASTAS:
    default:
      if (alone)
        /* Translators: one against one: the canastas going out needs,
         * then the player's */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "That would leave you one card, so your turn could end only by going out, and going out needs %d canasta; you have %d.",
                                             "That would leave you one card, so your turn could end only by going out, and going out needs %d canastas; you have %d.",
                                             b),
                                b, a);
      /* Translators: the canastas going out needs, then the side's; with one
       * card left the turn ends by discarding it or laying it off, and
       * either goes out */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "That would leave you one card, so your turn could end only by going out, and going out needs %d canasta; your side has %d.",
                                           "That would leave you one card, so your turn could end only by going out, and going out needs %d canastas; your side has %d.",
                                           b),
                              b, a);
    }
}

/* last_card_message told about a player of a help example. */
static char *
last_card_message_about (CnCode      closing,
                         int         a,
                         int         b,
                         const char *player,
                         gboolean    close,
                         gboolean    alone)
{
  switch (closing)
    {
    case CN_ERR_CLOSE_CLEAN_AND_DIRTY:
      {
        g_autofree char *clean = clean_count (a);
        g_autofree char *dirty = dirty_count (b);

        /* Translators: a player of a help example, then "0 clean" and "1
         * dirty"; source 001's closer must discard */
        return g_strdup_printf (_("That would leave %s one card, and discarding it would close the round: a dirty game closes with a clean and a dirty canasta, and the side has %s and %s."),
                                player, clean, dirty);
      }

    case CN_ERR_CLOSE_TWO_CLEAN:
      /* Translators: a player of a help example, then the side's clean canastas */
      return g_strdup_printf (_("That would leave %s one card, and discarding it would close the round: a clean game closes with two clean canastas, and the side has %d."),
                              player, a);

    case CN_ERR_GO_OUT_NEEDS_CANASTAS:
    default:
      if (alone)
        /* Translators: one against one: a player of a help example, then
         * the canastas going out needs and the player's own */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "That would leave %s one card, so the turn could end only by going out, and going out needs %d canasta; they have %d.",
                                             "That would leave %s one card, so the turn could end only by going out, and going out needs %d canastas; they have %d.",
                                             b),
                                player, b, a);
      if (close)
        /* Translators: a player of a help example, then the canastas
         * closing needs and the side's */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "That would leave %s one card, so the turn could end only by closing, and closing needs %d canasta; the side has %d.",
                                             "That would leave %s one card, so the turn could end only by closing, and closing needs %d canastas; the side has %d.",
                                             b),
                                player, b, a);
      /* Translators: a player of a help example, then the canastas going
       * out needs and the side's */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "That would leave %s one card, so the turn could end only by going out, and going out needs %d canasta; the side has %d.",
                                           "That would leave %s one card, so the turn could end only by going out, and going out needs %d canastas; the side has %d.",
                                           b),
                              player, b, a);
    }
}

char *
canasta_verdict_message (const CnVerdict *verdict)
{
  return canasta_verdict_message_for (verdict, NULL);
}

char *
canasta_verdict_message_for (const CnVerdict *verdict,
                             const CnRules   *rules)
{
  return canasta_verdict_message_for_table (verdict, rules, FALSE);
}

/* The ranks and the card a verdict's numbers name, in words: the table
 * names a card inside its sentence ("the queen of spades"), the help's
 * examples by its name alone ("The Queen of Spades is not in Rosa's
 * hand"). */
typedef struct
{
  char *rank0, *rank1, *rank2;
  char *card0;
} VerdictWords;

static void
verdict_words_init (VerdictWords    *w,
                    const CnVerdict *verdict,
                    gboolean         card_alone)
{
  const int *n = verdict->nums;

  w->rank0 = cn_text_rank_plural ((guint) n[0]);
  w->rank1 = cn_text_rank_plural ((guint) n[1]);
  w->rank2 = cn_text_rank_plural ((guint) n[2]);
  if (n[0] < 0 || n[0] >= CN_N_KINDS)
    w->card0 = g_strdup ("?");
  else
    w->card0 = card_alone ? cn_text_card_name (n[0]) : cn_text_card_sentence_name (n[0]);
}

static void
verdict_words_clear (VerdictWords *w)
{
  g_free (w->rank0);
  g_free (w->rank1);
  g_free (w->rank2);
  g_free (w->card0);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (VerdictWords, verdict_words_clear)

/* alone: the player has no partner (one against one, or each for
 * themselves): "you" where partners read "your side". */
char *
canasta_verdict_message_for_table (const CnVerdict *verdict,
                                   const CnRules   *rules,
                                   gboolean         alone)
{
  gboolean pozo = rules != NULL && rules->pile_start == CN_PILE_START_POZO;
  const int *n;
  g_auto(VerdictWords) w = { 0 };

  g_return_val_if_fail (verdict != NULL, g_strdup (""));

  /* The numbers each code carries are documented in cn-verdict.c. */
  n = verdict->nums;
  verdict_words_init (&w, verdict, FALSE);

  switch (verdict->code)
    {
    case CN_OK:
      return g_strdup ("");

    case CN_ERR_ROUND_OVER:
      return g_strdup (_("The round is over."));

    case CN_ERR_NOT_YOUR_TURN:
      return g_strdup (_("It is not your turn."));

    case CN_ERR_MUST_DRAW_FIRST:
      return g_strdup (pozo ? _("Draw from the stock or take the pozo first.")
                            : _("Draw from the stock or take the pile first."));

    case CN_ERR_ALREADY_DRAWN:
      if (n[0] != 0)
        return g_strdup (pozo ? _("You have already taken the pozo this turn.")
                              : _("You have already taken the pile this turn."));
      return g_strdup (_("You have already drawn this turn."));

    case CN_ERR_AWAITING_ANSWER:
      return g_strdup (_("Wait for your partner’s answer to your question first."));

    case CN_ERR_NOT_IN_HAND:
      /* Translators: %s is a card: "the queen of spades" */
      return g_strdup_printf (_("You do not hold %s."), w.card0);

    case CN_ERR_BAD_MOVE:
      return g_strdup (_("That move is not possible."));

    case CN_ERR_STOCK_EMPTY:
      return g_strdup (_("The stock is empty."));

    case CN_ERR_PILE_EMPTY:
      return g_strdup (pozo ? _("The pozo is empty.") : _("The discard pile is empty."));

    case CN_ERR_PILE_BLOCKED:
      /* Translators: %s is the card on top of the pile: "the three of clubs" */
      return g_strdup_printf (pozo ? _("The pozo is blocked: it cannot be taken with %s on top.")
                                   : _("The pile is blocked: it cannot be taken with %s on top."), w.card0);

    case CN_ERR_PILE_FROZEN:
      /* Translators: %s is a rank in the plural: "kings" */
      return g_strdup_printf (_("The pile is frozen: taking it needs a natural pair of %s from your hand, without wild cards."),
                              w.rank1);

    case CN_ERR_PILE_FROZEN_UNOPENED:
      return g_strdup_printf (alone ? _("You have not opened yet, so the pile is frozen for you: taking it needs a natural pair of %s from your hand, without wild cards.")
                                    : _("Your side has not opened yet, so the pile is frozen for you: taking it needs a natural pair of %s from your hand, without wild cards."),
                              w.rank1);

    case CN_ERR_PILE_TOP_UNUSABLE:
      return g_strdup_printf (alone ? _("The top card must go into a meld at once: select %s from your hand to meld with it, or lay it off on your meld of %s.")
                                    : _("The top card must go into a meld at once: select %s from your hand to meld with it, or lay it off on your side’s meld of %s."),
                              w.rank0, w.rank0);

    case CN_ERR_PILE_PENDING:
      return g_strdup_printf (pozo ? _("Finish your opening first: your melds count %d of the %d needed before the pozo joins your hand.")
                                   : _("Finish your opening first: your melds count %d of the %d needed before the pile joins your hand."),
                              n[0], n[1]);

    case CN_ERR_MELD_TOO_SMALL:
      return g_strdup_printf (_("A meld needs at least %d cards; this has %d."),
                              n[1], n[0]);

    case CN_ERR_MELD_MIXED_RANKS:
      /* Translators: two ranks in the plural: "kings and fives" */
      return g_strdup_printf (_("A meld holds one rank: %s and %s do not go together."), w.rank0, w.rank1);

    case CN_ERR_MELD_TOO_FEW_NATURALS:
      return g_strdup_printf (_("A meld needs at least %d natural cards; this has %d."),
                              n[1], n[0]);

    case CN_ERR_MELD_TOO_MANY_WILDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A meld may hold at most %d wild card, not %d.",
                                        "A meld may hold at most %d wild cards, not %d.", n[1]),
                              n[1], n[0]);

    case CN_ERR_MELD_WILDS_OUTNUMBER:
      return g_strdup_printf (_("Too many wild cards for the natural ones: this would be %d wild to %d natural."),
                              n[0], n[1]);

    case CN_ERR_MELD_TOO_LARGE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A meld holds at most %d card; this would make %d.",
                                        "A meld holds at most %d cards; this would make %d.", n[1]),
                              n[1], n[0]);

    case CN_ERR_MELD_CLOSED:
      return g_strdup_printf (_("The canasta of %s is closed: it takes no more cards."), w.rank0);

    case CN_ERR_MELD_RED_THREE:
      return g_strdup (_("Red threes are never melded: they go face up in front of you."));

    case CN_ERR_NO_MELD_OF_RANK:
      return g_strdup_printf (alone ? _("You have no meld of %s to add to.")
                                    : _("Your side has no meld of %s to add to."), w.rank0);

    case CN_ERR_BLACK_THREES_NOT_OUT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black threes go down only as the last meld when you go out: %d card would stay in your hand.",
                                        "Black threes go down only as the last meld when you go out: %d cards would stay in your hand.",
                                        n[0]),
                              n[0]);

    case CN_ERR_BLACK_THREES_WILD:
      return g_strdup (_("Black threes never meld with wild cards."));

    case CN_ERR_BLACK_THREES_LAST:
      return g_strdup (_("Black threes are the last meld: nothing more may be melded after them."));

    case CN_ERR_WILD_MELD:
      return g_strdup (_("Wild cards cannot form a meld of their own here."));

    case CN_ERR_OPENING_BELOW_MINIMUM:
      /* Translators: the first number is what the player melded this turn,
       * the second the minimum for a side's first melds of the round */
      return g_strdup_printf (alone ? _("Your melds count %d of the %d you need to open.")
                                    : _("Your melds count %d of the %d your side needs to open."),
                              n[0], n[1]);

    case CN_ERR_OPENING_UNREACHABLE:
      return g_strdup_printf (alone ? _("You need %d to open, and your hand can reach at most %d this turn while keeping a way to end it.")
                                    : _("Your side needs %d to open, and your hand can reach at most %d this turn while keeping a way to end it."),
                              n[1], n[0]);

    case CN_ERR_GO_OUT_NEEDS_CANASTAS:
      return canastas_needed_sentence (n[0], n[1], alone);

    case CN_ERR_PARTNER_SAID_NO:
      return g_strdup (_("Your partner said no: you may not go out this turn."));

    case CN_ERR_MUST_GO_OUT:
      {
        gboolean close = rules != NULL && rules->variant == CN_VARIANT_URUGUAYAN;

        /* A meld or lay-off that leaves cards the turn could not end with:
         * the yes is why, and the cards left are what stands in the way. */
        if (n[0] > 0 && close)
          /* Translators: the cards the move would leave in hand */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Your partner said yes, so this turn must close, and this move would leave you %d card you could not close with.",
                                               "Your partner said yes, so this turn must close, and this move would leave you %d cards you could not close with.",
                                               n[0]),
                                  n[0]);
        if (n[0] > 0)
          /* Translators: the cards the move would leave in hand */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Your partner said yes, so this turn must end by going out, and this move would leave you %d card you could not go out with.",
                                               "Your partner said yes, so this turn must end by going out, and this move would leave you %d cards you could not go out with.",
                                               n[0]),
                                  n[0]);
        return g_strdup (_("Your partner said yes: you must go out this turn."));
      }

    case CN_ERR_NO_WAY_TO_END_TURN:
      {
        /* Each number has a sentence of its own, so each agrees with its
         * noun. Where closing counts kinds of canasta (source 001), their
         * number says nothing and is left out. */
        g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "That would leave you %d card and no legal way to end your turn.",
                                                               "That would leave you %d cards and no legal way to end your turn.", n[0]),
                                                  n[0]);
        g_autofree char *canastas = NULL;

        if (n[1] >= n[2] || (rules != NULL && rules->close_needs_clean_and_dirty))
          return g_steal_pointer (&cards);
        canastas = canastas_needed_sentence (n[1], n[2], alone);
        /* Translators: two sentences of a refusal, one after the other */
        return g_strdup_printf (_("%s %s"), cards, canastas);
      }

    case CN_ERR_GO_OUT_MUST_DISCARD:
      return g_strdup (_("Going out ends with a discard: keep one card for it."));

    case CN_ERR_NO_PARTNER:
      return g_strdup (_("You have no partner to ask."));

    case CN_ERR_ALREADY_ASKED:
      return g_strdup (_("You have already asked this turn."));

    case CN_ERR_ASK_AFTER_MELD:
      return g_strdup (_("Ask before you meld: you have already melded this turn."));

    case CN_ERR_ASK_REQUIRED:
      /* Only where closing needs the partner's yes (source 001), which
       * must come before any card of the turn is on the table. */
      return g_strdup (_("Closing needs your partner’s yes: ask “May I close?” before you put any card on the table this turn."));

    case CN_ERR_CANNOT_GO_OUT:
      /* With the canastas it needs, a side may still be unable to go out:
       * the hand cannot be melded down to one card, or (uruguayan) its
       * canastas are not of the kinds closing needs. */
      if (n[0] >= n[1])
        return g_strdup (_("You cannot go out this turn with the cards you hold and your side’s canastas, so there is nothing to ask."));
      /* Translators: the canastas going out needs, then the side's */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You cannot go out this turn, so there is nothing to ask: going out needs %d canasta, and your side has %d.",
                                           "You cannot go out this turn, so there is nothing to ask: going out needs %d canastas, and your side has %d.",
                                           n[1]),
                              n[1], n[0]);

    case CN_ERR_NOT_ASKED:
      return g_strdup (_("Nobody has asked to go out."));

    case CN_ERR_BLACK_THREE_TAKE_NOT_OUT:
      {
        /* Translators: %d is the cards that would stay in the hand */
        g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A black three on top may be taken only to go out this turn, melding it with black threes from your hand: %d card would stay in your hand.",
                                                               "A black three on top may be taken only to go out this turn, melding it with black threes from your hand: %d cards would stay in your hand.",
                                                               n[0]),
                                                  n[0]);
        g_autofree char *canastas = NULL;

        if (n[1] >= n[2])
          return g_steal_pointer (&cards);
        canastas = canastas_needed_sentence (n[1], n[2], alone);
        return g_strdup_printf (_("%s %s"), cards, canastas);
      }

    case CN_ERR_MUST_CUT:
      return g_strdup (_("The round begins with the cut."));

    case CN_ERR_NO_CUT_NOW:
      return g_strdup (_("The cut comes only at the start of a round."));

    case CN_ERR_CUT_OUT_OF_RANGE:
      /* Translators: the fewest and the most cards the cutter may lift,
       * then the number tried */
      return g_strdup_printf (_("Cut between %d and %d cards, not %d."), n[1], n[2], n[0]);

    case CN_ERR_POZO_NEEDS_PAIR:
      /* Translators: %s is a rank in the plural: "kings" */
      return g_strdup_printf (_("Taking the pozo needs exactly a natural pair of %s from your hand, and no wild card."),
                              w.rank2);

    case CN_ERR_POZO_PREMIADO:
      /* Translators: the number of natural cards, then a rank in the
       * plural: "exactly 3 natural kings", "3 reyes naturales" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The pozo is premiado: taking it needs exactly %d natural %s from your hand, and no wild card.",
                                        "The pozo is premiado: taking it needs exactly %d natural %s from your hand, and no wild card.",
                                        n[1]),
                              n[1], w.rank2);

    case CN_ERR_POZO_OPENING_FIRST:
      /* Translators: the most the other cards can meld this turn, then the
       * opening minimum */
      return g_strdup_printf (_("Your side’s first take of the pozo needs its opening from other cards: they make at most %d of the %d needed this turn."),
                              n[0], n[1]);

    case CN_ERR_WILD_MELD_PREMIADO:
      return g_strdup (_("Your side took a premiado pozo: it may start no new meld of wild cards this round."));

    case CN_ERR_WILD_MELD_NATURAL:
      return g_strdup (_("A meld of wild cards never takes a natural card."));

    case CN_ERR_NO_SUCH_MELD:
      return g_strdup (alone ? _("You have no such meld.") : _("Your side has no such meld."));

    case CN_ERR_MELD_AMBIGUOUS:
      /* Translators: a number of melds, then a rank in the plural */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side has %d unfinished meld of %s: choose the one to add to.",
                                        "Your side has %d unfinished melds of %s: choose the one to add to.",
                                        n[1]),
                              n[1], w.rank0);

    case CN_ERR_CLOSE_CLEAN_AND_DIRTY:
      {
        g_autofree char *clean = clean_count (n[0]);
        g_autofree char *dirty = dirty_count (n[1]);

        /* Translators: the two %s are "0 clean" and "1 dirty" */
        return g_strdup_printf (_("A dirty game closes with a clean and a dirty canasta: your side has %s and %s."),
                                clean, dirty);
      }

    case CN_ERR_CLOSE_TWO_CLEAN:
      /* Translators: %d is the side's clean canastas */
      return g_strdup_printf (_("A clean game closes with two clean canastas: your side has %d."),
                              n[0]);

    case CN_ERR_STOCK_OUT_NO_CLOSE:
      return g_strdup (_("The stock has run out: this turn cannot close."));

    case CN_ERR_TAKE_NEEDS_WILD:
      /* Taking the pile with no card selected, where every take the hand
       * allows spends a wild card: most often one natural and one wild. */
      if (n[0] == 1 && n[1] == 1)
        /* Translators: %s is a rank with its article, as in a card's
         * name inside a sentence: "the king" */
        return g_strdup_printf (_("Select the cards to take the pile with: %s from your hand and a wild card. The game never spends a wild card for you."),
                                cn_text_rank_sentence_name (n[2]));
      /* Translators: %s is a rank in the plural: "kings" */
      if (n[1] <= 1)
        return g_strdup_printf (_("Select the cards to take the pile with: your %s and a wild card. The game never spends a wild card for you."),
                                w.rank2);
      /* Translators: a rank in the plural, then the number of wild cards */
      return g_strdup_printf (_("Select the cards to take the pile with: your %s and %d wild cards. The game never spends a wild card for you."),
                              w.rank2, n[1]);

    case CN_ERR_LAST_CARD_WOULD_GO_OUT:
      return last_card_message (n[2], n[0], n[1], alone);

    case CN_N_CODES:
    default:
      return g_strdup (_("That move is not allowed."));
    }
}

/* The refusals told about a player of the rules help's examples, not to
 * the reader: every code that speaks to "you" has its own sentence here,
 * with the player's name where the table says "you" and "your side"; the
 * codes that name nobody, in every language, read as at the table. The
 * switch has no default, so that a new code must choose. */
char *
canasta_verdict_message_about (const CnVerdict *verdict,
                               const CnRules   *rules,
                               const char      *player,
                               gboolean         alone)
{
  gboolean pozo = rules != NULL && rules->pile_start == CN_PILE_START_POZO;
  /* The uruguayan players close where the others go out. */
  gboolean close = rules != NULL && rules->variant == CN_VARIANT_URUGUAYAN;
  const int *n;
  g_auto(VerdictWords) w = { 0 };

  g_return_val_if_fail (verdict != NULL, g_strdup (""));
  g_return_val_if_fail (player != NULL, g_strdup (""));

  n = verdict->nums;
  verdict_words_init (&w, verdict, TRUE);

  /* Translators: the refusals below tell a move of a rules help example,
   * made by one of its players, whose name is the %s: "Rosa". They say in
   * the third person what the table says to "you"; a name stands where
   * English would need "her" or "his". */
  switch ((CnCode) verdict->code)
    {
    case CN_OK:
    case CN_ERR_ROUND_OVER:
    case CN_ERR_BAD_MOVE:
    case CN_ERR_STOCK_EMPTY:
    case CN_ERR_PILE_EMPTY:
    case CN_ERR_PILE_BLOCKED:
    case CN_ERR_MELD_TOO_SMALL:
    case CN_ERR_MELD_MIXED_RANKS:
    case CN_ERR_MELD_TOO_FEW_NATURALS:
    case CN_ERR_MELD_TOO_MANY_WILDS:
    case CN_ERR_MELD_WILDS_OUTNUMBER:
    case CN_ERR_MELD_TOO_LARGE:
    case CN_ERR_MELD_CLOSED:
    case CN_ERR_BLACK_THREES_WILD:
    case CN_ERR_BLACK_THREES_LAST:
    case CN_ERR_WILD_MELD:
    case CN_ERR_NOT_ASKED:
    case CN_ERR_MUST_CUT:
    case CN_ERR_NO_CUT_NOW:
    case CN_ERR_WILD_MELD_NATURAL:
    case CN_ERR_STOCK_OUT_NO_CLOSE:
      /* These name nobody, in any of the languages. */
      return canasta_verdict_message_for (verdict, rules);

    case CN_ERR_NOT_YOUR_TURN:
      /* Translators: %s is a player of a help example */
      return g_strdup_printf (_("It is not %s’s turn."), player);

    case CN_ERR_MUST_DRAW_FIRST:
      return g_strdup_printf (pozo ? _("%s must draw from the stock or take the pozo first.")
                                   : _("%s must draw from the stock or take the pile first."), player);

    case CN_ERR_ALREADY_DRAWN:
      if (n[0] != 0)
        return g_strdup_printf (pozo ? _("%s has already taken the pozo this turn.")
                                     : _("%s has already taken the pile this turn."), player);
      return g_strdup_printf (_("%s has already drawn this turn."), player);

    case CN_ERR_AWAITING_ANSWER:
      return g_strdup_printf (_("%s’s partner must answer the question first."), player);

    case CN_ERR_NOT_IN_HAND:
      /* Translators: a card ("Queen of Spades"), then a player of a help example */
      return g_strdup_printf (_("The %s is not in %s’s hand."), w.card0, player);

    case CN_ERR_PILE_FROZEN:
      /* Translators: a player of a help example, then a rank in the plural */
      return g_strdup_printf (_("The pile is frozen: to take it, %s needs a natural pair of %s, without wild cards."),
                              player, w.rank1);

    case CN_ERR_PILE_FROZEN_UNOPENED:
      if (alone)
        /* Translators: one against one: a player of a help example, then a
         * rank in the plural */
        return g_strdup_printf (_("%s has not opened yet, so the pile is frozen for them: taking it needs a natural pair of %s, without wild cards."),
                                player, w.rank1);
      /* Translators: a player of a help example, then a rank in the plural */
      return g_strdup_printf (_("%s’s side has not opened yet, so the pile is frozen for it: taking it needs a natural pair of %s, without wild cards."),
                              player, w.rank1);

    case CN_ERR_PILE_TOP_UNUSABLE:
      if (alone)
        /* Translators: one against one: a player of a help example, then a
         * rank in the plural, twice */
        return g_strdup_printf (_("The top card must go into a meld at once: %s must meld it with %s from the hand, or lay it off on their own meld of %s."),
                                player, w.rank0, w.rank0);
      /* Translators: a player of a help example, then a rank in the plural, twice */
      return g_strdup_printf (_("The top card must go into a meld at once: %s must meld it with %s from the hand, or lay it off on the side’s meld of %s."),
                              player, w.rank0, w.rank0);

    case CN_ERR_PILE_PENDING:
      /* Translators: a player of a help example, then what the side's melds
       * count and the opening minimum */
      return g_strdup_printf (pozo ? _("%s must finish the opening first: the melds count %d of the %d needed before the pozo joins the hand.")
                                   : _("%s must finish the opening first: the melds count %d of the %d needed before the pile joins the hand."),
                              player, n[0], n[1]);

    case CN_ERR_MELD_RED_THREE:
      if (alone)
        return g_strdup_printf (_("Red threes are never melded: they go face up in front of %s."), player);
      return g_strdup_printf (_("Red threes are never melded: they go face up in front of %s’s side."), player);

    case CN_ERR_NO_MELD_OF_RANK:
      /* Translators: a player of a help example, then a rank in the plural */
      if (alone)
        return g_strdup_printf (_("%s has no meld of %s to add to."), player, w.rank0);
      return g_strdup_printf (_("%s’s side has no meld of %s to add to."), player, w.rank0);

    case CN_ERR_BLACK_THREES_NOT_OUT:
      /* Translators: a player of a help example, then the cards left */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black threes go down only as the last meld of going out: %s would keep %d card in hand.",
                                           "Black threes go down only as the last meld of going out: %s would keep %d cards in hand.",
                                           n[0]),
                              player, n[0]);

    case CN_ERR_OPENING_BELOW_MINIMUM:
      /* Translators: a player of a help example, then the points melded
       * this turn and the opening minimum */
      if (alone)
        return g_strdup_printf (_("%s’s melds count %d of the %d needed to open."), player, n[0], n[1]);
      return g_strdup_printf (_("%s’s melds count %d of the %d the side needs to open."),
                              player, n[0], n[1]);

    case CN_ERR_OPENING_UNREACHABLE:
      /* Translators: a player of a help example, then the opening minimum
       * and the most the hand can meld */
      if (alone)
        return g_strdup_printf (_("%s needs %d to open, and this hand can reach at most %d this turn while keeping a way to end it."),
                                player, n[1], n[0]);
      return g_strdup_printf (_("%s’s side needs %d to open, and this hand can reach at most %d this turn while keeping a way to end it."),
                              player, n[1], n[0]);

    case CN_ERR_GO_OUT_NEEDS_CANASTAS:
      /* Translators: a player of a help example, then the side's canastas
       * and the canastas going out needs */
      if (alone)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %d of the %d canasta going out needs.",
                                             "%s has %d of the %d canastas going out needs.", n[1]),
                                player, n[0], n[1]);
      if (close)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s side has %d of the %d canasta closing needs.",
                                             "%s’s side has %d of the %d canastas closing needs.", n[1]),
                                player, n[0], n[1]);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s side has %d of the %d canasta going out needs.",
                                           "%s’s side has %d of the %d canastas going out needs.", n[1]),
                              player, n[0], n[1]);

    case CN_ERR_PARTNER_SAID_NO:
      return g_strdup_printf (close ? _("%s’s partner said no: no closing this turn.")
                                    : _("%s’s partner said no: no going out this turn."), player);

    case CN_ERR_MUST_GO_OUT:
      return g_strdup_printf (close ? _("%s’s partner said yes, so this turn must close.")
                                    : _("%s’s partner said yes, so this turn must end by going out."), player);

    case CN_ERR_NO_WAY_TO_END_TURN:
      /* Translators: a player of a help example, then the cards left, the
       * side's canastas and the canastas going out needs */
      if (close)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "That would leave %s no legal way to end the turn: %d card left, and %d of the %d canastas needed to close.",
                                             "That would leave %s no legal way to end the turn: %d cards left, and %d of the %d canastas needed to close.",
                                             n[0]),
                                player, n[0], n[1], n[2]);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "That would leave %s no legal way to end the turn: %d card left, and %d of the %d canastas needed to go out.",
                                           "That would leave %s no legal way to end the turn: %d cards left, and %d of the %d canastas needed to go out.",
                                           n[0]),
                              player, n[0], n[1], n[2]);

    case CN_ERR_GO_OUT_MUST_DISCARD:
      return g_strdup_printf (close ? _("Closing ends with a discard: %s must keep one card for it.")
                                    : _("Going out ends with a discard: %s must keep one card for it."), player);

    case CN_ERR_NO_PARTNER:
      return g_strdup_printf (_("%s has no partner to ask."), player);

    case CN_ERR_ALREADY_ASKED:
      return g_strdup_printf (_("%s has already asked this turn."), player);

    case CN_ERR_ASK_AFTER_MELD:
      return g_strdup_printf (_("Asking comes before melding, and %s has already melded this turn."), player);

    case CN_ERR_ASK_REQUIRED:
      return g_strdup_printf (_("Closing needs the partner’s yes: %s must ask “May I close?” before putting any card on the table this turn."),
                              player);

    case CN_ERR_CANNOT_GO_OUT:
      if (n[0] >= n[1])
        return g_strdup_printf (close ? _("%s cannot close this turn with these cards and the side’s canastas, so there is nothing to ask.")
                                      : _("%s cannot go out this turn with these cards and the side’s canastas, so there is nothing to ask."),
                                player);
      /* Translators: a player of a help example, then the side's canastas
       * and the canastas going out needs */
      return g_strdup_printf (close ? _("%s cannot close this turn (%d of %d canastas), so there is nothing to ask.")
                                    : _("%s cannot go out this turn (%d of %d canastas), so there is nothing to ask."),
                              player, n[0], n[1]);

    case CN_ERR_BLACK_THREE_TAKE_NOT_OUT:
      /* Translators: a player of a help example, then the cards left in
       * hand, the side's canastas and the canastas going out needs */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A black three on top may be taken only to go out this turn, melding it with black threes from the hand: %s would keep %d card, with %d of the %d canastas needed to go out.",
                                           "A black three on top may be taken only to go out this turn, melding it with black threes from the hand: %s would keep %d cards, with %d of the %d canastas needed to go out.",
                                           n[0]),
                              player, n[0], n[1], n[2]);

    case CN_ERR_CUT_OUT_OF_RANGE:
      /* Translators: the fewest and the most cards a cut lifts, then the
       * number tried; the table says it as an order to the reader */
      return g_strdup_printf (_("A cut lifts between %d and %d cards, not %d."), n[1], n[2], n[0]);

    case CN_ERR_POZO_NEEDS_PAIR:
      /* Translators: a player of a help example, then a rank in the plural */
      return g_strdup_printf (_("To take the pozo, %s needs exactly a natural pair of %s, and no wild card."),
                              player, w.rank2);

    case CN_ERR_POZO_PREMIADO:
      /* Translators: a player of a help example, the number of natural
       * cards, then a rank in the plural: "Rosa needs exactly 3 natural kings" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The pozo is premiado: to take it, %s needs exactly %d natural %s, and no wild card.",
                                           "The pozo is premiado: to take it, %s needs exactly %d natural %s, and no wild card.",
                                           n[1]),
                              player, n[1], w.rank2);

    case CN_ERR_POZO_OPENING_FIRST:
      /* Translators: a player of a help example, then the most the other
       * cards can meld this turn and the opening minimum */
      return g_strdup_printf (_("This is the first take of the pozo for %s’s side, so its opening must come from other cards: they make at most %d of the %d needed this turn."),
                              player, n[0], n[1]);

    case CN_ERR_WILD_MELD_PREMIADO:
      return g_strdup_printf (_("%s’s side took a premiado pozo: it may start no new meld of wild cards this round."),
                              player);

    case CN_ERR_NO_SUCH_MELD:
      if (alone)
        return g_strdup_printf (_("%s has no such meld."), player);
      return g_strdup_printf (_("%s’s side has no such meld."), player);

    case CN_ERR_MELD_AMBIGUOUS:
      /* Translators: a player of a help example, a number of melds, then a
       * rank in the plural */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s side has %d unfinished meld of %s, and the move does not say which one to add to.",
                                           "%s’s side has %d unfinished melds of %s, and the move does not say which one to add to.",
                                           n[1]),
                              player, n[1], w.rank0);

    case CN_ERR_CLOSE_CLEAN_AND_DIRTY:
      {
        g_autofree char *clean = clean_count (n[0]);
        g_autofree char *dirty = dirty_count (n[1]);

        /* Translators: a player of a help example, then "0 clean" and "1
         * dirty" */
        return g_strdup_printf (_("A dirty game closes with a clean and a dirty canasta: %s’s side has %s and %s."),
                                player, clean, dirty);
      }

    case CN_ERR_LAST_CARD_WOULD_GO_OUT:
      return last_card_message_about (n[2], n[0], n[1], player, close, alone);

    case CN_ERR_TAKE_NEEDS_WILD:
      /* Translators: a player of a help example, then a rank in the plural */
      return g_strdup_printf (_("Every take of the pile %s’s hand allows spends a wild card: the move must name the %s and the wild cards to take it with."),
                              player, w.rank2);

    case CN_ERR_CLOSE_TWO_CLEAN:
      /* Translators: a player of a help example, then the side's clean canastas */
      return g_strdup_printf (_("A clean game closes with two clean canastas: %s’s side has %d."),
                              player, n[0]);

    case CN_N_CODES:
      break;
    }

  return g_strdup (_("That move is not allowed."));
}
