/* cn-help.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-help.h"
#include "cn-help-private.h"
#include "cn-text.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdarg.h>
#include <string.h>

/* The help text is written once, in English, with every number left as a
 * %s that the builder fills from the variant's CnRules row (formatted with
 * cn_help_format_number). Whatever the sources leave open is said, in
 * table words a player knows, to be a common table rule or a house rule
 * ("some tables…; here…"), as RULES.md records it. */

/* ------------------------------------------------------------- sections */

static const char * const section_ids[] = {
  "deck", "turn", "values", "melds", "pile", "opening", "going-out", "threes",
  "scoring", "end", "variants", "how-to-play-app", NULL
};

const char * const *
cn_help_section_ids (void)
{
  return section_ids;
}

const char *
cn_help_section_title (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  if (g_str_equal (id, "deck"))
    return C_("help section", "Cards and the Deal");
  if (g_str_equal (id, "turn"))
    return C_("help section", "Your Turn");
  if (g_str_equal (id, "values"))
    return C_("help section", "Card Values");
  if (g_str_equal (id, "melds"))
    return C_("help section", "Melds and Canastas");
  if (g_str_equal (id, "pile"))
    return C_("help section", "The Discard Pile");
  if (g_str_equal (id, "opening"))
    return C_("help section", "The Opening Meld");
  if (g_str_equal (id, "going-out"))
    return C_("help section", "Going Out");
  if (g_str_equal (id, "threes"))
    return C_("help section", "Red and Black Threes");
  if (g_str_equal (id, "scoring"))
    return C_("help section", "Scoring a Round");
  if (g_str_equal (id, "end"))
    return C_("help section", "The End of the Game");
  if (g_str_equal (id, "variants"))
    return C_("help section", "Where the Variants Differ");
  if (g_str_equal (id, "how-to-play-app"))
    return C_("help section", "How to Play in This App");
  return NULL;
}

const char *
cn_help_section_title_for (const CnRules *rules,
                           const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  /* The uruguayan players take the pozo and close, and their table's
   * buttons and messages say so: their rules call the sections the same. */
  if (rules->variant == CN_VARIANT_URUGUAYAN && g_str_equal (id, "pile"))
    return C_("help section", "The Pozo");
  if (rules->variant == CN_VARIANT_URUGUAYAN && g_str_equal (id, "going-out"))
    return C_("help section", "Closing");
  return cn_help_section_title (id);
}

const char *
cn_help_section_for_code (CnCode code)
{
  const char *section;

  g_return_val_if_fail (code < CN_N_CODES, "turn");

  /* The engine names the section; the pane trusts it only when the
   * document has it, so a link can never lead nowhere. */
  section = cn_code_section (code);
  if (section == NULL || cn_help_section_title (section) == NULL)
    return "turn";
  return section;
}

/* -------------------------------------------------------------- numbers */

char *
cn_help_format_number (int value)
{
  const struct lconv *conv = localeconv ();
  const char *separator;
  char digits[16];
  GString *out;
  gsize n;
  guint magnitude = value < 0 ? 0u - (guint) value : (guint) value;

  /* A real LC_NUMERIC locale knows how its readers group digits; the C
   * locale (and a language chosen with LANGUAGE alone) does not, and then
   * the translation says. */
  if (conv != NULL && conv->thousands_sep != NULL && conv->thousands_sep[0] != '\0' &&
      conv->grouping != NULL && conv->grouping[0] > 0)
    separator = conv->thousands_sep;
  else
    /* Translators: the thousands separator in numbers such as 5,000 */
    separator = C_("number", ",");

  g_snprintf (digits, sizeof digits, "%u", magnitude);
  n = strlen (digits);
  out = g_string_new (value < 0 ? "−" : "");
  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- builder */

/* The builder of cn-help-private.h, by its short name here. */
typedef CnHelpBuilder Builder;

static void
block_free (gpointer data)
{
  CnHelpBlock *block = data;

  g_free (block->text);
  g_free (block->title);
  g_strfreev (block->items);
  g_strfreev (block->header);
  g_strfreev (block->cells);
  g_free (block->example);
  g_free (block);
}

static void
section_free (gpointer data)
{
  CnHelpSection *section = data;

  g_free (section->id);
  g_free (section->title);
  g_ptr_array_unref (section->blocks);
  g_free (section);
}

void
cn_help_doc_free (CnHelpDoc *doc)
{
  if (doc == NULL)
    return;
  g_ptr_array_unref (doc->sections);
  g_free (doc);
}

const CnHelpSection *
cn_help_doc_find_section (const CnHelpDoc *doc,
                          const char      *id)
{
  g_return_val_if_fail (doc != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

      if (g_str_equal (section->id, id))
        return section;
    }
  return NULL;
}

char **
cn_help_doc_list_examples (const CnHelpDoc *doc,
                           const char      *section_id)
{
  GPtrArray *files;

  g_return_val_if_fail (doc != NULL, NULL);

  files = g_ptr_array_new ();
  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

      if (section_id != NULL && !g_str_equal (section->id, section_id))
        continue;
      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

          if (block->kind == CN_HELP_BLOCK_EXAMPLE)
            g_ptr_array_add (files, g_strdup (block->example));
        }
    }
  g_ptr_array_add (files, NULL);
  return (char **) g_ptr_array_free (files, FALSE);
}

