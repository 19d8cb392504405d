/* cn-net-text.h: what people read out and type at a network table: the
 * table's password and the players' names
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A table's password: CN_NET_PASSWORD_LENGTH characters of the code
 * alphabet (no 0/O, 1/I/L: nothing to mistake when read out), about 79
 * random bits, past the 64 an invitation needs. */
#define CN_NET_PASSWORD_ALPHABET "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#define CN_NET_PASSWORD_LENGTH   16
/* A player's name, in characters, past which it is cut. */
#define CN_NET_NAME_MAX_CHARS    40

/* A new password from GnuTLS's generator, as it is sent: 16 capitals and
 * digits, no dashes. */
char     *cn_net_password_new        (void);
/* The password as someone typed it (any case, with or without dashes and
 * spaces) as it is sent and compared: the 16 characters in capitals. An
 * older host's secret of 32 hexadecimal digits is taken too, in small
 * letters. NULL when it is neither. */
char     *cn_net_password_normalize  (const char *text);
/* The password to show, in groups of four: "Q7K3-TDXA-M2PH-9WRB" (an
 * older host's hexadecimal secret as it is). */
char     *cn_net_password_display    (const char *password);

/* A player's name as another player may see it: the text made valid
 * UTF-8, control and format characters (line breaks, bidirectional
 * overrides) dropped, runs of spaces made one, cut to
 * CN_NET_NAME_MAX_CHARS characters. NULL when nothing is left: the seat
 * is then called by its number. */
char     *cn_net_name_clean          (const char *text);

G_END_DECLS
