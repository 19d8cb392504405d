/* canasta-table-host.h: a table this app hosts for players elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "canasta-game.h"
#include "canasta-port-mapping.h"

G_BEGIN_DECLS

/* The host of one table, run in the app's main loop (src/net): the
 * engine's game and its only judge. The app's own window is a client of
 * it like any other (canasta_game_join with the local invitation), so a
 * hosted game and a joined one take one path. */
typedef struct _CanastaTableHost CanastaTableHost;

/* A table for setup: a CANASTA_SEAT_HUMAN seat waits for a person (seat 0
 * for this screen, which joins first), a CANASTA_SEAT_COMPUTER seat is
 * one of our computer players at its level. address is where to listen
 * ("0.0.0.0": every network; "127.0.0.1": this computer only), port 0 a
 * free one. The certificate is kept in $XDG_CONFIG_HOME/canasta, as
 * canasta-cli serve keeps it. With state_dir (NULL: not kept), the game
 * is kept there as serve --state-dir keeps it, with the address and port,
 * in place of the table hosted there before: canasta_table_host_resume
 * hosts it again after a quit or a crash. */
CanastaTableHost *canasta_table_host_new              (const CanastaGameSetup *setup,
                                                       const char             *address,
                                                       guint                   port,
                                                       const char             *state_dir,
                                                       GError                **error);
/* The folder of the app's hosted table: "hosted" beside the autosave. */
char             *canasta_table_host_default_dir      (void);
/* The table kept in state_dir, unfinished, hosted again as it was: the
 * same code, secret and seats' tokens, on the same address and, when it is
 * free, the same port, every seat waiting for its player (this screen's
 * token kept for the local invitation, so that joining it takes seat 0
 * back). NULL without error when none is kept; NULL with error when its
 * save cannot be read (the file is then set aside, *aside its new path) or
 * the host cannot listen. */
CanastaTableHost *canasta_table_host_resume           (const char             *state_dir,
                                                       char                  **aside,
                                                       GError                **error);
void              canasta_table_host_free             (CanastaTableHost       *self);
/* A table resumed on another port than its invitations named, since
 * another program held that one: the port it could not take back (its
 * guests' invitations no longer reach it; the new one does), or 0. */
guint             canasta_table_host_get_moved_from   (CanastaTableHost       *self);
/* The port the table listens on. */
guint             canasta_table_host_get_port         (CanastaTableHost       *self);
/* Closes the table for now (the window closed, the app quits): as
 * canasta_table_host_free, kept for the next start, but every player is
 * told goodbye first (cn_net_host_close), so that their windows say the
 * host closed the table; done is called once that is over (at most
 * CN_NET_GOODBYE_MS later). */
void              canasta_table_host_close            (CanastaTableHost       *self,
                                                       GDestroyNotify          done,
                                                       gpointer                user_data);
/* Stops hosting for good (the table was left for another game): as
 * canasta_table_host_free, and its save goes. */
void              canasta_table_host_forget           (CanastaTableHost       *self);

/* The invitation for the players elsewhere on this network (naming this
 * computer's address on it), and the one this screen joins with (the
 * loopback address). */
const char       *canasta_table_host_get_invitation   (CanastaTableHost       *self);
const char       *canasta_table_host_get_local_invitation (CanastaTableHost   *self);
/* The table's code, to read out. */
const char       *canasta_table_host_get_code         (CanastaTableHost       *self);
/* The host's whole position, every hand and the stock: never for a
 * player's eyes. For the tests that check what a seat shows against it. */
const CnState    *canasta_table_host_peek_state       (CanastaTableHost       *self);
/* Whether a dropped player's seat waits (TRUE) or a computer takes it
 * (FALSE) past the wait, and the wait in seconds: the host's choice,
 * kept with the table. */
gboolean          canasta_table_host_get_pauses_on_drop (CanastaTableHost   *self,
                                                         int                *wait_seconds);
/* The table's password, grouped to read out ("Q7K3-TDXA-M2PH-9WRB"): with
 * it, a table found on the local network is joined without the
 * invitation. */
const char       *canasta_table_host_get_password     (CanastaTableHost       *self);
/* Announces the table on the local network (DNS-SD, through Avahi) as
 * name, its free seats kept up to date, when it listens beyond this
 * computer (FALSE, nothing announced, when it does not). Without an Avahi
 * daemon it does nothing more than say so in a debug message. */
gboolean          canasta_table_host_announce         (CanastaTableHost       *self,
                                                       const char             *name);

/* Asks the home router to forward the table's port to this computer, so
 * that players in other homes reach it, waiting wait_ms at most for a
 * router to answer (CN_NET_PORTMAP_WAIT_MS, six seconds, in the app).
 * Never blocks. The mapping, owned by the host, lasts until the host is
 * freed; asked again, the same. NULL when the table listens on this
 * computer only or this computer has no address on a network. A hosted
 * table resumed asks by itself. */
CanastaPortMapping *canasta_table_host_map_port       (CanastaTableHost       *self,
                                                       guint                   wait_ms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CanastaTableHost, canasta_table_host_free)

G_END_DECLS
