/* canasta-remote-tell.c: what a seat at a table hosted elsewhere is told
 * beyond its views: the hands and scores at a round's end, the pozo's
 * face-down cards once taken
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hidden places of a remote seat's position (the other hands, the
 * stock, the pozo's face-down cards) hold stand-ins: cards this seat has
 * not seen. A move the host made is played here on that position to
 * animate and word it; where the move shows cards from a hidden place
 * (the pozo's laid down or taken), the stand-ins are first made the cards
 * the host's next view shows, so that no stand-in is ever shown or named.
 * The engine checks a move against the mover's whole hand (an opening
 * within reach, a legal end to the turn, a way out after a yes): the
 * stand-ins of another seat's hand are first made cards that let it, as
 * the host's let it. The cut's cards the host names itself (cn-net-cut.h).
 */

#include "config.h"

#include <string.h>

#include "canasta-remote-tell.h"

/* ------------------------------------------------------ the round's end */

gboolean
_canasta_remote_read_hand (JsonArray *hands,
                           int        seat,
                           CnState   *s)
{
  JsonArray *cards;
  int n = 0;

  if (hands == NULL || seat >= (int) json_array_get_length (hands))
    return FALSE;
  cards = json_array_get_array_element (hands, seat);
  if (cards == NULL)
    return FALSE;
  memset (s->hand[seat], 0, sizeof s->hand[seat]);
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      CnCard card;

      if (cn_card_parse (json_array_get_string_element (cards, i), &card))
        {
          s->hand[seat][card]++;
          n++;
        }
    }
  s->hand_n[seat] = (uint8_t) n;
  return TRUE;
}

/* The host's scores replace the lines scored here: its engine is the
 * table's only judge, and it saw every card. */
void
_canasta_remote_read_score (JsonArray    *scores,
                            CnRoundScore *score)
{
  for (int side = 0; scores != NULL && side < score->n_sides &&
       side < (int) json_array_get_length (scores); side++)
    {
      JsonObject *object = json_array_get_object_element (scores, side);
      JsonObject *lines = object != NULL ? json_object_get_object_member (object, "lines") : NULL;
      CnSideScore *s = &score->sides[side];

      if (object == NULL)
        continue;
      s->total = (int) json_object_get_int_member_with_default (object, "total", s->total);
      s->base = (int) json_object_get_int_member_with_default (object, "base", s->base);
      s->cards = (int) json_object_get_int_member_with_default (object, "cards", s->cards);
      for (int line = 0; lines != NULL && line < CN_N_LINES; line++)
        s->lines[line] = (int) json_object_get_int_member_with_default (lines, cn_line_name (line),
                                                                      s->lines[line]);
    }
}

/* -------------------------------------------- the pozo's face-down cards */

/* Puts card at the pozo's face-down place slot, from wherever this seat
 * holds it as a stand-in (the stock, another seat's hidden hand): the
 * hidden places swap their stand-ins, which leaves them as true as they
 * were. Not from another face-down place: a card there is one the pozo
 * brings already, maybe made true a round before (moving it would undo
 * that, and the next round redo it, for ever). */
static gboolean
place_down (CnState *s,
            int      me,
            int      slot,
            CnCard   card)
{
  CnCard there = s->pile[slot];

  if (there == card)
    return TRUE;
  for (int i = 0; i < s->stock_n; i++)
    if (s->stock[i] == card)
      {
        s->stock[i] = there;
        s->pile[slot] = card;
        return TRUE;
      }
  for (int other = 0; other < s->n_players; other++)
    if (other != me && s->hand[other][card] > 0)
      {
        s->hand[other][card]--;
        s->hand[other][there]++;
        s->pile[slot] = card;
        return TRUE;
      }
  return FALSE;
}

/* What one seat holds of each card in a place after the move, against the
 * position the host sent: the cards it shows that the move played here
 * did not bring (missing), and the stand-ins it brought instead (extra). */
static int
differ (const uint8_t *shown,
        const uint8_t *played,
        CnCard        *missing,
        CnCard        *extra,
        int           *n_extra)
{
  int n_missing = 0;

  *n_extra = 0;
  for (int k = 0; k < CN_N_KINDS; k++)
    {
      for (int c = played[k]; c < shown[k]; c++)
        missing[n_missing++] = k;
      for (int c = shown[k]; c < played[k]; c++)
        extra[(*n_extra)++] = k;
    }
  return n_missing;
}

