/* canasta-card-cache.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <librsvg/rsvg.h>

#include "canasta-card-cache.h"

/* Widgets draw cards at a handful of sizes at once (hand, melds, other
 * seats); when the window is resized every size changes, and the textures
 * of the old sizes are dropped wholesale past this many. */
#define MAX_CACHED 360

struct _CanastaCardCache
{
  GObject     parent_instance;

  char       *resource_path;
  char       *back;
  GHashTable *textures;      /* "name@pixels" -> GdkTexture */
  GBytes     *four_colour_css;
  guint       four_colour : 1;
};

G_DEFINE_FINAL_TYPE (CanastaCardCache, canasta_card_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOUR_COLOUR,
  PROP_BACK,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
invalidate (CanastaCardCache *self)
{
  g_hash_table_remove_all (self->textures);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
canasta_card_cache_finalize (GObject *object)
{
  CanastaCardCache *self = CANASTA_CARD_CACHE (object);

  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->four_colour_css, g_bytes_unref);
  g_free (self->resource_path);
  g_free (self->back);

  G_OBJECT_CLASS (canasta_card_cache_parent_class)->finalize (object);
}

static void
canasta_card_cache_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  CanastaCardCache *self = CANASTA_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;

    case PROP_BACK:
      g_value_set_string (value, self->back);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_cache_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CanastaCardCache *self = CANASTA_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      canasta_card_cache_set_four_colour (self, g_value_get_boolean (value));
      break;

    case PROP_BACK:
      canasta_card_cache_set_back (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_cache_class_init (CanastaCardCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = canasta_card_cache_finalize;
  object_class->get_property = canasta_card_cache_get_property;
  object_class->set_property = canasta_card_cache_set_property;

  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BACK] =
    g_param_spec_string ("back", NULL, NULL, "back-blue",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Every texture handed out before is stale: redraw. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
canasta_card_cache_init (CanastaCardCache *self)
{
  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->back = g_strdup ("back-blue");
}

CanastaCardCache *
canasta_card_cache_new (const char *resource_path)
{
  CanastaCardCache *self;

  g_return_val_if_fail (resource_path != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_CARD_CACHE, NULL);
  self->resource_path = g_strdup (resource_path);

  return self;
}

/**
 * canasta_card_cache_get_default:
 *
 * The cache of the deck in the app's resources, shared by every widget.
 */
CanastaCardCache *
canasta_card_cache_get_default (void)
{
  static CanastaCardCache *instance;

  if (g_once_init_enter (&instance))
    g_once_init_leave (&instance, canasta_card_cache_new (RESOURCE_BASE "/cards"));

  return instance;
}

static GdkTexture *
render (CanastaCardCache *self,
        const char       *art_name,
        int               pixel_width)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) pixels = NULL;
  RsvgHandle *handle;
  RsvgRectangle viewport;
  cairo_surface_t *surface;
  cairo_t *cr;
  int pixel_height;
  gboolean ok;

  path = g_strdup_printf ("%s/deck/%s.svg", self->resource_path, art_name);
  svg = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (svg == NULL)
    {
      g_debug ("no card picture %s: %s", path, error->message);
      return NULL;
    }

  handle = rsvg_handle_new_from_data (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg), &error);
  if (handle == NULL)
    {
      g_critical ("card picture %s is not a valid SVG: %s", path, error->message);
      return NULL;
    }

  if (self->four_colour)
    {
      if (self->four_colour_css == NULL)
        {
          g_autofree char *css_path = g_strdup_printf ("%s/four-colour.css", self->resource_path);

          self->four_colour_css = g_resources_lookup_data (css_path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        }
      if (self->four_colour_css != NULL &&
          !rsvg_handle_set_stylesheet (handle,
                                       g_bytes_get_data (self->four_colour_css, NULL),
                                       g_bytes_get_size (self->four_colour_css),
                                       &error))
        {
          g_debug ("four-colour stylesheet: %s", error->message);
          g_clear_error (&error);
        }
    }

  pixel_height = (int) (pixel_width * CANASTA_CARD_ASPECT + 0.5);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
  cr = cairo_create (surface);
  viewport = (RsvgRectangle) { 0, 0, pixel_width, pixel_height };
  ok = rsvg_handle_render_document (handle, cr, &viewport, &error);
  cairo_destroy (cr);
  /* librsvg 2.54 has no autoptr for RsvgHandle. */
  g_object_unref (handle);

  if (!ok)
    {
      g_critical ("could not render %s: %s", path, error->message);
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  pixels = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                       (gsize) cairo_image_surface_get_stride (surface) * pixel_height,
                                       (GDestroyNotify) cairo_surface_destroy,
                                       surface);

  /* Cairo's ARGB32 is premultiplied native-endian, GDK_MEMORY_DEFAULT. */
  return gdk_memory_texture_new (pixel_width, pixel_height, GDK_MEMORY_DEFAULT,
                                 pixels, cairo_image_surface_get_stride (surface));
}

GdkTexture *
canasta_card_cache_lookup (CanastaCardCache *self,
                           const char       *art_name,
                           int               width,
                           int               scale)
{
  g_autofree char *key = NULL;
  GdkTexture *texture;
  int pixels;

  g_return_val_if_fail (CANASTA_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (art_name != NULL, NULL);

  pixels = MAX (1, width) * MAX (1, scale);
  key = g_strdup_printf ("%s@%d", art_name, pixels);

  texture = g_hash_table_lookup (self->textures, key);
  if (texture != NULL)
    return texture;

  if (g_hash_table_size (self->textures) >= MAX_CACHED)
    g_hash_table_remove_all (self->textures);

  texture = render (self, art_name, pixels);
  if (texture == NULL)
    return NULL;

  g_hash_table_insert (self->textures, g_steal_pointer (&key), texture);

  return texture;
}

const char *
canasta_card_cache_get_back (CanastaCardCache *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_CACHE (self), NULL);
  return self->back;
}

void
canasta_card_cache_set_back (CanastaCardCache *self,
                             const char       *back)
{
  g_return_if_fail (CANASTA_IS_CARD_CACHE (self));

  if (back == NULL || g_strcmp0 (self->back, back) == 0)
    return;

  g_free (self->back);
  self->back = g_strdup (back);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK]);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
