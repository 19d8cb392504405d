/* test-remote-util.h: a table hosted in the test's process, and the
 * states of a game that joined it
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model tests (test-remote-*.c) and the window tests (test-net-*.c)
 * host their tables the same way: every seat a computer at Easy but the
 * people's, on the loopback address at a port the system picks; and
 * they wait for a game's connection to reach a state.
 */

#pragma once

#include "canasta-game.h"
#include "canasta-table-host.h"
#include "test-wait.h"

/* A setup of players seats at variant, dealt from seed: the seats in
 * people (a bit a seat: 1 << seat) wait for people, the others are
 * computers at Easy. The caller may change it before hosting it. */
G_GNUC_UNUSED static void
remote_setup_init (CanastaGameSetup *setup,
                   CnVariant         variant,
                   int               players,
                   guint64           seed,
                   guint             people)
{
  *setup = (CanastaGameSetup) { .variant = variant, .players = players, .seed = seed };
  for (int seat = 0; seat < players; seat++)
    if (people & (1u << seat))
      setup->kinds[seat] = CANASTA_SEAT_HUMAN;
    else
      {
        setup->kinds[seat] = CANASTA_SEAT_COMPUTER;
        setup->levels[seat] = "easy";
      }
}

/* The table of setup hosted here on the loopback address, kept in dir
 * when it is not NULL. */
G_GNUC_UNUSED static CanastaTableHost *
remote_host_new (const CanastaGameSetup *setup,
                 const char             *dir)
{
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host = canasta_table_host_new (setup, "127.0.0.1", 0, dir, &error);

  g_assert_no_error (error);
  return host;
}

typedef struct
{
  CanastaGame        *game;
  CanastaRemoteState  state;
} RemoteWait;

static gboolean
remote_state_reached (gpointer data)
{
  RemoteWait *wait = data;

  return canasta_game_get_remote_state (wait->game) == wait->state;
}

/* Until game's connection is in state (test-wait.h); FALSE only when the
 * wait's limit passed first. */
G_GNUC_UNUSED static gboolean
remote_wait_for (CanastaGame        *game,
                 CanastaRemoteState  state)
{
  RemoteWait wait = { game, state };

  return test_wait_for (remote_state_reached, &wait);
}
