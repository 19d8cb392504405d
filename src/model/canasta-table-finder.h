/* canasta-table-finder.h: the tables hosted on the local network
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A table announced on the local network: what the joining dialog lists,
 * and the invitation it makes with the password its host gave. */
#define CANASTA_TYPE_FOUND_TABLE (canasta_found_table_get_type ())
G_DECLARE_FINAL_TYPE (CanastaFoundTable, canasta_found_table, CANASTA, FOUND_TABLE, GObject)

/* The table's name, as its host announces it ("Canasta on kitchen"). */
const char *canasta_found_table_get_name         (CanastaFoundTable *self);
/* The rule set in words, translated ("Classic Canasta"); the announced id
 * when this version of Canasta does not know it. */
const char *canasta_found_table_get_variant_name (CanastaFoundTable *self);
/* Whether this version of Canasta plays the table's rule set. */
gboolean    canasta_found_table_get_playable     (CanastaFoundTable *self);
int         canasta_found_table_get_players      (CanastaFoundTable *self);
int         canasta_found_table_get_free_seats   (CanastaFoundTable *self);
/* Where its host is: an address, as the network resolved it. */
const char *canasta_found_table_get_host         (CanastaFoundTable *self);
/* The invitation to the table with password (as typed: any case, with or
 * without dashes and spaces), for canasta_game_join; NULL with a sentence
 * for the player when it cannot be a table's password. */
char       *canasta_found_table_invitation       (CanastaFoundTable *self,
                                                  const char        *password,
                                                  GError           **error);

/* Looks for the tables hosted on the local network (DNS-SD through
 * Avahi). Without an Avahi daemon it finds none and "available" is FALSE:
 * nothing errs, invitations work without it. */
#define CANASTA_TYPE_TABLE_FINDER (canasta_table_finder_get_type ())
G_DECLARE_FINAL_TYPE (CanastaTableFinder, canasta_table_finder, CANASTA, TABLE_FINDER, GObject)

CanastaTableFinder *canasta_table_finder_new           (void);
/* The tables found, a GListModel of CanastaFoundTable kept up to date as
 * they come, change (their free seats) and go. */
GListModel         *canasta_table_finder_get_tables    (CanastaTableFinder *self);
gboolean            canasta_table_finder_get_available (CanastaTableFinder *self);
/* Lists a table as if it had been announced, through the same list as
 * the tables Avahi finds: for tests, on machines without Avahi. variant
 * is the rule set's id ("classic"), fingerprint the host certificate's. */
void                canasta_table_finder_add_table     (CanastaTableFinder *self,
                                                        const char         *name,
                                                        const char         *variant,
                                                        int                 players,
                                                        int                 free_seats,
                                                        const char         *code,
                                                        const char         *fingerprint,
                                                        const char         *host,
                                                        guint               port);

G_END_DECLS
