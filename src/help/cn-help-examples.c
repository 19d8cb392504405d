/* cn-help-examples.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-help-private.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>

/* The interactive examples of the rules help, section by section. Each is
 * a scenario file of data/help/examples: the classic ones at the top, the
 * others in a folder named after their variant. A document shows only the
 * positions of its own variant and player count (a classic position says
 * nothing true about the pozo, a game of partners nothing about one
 * against one), and tests/test-help.c holds every file to that, to the
 * section that shows it and to the verdicts its text tells. Numbers that
 * are rules come from the variant's row, as in the rest of the help. */

static void example (CnHelpBuilder *b,
                     const char    *file,
                     const char    *title,
                     const char    *format,
                     ...) G_GNUC_PRINTF (4, 5);

static void
example (CnHelpBuilder *b,
         const char    *file,
         const char    *title,
         const char    *format,
         ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  _cn_help_example (b, file, title, text);
}

static const char *
num (CnHelpBuilder *b,
     int            value)
{
  return _cn_help_num (b, value);
}

/* ------------------------------------------------------------- classic */

static void
opening_example (CnHelpBuilder *b,
                 const char    *file,
                 int            total,
                 const char    *title,
                 const char    *story)
{
  g_autofree char *text = NULL;

  /* Translators: the first sentence of an opening example; the story follows */
  text = g_strdup_printf (_("Rosa’s side has %s points, so its opening must be worth at "
                            "least %s."),
                          num (b, total), num (b, cn_rules_opening_minimum (b->r, total)));
  example (b, file, title, "%s %s", text, story);
}

static void
classic_examples (CnHelpBuilder *b,
                  const char    *section)
{
  if (g_str_equal (section, "pile"))
    {
      example (b, "pile-pair.json", _("Taking the pile with a pair"),
               "%s", _("Marco’s side has opened and a seven lies on top of an open pile. Marco "
                       "holds two sevens and takes the pile with them. The three sevens go down as "
                       "a meld and the rest of the pile joins his hand."));
      example (b, "pile-frozen-wild-refused.json", _("A frozen pile: one natural and a wild are not enough"),
               "%s", _("A two lies sideways in the pile, so it is frozen. Lena has one nine and a "
                       "joker to go with the nine on top. She tries to take the pile with them: "
                       "refused, because a frozen pile needs two natural nines. Lena draws from "
                       "the stock instead."));
      example (b, "pile-lay-off.json", _("Laying the top card off on a meld"),
               "%s", _("Tomás holds no queen, but his side already has a meld of queens. The queen "
                       "on top of the open pile can go straight onto it: he takes the pile without "
                       "naming any card from his hand."));
      example (b, "pile-frozen-lay-off-refused.json", _("A frozen pile cannot be taken by laying off"),
               "%s", _("A joker lies sideways in the pile. Rosa’s side has a meld of jacks and a "
                       "jack is on top, but laying it off is refused, and so is her single jack: "
                       "she needs a natural pair. She draws instead."));
      example (b, "pile-frozen-natural-pair.json", _("Unfreezing the pile with a natural pair"),
               "%s", _("A two inside the pile freezes it, and a five is on top. Marco holds two "
                       "natural fives and takes the frozen pile with them. The two joins his hand "
                       "with the rest, and the pile starts again from his discard."));
      example (b, "pile-frozen-unopened.json", _("Frozen for a side that has not opened"),
               "%s", _("The pile holds no wild card, but Rosa’s side has not opened yet, so it is "
                       "frozen for her: a king and a two are refused. Her natural pair of kings "
                       "takes it, and her aces with a two complete the opening in the same turn."));
      example (b, "pile-black-three-blocks.json", _("A black three blocks the pile for one turn"),
               "%s", _("A black three lies on top, so Tomás cannot take the pile, not even with two "
                       "black threes of his own. He draws and discards a six over it. Now Rosa may "
                       "take the pile with her pair of sixes."));
    }
  else if (g_str_equal (section, "opening"))
    {
      opening_example (b, "opening-1100.json", 1100,
                       _("Opening with aces and a two"),
                       _("Her two aces with a two are enough. She tries the three fours with the two "
                         "first: too little, and what is left could never make up the rest, so the "
                         "game refuses. She melds the aces instead; then the fours may follow."));
      opening_example (b, "opening-1500.json", 1500,
                       _("Two melds make one opening"),
                       _("The aces with a two are not enough on their own: she melds them and tries "
                         "to discard, and the game refuses. She adds the three nines in the same "
                         "turn and together they reach the minimum."));
      opening_example (b, "opening-3000.json", 3000,
                       _("A hand that cannot open yet"),
                       _("Nothing in her hand adds up to the minimum, however she combines "
                         "it, so any meld is refused. She discards and waits; perhaps her "
                         "partner can open for the side."));
      opening_example (b, "opening-1800.json", 1800,
                       _("Reaching the minimum is not always enough"),
                       _("Her sixes, tens and queens together reach the minimum exactly, but "
                         "only by melding all but one card, and discarding that card would "
                         "mean going out with no canasta. So none of these melds is "
                         "allowed."));
    }
  else if (g_str_equal (section, "going-out"))
    {
      example (b, "going-out.json", _("Going out"),
               "%s", _("Rosa’s side has a natural canasta of kings. She melds her three nines, "
                       "then discards her last card: she goes out and the round ends."));
      example (b, "going-out-needs-canasta.json", _("No canasta, no going out"),
               "%s", _("The same hand, but the side’s kings are not a canasta yet. Melding the nines "
                       "would leave one card to discard and nothing after it, so the game refuses. "
                       "Rosa keeps her nines and discards."));
      example (b, "ask-partner.json", _("“May I go out?”"),
               "%s", _("Rosa asks her partner Lena, who says yes. Now Rosa must go out: a discard "
                       "that keeps cards in her hand is refused, while melding the nines and "
                       "discarding her last card ends the round."));
      example (b, "concealed-going-out.json", _("Going out concealed"),
               "%s", _("Neither Rosa nor her partner has melded yet. Rosa puts down seven eights, a "
                       "natural canasta, and three nines: her whole hand in one turn, with no "
                       "discard. She goes out concealed."));
    }
  else if (g_str_equal (section, "threes"))
    {
      example (b, "red-threes.json", _("A red three from the stock"),
               "%s", _("Rosa draws a red three. It goes face up in front of her side and she draws "
                       "the next card in its place, then discards as usual."));
      example (b, "black-threes.json", _("Black threes go down last"),
               "%s", _("Rosa’s side has a canasta. Melding her three black threes first is "
                       "refused: cards would stay in her hand. She melds the nines first, then the "
                       "black threes, then discards her last card to go out."));
    }
}

