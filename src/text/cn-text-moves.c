/* cn-text-moves.c: a move in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two wordings of one move, from one set of facts (CnTextMove): the
 * history of the round writes what a player did in a turn, clause by
 * clause, in the past ("drew a card, melded 7♠ 7♥ 7♦"); a help example
 * narrates each step as a sentence ("Rosa melds A♥, A♦, 2♣"). Each has a
 * form for the eye (short card names; the history's in Pango markup, the
 * card just taken or discarded in bold) and one for screen readers (the
 * cards' full names).
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The move's cards, for the eye (escaped, in a row) or spoken. */
static char *
move_cards (const CnTextMove *facts,
            gboolean          markup)
{
  g_autofree char *text = NULL;

  if (!markup)
    return cn_text_cards (facts->move.cards, facts->move.n, CN_TEXT_CARDS_SPOKEN);
  text = cn_text_cards (facts->move.cards, facts->move.n, CN_TEXT_CARDS_ROW);
  return g_markup_escape_text (text, -1);
}

/* One card, for the eye (escaped) or spoken. */
static char *
one_card (CnCard   card,
          gboolean markup)
{
  g_autofree char *brief = NULL;

  if (!markup)
    return cn_text_card_name (card);
  brief = cn_text_card_short (card);
  return g_markup_escape_text (brief, -1);
}

/* Cards in a row, for the eye (escaped) or spoken. */
static char *
some_cards (const CnCard *cards,
            int           n,
            gboolean      markup)
{
  g_autofree char *text = NULL;

  if (!markup)
    return cn_text_cards (cards, n, CN_TEXT_CARDS_SPOKEN);
  text = cn_text_cards (cards, n, CN_TEXT_CARDS_ROW);
  return g_markup_escape_text (text, -1);
}

static char *
take_clause (const CnTextMove *facts,
             gboolean          markup)
{
  g_autofree char *top = one_card (facts->pile_top, markup);
  g_autofree char *cards = move_cards (facts, markup);
  int n = facts->pile_n;

  if (facts->move.n == 0)
    /* Translators: the top card went on the side's meld of its rank */
    return g_strdup_printf (markup ? g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card, laying <b>%s</b> off",
                                                  "took the pile of %d cards, laying <b>%s</b> off", n)
                                   : g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card, laying %s off",
                                                  "took the pile of %d cards, laying %s off", n),
                            n, top);

  if (facts->variant == CN_VARIANT_URUGUAYAN)
    /* Translators: the uruguayan pozo: "took the pozo of 7 cards (Q♥) with Q♣ Q♦" */
    return g_strdup_printf (markup ? g_dngettext (GETTEXT_PACKAGE, "took the pozo of %d card (<b>%s</b>) with %s",
                                                  "took the pozo of %d cards (<b>%s</b>) with %s", n)
                                   : g_dngettext (GETTEXT_PACKAGE, "took the pozo of %d card (%s) with %s",
                                                  "took the pozo of %d cards (%s) with %s", n),
                            n, top, cards);
  /* Translators: "took the pile of 7 cards (Q♥) with Q♣ Q♦" */
  return g_strdup_printf (markup ? g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card (<b>%s</b>) with %s",
                                                "took the pile of %d cards (<b>%s</b>) with %s", n)
                                 : g_dngettext (GETTEXT_PACKAGE, "took the pile of %d card (%s) with %s",
                                                "took the pile of %d cards (%s) with %s", n),
                          n, top, cards);
}

static char *
discard_clause (const CnTextMove *facts,
                gboolean          markup)
{
  g_autofree char *cards = move_cards (facts, markup);

  if (facts->went_out && facts->variant == CN_VARIANT_URUGUAYAN)
    /* Translators: source 001 closes (cierra) a round */
    return g_strdup_printf (markup ? _("closed, discarding <b>%s</b>") : _("closed, discarding %s"), cards);
  if (facts->went_out)
    return g_strdup_printf (markup ? _("went out, discarding <b>%s</b>") : _("went out, discarding %s"), cards);
  /* Translators: the card just discarded, in bold */
  return g_strdup_printf (markup ? _("discarded <b>%s</b>") : _("discarded %s"), cards);
}

/* What the cut gave: the canasta de moda, the wild cards and red threes
 * the cutter kept, an exact cut. */
