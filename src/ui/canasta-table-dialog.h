/* canasta-table-dialog.h: playing with others: hosting a table, joining one
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"
#include "canasta-table-finder.h"
#include "canasta-table-host.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_TABLE_DIALOG (canasta_table_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CanastaTableDialog, canasta_table_dialog, CANASTA, TABLE_DIALOG, AdwWindow)

/* "Host a Table": the rule set and who sits where (this screen at the
 * first seat, people invited, computers), then the invitation to read out
 * or paste and who has joined. The table starts when every invited person
 * sat down; the dialog closes then. The game is the window's: it joins its
 * own table as any player does. */
GtkWidget        *canasta_table_dialog_new_host    (CanastaGame        *game);
/* "Join a Table": the invitation pasted, then the table and the seat, and
 * why not when the table cannot be joined. */
GtkWidget        *canasta_table_dialog_new_join    (CanastaGame        *game);

/* The table opened (host): its host, which the window keeps while the
 * game goes on. Transfers ownership. */
CanastaTableHost *canasta_table_dialog_steal_host  (CanastaTableDialog *self);

/* For tests: the invitation and the code shown, and the text of the
 * status line (who joined, or why joining failed). */
const char       *canasta_table_dialog_get_invitation (CanastaTableDialog *self);
const char       *canasta_table_dialog_get_status  (CanastaTableDialog *self);
/* Where a table opened here listens: by default every network, on the
 * port of canasta-cli serve (or a free one when it is taken); tests keep
 * to the loopback address and a free port. */
void              canasta_table_dialog_set_address (CanastaTableDialog *self,
                                                    const char         *address,
                                                    guint               port);
/* How long a table opened here holds a dropped player's seat; 0 (the
 * default) the host's own two minutes. Tests wait less. */
void              canasta_table_dialog_set_drop_wait (CanastaTableDialog *self,
                                                      int                 seconds);
/* Opens the table (host) or joins with text (join), as the dialog's main
 * button does. */
void              canasta_table_dialog_open        (CanastaTableDialog *self);
void              canasta_table_dialog_join        (CanastaTableDialog *self,
                                                    const char         *text);
/* Puts text in the invitation's entry (join), as pasting it does. */
void              canasta_table_dialog_set_invitation (CanastaTableDialog *self,
                                                       const char         *text);
/* The name this player sits down under at a table: the one last given
 * in these dialogs, or the account's. */
char             *canasta_table_dialog_saved_name  (GSettings          *settings);
/* Puts name in the entry of the player's name, as typing it does. */
void              canasta_table_dialog_set_player_name (CanastaTableDialog *self,
                                                        const char         *name);

/* The same network (canasta-table-dialog-lan.c). Host: the table's
 * password shown to read out, and the name it is announced as on the
 * local network (NULL when it listens on this computer only). */
const char       *canasta_table_dialog_get_password (CanastaTableDialog *self);
const char       *canasta_table_dialog_get_table_name (CanastaTableDialog *self);
/* Join: the tables found on the local network, listed; tests add theirs
 * (canasta_table_finder_add_table). Choosing one asks for its password;
 * joining it with password is what typing it and Join do. */
CanastaTableFinder *canasta_table_dialog_get_finder (CanastaTableDialog *self);
void              canasta_table_dialog_choose_table (CanastaTableDialog *self,
                                                     guint               position);
void              canasta_table_dialog_join_chosen (CanastaTableDialog *self,
                                                    const char         *password);

/* Hosting: how long the home router is waited for before the dialog says
 * what to forward by hand (six seconds unless set, before the table
 * opens); the row for another home's text (NULL when the table listens on
 * this computer only), and the router's mapping it shows. */
void              canasta_table_dialog_set_router_wait (CanastaTableDialog *self,
                                                        guint               wait_ms);
const char       *canasta_table_dialog_get_away_text   (CanastaTableDialog *self);
CanastaPortMapping *canasta_table_dialog_get_port_mapping (CanastaTableDialog *self);

G_END_DECLS