/* ------------------------------------------------------------- fifteen */

static void
fifteen_examples (CnHelpBuilder *b,
                  const char    *section)
{
  const CnRules *r = b->r;

  if (g_str_equal (section, "deck"))
    example (b, "fifteen/red-three-start.json", _("A red three turned first does not freeze the pile"),
             "%s", _("The round began with a red three turned from the stock; it lies sideways "
                     "at the bottom of the pile. Only wild cards freeze the pile here, so Rosa "
                     "may take it with a king and a joker, and the red three goes face up in "
                     "front of her side."));
  else if (g_str_equal (section, "turn"))
    example (b, "fifteen/draw-two.json", _("Two cards a draw, one discard"),
             /* Translators: the cards drawn each turn */
             _("A draw brings %s cards from the stock, and the turn still ends with a single "
               "discard: Rosa’s hand grows by a card in a turn when she melds nothing."),
             num (b, b->seat->draw_count));
  else if (g_str_equal (section, "pile"))
    {
      example (b, "fifteen/wild-anywhere-freezes.json", _("A wild card anywhere freezes the pile"),
               "%s", _("A two lies at the bottom of the pile, turned there at the start of the "
                       "round. It freezes the pile for everyone: Rosa’s king and joker are "
                       "refused, and so is laying the king off on her side’s kings. Her natural "
                       "pair of kings takes it."));
      example (b, "fifteen/queens.json", _("A queen inside the pile does not help to take it"),
               "%s", _("A queen lies on top of the pile and another in the middle. Rosa’s one "
                       "queen cannot take the pile: only the top card and the cards from her hand "
                       "count. With two queens she takes it, and the queen from the middle of the "
                       "pile then goes on the meld as a fourth."));
    }
  else if (g_str_equal (section, "going-out"))
    {
      example (b, "fifteen/one-canasta-not-enough.json", _("One canasta is not enough"),
               /* Translators: the canastas going out needs */
               _("Rosa’s side has one canasta. Melding her nines would leave her only the card "
                 "she discards, but going out needs %s canastas here: refused. She discards and "
                 "keeps the nines."),
               num (b, b->seat->canastas_needed));
      example (b, "fifteen/two-canastas.json", _("Going out with two canastas"),
               "%s", _("Rosa’s side has a canasta of kings and six queens. Her queen completes "
                       "the second canasta; the nines go down and her last card is her discard: "
                       "she goes out."));
      example (b, "fifteen/concealed.json", _("Going out concealed after a draw"),
               /* Translators: the side's score, the opening minimum it needs, then
                * what going out concealed earns in all */
               _("At %s points Rosa’s side needs %s to open and has melded nothing. Rosa drew "
                 "from the stock, and her whole hand goes down in this turn: two canastas and "
                 "three sixes, short of the minimum. A discard before the last meld is "
                 "refused; melding everything, she goes out concealed, which needs no "
                 "minimum, and earns %s."),
               num (b, 3000), num (b, cn_rules_opening_minimum (r, 3000)),
               num (b, r->bonus_concealed_total));
    }
  else if (g_str_equal (section, "end"))
    example (b, "fifteen/stock-runs-out.json", _("The stock runs out"),
             "%s", _("Rosa draws the last cards of the stock, and the round is over at that "
                     "moment: her meld is refused. Nobody scores for going out, and every card "
                     "left in a hand counts against its side."));
}

