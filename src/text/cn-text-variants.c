/* cn-text-variants.c: the names of the variants
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The rule set's name, as the window title, the new-game dialog, the
 * preferences, the statistics and the rules help write it. */
const char *
cn_text_variant_name (CnVariant variant)
{
  switch (variant)
    {
    case CN_VARIANT_CLASSIC:   return C_("variant", "Classic");
    case CN_VARIANT_FIFTEEN:   return C_("variant", "Fifteen cards");
    case CN_VARIANT_ITALIAN:   return C_("variant", "Italian");
    case CN_VARIANT_URUGUAYAN: return C_("variant", "Uruguayan");
    case CN_N_VARIANTS:
    default:
      return "?";
    }
}