canasta_card_cache_get_four_colour (CanastaCardCache *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_CACHE (self), FALSE);
  return self->four_colour;
}

void
canasta_card_cache_set_four_colour (CanastaCardCache *self,
                                    gboolean          four_colour)
{
  g_return_if_fail (CANASTA_IS_CARD_CACHE (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;

  self->four_colour = four_colour;
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

guint
canasta_card_cache_get_n_cached (CanastaCardCache *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_CACHE (self), 0);
  return g_hash_table_size (self->textures);
}

void
canasta_card_cache_snapshot (CanastaCardCache      *self,
                             GtkSnapshot           *snapshot,
                             const char            *art_name,
                             const graphene_rect_t *bounds,
                             int                    scale,
                             float                  angle)
{
  GdkTexture *texture;
  GskRoundedRect outline;
  graphene_rect_t local;
  float w, h, radius;

  g_return_if_fail (CANASTA_IS_CARD_CACHE (self));
  g_return_if_fail (bounds != NULL);

  w = bounds->size.width;
  h = bounds->size.height;
  if (w < 2 || h < 2 || art_name == NULL)
    return;

  texture = canasta_card_cache_lookup (self, art_name, (int) ceilf (w), scale);
  if (texture == NULL)
    return;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (bounds->origin.x + w / 2,
                                                          bounds->origin.y + h / 2));
  if (angle != 0)
    gtk_snapshot_rotate (snapshot, angle);

  local = GRAPHENE_RECT_INIT (-w / 2, -h / 2, w, h);
  radius = w * 0.06f;
  gsk_rounded_rect_init_from_rect (&outline, &local, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &outline,
                                     &(GdkRGBA) { 0, 0, 0, 0.35f },
                                     0, 1, 0, 3);
  gtk_snapshot_append_texture (snapshot, texture, &local);
  gtk_snapshot_restore (snapshot);
}