/* A number for a %s in the text; the builder owns the string. */
static const char *
num (Builder *b,
     int      value)
{
  char *text = cn_help_format_number (value);

  g_ptr_array_add (b->pool, text);
  return text;
}

const char *
_cn_help_num (CnHelpBuilder *b,
              int            value)
{
  return num (b, value);
}

static void
section_begin (Builder    *b,
               const char *id)
{
  CnHelpSection *section = g_new0 (CnHelpSection, 1);

  section->id = g_strdup (id);
  section->title = g_strdup (cn_help_section_title_for (b->r, id));
  section->blocks = g_ptr_array_new_with_free_func (block_free);
  g_ptr_array_add (b->doc->sections, section);
  b->section = section;
}

static CnHelpBlock *
block_add (Builder         *b,
           CnHelpBlockKind  kind)
{
  CnHelpBlock *block = g_new0 (CnHelpBlock, 1);

  block->kind = kind;
  g_ptr_array_add (b->section->blocks, block);
  return block;
}

static void para (Builder    *b,
                  const char *format,
                  ...) G_GNUC_PRINTF (2, 3);

static void
para (Builder    *b,
      const char *format,
      ...)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_PARAGRAPH);
  va_list args;

  va_start (args, format);
  block->text = g_strdup_vprintf (format, args);
  va_end (args);
}

static void
list_begin (Builder *b)
{
  g_assert (b->list == NULL);
  b->list = g_ptr_array_new ();
}

static void item (Builder    *b,
                  const char *format,
                  ...) G_GNUC_PRINTF (2, 3);

static void
item (Builder    *b,
      const char *format,
      ...)
{
  va_list args;

  g_assert (b->list != NULL);
  va_start (args, format);
  g_ptr_array_add (b->list, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
list_end (Builder *b)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_LIST);

  g_ptr_array_add (b->list, NULL);
  block->items = (char **) g_ptr_array_free (b->list, FALSE);
  b->list = NULL;
}

/* A table: the caption (or NULL), then n_columns headings. */
static void
table_begin (Builder    *b,
             const char *caption,
             guint       n_columns,
             ...)
{
  GPtrArray *header = g_ptr_array_new ();
  va_list args;

  g_assert (b->table == NULL);
  b->table = block_add (b, CN_HELP_BLOCK_TABLE);
  b->table->title = g_strdup (caption);
  b->table->n_columns = n_columns;
  va_start (args, n_columns);
  for (guint i = 0; i < n_columns; i++)
    g_ptr_array_add (header, g_strdup (va_arg (args, const char *)));
  va_end (args);
  g_ptr_array_add (header, NULL);
  b->table->header = (char **) g_ptr_array_free (header, FALSE);
  b->cells = g_ptr_array_new ();
}

/* One row: n_columns cells. */
static void
row (Builder *b,
     ...)
{
  va_list args;

  g_assert (b->table != NULL);
  va_start (args, b);
  for (guint i = 0; i < b->table->n_columns; i++)
    g_ptr_array_add (b->cells, g_strdup (va_arg (args, const char *)));
  va_end (args);
  b->table->n_rows++;
}

static void
table_end (Builder *b)
{
  g_ptr_array_add (b->cells, NULL);
  b->table->cells = (char **) g_ptr_array_free (b->cells, FALSE);
  b->cells = NULL;
  b->table = NULL;
}

void
_cn_help_example (CnHelpBuilder *b,
                  const char    *file,
                  const char    *title,
                  const char    *text)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_EXAMPLE);

  block->example = g_strdup (file);
  block->title = g_strdup (title);
  block->text = g_strdup (text);
}
/* The smallest number of naturals any meld needs. */
static int
min_naturals (const CnRules *r)
{
  return r->meld_min - 1;
}

/* ---------------------------------------------------------------- deck */

/* The cut and the pozo of a variant with cut_deal, as cn-cut.c plays them. */
static void
write_cut (Builder *b)
{
  const CnRules *r = b->r;
  int dealt = b->seat->players * b->seat->hand_size;

  para (b, _("Each round begins with the <b>cut</b>. The player who shuffled sits to the "
             "right of the first player, the <i>mano</i>; the mano’s partner cuts, lifting "
             "as many cards from the top of the pack as they choose, at least one and "
             "leaving at least one. The cutter shows the bottom card of the part lifted:"));
  list_begin (b);
  item (b, _("A natural card names the <i>canasta de moda</i> for the round: canastas "
             "of its rank earn their bonus twice. It goes back into the middle of the "
             "part lifted, and the cut is over."));
  item (b, _("A wild card or a red three goes to the cutter, who shows the next card up. "
             "Each wild card kept is one card fewer in the cutter’s deal; a red three kept "
             "goes face up in front of the side and is not replaced."));
  item (b, _("A black three is a stopper: it goes back into the pack, and so does any wild "
             "card or red three shown after it. Some tables stop the cut only when the very "
             "first card shown is a black three; here a black three shown later also stops "
             "the cutter from there on."));
  item (b, _("If the part lifted runs out before a natural card shows, the cards below "
             "it are shown in turn."));
  list_end (b);

  /* Translators: the cards the deal needs (twice), then the exact cut's bonus */
  para (b, _("The deal takes the cards one at a time, clockwise from the mano, from the "
             "part lifted first: %s cards, less one for each wild card the cutter kept. "
             "The cut is <b>exact</b> when the part lifted, less the cards the cutter "
             "kept, holds exactly the cards the deal needs, none over and none missing: "
             "a cut of %s cards, plus one for each red three kept, is exact. An exact cut "
             "scores %s for the cutter’s side, however the round ends."),
        num (b, dealt), num (b, dealt), num (b, r->bonus_exact_cut));

  para (b, _("Then %s cards form the <b>pozo</b>, the discard pile: %s face down and one "
             "face up on top. A three turned up there is covered with more cards until a "
             "natural card shows. A wild card turned up is set crosswise under the pozo, "
             "which makes it <i>premiado</i>, and another card covers it. A wild card "
             "among the cards face down stays unseen and makes nothing premiado."),
        num (b, r->pozo_size), num (b, r->pozo_size - 1));
}

