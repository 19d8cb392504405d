/* cn-help.c: the rules help, built for one variant and player count
 *
 * The sections on scoring, the end of the game, the variants and the app
 * are written here, and cn_help_build() puts the document together; the
 * sections from the deck to the threes are in cn-help-play.c, the
 * document and its blocks in cn-help-doc.c.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-help.h"
#define CN_HELP_PROSE
#include "cn-help-private.h"
#include "cn-text.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdarg.h>
#include <string.h>

/* The help text is written once, in English, with every number left as a
 * %s that the builder fills from the variant's CnRules row (formatted with
 * cn_text_number). Whatever the sources leave open is said, in
 * table words a player knows, to be a common table rule or a house rule
 * ("some tables…; here…"), as doc/rules-decisions.md records it. */


/* ------------------------------------------------------------- scoring */

/* The name of a scoring line, as the round summary, the score sheet and
 * this help all write it: one name per line in each language. */
const char *
cn_help_line_label (CnVariant variant,
                    CnLine    line)
{
  /* Source 001's score sheet speaks of clean and dirty canastas, of
   * closing, and of the cards on the table and in the hand. */
  if (variant == CN_VARIANT_URUGUAYAN)
    switch (line)
      {
      case CN_LINE_MELDS:            return C_("uruguayan", "Cards on the table");
      case CN_LINE_HANDS:            return C_("uruguayan", "Cards in hand");
      case CN_LINE_NATURAL_CANASTAS: return C_("uruguayan", "Clean canastas");
      case CN_LINE_MIXED_CANASTAS:   return C_("uruguayan", "Dirty canastas");
      case CN_LINE_WILD_CANASTAS:    return C_("uruguayan", "Canastas of wild cards");
      case CN_LINE_GOING_OUT:        return C_("uruguayan", "Closing");
      case CN_LINE_BLACK_THREES:     return C_("uruguayan", "Six black threes");
      case CN_LINE_CANASTILLA:       return C_("uruguayan", "Canastilla / canastón");
      default:
        break;
      }

  /* Source 003 calls a canasta with wild cards mixed, and keeps "dirty"
   * (sporca) for its canasta of seven wild cards. */
  if (variant == CN_VARIANT_ITALIAN)
    switch (line)
      {
      case CN_LINE_NATURAL_CANASTAS: return C_("italian", "Natural canastas");
      case CN_LINE_MIXED_CANASTAS:   return C_("italian", "Mixed canastas");
      case CN_LINE_WILD_CANASTAS:    return C_("italian", "Canastas of wild cards");
      case CN_LINE_BLACK_THREES:     return C_("italian", "Black threes left in hand");
      default:
        break;
      }

  switch (line)
    {
    case CN_LINE_MELDS:            return _("Melded cards");
    case CN_LINE_HANDS:            return _("Cards left in hand");
    case CN_LINE_NATURAL_CANASTAS: return _("Natural canastas");
    case CN_LINE_MIXED_CANASTAS:   return _("Mixed canastas");
    case CN_LINE_WILD_CANASTAS:    return _("Wild card canastas");
    case CN_LINE_RED_THREES:       return _("Red threes");
    case CN_LINE_GOING_OUT:        return _("Going out");
    case CN_LINE_CONCEALED:        return _("Going out concealed");
    case CN_LINE_BLACK_THREES:     return _("Black threes");
    case CN_LINE_CANASTILLA:       return _("Canastilla and canastón");
    case CN_LINE_EXACT_CUT:        return _("Exact cut");
    case CN_LINE_CLEAN_GAME:       return _("Clean game");
    case CN_LINE_ACE_CANASTAS:     return _("Canastas of aces");
    case CN_LINE_MODA:             return _("Canasta de moda");
    case CN_LINE_DOUBLE_CANASTAS:  return _("Double canastas");
    case CN_LINE_TRIPLE_CANASTAS:  return _("Triple canastas");
    case CN_N_LINES:
    default:
      return "?";
    }
}

