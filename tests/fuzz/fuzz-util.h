/* fuzz-util.h: what the fuzz harnesses check alike
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* fuzz-util.c: for every harness, a critical from GLib or json-glib is a
 * bug the input provoked, made a crash the fuzzer reports. */
int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);

/* Says what went wrong and aborts: libFuzzer (or the replay driver)
 * reports the input. */
G_GNUC_NORETURN G_GNUC_PRINTF (1, 2)
static inline void
fuzz_fail (const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  abort ();
}

/* A refusal says why, in domain, on one line of UTF-8 text without a
 * control character. */
static inline void
fuzz_check_message (const GError *error,
                    GQuark        domain)
{
  const char *message;

  if (error == NULL || error->message == NULL || error->message[0] == '\0')
    fuzz_fail ("refused without a message");
  message = error->message;
  if (error->domain != domain)
    fuzz_fail ("refused in another error domain: %s", message);
  if (!g_utf8_validate (message, -1, NULL))
    fuzz_fail ("the message is not UTF-8");
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029)
        fuzz_fail ("control character U+%04X in the message: %s", c, message);
    }
}