static void
write_deck (Builder *b)
{
  const CnRules *r = b->r;
  int players = b->seat->players;
  int jokers = r->decks * r->jokers_per_deck;
  int total = cn_rules_total_cards (r);
  int per_deck = total / r->decks - r->jokers_per_deck;

  section_begin (b, "deck");

  /* Translators: packs, cards per pack, jokers, cards in all */
  para (b, g_dngettext (GETTEXT_PACKAGE,
                        "Canasta is played with %s pack of %s cards and %s jokers, shuffled together: %s cards in all.",
                        "Canasta is played with %s packs of %s cards and %s jokers, shuffled together: %s cards in all.",
                        r->decks),
        num (b, r->decks), num (b, per_deck), num (b, jokers), num (b, total));

  if (b->partners)
    /* Translators: players, teams, players per team */
    para (b, _("The %s players form %s teams of %s. Partners sit opposite each other, "
               "build on each other’s melds and score together. In these rules your "
               "<i>side</i> means your team."),
          num (b, players), num (b, b->seat->sides), num (b, players / b->seat->sides));
  else
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "Each of the %s player plays alone, with no partner. In these rules your <i>side</i> is simply you.",
                          "Each of the %s players plays alone, with no partner. In these rules your <i>side</i> is simply you.",
                          players),
          num (b, players));

  if (b->seat->common_rule)
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "The game for %s player is a common table rule rather than part of this variant’s own rules: hand size, draw and canastas to go out are the ones most tables use.",
                          "The game for %s players is a common table rule rather than part of this variant’s own rules: hand size, draw and canastas to go out are the ones most tables use.",
                          players),
          num (b, players));

  para (b, g_dngettext (GETTEXT_PACKAGE,
                        "Each player is dealt %s card. The rest go face down in the middle of the table: that is the <b>stock</b>.",
                        "Each player is dealt %s cards. The rest go face down in the middle of the table: that is the <b>stock</b>.",
                        b->seat->hand_size),
        num (b, b->seat->hand_size));

  if (r->cut_deal)
    write_cut (b);
  else if (r->pile_start == CN_PILE_START_POZO)
    para (b, _("After the deal, %s cards form the <b>pozo</b>, the discard pile: %s face "
               "down and one face up on top. A three turned up there is covered with more "
               "cards until a natural card shows. A wild card turned up is set crosswise "
               "under the pozo, which makes it <i>premiado</i>, and another card covers it."),
          num (b, r->pozo_size), num (b, r->pozo_size - 1));
  else if (r->pile_first_card_stays)
    para (b, _("The top card of the stock is turned face up beside it to start the "
               "<b>discard pile</b>, and it stays there whatever it is. A wild card or a red "
               "three turned up blocks the pile while it lies on top, and freezes it once a "
               "discard covers it (see “The Discard Pile”)."));
  else if (r->freeze_rule == CN_FREEZE_ANY_WILD)
    para (b, _("The top card of the stock is turned face up beside it to start the "
               "<b>discard pile</b>. If that card is a wild card or a red three, it stays "
               "in the pile turned sideways and the next card is turned, until one is "
               "neither. A wild card left there freezes the pile; a red three does not, and "
               "goes face up to the side that takes the pile."));
  else
    para (b, _("The top card of the stock is turned face up beside it to start the "
               "<b>discard pile</b>. If that card is a wild card or a red three, it stays "
               "in the pile turned sideways, which freezes the pile, and the next card is "
               "turned, until one is neither."));

  if (r->red_threes_at_deal_default)
    para (b, _("A red three is never kept in a hand: any red three dealt to a player goes "
               "face up in front of their side at once and is replaced with a card from "
               "the stock."));
  else
    para (b, _("A red three is never kept in a hand. One you are dealt goes face up in "
               "front of your side at the start of your first turn and is replaced with a "
               "card from the stock, as the classic rules have it. A game option places red "
               "threes right after the deal instead, as most tables do."));

}

/* ---------------------------------------------------------------- turn */