/* The line's name for the variant in play. */
#define L(line) cn_help_line_label (r->variant, (line))

static void
write_scoring (Builder *b)
{
  const CnRules *r = b->r;

  section_begin (b, "scoring");

  para (b, _("When the round ends, each side adds up its score line by line, and the "
             "round summary shows every line:"));
  list_begin (b);
  /* Each line under the name the summary and the score sheet give it. */
  item (b, _("<b>%s</b>: the value of every card in the side’s melds."), L (CN_LINE_MELDS));
  if (r->exhaust_hands_count)
    item (b, _("<b>%s</b>: minus the value of every card left in its players’ hands."),
          L (CN_LINE_HANDS));
  else
    item (b, _("<b>%s</b>: minus the value of every card left in its players’ hands, "
               "when someone went out. When the stock ran out, hands count nothing."),
          L (CN_LINE_HANDS));
  item (b, _("<b>%s</b>: %s for each."), L (CN_LINE_NATURAL_CANASTAS), num (b, r->bonus_natural_canasta));
  if (r->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA)
    /* Translators: in the variant whose source calls the canasta of wild
     * cards alone the dirty one; the mixed one is of naturals and wilds */
    item (b, _("<b>%s</b>: %s for each (naturals with wild cards)."),
          L (CN_LINE_MIXED_CANASTAS), num (b, r->bonus_mixed_canasta));
  else
    item (b, _("<b>%s</b>: %s for each."), L (CN_LINE_MIXED_CANASTAS), num (b, r->bonus_mixed_canasta));
  if (r->bonus_natural_aces > 0)
    item (b, _("<b>%s</b>: %s for each natural one, %s for each mixed one, "
               "on a line of their own."),
          L (CN_LINE_ACE_CANASTAS), num (b, r->bonus_natural_aces), num (b, r->bonus_mixed_aces));
  if (r->wild_melds != CN_WILD_MELDS_NONE)
    item (b, _("<b>%s</b>: as in “Melds and Canastas”."), L (CN_LINE_WILD_CANASTAS));
  if (r->moda_doubles)
    item (b, _("<b>%s</b>: each canasta of the moda’s rank earns its bonus once more."),
          L (CN_LINE_MODA));
  if (r->repeat_canasta_multiplies)
    item (b, _("<b>%s</b> and <b>%s</b>: the side’s second canasta of a rank, in the order "
               "they closed, earns its bonus once more; its third earns it twice more."),
          L (CN_LINE_DOUBLE_CANASTAS), L (CN_LINE_TRIPLE_CANASTAS));
  item (b, _("<b>%s</b>: as in “Red and Black Threes”, for or against the side."),
        L (CN_LINE_RED_THREES));
  if (r->pile_start == CN_PILE_START_POZO)
    item (b, _("<b>%s</b>: %s for the side of the player who closed."),
          L (CN_LINE_GOING_OUT), num (b, r->bonus_going_out));
  else
    item (b, _("<b>%s</b>: %s for the side of the player who went out."),
          L (CN_LINE_GOING_OUT), num (b, r->bonus_going_out));
  if (r->concealed_allowed)
    item (b, _("<b>%s</b>: %s more."),
          L (CN_LINE_CONCEALED), num (b, r->bonus_concealed_total - r->bonus_going_out));
  if (r->black_three_scoring != CN_BLACK_THREES_PLAIN)
    item (b, _("<b>%s</b>: as in “Red and Black Threes”."), L (CN_LINE_BLACK_THREES));
  if (r->bonus_canastilla > 0)
    item (b, _("<b>%s</b>: %s for %s canastas, %s for %s."),
          L (CN_LINE_CANASTILLA), num (b, r->bonus_canastilla), num (b, r->canastilla_count),
          num (b, r->bonus_canaston), num (b, r->canaston_count));
  if (r->bonus_exact_cut > 0)
    item (b, _("<b>%s</b>: %s for the cutter’s side, however the round ends."),
          L (CN_LINE_EXACT_CUT), num (b, r->bonus_exact_cut));
  if (r->clean_game_doubles)
    item (b, _("<b>%s</b>: a side that closes with no wild card in its melds and "
               "none in the partner’s hand scores everything twice, premios included, "
               "except the partner’s hand and the cost of all the black threes held "
               "there. This line adds the second count."), L (CN_LINE_CLEAN_GAME));
  list_end (b);

  if (r->moda_doubles && r->repeat_canasta_multiplies)
    para (b, _("These premios add up, each on the canasta’s own bonus, and its cards count "
               "once: a second canasta of the moda’s rank earns its bonus three times, a "
               "third one four times (a house rule: tables differ here). Wild canastas are "
               "never de moda, double or triple."));

  if (r->score_sheet_base_cards)
    para (b, _("The score sheet writes each side’s round on two lines: the <b>base</b>, "
               "every canasta bonus and premio (red threes, closing, the exact cut, black "
               "threes, the clean game), and the <b>cards</b>, the melded cards less the "
               "cards in hand."));

  table_begin (b, _("Bonuses"), 2, C_("column", "For"), C_("column", "Points"));
  row (b, _("Natural canasta"), num (b, r->bonus_natural_canasta));
  row (b, r->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA
         ? _("Mixed canasta (naturals with wild cards)") : _("Mixed canasta"),
       num (b, r->bonus_mixed_canasta));
  if (r->bonus_natural_aces > 0)
    {
      row (b, _("Natural canasta of aces"), num (b, r->bonus_natural_aces));
      row (b, _("Mixed canasta of aces"), num (b, r->bonus_mixed_aces));
    }
  if (r->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA)
    /* Translators: this variant's source calls it the dirty canasta */
    row (b, _("Canasta of wild cards alone"), num (b, r->bonus_wild_mixed));
  else if (r->wild_melds == CN_WILD_MELDS_OPEN)
    {
      row (b, _("Mixed canasta of wild cards"), num (b, r->bonus_wild_mixed));
      row (b, _("Canasta of twos"), num (b, r->bonus_wild_twos));
      row (b, _("Canasta of jokers"), num (b, r->bonus_wild_jokers));
    }
  if (r->red_three_bonus[2] == 2 * r->red_three_bonus[1])
    row (b, _("Each red three"), num (b, r->red_three_bonus[1]));
  else
    /* Where a second red three is worth more than the first, the count
     * decides: the table in that section. */
    row (b, _("Red threes"), _("by their count: see “Red and Black Threes”"));
  row (b, _("Going out"), num (b, r->bonus_going_out));
  if (r->concealed_allowed)
    row (b, _("Going out concealed, in all"), num (b, r->bonus_concealed_total));
  table_end (b);

  para (b, _("A side’s score for a round, and even its total, can be negative."));
}

