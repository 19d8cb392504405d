/* canasta-application.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_APPLICATION (canasta_application_get_type ())

G_DECLARE_FINAL_TYPE (CanastaApplication, canasta_application, CANASTA, APPLICATION, AdwApplication)

CanastaApplication *canasta_application_new          (void);
/* Registers the app's resources once; the tests call it too. */
void                canasta_register_resources       (void);

G_END_DECLS