static void
write_turn (Builder *b)
{
  const CnRules *r = b->r;
  int draw = b->seat->draw_count;

  section_begin (b, "turn");

  para (b, _("The player to the dealer’s left begins, and play goes on to the left, "
             "clockwise. Every turn has three steps:"));
  list_begin (b);
  /* The uruguayan players call their discard pile the pozo. */
  if (r->pile_start == CN_PILE_START_POZO)
    item (b, g_dngettext (GETTEXT_PACKAGE,
                          "<b>Draw</b> %s card from the stock, or take the whole pozo instead (see “The Pozo”).",
                          "<b>Draw</b> %s cards from the stock, or take the whole pozo instead (see “The Pozo”).",
                          draw),
          num (b, draw));
  else
    item (b, g_dngettext (GETTEXT_PACKAGE,
                          "<b>Draw</b> %s card from the stock, or take the whole discard pile instead (see “The Discard Pile”).",
                          "<b>Draw</b> %s cards from the stock, or take the whole discard pile instead (see “The Discard Pile”).",
                          draw),
          num (b, draw));
  item (b, _("<b>Meld</b>: put down new melds and add cards to your side’s melds, as many "
             "as you like, or none at all."));
  if (r->go_out_must_discard && r->pile_start == CN_PILE_START_POZO)
    item (b, _("<b>Discard</b>: end the turn by laying one card face up on the pozo. Even "
               "the player who goes out ends with a discard."));
  else if (r->go_out_must_discard)
    item (b, _("<b>Discard</b>: end the turn by laying one card face up on the discard "
               "pile. Even the player who goes out ends with a discard."));
  else
    item (b, _("<b>Discard</b>: end the turn by laying one card face up on the discard "
               "pile. The only turn without a discard is one where you go out by melding "
               "every card."));
  list_end (b);

  if (draw > 1)
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "You draw %s card but still discard only one, so a hand grows as the round goes on.",
                          "You draw %s cards but still discard only one, so a hand grows as the round goes on.",
                          draw),
          num (b, draw));

  para (b, _("Whatever goes on the table stays there: a card you meld never goes back "
             "to a hand."));

  /* Source 001 closes (cierra) a round; going out (salir) is its opening. */
  if (b->partners && r->variant == CN_VARIANT_URUGUAYAN)
    para (b, _("Only the player whose turn it is acts. The one exception is the partner, "
               "who answers when asked “May I close?”."));
  else if (b->partners)
    para (b, _("Only the player whose turn it is acts. The one exception is the partner, "
               "who answers when asked “May I go out?”."));
}

/* -------------------------------------------------------------- values */

static void
write_values (Builder *b)
{
  const CnRules *r = b->r;

  section_begin (b, "values");

  para (b, _("Jokers and twos are <b>wild cards</b>: in a meld they stand in for any "
             "natural card. Every card from the ace down to the four is a "
             "<b>natural</b> card. Threes are special: red threes are bonus cards and "
             "black threes are stoppers."));

  table_begin (b, _("What each card is worth"), 2, C_("column", "Card"), C_("column", "Points"));
  row (b, C_("card", "Joker"), num (b, r->value_joker));
  row (b, C_("card", "Two"), num (b, r->value_two));
  row (b, C_("card", "Ace"), num (b, r->value_ace));
  row (b, C_("card", "King, queen, jack, 10, 9, 8"), num (b, r->value_high));
  row (b, C_("card", "7, 6, 5, 4"), num (b, r->value_low));
  row (b, C_("card", "Black three"), num (b, r->value_black_three));
  row (b, C_("card", "Red three"), _("a bonus: see “Red and Black Threes”"));
  table_end (b);

  para (b, _("At the end of a round, cards count for your side when they lie in its "
             "melds and against it when they are still in a hand. The same values decide "
             "whether a side’s first meld reaches the opening minimum."));

  if (r->variant == CN_VARIANT_URUGUAYAN)
    para (b, _("Uruguayan rules do not always say what a black three is worth; in this game "
               "it counts %s, as in the other variants."),
          num (b, r->value_black_three));
}

/* --------------------------------------------------------------- melds */