/* ----------------------------------------------------------------- end */

static void
write_end (Builder *b)
{
  const CnRules *r = b->r;

  section_begin (b, "end");

  para (b, _("A round ends when a player goes out, or when the stock runs out."));

  switch (r->exhaust_rule)
    {
    case CN_EXHAUST_AFTER_TURN:
      para (b, _("<b>When the stock runs out</b>, the player who drew its last card finishes "
                 "the turn and the round ends. Nobody earns the going-out bonus, and the "
                 "cards left in hands count against their sides."));
      break;
    case CN_EXHAUST_AT_ONCE:
      para (b, _("<b>When the stock runs out</b>, the round ends at once: the player who draws "
                 "its last card neither melds nor discards. Nobody earns the going-out bonus, "
                 "and the cards left in hands count against their sides."));
      break;
    case CN_EXHAUST_ONE_MORE:
    default:
      /* Translators: the cards drawn each turn */
      para (b, _("<b>When the stock runs out</b>, the player who drew its last %s cards plays "
                 "on and may close. If that player discards instead, the next player may "
                 "still take the pozo (drawing from the empty stock declines it), meld and "
                 "discard, but not close, and the round ends with that turn; it ends at the "
                 "first discard when the next player cannot take the pozo."),
            num (b, b->seat->draw_count));
      para (b, _("A last draw that brings fewer cards, a single card or a red three among "
                 "them, cannot close: that player melds what they like, down to an empty "
                 "hand, and the round ends with the turn. Some tables have a player who "
                 "drew two red threes meld without discarding; here a discard may end that "
                 "turn, which changes no score."));
      para (b, _("When the stock ran out, nobody earns the closing bonus, and the cards in "
                 "hand count nothing."));
      break;
    }

  if (r->pile_start == CN_PILE_START_TURN_UP)
    para (b, _("If the last card of the stock is a red three, it is placed but cannot be "
               "replaced, and the round ends at once: the player neither melds nor "
               "discards. That is the common table rule."));

  para (b, _("The game ends after the round in which a side reaches %s points. The side "
             "with the higher total wins. If the top totals are tied above the target, "
             "play another round, until one side is ahead."),
        num (b, r->target));

  if (r->fixed_rounds_max > 0)
    /* Translators: the most rounds, then the usual number */
    para (b, _("<b>A fixed number of rounds.</b> A game option plays a set number of rounds "
               "instead, from 1 to %s; %s is the usual choice, one deal by each player. The "
               "side with the highest total after the last round wins, whether or not it "
               "reached the target. If the top totals are tied then, another round is "
               "played, and another, until one side is ahead."),
          num (b, r->fixed_rounds_max), num (b, r->fixed_rounds_suggested));
}