/* ------------------------------------------------------------- italian */

static void
italian_examples (CnHelpBuilder *b,
                  const char    *section)
{
  const CnRules *r = b->r;
  gboolean alone = !b->partners;

  if (g_str_equal (section, "melds"))
    {
      if (alone)
        example (b, "italian/wilds-equal-naturals-1v1.json", _("Two naturals may carry two wild cards"),
                 "%s", _("Here wild cards may match the natural cards in a meld, never outnumber "
                         "them. Rosa’s two jacks with three twos are refused; with two twos they "
                         "make a meld."));
      else
        example (b, "italian/wilds-equal-naturals.json", _("Two naturals may carry two wild cards"),
                 "%s", _("Here wild cards may match the natural cards in a meld, never outnumber "
                         "them. Rosa’s two eights with three wild cards are refused; with a two "
                         "and a joker they make a meld."));

      if (alone)
        example (b, "italian/wild-canasta-1v1.json", _("The canasta of wild cards"),
                 /* Translators: the wild cards of the canasta, then its bonus */
                 _("Wild cards alone make a meld only as a whole canasta of %s, put down "
                   "together: Rosa’s first three are refused. All seven make the canasta of "
                   "wild cards, worth %s. It is her second canasta, and one against one two "
                   "are enough to go out."),
                 num (b, r->wild_meld_min), num (b, r->bonus_wild_mixed));
      else
        example (b, "italian/wild-canasta.json", _("The canasta of wild cards"),
                 _("Wild cards alone make a meld only as a whole canasta of %s, put down "
                   "together: Rosa’s first three are refused. Seven make the canasta of wild "
                   "cards, worth %s and complete as it lies: another two is refused. It is her "
                   "side’s canasta, so she goes out with her nines."),
                 num (b, r->wild_meld_min), num (b, r->bonus_wild_mixed));
    }
  else if (g_str_equal (section, "pile"))
    {
      if (alone)
        {
          example (b, "italian/first-card-stays-1v1.json", _("A red three turned first stays on the pile"),
                   "%s", _("The first card turned was a red three, and it stays on the pile: on "
                           "top, it blocks it. Rosa draws and covers it with a nine. Now the red "
                           "three freezes the pile: Marco’s nine and two are refused, his natural "
                           "pair of nines takes it, and the red three goes face up in front of "
                           "him, with no card to replace it."));
          example (b, "italian/black-three-take-1v1.json", _("A black three, but only one canasta"),
                   /* Translators: the canastas going out needs one against one */
                   _("Marco has discarded a black three. With the pile Rosa could meld every "
                     "card but her last discard, but one against one going out needs %s "
                     "canastas and she has one: the take is refused. She draws instead."),
                   num (b, b->seat->canastas_needed));
          example (b, "italian/black-three-out-1v1.json", _("Two canastas, and a black three to go out"),
                   "%s", _("Rosa has her two canastas. One black three of her own is not enough "
                           "to take the black three on top; two are. The rest of the pile joins "
                           "her hand, and her nines, a six and her last discard take her out."));
        }
      else
        {
          example (b, "italian/first-card-stays.json", _("The first card turned stays on the pile"),
                   "%s", _("The first card turned from the stock was a two, and here it stays on "
                           "the pile. While it lies on top nobody may take the pile, so Rosa draws "
                           "and covers it. Now the two freezes the pile: Marco’s seven and joker "
                           "are refused, and his natural pair of sevens takes it."));
          example (b, "italian/black-three-take.json", _("A black three taken to go out"),
                   "%s", _("Tomás has discarded a black three, which blocks the pile. Rosa’s side "
                           "has its canasta and she can go out in this turn, so she may take the "
                           "black three with two of her own. Then she must go out: a discard that "
                           "keeps cards is refused. Her nines, a six and her last discard end the "
                           "round."));
        }
    }
  else if (g_str_equal (section, "going-out"))
    {
      if (alone)
        example (b, "italian/two-canastas-1v1.json", _("One against one, going out takes two canastas"),
                 /* Translators: the canastas going out needs one against one */
                 _("Rosa has a canasta of kings. After her draw she could meld her sixes and "
                   "discard the queen, but one against one going out needs %s canastas: the "
                   "meld is refused. She discards and plays on."),
                 num (b, b->seat->canastas_needed));
      else
        example (b, "italian/concealed.json", _("Going out concealed, with a discard"),
                 /* Translators: what going out concealed earns in all */
                 _("Nobody on Rosa’s side has melded yet. She puts down her whole hand in one "
                   "turn, a canasta of eights among it, and discards her last card: here going "
                   "out concealed may end with a discard. It earns %s in all."),
                 num (b, r->bonus_concealed_total));
    }
  else if (g_str_equal (section, "threes") && !alone)
    example (b, "italian/black-threes-in-hand.json", _("Black threes left in a hand"),
             /* Translators: the cost of a hand holding black threes, then a black
              * three's own value */
             _("Rosa goes out. Each hand still holding a black three costs its side %s on "
               "top of the card’s own %s: Lena’s on Rosa’s side, and both Marco’s and "
               "Tomás’s on the other."),
             num (b, r->black_three_amount), num (b, r->value_black_three));
  else if (g_str_equal (section, "end"))
    {
      if (alone)
        example (b, "italian/stock-runs-out-1v1.json", _("The stock runs out"),
                 "%s", _("Rosa draws the last card of the stock, and the round is over at once: "
                         "her meld is refused. Nobody scores for going out, and the cards left in "
                         "both hands count against their players."));
      else
        example (b, "italian/stock-runs-out.json", _("The stock runs out"),
                 "%s", _("Rosa draws the last card of the stock, and the round is over at once: "
                         "her meld is refused. Nobody scores for going out, and every card left "
                         "in a hand counts against its side."));
    }
}