static void
write_melds (Builder *b)
{
  const CnRules *r = b->r;
  int naturals = min_naturals (r);
  int max_naturals = r->meld_max - r->max_wilds;

  section_begin (b, "melds");

  para (b, _("A <b>meld</b> is %s or more cards of the same rank laid face up on the "
             "table, such as three kings. Suits do not matter, and runs of consecutive "
             "cards do not count. Wild cards may fill in, within these limits:"),
        num (b, r->meld_min));
  list_begin (b);
  item (b, _("At least %s natural cards of the meld’s rank."), num (b, naturals));
  if (r->wild_rule == CN_WILDS_FEWER_THAN_NATURALS)
    item (b, _("More natural cards than wild cards: two naturals carry one wild, and it "
               "takes %s naturals to carry %s wilds."),
          num (b, r->max_wilds + 1), num (b, r->max_wilds));
  else
    item (b, _("Wild cards may match the natural cards but never outnumber them: two "
               "naturals may carry two wilds."));
  item (b, _("Never more than %s wild cards in one meld."), num (b, r->max_wilds));
  if (r->canasta_closes)
    item (b, _("At most %s cards: a meld that reaches %s is a finished canasta."),
          num (b, r->meld_max), num (b, r->canasta_size));
  else
    item (b, _("At most %s cards: the %s naturals of one rank the packs hold, plus %s wilds."),
          num (b, r->meld_max), num (b, max_naturals), num (b, r->max_wilds));
  item (b, _("Threes never make an ordinary meld."));
  list_end (b);

  if (r->canasta_closes)
    {
      para (b, _("Your side builds a rank one meld at a time: melding a rank whose meld is "
                 "still open adds the cards to it, and they must fit in its %s. A meld that "
                 "reaches %s is a closed canasta and takes no more; further cards of that "
                 "rank start a new meld. That is how a side makes a second or third "
                 "canasta of one rank."),
            num (b, r->canasta_size), num (b, r->canasta_size));
      para (b, _("When the pozo is taken onto an open meld with no room for its cards, they "
                 "start a new meld beside it (a house rule: tables differ here). With two "
                 "open melds of one rank, choose the one you add to; a meld of that rank "
                 "joins the older."));
    }
  else
    para (b, _("Your side keeps one meld per rank. Melding a rank your side already has "
               "adds the cards to that meld, as long as the result is still a valid meld. "
               "You may add as many or as few cards at a time as you like."));

  if (r->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA)
    /* Translators: this variant's own source calls the canasta of wild
     * cards alone the dirty one, and the one of naturals and wilds mixed
     * (or black): name the mixed one so that it is not taken for it */
    para (b, _("A meld of %s or more cards is a <b>canasta</b>. A canasta without any wild "
               "card is <b>natural</b> and earns %s points; one of natural cards with wild "
               "cards is <b>mixed</b> and earns %s. A natural canasta that later takes a "
               "wild card becomes mixed. The canasta of wild cards alone comes below."),
          num (b, r->canasta_size), num (b, r->bonus_natural_canasta),
          num (b, r->bonus_mixed_canasta));
  else if (r->canasta_closes)
    para (b, _("A meld of %s cards is a <b>canasta</b>. A canasta without any wild card is "
               "<b>natural</b> (clean) and earns %s points; one with a wild card is "
               "<b>mixed</b> (dirty) and earns %s."),
          num (b, r->canasta_size), num (b, r->bonus_natural_canasta),
          num (b, r->bonus_mixed_canasta));
  else
    para (b, _("A meld of %s or more cards is a <b>canasta</b>. A canasta without any wild "
               "card is <b>natural</b> (clean) and earns %s points; one with a wild card is "
               "<b>mixed</b> (dirty) and earns %s. A natural canasta that later takes a wild "
               "card becomes mixed."),
          num (b, r->canasta_size), num (b, r->bonus_natural_canasta),
          num (b, r->bonus_mixed_canasta));

  if (r->bonus_natural_aces > 0)
    para (b, _("Canastas of aces earn more: %s natural, %s mixed."),
          num (b, r->bonus_natural_aces), num (b, r->bonus_mixed_aces));

  switch (r->wild_melds)
    {
    case CN_WILD_MELDS_NONE:
      para (b, _("A meld made of wild cards alone is not allowed."));
      break;
    case CN_WILD_MELDS_ONE_TURN_CANASTA:
      /* Translators: this variant's source calls it the dirty canasta
       * ("canasta sporca"); the round summary names it "Canastas of wild
       * cards" and the others "Mixed canastas" (context "italian") */
      para (b, _("Wild cards alone make a meld only as a whole canasta: %s wild cards, jokers "
                 "and twos in any mix, put down together in one meld. That is the "
                 "<b>canasta of wild cards</b>, worth %s on top of the cards’ own values, "
                 "and it counts as a canasta for going out. A smaller meld of wild cards "
                 "alone is refused, and once down the canasta of wild cards is complete: "
                 "no card may be added to it, wild or natural."),
            num (b, r->wild_meld_min), num (b, r->bonus_wild_mixed));
      break;
    case CN_WILD_MELDS_OPEN:
    default:
      /* Translators: minimum wilds, canasta size, then each bonus with
       * the number of cards it needs */
      para (b, _("A meld of wild cards alone needs at least %s of them and never takes a "
                 "natural card. At %s it is a wild canasta: %s for jokers and twos mixed, "
                 "%s for %s twos, %s for %s jokers and a two."),
            num (b, r->wild_meld_min), num (b, r->canasta_size),
            num (b, r->bonus_wild_mixed),
            num (b, r->bonus_wild_twos), num (b, r->canasta_size),
            num (b, r->bonus_wild_jokers), num (b, r->decks * r->jokers_per_deck));
      para (b, _("Each group of wild cards you meld is a meld of its own, so a side may "
                 "build several at once; add wild cards to the one you choose. The canastas "
                 "of twos and of jokers count as clean canastas, the mixed one as dirty."));
      break;
    }
}

/* ---------------------------------------------------------------- pile */

static void
write_pile_pozo (Builder *b)
{
  const CnRules *r = b->r;

  para (b, _("The <b>pozo</b> is the discard pile. Whoever takes it takes every card in "
             "it, which can turn a round, so the rules guard it closely."));
  /* Translators: the natural cards a take needs, then a premiado take */
  para (b, _("Instead of drawing, you may take the pozo with exactly %s natural cards of "
             "its top card’s rank from your hand, %s when it is premiado: never with a "
             "wild card, and never by laying the top card off on a meld. Those cards and "
             "the top card go down together, on your side’s open meld of that rank while "
             "it stays at %s cards or fewer, as a new meld otherwise. Then the rest of the "
             "pozo joins your hand; red threes in it go face up in front of your side and "
             "are not replaced."),
        num (b, r->pozo_take_naturals), num (b, r->premiado_naturals),
        num (b, r->canasta_size));
  para (b, _("<b>Premiado.</b> A wild card under the pozo makes it <i>premiado</i>: it "
             "then takes %s natural cards of the top card’s rank. It stays premiado until "
             "someone takes it. After a side takes a premiado pozo, neither partner may "
             "start a new meld of wild cards that round; adding to the side’s wild melds "
             "is still allowed."),
        num (b, r->premiado_naturals));
  para (b, _("<b>Blocked.</b> A wild card just discarded blocks the pozo for the next "
             "player and makes it premiado. A black three just discarded blocks it for "
             "the next player only."));
  if (r->pozo_needs_opening_first)
    para (b, _("<b>Your side’s first take.</b> Until your side has opened, taking the pozo "
               "needs the opening from the other cards of your hand: take the pozo first, "
               "then meld the opening from your hand, and the rest of the pozo joins your "
               "hand once your melds reach the minimum. The cards that take the pozo and "
               "its top card count nothing toward it, and the game refuses the take when "
               "the rest of your hand cannot open."));
}