/* ------------------------------------------------------------ variants */

static const char *
freeze_word (const CnRules *r)
{
  if (r->pile_first_card_stays)
    return _("a wild card or red three in it, the first card turned included");
  switch (r->freeze_rule)
    {
    case CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP:
      return _("a wild card or red three below the top");
    case CN_FREEZE_ANY_WILD:
      return _("a wild card anywhere in it");
    case CN_FREEZE_PREMIADO:
    default:
      return _("premiado: a wild card under it");
    }
}

static char *
players_word (Builder       *b,
              const CnRules *r)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < CN_MAX_SEATINGS && r->seatings[i].players; i++)
    {
      if (i > 0)
        /* Translators: between player counts, as in "4, 2, 3" */
        g_string_append (out, C_("list", ", "));
      g_string_append (out, num (b, r->seatings[i].players));
    }
  return g_string_free (out, FALSE);
}

static char *
seating_numbers (Builder       *b,
                 const CnRules *r,
                 int            field)
{
  GString *out;

  /* Kinds of canastas, not a count, where the variant asks for them. */
  if (field == 2 && r->close_needs_clean_and_dirty)
    return g_strdup (_("a clean and a dirty, or two clean"));

  out = g_string_new (NULL);
  for (int i = 0; i < CN_MAX_SEATINGS && r->seatings[i].players; i++)
    {
      const CnSeating *s = &r->seatings[i];
      int value = field == 0 ? s->hand_size : field == 1 ? s->draw_count : s->canastas_needed;

      if (i > 0)
        g_string_append (out, C_("list", ", "));
      g_string_append (out, num (b, value));
    }
  return g_string_free (out, FALSE);
}

