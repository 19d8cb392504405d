/* cn-text-numbers.c: a number as the game writes it
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* A score as the score sheet, the help and the dialogs write it: "5,000"
 * in English, "5.000" in Spanish and Italian. */
char *
cn_text_number (int value)
{
  const struct lconv *conv = localeconv ();
  const char *separator;
  char digits[16];
  GString *out;
  gsize n;
  guint magnitude = value < 0 ? 0u - (guint) value : (guint) value;

  /* A real LC_NUMERIC locale knows how its readers group digits; the C
   * locale (and a language chosen with LANGUAGE alone) does not, and then
   * the translation says. */
  if (conv != NULL && conv->thousands_sep != NULL && conv->thousands_sep[0] != '\0' &&
      conv->grouping != NULL && conv->grouping[0] > 0)
    separator = conv->thousands_sep;
  else
    /* Translators: the thousands separator in numbers such as 5,000 */
    separator = C_("number", ",");

  g_snprintf (digits, sizeof digits, "%u", magnitude);
  n = strlen (digits);
  out = g_string_new (value < 0 ? "−" : "");
  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}