static void
write_pile (Builder *b)
{
  const CnRules *r = b->r;

  section_begin (b, "pile");

  if (r->pile_start == CN_PILE_START_POZO)
    {
      write_pile_pozo (b);
      return;
    }

  para (b, _("The discard pile is taken whole or not at all: whoever takes it gets every "
             "card in it. A big pile can win a round, so the rules guard it closely."));
  para (b, _("Instead of drawing from the stock you may take the pile, but only if you "
             "can use its top card at once:"));
  list_begin (b);
  item (b, _("meld it with two natural cards of its rank from your hand;"));
  if (r->unfrozen_take_with_wild)
    item (b, _("or meld it with one natural card of its rank and one wild card;"));
  if (r->unfrozen_take_by_lay_off)
    item (b, _("or lay it off on your side’s meld of that rank."));
  list_end (b);
  para (b, _("The top card goes into its meld first. Then the rest of the pile joins your "
             "hand and your turn goes on as usual. Three things can stand in the way:"));

  if (r->black_three_takeable_last_turn)
    {
      para (b, _("<b>Blocked.</b> While a wild card, a red three or a black three lies on top, "
                 "nobody may take the pile (a red three gets there only as the first card "
                 "turned). A black three blocks it only until the next discard covers it."));
      /* Translators: the numbers are how many black threes from the hand go
       * with the one on top */
      para (b, _("<b>A black three to go out.</b> One exception: a player who goes out in "
                 "this very turn may take a black three lying on top, melding it at once "
                 "with %s or %s black threes from the hand. The rest of the pile joins the "
                 "hand, and the turn must then end by going out, as after a partner’s yes: "
                 "the side needs its canastas and every card but the last discard must be "
                 "melded. The game refuses the take when going out in that turn is "
                 "impossible. This variant’s rules allow it “in the last turn”; here that "
                 "means the turn you go out, the only turn in which black threes are ever "
                 "melded."),
            num (b, r->black_three_meld_min - 1), num (b, r->black_three_meld_max - 1));
    }
  else
    para (b, _("<b>Blocked.</b> While a wild card or a black three lies on top, nobody may "
               "take the pile. A black three blocks it only until the next discard covers "
               "it."));

  if (r->freeze_rule == CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP)
    para (b, _("<b>Frozen.</b> A wild card or a red three inside the pile, below the top "
               "card, freezes it; such cards lie sideways so that everyone can see them. "
               "A frozen pile can be taken only with a natural pair of the top card’s rank "
               "from your hand: no wild card may help, and laying the top card off on a "
               "meld is not enough. The pile stays frozen until someone takes it."));
  else
    para (b, _("<b>Frozen.</b> A wild card anywhere in the pile freezes it for everyone; it "
               "lies sideways so that everyone can see it. A frozen pile can be taken only "
               "with a natural pair of the top card’s rank from your hand: no wild card may "
               "help, and laying the top card off on a meld is not enough. The pile stays "
               "frozen until someone takes it."));

  para (b, _("<b>Frozen against a side that has not opened.</b> Until your side has made "
             "its opening meld, the pile is frozen for you even when it holds no wild "
             "card: you need a natural pair of the top card’s rank, and the meld you make "
             "with the top card counts toward your opening."));

  para (b, _("<b>Open.</b> A pile that is neither blocked nor frozen may be taken in any of "
             "the ways above."));

  if (r->variant == CN_VARIANT_ITALIAN)
    para (b, _("Some tables ask the taker to meld all the pile’s cards in that same turn. "
               "Here it goes as in the other variants: the top card must be melded at once, "
               "and the rest of the pile may stay in your hand."));
}

/* ------------------------------------------------------------- opening */

static void
write_opening (Builder *b)
{
  const CnRules *r = b->r;
  int low = G_MININT;

  section_begin (b, "opening");

  para (b, _("Your side’s first meld of the round, its <b>opening</b>, must be worth at "
             "least a minimum, and the minimum grows with the side’s total score before "
             "the round:"));

  table_begin (b, NULL, 2, C_("column", "Your side’s total"), C_("column", "Opening minimum"));
  for (int i = 0; i < CN_MAX_OPENING_STEPS; i++)
    {
      const CnOpeningStep *step = &r->opening[i];
      g_autofree char *band = NULL;

      if (low == G_MININT)
        /* Translators: a band of a side's total score in the opening table */
        band = g_strdup_printf (C_("total", "below %s"), num (b, step->below));
      else if (step->below == G_MAXINT)
        band = g_strdup_printf (C_("total", "%s and more"), num (b, low));
      else
        /* Totals are multiples of 5, so a band ends 5 below the next. */
        band = g_strdup_printf (C_("total", "%s to %s"), num (b, low), num (b, step->below - 5));
      row (b, band, num (b, step->minimum));
      if (step->below == G_MAXINT)
        break;
      low = step->below;
    }
  table_end (b);

  list_begin (b);
  item (b, _("Several melds put down in the same turn count together."));
  item (b, _("Only the cards’ values count: red threes and canasta bonuses do not."));
  if (r->pozo_needs_opening_first)
    item (b, _("The natural cards used to take the pozo do not count; the opening must be "
               "complete without them."));
  else
    item (b, _("When you take the pile to open, only its top card counts, together with "
               "the cards from your hand. The rest of the pile joins your hand once the "
               "minimum is met."));
  item (b, _("Once your side has opened, its players meld freely for the rest of the "
             "round."));
  item (b, _("The game refuses a first meld that the rest of your hand could never bring "
             "up to the minimum, and a discard before the minimum is reached."));
  if (r->concealed_allowed && r->concealed_skips_minimum && r->concealed_needs_stock_draw)
    item (b, _("One exception: a player who drew from the stock and goes out concealed, "
               "melding the whole hand at once, needs no minimum."));
  else if (r->concealed_allowed && r->concealed_skips_minimum)
    item (b, _("One exception: a player who goes out concealed, melding the whole hand at "
               "once, needs no minimum. That is the common table rule, though not every "
               "table plays it."));
  list_end (b);
}