static void
write_variants (Builder *b)
{
  const CnRules *rows[CN_N_VARIANTS];
  char *cells[CN_N_VARIANTS][4] = { { NULL } };

  section_begin (b, "variants");

  for (int v = 0; v < CN_N_VARIANTS; v++)
    rows[v] = cn_rules_get (v);

  /* Translators: %s is a variant name */
  para (b, _("This app knows four variants of canasta. They share the heart of the game "
             "and part ways in the details below. You are reading the rules of "
             "<b>%s</b>."),
        cn_text_variant_name (b->r->variant));

  para (b, _("Where a variant allows several player counts, the numbers are listed in "
             "the same order as the players."));

  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      cells[v][0] = players_word (b, rows[v]);
      cells[v][1] = seating_numbers (b, rows[v], 0);
      cells[v][2] = seating_numbers (b, rows[v], 1);
      cells[v][3] = seating_numbers (b, rows[v], 2);
    }

  table_begin (b, NULL, 5, C_("column", "Rule"),
               cn_text_variant_name (CN_VARIANT_CLASSIC), cn_text_variant_name (CN_VARIANT_FIFTEEN),
               cn_text_variant_name (CN_VARIANT_ITALIAN), cn_text_variant_name (CN_VARIANT_URUGUAYAN));
  row (b, _("Players"), cells[0][0], cells[1][0], cells[2][0], cells[3][0]);
  row (b, _("Cards in all"),
       num (b, cn_rules_total_cards (rows[0])), num (b, cn_rules_total_cards (rows[1])),
       num (b, cn_rules_total_cards (rows[2])), num (b, cn_rules_total_cards (rows[3])));
  row (b, _("Cards dealt"), cells[0][1], cells[1][1], cells[2][1], cells[3][1]);
  row (b, _("Cards drawn"), cells[0][2], cells[1][2], cells[2][2], cells[3][2]);
  row (b, _("Canastas to go out"), cells[0][3], cells[1][3], cells[2][3], cells[3][3]);
  row (b, _("Largest meld"),
       num (b, rows[0]->meld_max), num (b, rows[1]->meld_max),
       num (b, rows[2]->meld_max), num (b, rows[3]->meld_max));
  row (b, _("Pile frozen by"),
       freeze_word (rows[0]), freeze_word (rows[1]), freeze_word (rows[2]), freeze_word (rows[3]));
  row (b, _("Going out"),
       num (b, rows[0]->bonus_going_out), num (b, rows[1]->bonus_going_out),
       num (b, rows[2]->bonus_going_out), num (b, rows[3]->bonus_going_out));
  row (b, _("Game target"),
       num (b, rows[0]->target), num (b, rows[1]->target),
       num (b, rows[2]->target), num (b, rows[3]->target));
  table_end (b);

  for (int v = 0; v < CN_N_VARIANTS; v++)
    for (int k = 0; k < 4; k++)
      g_free (cells[v][k]);

  list_begin (b);
  /* Translators: the first %s is a variant name */
  item (b, _("<b>%s</b>: the partnership game most people learn first. Red threes dealt "
             "to you are placed on your first turn; the pile freezes with a wild card or "
             "red three inside it. Games for %s and %s players follow common table rules."),
        cn_text_variant_name (CN_VARIANT_CLASSIC),
        num (b, rows[CN_VARIANT_CLASSIC]->seatings[1].players),
        num (b, rows[CN_VARIANT_CLASSIC]->seatings[2].players));
  item (b, _("<b>%s</b>: bigger hands of %s, %s cards drawn each turn and %s canastas to "
             "go out. Only wild cards freeze the pile. The round ends the moment the stock "
             "runs out. Besides the game to the target, it offers a game of a fixed number of "
             "rounds."),
        cn_text_variant_name (CN_VARIANT_FIFTEEN),
        num (b, rows[CN_VARIANT_FIFTEEN]->seatings[0].hand_size),
        num (b, rows[CN_VARIANT_FIFTEEN]->seatings[0].draw_count),
        num (b, rows[CN_VARIANT_FIFTEEN]->seatings[0].canastas_needed));
  item (b, _("<b>%s</b>: for %s or %s players. The first card turned stays on the pile; "
             "wild cards may equal the naturals in a meld; %s wild cards melded together make "
             "a canasta worth %s; a black three on the pile may be taken to go out; and a "
             "hand still holding black threes costs %s."),
        cn_text_variant_name (CN_VARIANT_ITALIAN),
        num (b, rows[CN_VARIANT_ITALIAN]->seatings[1].players),
        num (b, rows[CN_VARIANT_ITALIAN]->seatings[0].players),
        num (b, rows[CN_VARIANT_ITALIAN]->wild_meld_min),
        num (b, rows[CN_VARIANT_ITALIAN]->bonus_wild_mixed),
        num (b, rows[CN_VARIANT_ITALIAN]->black_three_amount));
  item (b, _("<b>%s</b>: %s packs, a pozo of %s cards, canastas that close at %s, wild "
             "canastas, the canasta de moda and many more bonuses, played to %s. You must "
             "ask your partner before closing."),
        cn_text_variant_name (CN_VARIANT_URUGUAYAN),
        num (b, rows[CN_VARIANT_URUGUAYAN]->decks),
        num (b, rows[CN_VARIANT_URUGUAYAN]->pozo_size),
        num (b, rows[CN_VARIANT_URUGUAYAN]->canasta_size),
        num (b, rows[CN_VARIANT_URUGUAYAN]->target));
  list_end (b);

  para (b, _("Where tables differ, this game follows the most common table rule: going out "
             "concealed needs no opening minimum; black threes go down as the last meld of "
             "the going-out turn; when the pile is taken, its cards count for everything "
             "later in that turn. Each of these house rules is stated in its section."));
}