static void
cut_clauses (const CnTextMove *facts,
             gboolean          markup,
             GPtrArray        *out)
{
  g_autofree char *rank = cn_text_rank_plural (facts->moda);

  /* Translators: the cut in the history: "cut the deck: jacks de moda" */
  g_ptr_array_add (out, g_strdup_printf (_("cut the deck: %s de moda"), rank));
  /* The wild cards the cutter keeps go to the hand, the red threes down
   * on the table: the history says which. */
  for (int threes = 0; threes <= 1; threes++)
    {
      g_autofree char *cards = NULL;
      CnCard some[CN_MAX_CARDS];
      int n_some = 0;

      for (int i = 0; i < facts->n_kept; i++)
        if (cn_card_is_red_three (facts->kept[i]) == threes)
          some[n_some++] = facts->kept[i];
      if (n_some == 0)
        continue;
      cards = some_cards (some, n_some, markup);
      if (threes)
        /* Translators: the red threes the cutter found at the cut and
         * laid down: "laid down 3♥ from the cut" */
        g_ptr_array_add (out, g_strdup_printf (_("laid down %s from the cut"), cards));
      else
        /* Translators: the wild cards the cutter kept */
        g_ptr_array_add (out, g_strdup_printf (_("kept %s"), cards));
    }
  if (facts->exact_cut)
    g_ptr_array_add (out, g_strdup (_("exact cut")));
}

/* Appends the move's clauses for the history of the round to out (one
 * string each, owned by out): in Pango markup for the eye, or plain and
 * with the cards' full names for screen readers. */
void
cn_text_move_clauses (const CnTextMove *facts,
                      gboolean          markup,
                      GPtrArray        *out)
{
  const CnMove *move;

  g_return_if_fail (facts != NULL);
  g_return_if_fail (out != NULL);

  move = &facts->move;
  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      /* One card drawn is "a card", as one red three is "a red three". */
      g_ptr_array_add (out, facts->draw_count == 1
                            ? g_strdup (_("drew a card"))
                            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "drew %d card", "drew %d cards",
                                                            facts->draw_count),
                                               facts->draw_count));
      if (facts->red_threes > 0)
        g_ptr_array_add (out, facts->red_threes == 1
                              ? g_strdup (_("laid down a red three"))
                              : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "laid down %d red three",
                                                              "laid down %d red threes", facts->red_threes),
                                                 facts->red_threes));
      break;

    case CN_MOVE_TAKE_PILE:
      g_ptr_array_add (out, take_clause (facts, markup));
      break;

    case CN_MOVE_MELD:
      {
        g_autofree char *cards = move_cards (facts, markup);

        /* Translators: %s lists cards: "melded 7♠ 7♥ 7♦" */
        g_ptr_array_add (out, g_strdup_printf (_("melded %s"), cards));
      }
      break;

    case CN_MOVE_ADD:
      {
        g_autofree char *cards = move_cards (facts, markup);
        g_autofree char *rank = cn_text_rank_plural (facts->meld_rank);

        /* Translators: "laid off 2♣ on the kings" */
        g_ptr_array_add (out, g_strdup_printf (_("laid off %s on the %s"), cards, rank));
      }
      break;

    case CN_MOVE_DISCARD:
      g_ptr_array_add (out, discard_clause (facts, markup));
      break;

    case CN_MOVE_ASK_GO_OUT:
      g_ptr_array_add (out, g_strdup (facts->variant == CN_VARIANT_URUGUAYAN ? _("asked “May I close?”")
                                                                            : _("asked “May I go out?”")));
      break;

    case CN_MOVE_CUT:
      cut_clauses (facts, markup, out);
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      {
        g_autofree char *who = markup ? g_markup_escape_text (facts->who, -1) : g_strdup (facts->who);

        /* Mid-sentence, after the asker's question: the person at this
         * screen is "you", not the seat's name "You". */
        if (facts->you)
          /* Translators: the answer of the person at this screen, after the
           * partner's question in the same line of the history */
          g_ptr_array_add (out, g_strdup (move->yes ? _("you said yes") : _("you said no")));
        else
          /* Translators: the partner's answer: "Carla said yes" */
          g_ptr_array_add (out, g_strdup_printf (move->yes ? _("%s said yes") : _("%s said no"), who));
      }
      break;

    case CN_N_MOVE_KINDS:
    default:
      break;
    }

  if (move->kind != CN_MOVE_DISCARD && facts->went_out)
    g_ptr_array_add (out, g_strdup (_("went out")));
}

