/* canasta-table-dialog-private.h: the insides of the dialog that hosts a
 * table and joins one, shared with its part for the local network
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "canasta-table-dialog.h"
#include "canasta-table-finder.h"

G_BEGIN_DECLS

#define N_SEATS 4
/* The port a table is hosted on unless it is taken: the one canasta-cli
 * serve uses, so that a family opens one port in a firewall. */
#define DEFAULT_PORT 47474
/* How long the host waits for the home router to answer before it says
 * what to forward by hand: routers answer within a second or two. */
#define ROUTER_WAIT_MS 6000

/* The seat choices of the host's setup, in the order the rows list them. */
enum { SEAT_PERSON, SEAT_EASY, SEAT_MEDIUM, SEAT_HARD };

struct _CanastaTableDialog
{
  AdwWindow         parent_instance;

  CanastaGame      *game;
  CanastaTableHost *host;
  gboolean          hosting;
  gboolean          playing;        /* the table started: the dialog's work is done */

  GtkButton        *main_button;
  GtkBox           *content;
  GtkLabel         *status;

  /* Hosting: the setup, then the invitation. */
  AdwComboRow      *variant_row;
  GtkLabel         *variant_line;   /* what sets the chosen rule set apart */
  AdwComboRow      *players_row;
  GtkWidget        *seat_rows[N_SEATS];
  AdwComboRow      *drop_row;       /* past the wait: 0 a computer plays, 1 the game waits */
  int               drop_wait;
  CnVariant         variants[CN_N_VARIANTS];
  int               players[CN_MAX_SEATINGS];
  char             *invitation;
  gboolean          copied;         /* the invitation went to the clipboard */
  char             *code;
  char             *address;
  guint             port;
  GtkWidget        *joined_rows[N_SEATS];

  /* Hosting: the home router asked to let players from other homes in,
   * and the invitation row for them (NULL when the table listens on this
   * computer only). */
  CanastaPortMapping *port_mapping;
  guint             router_wait_ms;
  GtkLabel         *away_label;
  GtkWidget        *away_copy;

  /* Hosting: the password shown, and the name the table is announced as
   * on the local network (NULL when it is not). */
  char             *password;
  char             *table_name;

  /* Both: the player's name, for the others at the table. */
  AdwEntryRow      *name_row;
  GSettings        *settings;

  /* Joining: the tables found on the local network, the one chosen and
   * its password; or the invitation pasted. */
  AdwEntryRow      *invitation_row;
  CanastaTableFinder *finder;
  GtkListBox       *found_list;
  CanastaFoundTable *chosen;
  GtkWidget        *password_group;
  AdwEntryRow      *password_row;
};

/* canasta-table-dialog.c */
void       _canasta_table_dialog_set_status      (CanastaTableDialog *self,
                                                  const char         *text,
                                                  gboolean            error);

/* The invitation copied, said in the status. */
void       _canasta_table_dialog_copy            (CanastaTableDialog *self,
                                                  const char         *invitation);

/* canasta-table-dialog-invite.c: the invitations, for this network and for
 * another home, in the invitation's group */
void       _canasta_table_dialog_map_port        (CanastaTableDialog *self);
void       _canasta_table_dialog_add_invitations (CanastaTableDialog *self,
                                                  GtkWidget          *group);
void       _canasta_table_dialog_invite_dispose  (CanastaTableDialog *self);

/* canasta-table-dialog-lan.c: the player's name, the password shown by the
 * host, the tables found on the local network */
GtkWidget *_canasta_table_dialog_build_name      (CanastaTableDialog *self);
/* The name typed, kept for next time and given to the game's joins. */
void       _canasta_table_dialog_apply_name      (CanastaTableDialog *self);
/* Announces the table just opened on the local network when it listens
 * beyond this computer (its name in table_name, NULL when it does not);
 * the group that shows its password (NULL when it is not announced). */
void       _canasta_table_dialog_announce        (CanastaTableDialog *self);
GtkWidget *_canasta_table_dialog_build_password  (CanastaTableDialog *self);
GtkWidget *_canasta_table_dialog_build_found     (CanastaTableDialog *self);
/* The main button: the table chosen with its password, when one is
 * chosen and no invitation was pasted. */
gboolean   _canasta_table_dialog_join_chosen     (CanastaTableDialog *self);
void       _canasta_table_dialog_lan_dispose     (CanastaTableDialog *self);

/* canasta-table-dialog-seats.c: the setup chosen last time, restored
 * when the dialog opens and kept when a table opens; a seat row's title,
 * which says the host's partner and opponents. */
void       _canasta_table_dialog_restore_setup   (CanastaTableDialog *self);
void       _canasta_table_dialog_save_setup      (CanastaTableDialog *self,
                                                  CnVariant           variant,
                                                  int                 players);
char      *_canasta_table_dialog_seat_title      (CnVariant           variant,
                                                  int                 players,
                                                  int                 seat);

G_END_DECLS
