/* cn-text-status.c: the table's status sentences
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's status line, the sides' headings, what the stock and the
 * pile say under them. The window works the facts out from the model
 * (whose turn, what the side has, how the stock runs out) and these
 * functions put them into words. The uruguayan game closes (cerrar, source
 * 001) where the others go out, and its pile is the pozo.
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The status line: whose turn it is and what comes next. NULL when
 * nothing is to say (no game yet). */
char *
cn_text_turn (const CnTextTurn *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  /* On the result's page N leads nowhere new: the page's own buttons and
   * the score sheet are what is left to do. */
  /* At a table elsewhere the next deal waits for every person there. */
  if (facts->phase == CN_PHASE_ROUND_OVER && !facts->game_over && facts->not_ready != NULL)
    {
      if (facts->n_not_ready > 1)
        /* Translators: the status line at a table elsewhere after Next Round:
         * %s is a player, %d how many others the deal also waits for */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Waiting for %s and %d more to be ready for the next round…",
                                             "Waiting for %s and %d more to be ready for the next round…",
                                             facts->n_not_ready - 1),
                                facts->not_ready, facts->n_not_ready - 1);
      /* Translators: the status line at a table elsewhere after Next Round;
       * %s is the player the next deal waits for */
      return g_strdup_printf (_("Waiting for %s to be ready for the next round…"), facts->not_ready);
    }
  if (facts->phase == CN_PHASE_ROUND_OVER && facts->game_over && facts->result_shown)
    /* Translators: the status line above the game's result */
    return g_strdup (_("The game is over: play again, or see the score sheet (Ctrl+T)."));
  if (facts->phase == CN_PHASE_ROUND_OVER && facts->game_over)
    /* Translators: the status line when the game is over and its result is
     * not on screen yet */
    return g_strdup (_("The game is over: see the result (N), or the round’s summary (Ctrl+R)."));
  if (facts->phase == CN_PHASE_ROUND_OVER)
    /* Translators: the status line between two rounds */
    return g_strdup (_("The round is over: deal the next round (N), or see its summary again (Ctrl+R)."));
  /* The host holds the seat for its player (the drop wait, or the game
   * paused past it): nobody plays meanwhile. */
  if (facts->away != NULL)
    /* Translators: the status line at a table elsewhere while the player to
     * move has lost the connection; %s is that player */
    return g_strdup_printf (_("The game is paused until %s comes back."), facts->away);
  if (facts->can_act && facts->phase == CN_PHASE_CUT)
    return g_strdup (_("Your cut: choose where to cut the deck"));
  if (facts->phase == CN_PHASE_CUT && facts->actor != NULL)
    /* Translators: a computer or another person cuts the deck */
    return g_strdup_printf (_("%s cuts the deck…"), facts->actor);
  /* What the cut showed waits over the table, and the computers with
   * it, until someone reads it: the line says so, not who plays. The
   * person to play may also just play on. */
  if (facts->cut_shown && !facts->can_act && facts->actor != NULL)
    /* Translators: the status line under the cut's result; %s plays first */
    return g_strdup_printf (_("Read what the cut showed, then Continue: %s plays first"), facts->actor);
  if (facts->cut_shown && !facts->can_act)
    return g_strdup (_("Read what the cut showed, then Continue"));
  /* A question may not follow a take of the pozo, while after a draw
   * from the stock it still may: the turn's start says so. */
  if (facts->closes && facts->can_act && facts->phase == CN_PHASE_DRAW && facts->can_ask)
    return g_strdup (_("Your turn: draw or take the pozo. To close this turn, ask before you take the pozo or meld (G)"));
  if (facts->can_act && facts->phase == CN_PHASE_DRAW && facts->draw_ends_round)
    /* Fifteen and italian: the draw that empties the stock ends the
     * round at once, before the drawer can meld. */
    return g_strdup (_("Your turn: take the pile, or draw and end the round"));
  if (facts->can_act && facts->phase == CN_PHASE_DRAW)
    return g_strdup (facts->closes ? C_("uruguayan", "Your turn: draw, or take the pozo")
                                   : _("Your turn: draw, or take the pile"));
  if (facts->can_act && facts->phase == CN_PHASE_PLAY && facts->closes && facts->can_go_out &&
      facts->can_ask)
    return g_strdup (_("You can close: ask “May I close?” before you meld (G)"));
  if (facts->can_act && facts->phase == CN_PHASE_PLAY && facts->said_yes != NULL)
    /* The partner's yes binds the turn. At one screen the answer was given
     * on the privacy page, and its toast went with it: the asker reads it
     * here, for the whole turn. */
    return g_strdup_printf (facts->closes ? _("%s said yes: close this turn") : _("%s said yes: go out this turn"),
                            facts->said_yes);
  if (facts->can_act && facts->phase == CN_PHASE_PLAY)
    return g_strdup (_("Meld, lay off, then discard"));
  if (facts->can_act && facts->phase == CN_PHASE_ASKING && facts->asker != NULL)
    return g_strdup_printf (facts->closes ? _("%s asks: may I close?") : _("%s asks: may I go out?"),
                            facts->asker);
  if (facts->phase == CN_PHASE_ASKING && facts->actor != NULL)
    return g_strdup_printf (_("Waiting for %s to answer…"), facts->actor);
  if (facts->actor != NULL)
    /* Translators: another seat is playing */
    return g_strdup_printf (_("%s is playing…"), facts->actor);
  return NULL;
}