/* A step of a help example as a sentence: "Rosa melds A♥, A♦, 2♣"; spoken,
 * with the cards' full names. */
char *
cn_text_move_step (const CnTextMove *facts,
                   gboolean          spoken)
{
  g_autofree char *cards = NULL;
  const CnMove *move;
  const char *who;
  gboolean pozo;

  g_return_val_if_fail (facts != NULL, g_strdup ("?"));

  move = &facts->move;
  who = facts->who;
  pozo = facts->variant == CN_VARIANT_URUGUAYAN;
  cards = cn_text_cards (move->cards, move->n, spoken ? CN_TEXT_CARDS_SPOKEN : CN_TEXT_CARDS_SHORT);

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      /* Translators: a move of a help example; %s is a player's name */
      return g_strdup_printf (_("%s draws from the stock"), who);

    case CN_MOVE_TAKE_PILE:
      if (move->n == 0)
        /* Translators: a move of a help example; %s is a player's name */
        return g_strdup_printf (_("%s takes the pile by laying the top card off on a meld"), who);
      if (pozo)
        /* Translators: a move of a help example: "Lena takes the pozo with K♦, K♣, K♥" */
        return g_strdup_printf (_("%s takes the pozo with %s"), who, cards);
      /* Translators: a move of a help example: "Lena takes the pile with 9♦, joker" */
      return g_strdup_printf (_("%s takes the pile with %s"), who, cards);

    case CN_MOVE_MELD:
      /* Translators: a move of a help example: "Rosa melds A♥, A♦, 2♣" */
      return g_strdup_printf (_("%s melds %s"), who, cards);

    case CN_MOVE_ADD:
      {
        g_autofree char *rank = cn_text_rank_plural (facts->meld_rank);

        /* Translators: a move of a help example: "Rosa lays K♠ off on the kings" */
        return g_strdup_printf (_("%s lays %s off on the %s"), who, cards, rank);
      }

    case CN_MOVE_DISCARD:
      /* Translators: a move of a help example: "Rosa discards Q♥" */
      return g_strdup_printf (_("%s discards %s"), who, cards);

    case CN_MOVE_ASK_GO_OUT:
      return cn_text_ask_question (who, pozo);

    case CN_MOVE_ANSWER_GO_OUT:
      if (move->yes)
        /* Translators: a move of a help example; %s is a player's name */
        return g_strdup_printf (_("%s answers “Yes”"), who);
      /* Translators: a move of a help example; %s is a player's name */
      return g_strdup_printf (_("%s answers “No”"), who);

    case CN_MOVE_CUT:
    case CN_N_MOVE_KINDS:
    default:
      return g_strdup ("?");
    }
}

/* The red threes of the deal a player laid down (at the deal, at its
 * first turn, or at the deal a cut makes): "laid down 3♥ from the deal". */
char *
cn_text_deal_threes (const CnCard *threes,
                     int           n,
                     gboolean      markup)
{
  g_autofree char *cards = some_cards (threes, n, markup);

  /* Translators: red threes dealt to a player, laid down at the deal or at
   * the player's first turn: "laid down 3♥ 3♦ from the deal" */
  return g_strdup_printf (_("laid down %s from the deal"), cards);
}

/* A line of the history: whose turn, and what was done in it: in markup,
 * "<b>Bruno</b>: drew a card, melded 7♠ 7♥ 7♦"; plain, for screen
 * readers, with the cards' full names in the clauses. */
char *
cn_text_history_line (const char *who,
                      GPtrArray  *clauses,
                      gboolean    markup)
{
  g_autoptr(GString) done = g_string_new (NULL);

  g_return_val_if_fail (who != NULL, g_strdup (""));
  g_return_val_if_fail (clauses != NULL, g_strdup (""));

  for (guint i = 0; i < clauses->len; i++)
    {
      if (i > 0)
        /* Translators: between two things a player did in one turn */
        g_string_append (done, _(", "));
      g_string_append (done, g_ptr_array_index (clauses, i));
    }
  if (markup)
    {
      g_autofree char *escaped = g_markup_escape_text (who, -1);

      /* Translators: a line of the history: "Bruno: drew, melded 7♠ 7♥ 7♦" */
      return g_strdup_printf (_("<b>%s</b>: %s"), escaped, done->str);
    }
  return g_strdup_printf (_("%s: %s"), who, done->str);
}
