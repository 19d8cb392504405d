/* test-card-cache.c: the deck rendered through librsvg into textures
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "canasta-application.h"
#include "canasta-card.h"
#include "canasta-card-cache.h"

static void
test_every_card (void)
{
  g_autoptr(CanastaCardCache) cache = canasta_card_cache_new (RESOURCE_BASE "/cards");
  const char *extra[] = { "JK-red", "JK-black", "back-blue", "back-red" };

  for (int kind = 0; kind < CN_N_KINDS; kind++)
    {
      const char *name = canasta_card_art_name (kind, FALSE);

      if (name == NULL)
        continue;
      g_assert_nonnull (canasta_card_cache_lookup (cache, name, 40, 1));
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    g_assert_nonnull (canasta_card_cache_lookup (cache, extra[i], 40, 1));

  g_assert_null (canasta_card_cache_lookup (cache, "no-such-card", 40, 1));
}

static void
test_size_and_scale (void)
{
  g_autoptr(CanastaCardCache) cache = canasta_card_cache_new (RESOURCE_BASE "/cards");
  GdkTexture *one, *again, *two;

  one = canasta_card_cache_lookup (cache, "QS", 100, 1);
  g_assert_nonnull (one);
  g_assert_cmpint (gdk_texture_get_width (one), ==, 100);
  g_assert_cmpint (gdk_texture_get_height (one), ==, 140);

  again = canasta_card_cache_lookup (cache, "QS", 100, 1);
  g_assert_true (one == again);

  /* HiDPI: the same card at scale 2 is a texture twice as large. */
  two = canasta_card_cache_lookup (cache, "QS", 100, 2);
  g_assert_true (two != one);
  g_assert_cmpint (gdk_texture_get_width (two), ==, 200);
  g_assert_cmpint (gdk_texture_get_height (two), ==, 280);
  g_assert_cmpuint (canasta_card_cache_get_n_cached (cache), ==, 2);
}

static void
test_pixels (void)
{
  g_autoptr(CanastaCardCache) cache = canasta_card_cache_new (RESOURCE_BASE "/cards");
  GdkTexture *texture = canasta_card_cache_lookup (cache, "AS", 50, 1);
  guint32 pixels[50 * 70];
  guint opaque = 0;

  gdk_texture_download (texture, (guchar *) pixels, 50 * 4);
  for (guint i = 0; i < G_N_ELEMENTS (pixels); i++)
    if ((pixels[i] >> 24) == 0xff)
      opaque++;

  /* A card face is mostly opaque paper, with rounded corners. */
  g_assert_cmpuint (opaque, >, G_N_ELEMENTS (pixels) * 8 / 10);
  g_assert_cmpuint ((pixels[0] >> 24), <, 0xff);
}

static void
test_four_colour (void)
{
  g_autoptr(CanastaCardCache) cache = canasta_card_cache_new (RESOURCE_BASE "/cards");
  int changed = 0;
  GdkTexture *texture;

  g_signal_connect_swapped (cache, "changed", G_CALLBACK (g_atomic_int_inc), &changed);
  g_assert_nonnull (canasta_card_cache_lookup (cache, "5D", 60, 1));
  g_assert_cmpuint (canasta_card_cache_get_n_cached (cache), ==, 1);

  canasta_card_cache_set_four_colour (cache, TRUE);
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpuint (canasta_card_cache_get_n_cached (cache), ==, 0);
  texture = canasta_card_cache_lookup (cache, "5D", 60, 1);
  g_assert_nonnull (texture);

  /* The stylesheet really recolours the diamonds. */
  {
    g_autofree guchar *plain = g_malloc (60 * 84 * 4);
    g_autofree guchar *coloured = g_malloc (60 * 84 * 4);
    g_autoptr(CanastaCardCache) other = canasta_card_cache_new (RESOURCE_BASE "/cards");

    gdk_texture_download (canasta_card_cache_lookup (other, "5D", 60, 1), plain, 60 * 4);
    gdk_texture_download (texture, coloured, 60 * 4);
    g_assert_true (memcmp (plain, coloured, 60 * 84 * 4) != 0);
  }

  canasta_card_cache_set_back (cache, "back-red");
  g_assert_cmpint (changed, ==, 2);
  g_assert_cmpstr (canasta_card_cache_get_back (cache), ==, "back-red");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  canasta_register_resources ();

  g_test_add_func ("/card-cache/every-card", test_every_card);
  g_test_add_func ("/card-cache/size-and-scale", test_size_and_scale);
  g_test_add_func ("/card-cache/pixels", test_pixels);
  g_test_add_func ("/card-cache/four-colour", test_four_colour);

  return g_test_run ();
}