/* The same state alone, for a line of its own under the seat's name and
 * count, where a narrow table would cut it from the name's line. */
char *
cn_text_seat_state (gboolean stand_in,
                    int      seconds_left)
{
  if (stand_in)
    /* Translators: under a seat's name and cards, while the computer
     * plays the seat of a player who is away */
    return g_strdup (_("away: the computer plays"));
  if (seconds_left >= 0)
    /* Translators: under a seat's name and cards, while the table waits
     * for a player whose connection dropped: the minutes and seconds
     * the table still waits */
    return g_strdup_printf (_("offline, %d:%02d left"), seconds_left / 60, seconds_left % 60);
  /* Translators: under a seat's name and cards, its player's connection dropped */
  return g_strdup (_("connection lost"));
}

char *
cn_text_seat_lost (const char *name)
{
  /* Translators: %s is a seat's player, whose connection to the table dropped */
  return g_strdup_printf (_("%s lost the connection: the table waits for them to come back."), name);
}

char *
cn_text_seat_back (const char *name)
{
  /* Translators: %s is a seat's player, back after a lost connection */
  return g_strdup_printf (_("%s is back at the table."), name);
}

/* What a side has toward going out, beside its name: the opening it
 * needs, its canastas. */
char *
cn_text_side_status (const CnTextSide *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  if (!facts->opened)
    /* Translators: a side that has not melded yet this round */
    return g_strdup_printf (_("Needs %d to open"), facts->opening_minimum);

  /* Closing asks for canastas by kind (source 001): a clean and a dirty
   * one, or two clean ones in a clean game. */
  if (facts->by_kind && facts->can_close)
    /* Translators: a uruguayan side's canastas: "2 clean · 1 dirty · ready to close" */
    return g_strdup_printf (_("%d clean · %d dirty · ready to close"), facts->clean, facts->dirty);
  if (facts->by_kind)
    /* Translators: a uruguayan side's canastas: "1 clean · 0 dirty" */
    return g_strdup_printf (_("%d clean · %d dirty"), facts->clean, facts->dirty);

  if (facts->canastas >= facts->needed)
    /* Translators: a side with the canastas it needs to go out */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d canasta · ready to go out",
                                         "%d canastas · ready to go out", facts->canastas),
                            facts->canastas);

  /* Translators: "1 of 2 canastas to go out" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d canasta to go out",
                                       "%d of %d canastas to go out", facts->needed),
                          facts->canastas, facts->needed);
}

/* A side's heading: its name and its total, the number already written
 * as the score sheet writes it ("2.130" in Spanish). */
char *
cn_text_side_title (const char *name,
                    const char *total)
{
  /* Translators: a side's heading: "Ana & Bob — 1,250" */
  return g_strdup_printf (_("%s — %s"), name, total);
}

/* A side's total in its heading, after its names, which give way to it
 * where the table is narrow. */
char *
cn_text_side_total (const char *total)
{
  /* Translators: a side's total in its heading, just after the names
   * ("Ana & Bob — 1,250"): "— 1,250" */
  return g_strdup_printf (_("— %s"), total);
}

/* How far the melds of this turn go toward the opening minimum. */
char *
cn_text_opening_progress (int points,
                          int minimum)
{
  /* Translators: the opening progress: "Opening: 35 of 50" */
  return g_strdup_printf (_("Opening: %d of %d"), points, minimum);
}

/* Whether the next draw empties the stock, where that ends the round or
 * nearly (every variant, each its own way): note, a few words for under
 * the stock, and rule, the rule in full; or the same for the turn that
 * emptied it. FALSE for an ordinary draw. stock is the cards left, draw
 * the cards a draw takes, last_turn whether the uruguayan turn after the
 * stock ran out is under way. */