/* ----------------------------------------------------------- going out */

static void
write_going_out (Builder *b)
{
  const CnRules *r = b->r;
  int needed = b->seat->canastas_needed;

  section_begin (b, "going-out");

  if (r->go_out_must_discard)
    para (b, _("You <b>go out</b> (close) by melding every card in your hand but one and "
               "discarding that last card. Going out ends the round at once and earns your "
               "side %s points."),
          num (b, r->bonus_going_out));
  else
    para (b, _("You <b>go out</b> by getting rid of your last card: melding everything, or "
               "melding all but one card and discarding it. Going out ends the round at "
               "once and earns your side %s points."),
          num (b, r->bonus_going_out));

  if (r->close_needs_clean_and_dirty)
    para (b, _("Before anyone may close, the side needs canastas of the right kinds. A side "
               "with any wild card among its melds plays a <i>dirty game</i> and needs at "
               "least one clean and one dirty canasta, even when it has two clean ones; a "
               "side with no wild card on the table plays a <i>clean game</i> and needs two "
               "clean canastas. The canastas of twos and of jokers are clean, but their "
               "wild cards make the game dirty (a house rule: tables differ here)."));
  else
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "Before anyone may go out, the side needs %s canasta on the table.",
                          "Before anyone may go out, the side needs %s canastas on the table.",
                          needed),
          num (b, needed));

  para (b, _("Until then you must always keep a card to discard. The game refuses any meld "
             "that would leave you no legal way to end the turn, at the moment you make it."));

  if (b->partners)
    {
      if (r->ask_rule == CN_ASK_REQUIRED && r->ask_before_draw)
        para (b, _("<b>Asking your partner.</b> Before closing you must ask your partner "
                   "“May I close?”, before any card of your turn is on the table: before or "
                   "after drawing, but before taking the pozo or melding. The answer binds: "
                   "after a yes you must close this turn, after a no you may not. A yes "
                   "given before you draw binds once you have drawn; if the cards drawn "
                   "leave no way to close, it lapses and you play on (a house rule: tables "
                   "differ here)."));
      else if (r->ask_rule == CN_ASK_REQUIRED)
        para (b, _("<b>Asking your partner.</b> Before going out you must ask your partner "
                   "“May I go out?”, after drawing and before melding anything. The answer "
                   "binds: after a yes you must go out this turn, after a no you may not."));
      else
        para (b, _("<b>Asking your partner.</b> After drawing and before melding anything, "
                   "you may ask your partner “May I go out?”. The answer binds: after a yes "
                   "you must go out this turn, after a no you may not. Asking is optional, "
                   "but wise: the cards left in your partner’s hand count against your side."));

      /* When to ask: the table offers the question only when its answer
       * can matter (cn_state_asking_can_matter), and says why. */
      if (r->ask_before_draw)
        para (b, _("<b>When to ask.</b> A question before the draw binds you before you see "
                   "the cards, so the table offers it then only when your side has the "
                   "canastas closing needs, or your hand, or the pozo if you can take it, "
                   "could complete them this turn. Ask before the draw when you mean to take "
                   "the pozo and close: no question may follow the take. When you draw from "
                   "the stock, ask once you see the cards. If the cards you drew do not let "
                   "you close, your partner’s yes no longer binds you: the table says so and "
                   "you play on. A no forbids closing for the whole turn."));
      else
        para (b, _("<b>When to ask.</b> The table offers the question after you draw, and "
                   "only while the cards you hold let you go out this turn: a yes then binds "
                   "you to go out this turn, a no forbids going out this turn."));
    }

  if (r->concealed_allowed)
    {
      int extra = r->bonus_concealed_total - r->bonus_going_out;

      if (r->concealed_no_discard)
        para (b, _("<b>Going out concealed.</b> You go out concealed when you meld your "
                   "whole hand in one turn, having melded or laid off nothing earlier in "
                   "the round; those melds must hold the canastas going out needs, and no "
                   "discard follows. It earns %s more, %s for going out in all."),
              num (b, extra), num (b, r->bonus_concealed_total));
      else
        para (b, _("<b>Going out concealed.</b> You go out concealed when you meld your "
                   "whole hand in one turn, having melded or laid off nothing earlier in "
                   "the round; those melds must hold the canastas going out needs, and you "
                   "may discard the last card. It earns %s more, %s for going out in all."),
              num (b, extra), num (b, r->bonus_concealed_total));
      if (r->concealed_needs_stock_draw)
        para (b, _("Only a player who drew from the stock in that turn goes out concealed; "
                   "going out after taking the pile earns the plain %s. This variant’s "
                   "rules excuse from the opening minimum a player who draws from the stock "
                   "and melds the whole hand; here going out concealed is read the same "
                   "way."),
              num (b, r->bonus_going_out));
      if (b->partners)
        para (b, _("The game judges this by your own play: the cards you meld in that turn "
                   "must make valid melds, canasta included, even without your partner’s "
                   "melds."));
    }
}