/* ------------------------------------------------------------ the app */

static void
write_app (Builder *b)
{
  section_begin (b, "how-to-play-app");

  if (b->r->pile_start == CN_PILE_START_POZO)
    para (b, _("<b>With the mouse.</b> Click the stock to draw. Click cards in your hand to "
               "select them, then drag them where they should go: onto the table to start a "
               "meld, onto one of your side’s melds to add to it, or onto the pozo to "
               "discard. At the start of your turn, dropping cards on the pozo takes it "
               "with them."));
  else
    para (b, _("<b>With the mouse.</b> Click the stock to draw. Click cards in your hand to "
               "select them, then drag them where they should go: onto the table to start a "
               "meld, onto one of your side’s melds to add to it, or onto the discard pile "
               "to discard. At the start of your turn, dropping cards on the discard pile "
               "takes the pile with them."));
  if (b->r->pile_start == CN_PILE_START_POZO)
    para (b, _("While you drag, the stock and the pozo light up each on its own: cards dropped "
               "on the stock draw, on the pozo they take it or are discarded. Cards of several "
               "ranks dropped on your melds each go on the meld of their rank; where a wild "
               "card could go on more than one, you pick."));
  else
    para (b, _("While you drag, the stock and the pile light up each on its own: cards dropped "
               "on the stock draw, on the pile they take it or are discarded. Cards of several "
               "ranks dropped on your melds each go on the meld of their rank; where a wild "
               "card could go on more than one, you pick."));

  para (b, _("<b>With the keyboard.</b> Every move has a key:"));
  list_begin (b);
  /* Translators: the letters are the app's keys and stay as they are */
  item (b, _("<b>H</b>: go to your hand; <b>Left</b> and <b>Right</b>: move between cards"));
  item (b, _("<b>Space</b>: select or unselect a card; <b>Escape</b>: unselect all"));
  if (b->r->pile_start == CN_PILE_START_POZO)
    item (b, _("<b>D</b>: draw from the stock; <b>P</b>: take the pozo with the selected "
               "cards, or with none selected, with the naturals it needs from your hand"));
  else
    item (b, _("<b>D</b>: draw from the stock; <b>P</b>: take the pile with the selected "
               "cards, or with none selected, by laying its top card off on your meld or with a "
               "natural pair from your hand"));
  item (b, _("<b>M</b>: meld the selected cards; <b>L</b>: lay them off on a meld"));
  /* One against one there is no partner to ask. */
  if (!b->partners)
    item (b, _("<b>X</b>: discard the selected card"));
  else if (b->r->variant == CN_VARIANT_URUGUAYAN)
    item (b, _("<b>X</b>: discard the selected card; <b>G</b>: ask “May I close?”"));
  else
    item (b, _("<b>X</b>: discard the selected card; <b>G</b>: ask “May I go out?”"));
  item (b, _("With no card selected, <b>X</b> discards the card the keyboard is on"));
  if (b->r->pile_start == CN_PILE_START_POZO)
    item (b, _("<b>Tab</b>: on to the melds, the stock, the pozo and the buttons; "
               "<b>Enter</b>: draw, take the pozo or lay off on the one in focus"));
  else
    item (b, _("<b>Tab</b>: on to the melds, the stock, the pile and the buttons; "
               "<b>Enter</b>: draw, take the pile or lay off on the one in focus"));
  item (b, _("<b>Ctrl+Z</b>: take back your last meld or lay-off, before you discard"));
  item (b, _("<b>F1</b>: these rules; <b>Ctrl+?</b>: all keyboard shortcuts"));
  list_end (b);

  para (b, _("<b>Casual play.</b> Until you discard, Ctrl+Z or the arrow at the top "
             "takes back the melds and lay-offs of your turn, as if they had never been "
             "made. For the strict table rule, where a card put down stays down, turn "
             "this off in the preferences."));

  if (b->r->pile_start == CN_PILE_START_POZO)
    para (b, _("<b>The history.</b> Beside the table, each turn of the round is written "
               "out: what the player drew or took, melded and discarded. The card just "
               "discarded wears a dot on the pozo, and so do the cards you just drew or "
               "took."));
  else
    para (b, _("<b>The history.</b> Beside the table, each turn of the round is written "
               "out: what the player drew or took, melded and discarded. The card just "
               "discarded wears a dot on the pile, and so do the cards you just drew or "
               "took."));

  para (b, _("<b>When a move is refused</b>, the table says why, and its “Rules” link "
             "opens the section of this help that explains it."));

  para (b, _("<b>Pass and play.</b> Several people can share one computer: choose more "
             "than one human player when you start a new game. Between their turns the table "
             "hides every hand and asks you to pass the screen on; the next player shows "
             "their cards when nobody else is looking."));

  if (b->r->pile_start == CN_PILE_START_POZO)
    para (b, _("<b>Examples.</b> The examples in these rules are real positions, played on "
               "their own cards as at the table: select the cards and press the move’s "
               "button, or drag them onto the melds or the pozo. The game answers exactly "
               "as it would at the table; “Try It” plays a step for you."));
  else
    para (b, _("<b>Examples.</b> The examples in these rules are real positions, played on "
               "their own cards as at the table: select the cards and press the move’s "
               "button, or drag them onto the melds or the pile. The game answers exactly "
               "as it would at the table; “Try It” plays a step for you."));
}