static void
count_threes (const CnState *s,
              int            side,
              uint8_t        out[CN_N_KINDS])
{
  memset (out, 0, CN_N_KINDS);
  for (int i = 0; i < s->n_red_threes[side]; i++)
    out[s->red_threes[side][i]]++;
}

/* The face-down place holding card, or -1. */
static int
find_down (const CnState *s,
           CnCard         card,
           gboolean       red_three)
{
  for (int i = 0; i < s->pozo_down && i < s->pile_n; i++)
    if (card != CN_CARD_NONE ? s->pile[i] == card
                             : cn_card_is_red_three (s->pile[i]) == red_three)
      return i;
  return -1;
}

gboolean
_canasta_remote_realize_pozo (CnState       *s,
                              int            me,
                              const CnMove  *move,
                              const CnState *after)
{
  int side = cn_state_side_of (s, move->seat);

  /* A pozo taken to open waits aside until the opening is made: the meld
   * that makes it brings its cards into the hand. */
  if (move->kind == CN_MOVE_DRAW || s->pozo_down == 0 || after == NULL)
    return TRUE;

  /* At most a few rounds: each puts one true card face down. */
  for (int round = 0; round < CN_MAX_CARDS; round++)
    {
      g_autofree CnState *work = g_memdup2 (s, sizeof *s);
      CnCard missing[CN_MAX_CARDS], extra[CN_MAX_CARDS];
      uint8_t shown[CN_N_KINDS], played[CN_N_KINDS];
      int n_missing, n_extra;
      int slot;

      if (!cn_apply (work, move, NULL, NULL))
        return FALSE;

      /* The red threes laid down from the pozo are face up for all. */
      count_threes (after, side, shown);
      count_threes (work, side, played);
      n_missing = differ (shown, played, missing, extra, &n_extra);
      if (n_missing == 0 && n_extra > 0)
        {
          /* A stand-in red three face down: a card that is not one takes
           * its place (any this seat has not seen). */
          slot = find_down (s, extra[0], TRUE);
          for (int k = 0; k < CN_N_KINDS && slot >= 0; k++)
            if (!cn_card_is_red_three (k) && place_down (s, me, slot, k))
              break;
          if (slot < 0 || cn_card_is_red_three (s->pile[slot]))
            return FALSE;
          continue;
        }
      if (n_missing > 0)
        {
          slot = n_extra > 0 ? find_down (s, extra[0], FALSE) : find_down (s, CN_CARD_NONE, FALSE);
          if (slot < 0 || !place_down (s, me, slot, missing[0]))
            return FALSE;
          continue;
        }

      /* The taker's hand shows what the pozo held face down. */
      if (move->seat != me)
        return TRUE;
      n_missing = differ (after->hand[me], work->hand[me], missing, extra, &n_extra);
      if (n_missing == 0)
        return TRUE;
      slot = n_extra > 0 ? find_down (s, extra[0], FALSE) : -1;
      if (slot < 0 || !place_down (s, me, slot, missing[0]))
        return FALSE;
    }
  return FALSE;
}

/* Whether two cards are of the same kind: a wild for a wild, a red three
 * for a red three. What the pozo holds face down stays alike where the
 * stand-ins allow: its red threes are laid down when it is taken. */
static gboolean
alike (CnCard a,
       CnCard b)
{
  return cn_card_is_wild (a) == cn_card_is_wild (b) &&
         cn_card_is_red_three (a) == cn_card_is_red_three (b);
}

/* Puts card into seat's hand from a place this seat cannot see (another
 * hidden hand, the stock, the pozo's face-down cards), giving back spare
 * in its stead: the hidden places hold cards this seat has not seen in no
 * particular order, so the swap leaves them as true as they were. */