/* -------------------------------------------------------------- threes */

static void
write_threes (Builder *b)
{
  const CnRules *r = b->r;
  int red_threes = 0;

  section_begin (b, "threes");

  for (int i = 1; i <= CN_MAX_RED_THREES; i++)
    if (r->red_three_bonus[i] > 0)
      red_threes = i;

  if (r->pile_start == CN_PILE_START_POZO)
    para (b, _("<b>Red threes</b> are bonus cards. You never keep one in your hand and "
               "never meld it: it goes face up in front of your side. One drawn from the "
               "stock is replaced at once with the next card; one that comes with the pozo "
               "is placed but not replaced."));
  else
    para (b, _("<b>Red threes</b> are bonus cards. You never keep one in your hand and "
               "never meld it: it goes face up in front of your side. One drawn from the "
               "stock is replaced at once with the next card; one that comes with the "
               "discard pile is placed but not replaced."));
  if (r->cut_deal)
    para (b, _("Red threes dealt to a player go face up at once and are replaced from the "
               "stock; one the cutter keeps at the cut is not replaced."));

  if (r->red_three_bonus[2] == 2 * r->red_three_bonus[1])
    para (b, _("Each red three is worth %s, and all %s together %s."),
          num (b, r->red_three_bonus[1]), num (b, red_threes),
          num (b, r->red_three_bonus[red_threes]));
  else
    {
      table_begin (b, NULL, 2, C_("column", "Red threes"), C_("column", "Points"));
      for (int i = 1; i <= red_threes; i++)
        row (b, num (b, i), num (b, r->red_three_bonus[i]));
      table_end (b);
    }

  if (r->red_threes_against == CN_RED_THREES_AGAINST_NO_CANASTA)
    para (b, _("They count for a side with at least one canasta at the end of the round, "
               "and against a side without one."));
  else
    para (b, _("They count for a side that has melded something by the end of the round, "
               "and against a side that has melded nothing."));

  /* Translators: smallest and largest black-three meld, then the value of
   * one black three */
  if (r->pile_start == CN_PILE_START_POZO)
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "<b>Black threes</b> are stoppers. Discarding one blocks the pozo for the next player. They cannot be melded, except in the turn you go out: then, as your last meld, %s to %s black threes may go down together, with no wild card. Left in a hand, each counts %s point against you.",
                          "<b>Black threes</b> are stoppers. Discarding one blocks the pozo for the next player. They cannot be melded, except in the turn you go out: then, as your last meld, %s to %s black threes may go down together, with no wild card. Left in a hand, each counts %s points against you.",
                          r->value_black_three),
          num (b, r->black_three_meld_min), num (b, r->black_three_meld_max),
          num (b, r->value_black_three));
  else
    para (b, g_dngettext (GETTEXT_PACKAGE,
                          "<b>Black threes</b> are stoppers. Discarding one blocks the pile for the next player. They cannot be melded, except in the turn you go out: then, as your last meld, %s to %s black threes may go down together, with no wild card. Left in a hand, each counts %s point against you.",
                          "<b>Black threes</b> are stoppers. Discarding one blocks the pile for the next player. They cannot be melded, except in the turn you go out: then, as your last meld, %s to %s black threes may go down together, with no wild card. Left in a hand, each counts %s points against you.",
                          r->value_black_three),
          num (b, r->black_three_meld_min), num (b, r->black_three_meld_max),
          num (b, r->value_black_three));

  if (r->black_three_takeable_last_turn)
    para (b, _("In the turn you go out you may also take a black three from the top of the "
               "pile and meld it with yours: see “The Discard Pile”."));

  if (r->black_three_scoring == CN_BLACK_THREES_HAND_PENALTY)
    para (b, _("On top of that, a hand still holding black threes when the round ends costs "
               "its side %s. Tables differ on which hands pay; here every hand that holds "
               "any pays it."),
          num (b, r->black_three_amount));
  else if (r->black_three_scoring == CN_BLACK_THREES_ALL_SIX)
    para (b, _("A player who closes melding all %s black threes earns %s for the side. When "
               "someone closes, a player still holding all %s costs their side %s, the "
               "closer’s partner too (a house rule: one player must hold them all, not the "
               "two partners together). When the stock runs out, neither counts."),
          num (b, r->black_three_meld_max), num (b, r->black_three_amount),
          num (b, r->black_three_meld_max), num (b, r->black_three_amount));
}

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
    write_deck, write_turn, write_values, write_melds, write_pile, write_opening,
    write_going_out, write_threes, write_scoring, write_end, write_variants, write_app,
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
  b.doc->sections = g_ptr_array_new_with_free_func (section_free);

  /* Each section, then the examples that close it. */
  for (guint i = 0; i < G_N_ELEMENTS (writers); i++)
    {
      writers[i] (&b);
      _cn_help_write_examples (&b);
    }

  g_ptr_array_unref (b.pool);
  return b.doc;
}