gboolean
cn_text_stock_note (CnExhaustRule   exhaust,
                    guint           stock,
                    guint           draw,
                    gboolean        last_turn,
                    const char    **note,
                    const char    **rule)
{
  g_return_val_if_fail (note != NULL && rule != NULL, FALSE);

  *note = *rule = NULL;
  /* The next draw empties the stock; or it is empty, and the turn that
   * emptied it (or the uruguayan turn after it) goes on. Where the draw
   * ends the round at once, the round is over by then. */
  if (stock > draw || (stock == 0 && exhaust == CN_EXHAUST_AT_ONCE))
    return FALSE;

  switch (exhaust)
    {
    case CN_EXHAUST_AT_ONCE:
      /* Translators: under the stock: "Stock: 1 card · the next draw ends the round" */
      *note = _("the next draw ends the round");
      *rule = _("Drawing the last card of the stock ends the round at once: the player who draws it neither melds nor discards.");
      break;
    case CN_EXHAUST_AFTER_TURN:
      /* Translators: under the stock: "Stock: 1 card · the round ends with the next draw’s turn" */
      *note = stock > 0 ? _("the round ends with the next draw’s turn") : _("the round ends with this turn");
      *rule = _("The player who draws the last card of the stock plays that turn to its end, and then the round is over.");
      break;
    case CN_EXHAUST_ONE_MORE:
      if (stock > 0)
        /* Translators: under the stock in a uruguayan round: "Stock: 2 cards · the next draw is the last" */
        *note = _("the next draw is the last");
      else if (last_turn)
        *note = _("the round ends with this turn");
      else
        *note = _("the round ends with this turn, unless the next player takes the pozo");
      *rule = _("The player who draws the last cards of the stock plays on and discards; the next player may still take the pozo, meld and discard, but not close; then the round is over.");
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* A yes given before the draw lapses when the cards drawn leave no way to
 * close or go out (the engine's rule): said in plain words. */
char *
cn_text_lapse (gboolean    closes,
               const char *partner)
{
  /* Translators: "The cards you drew do not let you close: Carla’s yes no longer binds you." */
  return g_strdup_printf (closes ? _("The cards you drew do not let you close: %s’s yes no longer binds you.")
                                 : _("The cards you drew do not let you go out: %s’s yes no longer binds you."),
                          partner);
}

/* What the pile says under it. The uruguayan pozo: what takes it. Every
 * pile: for whom it is blocked, and for the italian pile under a black
 * three, how that player may take it all the same. NULL when nothing is
 * to say. */
char *
cn_text_pile_status (const CnTextPile *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  if (facts->pending)
    {
      /* Taken to open: the rest of the pile is the taker's once the
       * opening is met, and nobody else's meanwhile. */
      if (facts->pending_for == NULL)
        /* Translators: under the pile taken to open: "Pozo: 6 cards ·
         * waiting for your opening (30 of 90)" */
        return g_strdup_printf (_("waiting for your opening (%d of %d)"), facts->points, facts->minimum);
      /* Translators: "Pozo: 6 cards · waiting for Bruno’s opening (30 of 90)" */
      return g_strdup_printf (_("waiting for %s’s opening (%d of %d)"),
                              facts->pending_for, facts->points, facts->minimum);
    }

  if (facts->pozo)
    {
      if (facts->cut)
        /* Translators: under the empty place of the pozo before the cut */
        return g_strdup (_("The pozo forms after the deal"));
      if (facts->state == CN_PILE_BLOCKED && facts->blocked_for != NULL && cn_card_is_wild (facts->top))
        /* Translators: a wild card just discarded on the pozo: the next
         * player may not take it, and from then on it is premiado */
        return g_strdup_printf (_("Blocked for %s, then premiado"), facts->blocked_for);
      if (facts->state == CN_PILE_BLOCKED && facts->blocked_for != NULL)
        /* Translators: a black three just discarded on the pozo */
        return g_strdup_printf (_("Blocked for %s"), facts->blocked_for);
      if (facts->state == CN_PILE_FROZEN)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Premiado: %d natural takes it",
                                             "Premiado: %d naturals take it", facts->naturals),
                                facts->naturals);
      if (facts->state == CN_PILE_OPEN)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d natural takes it",
                                             "%d naturals take it", facts->naturals),
                                facts->naturals);
      return NULL;
    }

  if (facts->state != CN_PILE_BLOCKED || facts->blocked_for == NULL)
    return NULL;
  /* A card on top that blocks the pile blocks it for the player to move
   * now, as the pozo says: the next discard covers it. */
  if (facts->black_three_takes_going_out && cn_card_is_black_three (facts->top))
    /* Translators: the italian pile under a black three: the player to
     * move may take it only going out in this turn, with black threes
     * from the hand; %s is that player */
    return g_strdup_printf (_("Blocked for %s: only to go out, with black threes"), facts->blocked_for);
  if (cn_card_is_black_three (facts->top))
    /* Translators: a black three just discarded on the pile; %s is the
     * player it blocks */
    return g_strdup_printf (_("Blocked for %s"), facts->blocked_for);
  /* Translators: a wild card (or, in the italian game, a red three) on
   * top of the pile: the player to move may not take it, and once
   * covered it freezes the pile */
  return g_strdup_printf (_("Blocked for %s, then frozen"), facts->blocked_for);
}

