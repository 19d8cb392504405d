/* canasta-preferences-window.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_PREFERENCES_WINDOW (canasta_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CanastaPreferencesWindow, canasta_preferences_window, CANASTA, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every row writes its GSettings key at once; the table and the card art
 * follow the keys' changed signals, so nothing waits for a restart. */
GtkWidget *canasta_preferences_window_new (GSettings *settings);

G_END_DECLS