/* ------------------------------------------------------------- build */

CnHelpDoc *
cn_help_build (const CnRules *rules,
               int            players)
{
  static void (* const writers[]) (Builder *b) = {
    _cn_help_write_deck, _cn_help_write_turn, _cn_help_write_values, _cn_help_write_melds,
    _cn_help_write_pile, _cn_help_write_opening, _cn_help_write_going_out,
    _cn_help_write_threes, write_scoring, write_end, write_variants, write_app,
  };
  Builder b = { 0 };

  g_return_val_if_fail (rules != NULL, NULL);

  b.r = rules;
  b.seat = cn_rules_seating (rules, players);
  if (b.seat == NULL)
    b.seat = &rules->seatings[0];
  b.partners = b.seat->players > b.seat->sides;
  b.pool = g_ptr_array_new_with_free_func (g_free);
  b.doc = g_new0 (CnHelpDoc, 1);
  b.doc->rules = rules;
  b.doc->players = b.seat->players;
  b.doc->sections = g_ptr_array_new_with_free_func (_cn_help_section_free);

  /* Each section, then the examples that close it. */
  for (guint i = 0; i < G_N_ELEMENTS (writers); i++)
    {
      writers[i] (&b);
      _cn_help_write_examples (&b);
    }

  g_ptr_array_unref (b.pool);
  return b.doc;
}