static gboolean
swap_in (CnState *s,
         int      me,
         int      seat,
         CnCard   card,
         CnCard   spare)
{
  for (int other = 0; other < s->n_players; other++)
    if (other != me && other != seat && s->hand[other][card] > 0)
      {
        s->hand[other][card]--;
        s->hand[other][spare]++;
        s->hand[seat][card]++;
        s->hand[seat][spare]--;
        return TRUE;
      }
  for (int i = 0; i < s->stock_n; i++)
    if (s->stock[i] == card)
      {
        s->stock[i] = (uint8_t) spare;
        s->hand[seat][card]++;
        s->hand[seat][spare]--;
        return TRUE;
      }
  /* The pozo's face-down cards: only a card of the same kind (a wild for
   * a wild) goes back there, so that what the pozo holds face down stays
   * alike: spare, or one of the stock or another hidden hand, whose
   * place takes spare. */
  for (int i = 0; i < s->pozo_down && i < s->pile_n; i++)
    if (s->pile[i] == card)
      {
        CnCard filler = spare;

        for (int j = 0; j < s->stock_n && !alike (filler, card); j++)
          if (alike (s->stock[j], card))
            {
              filler = s->stock[j];
              s->stock[j] = (uint8_t) spare;
            }
        for (int other = 0; other < s->n_players && !alike (filler, card); other++)
          for (int k = 0; other != me && other != seat && k < CN_N_KINDS && !alike (filler, card); k++)
            if (s->hand[other][k] > 0 && alike (k, card))
              {
                filler = (CnCard) k;
                s->hand[other][k]--;
                s->hand[other][spare]++;
              }
        /* Failing one, spare itself unless a red three would go there or
         * leave: a wild face down does not freeze the pozo (only its
         * face-up cards do), a red three is laid down when it is taken. */
        if (!alike (filler, card) && cn_card_is_red_three (spare) != cn_card_is_red_three (card))
          return FALSE;
        s->pile[i] = (uint8_t) filler;
        s->hand[seat][card]++;
        s->hand[seat][spare]--;
        return TRUE;
      }
  return FALSE;
}

/* Puts card into seat's hand, giving back a card of the hand the move
 * does not need (one of the same kind where it can). */
static gboolean
fetch_card (CnState        *s,
            int             me,
            int             seat,
            CnCard          card,
            const uint8_t   need[CN_N_KINDS])
{
  int spare = -1;

  for (int k = 0; k < CN_N_KINDS && spare < 0; k++)
    if (k != card && s->hand[seat][k] > need[k] && alike (k, card))
      spare = k;
  for (int k = 0; k < CN_N_KINDS && spare < 0; k++)
    if (k != card && s->hand[seat][k] > need[k])
      spare = k;
  return spare >= 0 && swap_in (s, me, seat, card, (CnCard) spare);
}

/* What a card is worth to a hand that has to open: a natural the more it
 * has of its rank (they make melds), a wild while the hand has naturals
 * enough to carry it; threes nothing (they meld only at the end, or go
 * down by themselves). */
static int
worth_to_open (const CnState *s,
               int            seat,
               CnCard         card)
{
  const uint8_t *hand = s->hand[seat];
  int pairs = 0, wilds = 0;

  if (cn_card_is_red_three (card) || cn_card_is_black_three (card))
    return 0;
  if (!cn_card_is_wild (card))
    return cn_card_value (card) + 10 * hand[card];
  for (int k = 0; k < CN_N_KINDS; k++)
    if (cn_card_is_wild (k))
      wilds += hand[k];
    else if (hand[k] >= 2 && !cn_card_is_black_three (k) && !cn_card_is_red_three (k))
      pairs++;
  return wilds < pairs ? cn_card_value (card) + 10 : 0;
}

/* What a card is worth to a hand that has to go out: a natural the side's
 * melds have room for, to lay off, the more the nearer its meld is to a
 * canasta (a clean one first: closing may need one); a wild while a meld
 * takes one more. */
static int
worth_to_go_out (const CnState *s,
                 int            seat,
                 CnCard         card)
{
  int side = cn_state_side_of (s, seat);
  int rank = cn_card_rank (card);
  int best = 0, held = 0;

  if (cn_card_is_red_three (card) || cn_card_is_black_three (card))
    return 0;
  for (int k = 0; k < CN_N_KINDS; k++)
    if (cn_card_is_wild (card) ? cn_card_is_wild (k) : (int) cn_card_rank (k) == rank)
      held += s->hand[seat][k];
  for (int m = 0; m < s->n_melds[side]; m++)
    {
      const CnMeld *meld = &s->melds[side][m];

      if (meld->closed || meld->n + held >= s->rules->meld_max)
        continue;
      if (cn_card_is_wild (card))
        best = MAX (best, meld->rank != CN_RANK_JOKER && meld->n_wild + held < s->rules->max_wilds &&
                          2 * (meld->n_wild + held + 1) < meld->n + held + 1 ? 101 : 0);
      else if (meld->rank == rank)
        best = MAX (best, 100 + 2 * (meld->n + held) + (meld->n_wild == 0));
    }
  return best;
}

