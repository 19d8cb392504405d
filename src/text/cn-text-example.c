/* cn-text-example.c: the labels of the pile, and of a help example's table
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What is written under the pile at the table ("Pile: 7 cards · Frozen"),
 * and around a help example's cards: whose hand, whose melds, the pile's
 * state and size. The help example names its players, and its pile is
 * frozen "for Rosa's side" where the table says "(not opened)".
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The pile's state in a word ("Frozen"). */
const char *
cn_text_pile_state (CnPileState state)
{
  switch (state)
    {
    case CN_PILE_OPEN:    return C_("pile", "Open");
    case CN_PILE_FROZEN:  return C_("pile", "Frozen");
    case CN_PILE_BLOCKED: return C_("pile", "Blocked");
    case CN_PILE_EMPTY:   return C_("pile", "Empty");
    default:              return "?";
    }
}

/* Under the pile at the table: its size, then what it says (status, from
 * cn_text_pile_status()), or for whom it is frozen, or its state. */
char *
cn_text_pile_label (const CnTextPileLabel *facts)
{
  guint n;

  g_return_val_if_fail (facts != NULL, NULL);

  n = facts->n;
  if (facts->pozo && n == 0 && facts->status != NULL)
    return g_strdup (facts->status);
  if (n == 0 && facts->status == NULL)
    /* "Pile: 0 cards · Empty" said it twice. */
    return g_strdup (facts->pozo ? _("Pozo: empty") : _("Pile: empty"));
  if (facts->pozo)
    /* Translators: under the uruguayan pozo: "Pozo: 9 cards · Premiado:
     * three naturals take it" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pozo: %u card · %s", "Pozo: %u cards · %s", n),
                            n, facts->status != NULL ? facts->status : cn_text_pile_state (facts->state));
  if (facts->status != NULL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u card · %s", "Pile: %u cards · %s", n),
                            n, facts->status);
  if (facts->state == CN_PILE_OPEN && facts->frozen_for != NULL)
    /* Translators: under the discard pile when it is frozen only for the
     * sides that have not opened: "Pile: 3 cards · Frozen for Ana & Carla
     * (not opened)"; the second %s names the sides */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u card · Frozen for %s (not opened)",
                                         "Pile: %u cards · Frozen for %s (not opened)", n),
                            n, facts->frozen_for);
  /* Translators: under the discard pile: "Pile: 7 cards · Frozen" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u card · %s", "Pile: %u cards · %s", n),
                          n, cn_text_pile_state (facts->state));
}

/* The pile for screen readers: its label, then the top card's name. */
char *
cn_text_pile_with_top (const char *label,
                       const char *top)
{
  /* Translators: the discard pile for screen readers */
  return g_strdup_printf (_("%s, top card %s"), label, top);
}

/* Above a help example's hand: "Rosa’s hand", or once it is empty,
 * "Rosa’s hand is empty". */
char *
cn_text_example_hand (const char *name,
                      int         n_cards)
{
  if (n_cards > 0)
    /* Translators: above the cards of a help example: "Rosa’s hand" */
    return g_strdup_printf (_("%s’s hand"), name);
  /* Translators: in a help example, after the player went out */
  return g_strdup_printf (_("%s’s hand is empty"), name);
}

/* Above a help example's melds: the player's, or one against one, the
 * side's. */
char *
cn_text_example_melds (const char *name,
                       gboolean    alone)
{
  if (alone)
    /* Translators: above the melds of a help example, one against one: "Rosa’s melds" */
    return g_strdup_printf (_("%s’s melds"), name);
  /* Translators: above the melds of a help example: "Melds of Rosa’s side" */
  return g_strdup_printf (_("Melds of %s’s side"), name);
}

/* In a help example: "Canasta de moda: Kings". */
char *
cn_text_example_moda (guint rank)
{
  g_autofree char *plural = cn_text_rank_plural_title (rank);

  /* Translators: in a help example: "Canasta de moda: Kings" */
  return g_strdup_printf (_("Canasta de moda: %s"), plural);
}

/* Under a help example's pile, and for screen readers: its state (for
 * whom it is frozen when the reader's side has not opened) and its size. */
void
cn_text_example_pile (const CnTextExamplePile *facts,
                      char                   **text,
                      char                   **a11y)
{
  g_autofree char *state = NULL;

  g_return_if_fail (facts != NULL && text != NULL && a11y != NULL);

  if (facts->frozen_for != NULL && facts->alone)
    /* Translators: the pile in a help example, one against one: "Frozen for Rosa" (not opened yet) */
    state = g_strdup_printf (_("Frozen for %s"), facts->frozen_for);
  else if (facts->frozen_for != NULL)
    /* Translators: the pile in a help example: "Frozen for Rosa’s side" (not opened yet) */
    state = g_strdup_printf (_("Frozen for %s’s side"), facts->frozen_for);
  else if (facts->pozo && facts->state == CN_PILE_FROZEN)
    /* Translators: the pozo in a help example: a wild card under it */
    state = g_strdup (C_("pozo", "Premiado"));
  else
    state = g_strdup (cn_text_pile_state (facts->state));

  if (facts->n == 0)
    *text = g_steal_pointer (&state);
  else
    {
      /* Translators: the size of the discard pile in a help example */
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", facts->n),
                                                facts->n);

      /* Translators: under the pile of a help example: "Frozen · 4 cards" */
      *text = g_strdup_printf (_("%s · %s"), state, count);
    }

  if (facts->top != CN_CARD_NONE)
    {
      g_autofree char *top_name = cn_text_card_name (facts->top);

      /* Translators: the discard pile for screen readers: "Discard pile, top card Nine of Spades: Frozen · 4 cards" */
      *a11y = facts->pozo ? g_strdup_printf (_("Pozo, top card %s: %s"), top_name, *text)
                          : g_strdup_printf (_("Discard pile, top card %s: %s"), top_name, *text);
    }
  else
    /* Translators: the discard pile for screen readers */
    *a11y = facts->pozo ? g_strdup_printf (_("Pozo: %s"), *text) : g_strdup_printf (_("Discard pile: %s"), *text);
}