/* ----------------------------------------------------------- uruguayan */

static void
uruguayan_examples (CnHelpBuilder *b,
                    const char    *section)
{
  const CnRules *r = b->r;

  if (g_str_equal (section, "melds"))
    {
      example (b, "uruguayan/canasta-closes.json", _("A closed canasta takes no more cards"),
               /* Translators: the cards of a canasta */
               _("Rosa’s side has a clean canasta of kings: %s cards, closed. Another king "
                 "cannot go on it. Three kings start a new meld beside it, on the way to a "
                 "second canasta of kings."),
               num (b, r->canasta_size));
      example (b, "uruguayan/wild-melds.json", _("Melds of wild cards"),
               /* Translators: the fewest wild cards of a meld of wild cards */
               _("%s wild cards or more make a meld of their own, which grows toward a wild "
                 "canasta. Rosa starts one with a joker and two twos. A king is refused on "
                 "it: a meld of wild cards never takes a natural card. Another two goes on "
                 "it."),
               num (b, r->wild_meld_min));
    }
  else if (g_str_equal (section, "pile"))
    {
      example (b, "uruguayan/pozo-premiado.json", _("Taking a premiado pozo"),
               /* Translators: the natural cards a premiado pozo takes */
               _("A two turned up at the deal lies crosswise under the pozo: it is premiado, "
                 "and taking it needs %s natural cards of the top card’s rank. Rosa’s two "
                 "kings are refused; her three kings take it, and the two comes into her hand "
                 "with the rest of the pozo. From then on her side may start no new meld of "
                 "wild cards this round: her twos and joker are refused."),
               num (b, r->premiado_naturals));
      example (b, "uruguayan/pozo-blocked-by-wild.json", _("A discarded wild card blocks the pozo"),
               /* Translators: the natural cards a premiado pozo takes */
               _("Tomás has just discarded a two: it blocks the pozo for Rosa, pair of nines "
                 "or not, and she draws instead. Under her discard the two lies crosswise and "
                 "the pozo is premiado: Marco’s two jacks no longer take it, for now it needs "
                 "%s natural cards."),
               num (b, r->premiado_naturals));
      example (b, "uruguayan/pozo-first-take.json", _("Your side’s first take of the pozo"),
               /* Translators: the opening minimum of a side with no points yet */
               _("Rosa’s side has not opened and needs %s. Her two kings take the pozo, but "
                 "they count nothing toward the opening, and the rest of the pozo waits: "
                 "after her three aces a discard is refused. The joker on the aces completes "
                 "the opening, and the pozo joins her hand."),
               num (b, cn_rules_opening_minimum (r, 0)));
    }
  else if (g_str_equal (section, "going-out"))
    {
      example (b, "uruguayan/close-dirty-needs-clean.json", _("Two dirty canastas do not close"),
               "%s", _("Rosa’s side has two dirty canastas, of kings and of queens: a dirty game. "
                       "Melding her nines would leave only her closing discard, but a dirty game "
                       "closes only with a clean canasta too: refused. She discards and keeps the "
                       "nines for a clean canasta."));
      example (b, "uruguayan/close-clean-and-dirty.json", _("Closing with a clean and a dirty canasta"),
               "%s", _("Rosa’s side has a dirty canasta of queens and five natural nines. Rosa "
                       "asks and Lena says yes: now Rosa must close, and a discard that keeps "
                       "cards is refused. Her two nines make the clean canasta, the fours go down "
                       "and her last card is the discard. The score sheet shows each side’s base "
                       "and cards."));
      example (b, "uruguayan/ask-before-closing.json", _("Ask before any card is on the table"),
               "%s", _("Rosa’s side has the clean and the dirty canasta it needs. Rosa draws and "
                       "melds her sixes without asking. Her fours would now leave only the "
                       "closing discard: refused, for she has not asked, and after a meld it is "
                       "too late to ask. She discards; she may ask in a later turn."));
    }
  else if (g_str_equal (section, "scoring"))
    {
      example (b, "uruguayan/score-moda-double.json", _("A double canasta de moda"),
               /* Translators: the bonus of a clean canasta, then of a dirty one */
               _("Kings are de moda this round, and Rosa’s side has a clean canasta of kings. "
                 "Rosa closes with a second one, dirty. The first earns its %s twice, as de "
                 "moda; the second earns its %s three times: as a canasta, as de moda and as "
                 "a double canasta."),
               num (b, r->bonus_natural_canasta), num (b, r->bonus_mixed_canasta));
      example (b, "uruguayan/clean-game.json", _("A clean game counts twice"),
               "%s", _("Rosa’s side has no wild card on the table and closes with two clean "
                       "canastas, and Lena holds no wild card. Everything the side scores counts "
                       "twice, premios included, except the cards left in Lena’s hand: the clean "
                       "game line adds the second count."));
    }
  else if (g_str_equal (section, "end"))
    example (b, "uruguayan/stock-last-turn.json", _("The last turn when the stock runs out"),
             "%s", _("Rosa drew the last cards of the stock and discarded without closing. "
                     "Marco plays one more turn: he may take the pozo and meld, but not close, "
                     "so asking is refused. His discard ends the round. Nobody scores for "
                     "closing, and the cards left in hands count nothing."));
}

/* ---------------------------------------------------------------- all */

void
_cn_help_write_examples (CnHelpBuilder *b)
{
  const char *section = b->section->id;

  switch (b->r->variant)
    {
    case CN_VARIANT_CLASSIC:
      /* The classic examples are positions of four players. */
      if (b->seat->players == 4)
        classic_examples (b, section);
      break;
    case CN_VARIANT_FIFTEEN:
      fifteen_examples (b, section);
      break;
    case CN_VARIANT_ITALIAN:
      italian_examples (b, section);
      break;
    case CN_VARIANT_URUGUAYAN:
      uruguayan_examples (b, section);
      break;
    case CN_N_VARIANTS:
    default:
      g_assert_not_reached ();
    }
}