typedef int (*WorthFunc) (const CnState *s, int seat, CnCard card);

/* One way of readying the hand (see ready_hand): the hand takes the
 * unseen card of most worth for its card of least worth the move does not
 * name, one at a time, until the move plays. */
static gboolean
ready_hand_for (CnState       *s,
                int            me,
                const CnMove  *move,
                const uint8_t  need[CN_N_KINDS],
                WorthFunc      worth)
{
  int seat = move->seat;
  uint8_t kept[CN_N_KINDS];

  memcpy (kept, need, sizeof kept);
  for (int round = 0; round < s->hand_n[seat]; round++)
    {
      uint8_t unseen[CN_N_KINDS] = { 0 };
      int best = -1, best_worth = 0, spare = -1, spare_worth = G_MAXINT;

      if (cn_check (s, move, NULL))
        return TRUE;
      for (int other = 0; other < s->n_players; other++)
        for (int k = 0; other != me && other != seat && k < CN_N_KINDS; k++)
          unseen[k] |= s->hand[other][k] > 0;
      for (int i = 0; i < s->stock_n; i++)
        unseen[s->stock[i]] = TRUE;
      for (int k = 0; k < CN_N_KINDS; k++)
        {
          int w = worth (s, seat, k);

          /* A red three stays where it is: no hand holds one after its
           * turn. */
          if (s->hand[seat][k] > kept[k] && w < spare_worth && !cn_card_is_red_three (k))
            {
              spare = k;
              spare_worth = w;
            }
          if (unseen[k] && w > best_worth)
            {
              best = k;
              best_worth = w;
            }
        }
      if (best < 0 || spare < 0 || best == spare || best_worth <= spare_worth ||
          !swap_in (s, me, seat, best, spare))
        return FALSE;
      kept[best]++;
    }
  return cn_check (s, move, NULL);
}

/* Puts into seat's hand, for spare, a card of the class wanted (a wild
 * for CN_RANK_JOKER, else a natural of that rank) from a place this seat
 * cannot see. */
static gboolean
swap_in_class (CnState *s,
               int      me,
               int      seat,
               int      rank,
               CnCard   spare)
{
  for (int k = 0; k < CN_N_KINDS; k++)
    if ((rank == CN_RANK_JOKER ? cn_card_is_wild (k)
                               : !cn_card_is_wild (k) && (int) cn_card_rank (k) == rank) &&
        k != spare && swap_in (s, me, seat, (CnCard) k, spare))
      return TRUE;
  return FALSE;
}

/* Tries every way of making the hand's free cards, from the i-th on, of
 * the classes of ranks from the first-th on (0 keeps a card as it is):
 * TRUE, and s so made, when one lets the move play. */
static gboolean
fill_free (CnState       *s,
           int            me,
           const CnMove  *move,
           const CnCard  *free_cards,
           int            n_free,
           int            i,
           const int     *ranks,
           int            n_ranks,
           int            first)
{
  if (i == n_free)
    return cn_check (s, move, NULL);
  for (int r = first; r < n_ranks; r++)
    {
      g_autofree CnState *saved = g_memdup2 (s, sizeof *s);

      if ((r == 0 || (!cn_card_is_red_three (free_cards[i]) &&
                      swap_in_class (s, me, move->seat, ranks[r], free_cards[i]))) &&
          fill_free (s, me, move, free_cards, n_free, i + 1, ranks, n_ranks, r))
        return TRUE;
      *s = *saved;
    }
  return FALSE;
}

/* A turn near its end, the hand holding few cards besides those the move
 * names: every way of making them of cards that may help (a natural of a
 * rank the side has melded, a wild), or keeping them. */
