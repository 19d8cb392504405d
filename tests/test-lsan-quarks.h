/* test-lsan-quarks.h: for the window tests that ask a home router
 * (GUPnP-IGD in a GTK process), under LeakSanitizer
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib leaves its first block of quarks behind on purpose once a program
 * makes more than 2,048 of them (other threads may still read it), and GTK
 * with GUPnP does. That block is made by GLib's constructor at load time,
 * which tests/lsan.supp suppresses (_dl_init); but Debian's GLib keeps no
 * frame pointers, so the fast unwinder stops at g_malloc and never sees
 * _dl_init. These tests unwind the slow way, ten frames deep: what they
 * allocate is unwound far enough for the suppression, and their real
 * leaks still show. Without the sanitizers nothing reads this.
 */

#pragma once

const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0:malloc_context_size=10";
}
