/* fuzz-stats.c: libFuzzer harness for the statistics loader
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-stats.h"
#include "cn-save.h"
#include "fuzz-util.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* What loads saves and loads back the same; what is refused says why, on
 * one line. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  GError *error = NULL;
  CnStats *stats = cn_stats_from_bytes (data, size, &error);

  if (stats != NULL)
    {
      GBytes *bytes = cn_stats_to_bytes (stats);
      CnStats *again = cn_stats_from_bytes (g_bytes_get_data (bytes, NULL),
                                            g_bytes_get_size (bytes), &error);

      if (again == NULL)
        fuzz_fail ("statistics written do not load: %s", error->message);
      for (int v = 0; v < CN_N_VARIANTS; v++)
        if (memcmp (cn_stats_get (stats, v), cn_stats_get (again, v), sizeof (CnVariantStats)) != 0)
          fuzz_fail ("statistics written load as others (%s)", cn_rules_get (v)->id);
      cn_stats_free (again);
      g_bytes_unref (bytes);
      cn_stats_free (stats);
    }
  else
    {
      fuzz_check_message (error, CN_SAVE_ERROR);
      g_clear_error (&error);
    }

  return 0;
}
