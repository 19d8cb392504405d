/* cn-event.h: what a move did, card by card, for the table to animate
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

#include "cn-limits.h"

G_BEGIN_DECLS

typedef enum
{
  CN_PLACE_STOCK,
  CN_PLACE_PILE,
  CN_PLACE_HAND,
  CN_PLACE_MELD,
  CN_PLACE_RED_THREES,
} CnPlace;

typedef enum
{
  CN_EVENT_CARD_MOVED,     /* card from one place to another */
  CN_EVENT_PILE_TAKEN,     /* the rest of the pile joined seat's hand */
  CN_EVENT_ASKED,
  CN_EVENT_ANSWERED,       /* count: 1 for yes, 0 for no */
  CN_EVENT_TURN,           /* seat to play changed */
  CN_EVENT_ROUND_OVER,
  CN_EVENT_CUT_CARD,       /* a card seen at the cut; to: CN_PLACE_HAND or
                            * CN_PLACE_RED_THREES when the cutter keeps it, CN_PLACE_STOCK when
                            * it goes back into the pack; count 1 for the natural that names
                            * the canasta de moda */
  CN_EVENT_EXACT_CUT,      /* seat cut exactly; its side scores the exact cut */
  CN_EVENT_DEALT,          /* the deal is done: count cards dealt in all */
  CN_EVENT_POZO,           /* the pozo is formed: card its top card, count its cards */
} CnEventKind;

typedef struct
{
  uint8_t kind;
  uint8_t card;
  uint8_t from;            /* CnPlace */
  uint8_t to;
  uint8_t seat;
  uint8_t side;
  uint8_t meld;            /* meld index, for CN_PLACE_MELD */
  uint8_t count;
} CnEvent;

typedef struct
{
  int     n;
  CnEvent events[CN_MAX_EVENTS];
} CnEvents;

G_END_DECLS