static gboolean
fill_few (CnState             *s,
          int                  me,
          const CnMove        *move,
          const uint8_t        need[CN_N_KINDS])
{
  int seat = move->seat, side = cn_state_side_of (s, seat);
  CnCard free_cards[4];
  int ranks[CN_MAX_MELDS + 2] = { 0, CN_RANK_JOKER };
  int n_free = 0, n_ranks = 2;

  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = need[k]; c < s->hand[seat][k]; c++)
      {
        if (n_free == G_N_ELEMENTS (free_cards))
          return FALSE;
        free_cards[n_free++] = (CnCard) k;
      }
  for (int m = 0; m < s->n_melds[side] && n_ranks < (int) G_N_ELEMENTS (ranks); m++)
    if (!s->melds[side][m].closed && s->melds[side][m].rank != CN_RANK_JOKER &&
        s->melds[side][m].rank != CN_RANK_THREE)
      ranks[n_ranks++] = s->melds[side][m].rank;
  return fill_free (s, me, move, free_cards, n_free, 0, ranks, n_ranks, 0);
}

/* The check of a move by another seat weighs the rest of its hand too: an
 * opening must stay within reach, the turn keep a legal end, a yes from
 * the partner a way out. When the stand-ins this seat put there do not
 * let the move play as it did at the host, the hand takes unseen cards
 * that open or go out well for stand-ins the move does not name: any card
 * this seat has not seen may be in that hand, so the position stays as
 * true as it was. */
static void
ready_hand (CnState       *s,
            int            me,
            const CnMove  *move,
            const uint8_t  need[CN_N_KINDS])
{
  static const WorthFunc ways[] = { worth_to_open, worth_to_go_out };
  g_autofree CnState *saved = NULL;

  if (cn_check (s, move, NULL))
    return;
  saved = g_memdup2 (s, sizeof *s);
  for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
    {
      if (ready_hand_for (s, me, move, need, ways[i]))
        return;
      *s = *saved;
    }
  if (fill_few (s, me, move, need))
    return;
  *s = *saved;
  /* Failing those, the one card that makes the difference (the card kept
   * to make a canasta, say): each card the move does not name, for each
   * kind of card this seat has not seen. */
  for (int spare = 0; spare < CN_N_KINDS; spare++)
    for (int card = 0; s->hand[move->seat][spare] > need[spare] && !cn_card_is_red_three (spare) &&
         card < CN_N_KINDS; card++)
      if (card != spare && !cn_card_is_red_three (card) && swap_in (s, me, move->seat, card, spare))
        {
          if (cn_check (s, move, NULL))
            return;
          *s = *saved;
        }
}

/* Puts card at the stock's position pos (counted from the top), from a
 * place this seat cannot see, so that a draw takes the cards it took at
 * the host. */
static gboolean
stack_card (CnState *s,
            int      me,
            int      pos,
            CnCard   card)
{
  int at = s->stock_n - 1 - pos;

  if (at < 0)
    return FALSE;
  if (s->stock[at] == card)
    return TRUE;
  for (int i = 0; i < at; i++)
    if (s->stock[i] == card)
      {
        s->stock[i] = s->stock[at];
        s->stock[at] = card;
        return TRUE;
      }
  /* The stock's card at pos may go to a hand below: a red three there
   * first changes places with another card of the stock below it, or else
   * of the pozo's face-down cards, as no hand holds one after its turn. */
  for (int j = 0; j < at && cn_card_is_red_three (s->stock[at]); j++)
    if (!cn_card_is_red_three (s->stock[j]))
      {
        CnCard other = s->stock[j];

        s->stock[j] = s->stock[at];
        s->stock[at] = other;
      }
  for (int i = 0; i < s->pozo_down && i < s->pile_n && cn_card_is_red_three (s->stock[at]); i++)
    if (!cn_card_is_red_three (s->pile[i]) && s->pile[i] != card)
      {
        CnCard other = s->pile[i];

        s->pile[i] = s->stock[at];
        s->stock[at] = other;
      }
  for (int other = 0; other < s->n_players; other++)
    if (other != me && s->hand[other][card] > 0)
      {
        s->hand[other][card]--;
        s->hand[other][s->stock[at]]++;
        s->stock[at] = card;
        return TRUE;
      }
  /* The pozo's face-down cards: the stand-in going there in its stead is
   * one of the same kind (a wild for a wild, as in swap_in), from the
   * stock below pos or another hidden hand, which takes the stock's card
   * at pos. */
  for (int i = 0; i < s->pozo_down && i < s->pile_n; i++)
    if (s->pile[i] == card)
      {
        for (int j = at; j >= 0; j--)
          if (alike (s->stock[j], card))
            {
              s->pile[i] = s->stock[j];
              s->stock[j] = s->stock[at];
              s->stock[at] = card;
              return TRUE;
            }
        for (int other = 0; other < s->n_players && !cn_card_is_red_three (s->stock[at]); other++)
          for (int k = 0; other != me && k < CN_N_KINDS; k++)
            if (s->hand[other][k] > 0 && alike (k, card))
              {
                s->hand[other][k]--;
                s->hand[other][s->stock[at]]++;
                s->pile[i] = (uint8_t) k;
                s->stock[at] = card;
                return TRUE;
              }
        /* Failing one, the stock's card itself: a wild face down does not
         * freeze the pozo, and a red three there is made another card
         * before the pozo is taken (_canasta_remote_realize_pozo). */
        s->pile[i] = s->stock[at];
        s->stock[at] = card;
        return TRUE;
      }
  return FALSE;
}