/* For whom an open pile is frozen: the sides that have not opened, by
 * name ("Ana & Carla, Bruno"), or all of them in a word. names holds the
 * n_frozen sides' names, of n_sides at a table of n_players. NULL when
 * it is frozen for nobody. */
char *
cn_text_frozen_for (const char *const *names,
                    int                n_frozen,
                    int                n_sides,
                    int                n_players)
{
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (names != NULL || n_frozen == 0, NULL);

  if (n_frozen == 0)
    return NULL;
  if (n_frozen == n_sides && n_sides > 1)
    {
      if (n_players != n_sides)
        /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)" */
        return g_strdup (_("every side"));
      if (n_sides == 2)
        /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)",
         * one against one: nobody plays in a team */
        return g_strdup (_("both players"));
      /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)",
       * three players each for themselves */
      return g_strdup (_("every player"));
    }

  text = g_string_new (NULL);
  for (int i = 0; i < n_frozen; i++)
    {
      if (i > 0)
        /* Translators: joins the names of two sides: "Ana & Carla, Bruno" */
        g_string_append (text, _(", "));
      g_string_append (text, names[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The canasta de moda over the stock: markup, the rank on its own line
 * with a capital ("Canasta de moda\nJacks"), and description, the rule
 * with the card the cut showed. */
void
cn_text_moda (CnCard   card,
              guint    rank,
              char   **markup,
              char   **description)
{
  g_autofree char *plural = cn_text_rank_plural (rank);
  g_autofree char *card_name = cn_text_card_sentence_name (card);
  g_autofree char *title = cn_text_rank_plural_title (rank);
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  g_return_if_fail (markup != NULL && description != NULL);

  /* Translators: over the stock in a uruguayan round: "Canasta de moda"
   * then the rank, "Jacks" */
  *markup = g_strdup_printf (_("Canasta de moda\n<big><b>%s</b></big>"), escaped);
  /* Translators: the canasta de moda explained: "The cut showed the jack
   * of diamonds: canastas of jacks count their bonus twice this round." */
  *description = g_strdup_printf (_("The cut showed %s: canastas of %s count their bonus twice this round."),
                                  card_name, plural);
}

/* The uruguayan premios under way beside a side's name: the points of its
 * cards on the table, its canastas toward the canastilla and then the
 * canastón, a canasta de moda once it has one; the tooltip says what
 * each premio pays. */
void
cn_text_premios (const CnTextPremios *facts,
                 char               **note,
                 char               **tooltip)
{
  g_autofree char *canastas = NULL;

  g_return_if_fail (facts != NULL && note != NULL && tooltip != NULL);

  if (facts->canastas < facts->canastilla_count)
    /* Translators: a uruguayan side's canastas toward the canastilla: "canastilla 3/5" */
    canastas = g_strdup_printf (_("canastilla %d/%d"), facts->canastas, facts->canastilla_count);
  else if (facts->canastas < facts->canaston_count)
    /* Translators: a uruguayan side's canastas toward the canastón: "canastón 6/10" */
    canastas = g_strdup_printf (_("canastón %d/%d"), facts->canastas, facts->canaston_count);
  else
    canastas = g_strdup (_("canastón ✓"));
  /* Translators: a uruguayan side's premios under way, beside its name:
   * "1,240 on the table · canastilla 3/5", then " · moda ✓" once it holds a
   * canasta de moda */
  *note = g_strdup_printf (facts->moda ? _("%s on the table · %s · moda ✓") : _("%s on the table · %s"),
                           facts->points, canastas);
  /* Translators: the tooltip of the premios under way; the first %s is
   * the score sheet's line "Cards on the table" */
  *tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s: %s. %d canasta: the canastilla pays %s for %d, the canastón %s for %d.",
                                           "%s: %s. %d canastas: the canastilla pays %s for %d, the canastón %s for %d.",
                                           facts->canastas),
                              facts->line, facts->points, facts->canastas,
                              facts->canastilla_bonus, facts->canastilla_count,
                              facts->canaston_bonus, facts->canaston_count);
}

/* Under the stock, at the table and in a help example: its count, and a
 * note when its end is near ("Stock: 1 card · the next draw ends the
 * round"); note may be NULL. */
char *
cn_text_stock_label (guint       count,
                     const char *note)
{
  if (note != NULL)
    /* Translators: under the stock when the next draw ends the round or
     * nearly: "Stock: 1 card · the next draw ends the round" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card · %s", "Stock: %u cards · %s", count),
                            count, note);
  /* Translators: under the stock */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card", "Stock: %u cards", count), count);
}
