/* canasta-a11y.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every button under root whose label carries a mnemonic ("_Draw") is
 * named once and plainly ("Draw") to screen readers, now and whenever its
 * label changes. */
void   canasta_a11y_name_buttons    (GtkWidget  *root);

G_END_DECLS
