/* canasta-enums.h: the game's enumerations as GObject types
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Where the round in play stands (CanastaGame:phase). The values are the
 * engine's CnPhase (asserted in canasta-game.c), so that the model passes
 * them on as they are; a widget names them through this type. */
typedef enum
{
  CANASTA_PHASE_DRAW,        /* the seat to play must draw or take the pile */
  CANASTA_PHASE_PLAY,        /* drawn: meld, lay off, ask, discard */
  CANASTA_PHASE_ASKING,      /* waiting for the partner's answer to "may I go out?" */
  CANASTA_PHASE_ROUND_OVER,  /* also before any game starts */
  CANASTA_PHASE_CUT,         /* the round opens with the cut, before the deal */
} CanastaPhase;

/* What the discard pile allows now (CanastaGame:pile-state); the engine's
 * CnPileState values. */
typedef enum
{
  CANASTA_PILE_OPEN,
  CANASTA_PILE_FROZEN,
  CANASTA_PILE_BLOCKED,
  CANASTA_PILE_EMPTY,
} CanastaPileState;

/* Where the game of a table hosted elsewhere stands
 * (canasta_game_get_remote_state). */
typedef enum
{
  CANASTA_REMOTE_NONE,        /* a game of this screen's own */
  CANASTA_REMOTE_CONNECTING,  /* reaching the host */
  CANASTA_REMOTE_WAITING,     /* seated: the table waits for its other players */
  CANASTA_REMOTE_PLAYING,
  CANASTA_REMOTE_OVER,        /* the game ended */
  CANASTA_REMOTE_FAILED,      /* refused or cut off: canasta_game_get_remote_error says why */
  CANASTA_REMOTE_RECONNECTING, /* the connection was cut: the seat is being taken back */
} CanastaRemoteState;

/* Whether the home router lets players from other homes reach a table
 * this app hosts (CanastaPortMapping:state). */
typedef enum
{
  CANASTA_PORT_MAPPING_ASKING,  /* no router has answered yet */
  CANASTA_PORT_MAPPING_MAPPED,  /* it forwards the port: there is an invitation for another home */
  CANASTA_PORT_MAPPING_FAILED,  /* no router, or it refused: the port is forwarded by hand */
} CanastaPortMappingState;

G_END_DECLS