/* Makes the position before a move true to what the move shows: the
 * cards the mover names are in its hand, and a draw takes from the stock
 * the red threes the side laid down with it and, when this seat drew,
 * the cards that came into its hand (the view after tells which). */
gboolean
_canasta_remote_realize (CnState       *s,
                         int            me,
                         const CnMove  *move,
                         const CnState *after)
{
  int seat = move->seat;
  uint8_t need[CN_N_KINDS] = { 0 };
  CnCard incoming[CN_MAX_CARDS];
  int n_incoming = 0;

  if (move->kind != CN_MOVE_DRAW)
    {
      for (int i = 0; i < move->n; i++)
        need[move->cards[i]]++;
      if (seat != me)
        {
          for (int k = 0; k < CN_N_KINDS; k++)
            while (s->hand[seat][k] < need[k])
              if (!fetch_card (s, me, seat, k, need))
                return FALSE;
          ready_hand (s, me, move, need);
        }
      /* A pozo taken shows what it held face down. */
      return _canasta_remote_realize_pozo (s, me, move, after);
    }

  if (after == NULL)
    return TRUE;
  {
    int side = cn_state_side_of (s, seat);
    int seen[CN_N_KINDS] = { 0 };

    for (int i = 0; i < s->n_red_threes[side]; i++)
      seen[s->red_threes[side][i]]++;
    for (int i = 0; i < after->n_red_threes[side]; i++)
      if (seen[after->red_threes[side][i]] > 0)
        seen[after->red_threes[side][i]]--;
      else if (n_incoming < CN_MAX_CARDS)
        incoming[n_incoming++] = after->red_threes[side][i];
  }
  if (seat == me)
    for (int k = 0; k < CN_N_KINDS; k++)
      for (int c = s->hand[me][k]; c < after->hand[me][k] && n_incoming < CN_MAX_CARDS; c++)
        incoming[n_incoming++] = k;
  for (int i = 0; i < n_incoming; i++)
    if (!stack_card (s, me, i, incoming[i]))
      return FALSE;
  if (seat != me)
    /* The cards another seat drew are not known: none of them a red
     * three its side did not lay down. */
    for (int i = n_incoming; i < n_incoming + s->draw_count && i < s->stock_n; i++)
      {
        int at = s->stock_n - 1 - i;

        for (int j = 0; j < at && cn_card_is_red_three (s->stock[at]); j++)
          if (!cn_card_is_red_three (s->stock[j]))
            {
              CnCard card = s->stock[j];

              s->stock[j] = s->stock[at];
              s->stock[at] = card;
            }
      }
  return TRUE;
}

/* ------------------------------------------------- the deal's red threes */

void
_canasta_remote_tell_deal_threes (CanastaMoveEvent *event,
                                  int               me,
                                  const CnState    *played,
                                  const CnState    *after)
{
  int next, side, n = 0;
  int laid[CN_N_KINDS] = { 0 };

  if (after == NULL || !event->turn_passed || event->round_over)
    return;
  next = after->turn;
  if (next == me || next == event->move.seat || next < 0 || next >= after->n_players ||
      event->n_deal_threes[next] > 0)
    return;
  side = cn_state_side_of (after, next);
  for (int i = 0; i < played->n_red_threes[side]; i++)
    laid[played->red_threes[side][i]]++;
  for (int i = 0; i < after->n_red_threes[side] && n < CN_MAX_RED_THREES * 2; i++)
    if (laid[after->red_threes[side][i]] > 0)
      laid[after->red_threes[side][i]]--;
    else
      event->deal_threes[next][n++] = after->red_threes[side][i];
  event->n_deal_threes[next] = n;
}
