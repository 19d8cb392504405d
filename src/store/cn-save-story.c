/* cn-save-story.c: the game's story in a saved game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The story is the score sheet of the rounds played so far, one entry per
 * round, oldest first:
 *
 *     "story": [{"round": 1, "lines": [{"melds": 85, "hands": -20}, {...}],
 *                "totals": [765, 75]}, ...]
 *
 * "lines" holds, per side, the round's scoring lines by their names
 * (cn_line_name), those worth nothing left out; "totals" the sides' totals
 * after the round. The round's totals, base and cards follow from the
 * lines. Entries go up by round; an entry that follows the round before
 * it adds up with it, and the entry of the last round played ends on the
 * game's totals. A story may start after the first round (a game saved by
 * a Canasta that kept none goes on with the rounds it plays from then).
 */

#include "cn-save-private.h"

#include <string.h>

void
cn_save_story_write (JsonBuilder      *builder,
                     const CnSaveData *data)
{
  int n_sides = data->game.n_sides;

  json_builder_set_member_name (builder, "story");
  json_builder_begin_array (builder);
  for (guint i = 0; data->story != NULL && i < data->story->len; i++)
    {
      const CnSaveRound *entry = &g_array_index (data->story, CnSaveRound, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "round");
      json_builder_add_int_value (builder, entry->round);
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (int side = 0; side < n_sides && side < CN_MAX_SIDES; side++)
        {
          json_builder_begin_object (builder);
          for (int line = 0; line < CN_N_LINES; line++)
            if (entry->score.sides[side].lines[line] != 0)
              {
                json_builder_set_member_name (builder, cn_line_name (line));
                json_builder_add_int_value (builder, entry->score.sides[side].lines[line]);
              }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "totals");
      json_builder_begin_array (builder);
      for (int side = 0; side < n_sides && side < CN_MAX_SIDES; side++)
        json_builder_add_int_value (builder, entry->totals[side]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static const char * const entry_keys[] = {
  "round", "lines", "totals", NULL
};

static gboolean
load_side_lines (JsonNode     *node,
                 const char   *where,
                 CnSideScore  *side,
                 GError      **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;

  memset (side, 0, sizeof *side);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *here = g_strdup_printf ("%s.%s", where, name);
      int line = -1;
      gint64 value;

      for (int i = 0; i < CN_N_LINES; i++)
        if (g_strcmp0 (cn_line_name (i), name) == 0)
          line = i;
      if (line < 0)
        {
          g_autofree char *quoted = cn_json_quote (name);

          return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where, "no scoring line %s", quoted);
        }
      if (!cn_json_want_int (json_object_get_member (object, name), here,
                             -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE, &value, error))
        return FALSE;
      side->lines[line] = (int) value;
      side->total += side->lines[line];
      if (cn_line_is_cards (line))
        side->cards += side->lines[line];
      else
        side->base += side->lines[line];
    }
  if (side->total < -CN_SAVE_MAX_SCORE || side->total > CN_SAVE_MAX_SCORE)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                         "the lines add up to %d, beyond any score", side->total);
  return TRUE;
}

static gboolean
load_entry (JsonNode     *node,
            const char   *where,
            const CnGame *game,
            CnSaveRound  *entry,
            GError      **error)
{
  JsonObject *object;
  JsonNode *member;
  JsonArray *array;
  gint64 value;
  g_autofree char *here = NULL;

  if (!cn_json_want_object (node, where, &object, error) ||
      !cn_json_check_keys (object, where, entry_keys, error))
    return FALSE;

  memset (entry, 0, sizeof *entry);
  here = g_strdup_printf ("%s.round", where);
  if ((member = cn_json_need (object, where, "round", error)) == NULL ||
      !cn_json_want_int (member, here, 1, MAX (game->round, 1), &value, error))
    return FALSE;
  entry->round = (int) value;

  entry->score.n_sides = game->n_sides;
  g_free (here);
  here = g_strdup_printf ("%s.lines", where);
  if ((member = cn_json_need (object, where, "lines", error)) == NULL ||
      !cn_json_want_per (member, here, game->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < game->n_sides; side++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, side);

      if (!load_side_lines (json_array_get_element (array, side), at, &entry->score.sides[side], error))
        return FALSE;
    }

  g_free (here);
  here = g_strdup_printf ("%s.totals", where);
  if ((member = cn_json_need (object, where, "totals", error)) == NULL ||
      !cn_json_want_per (member, here, game->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < game->n_sides; side++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, side);

      if (!cn_json_want_int (json_array_get_element (array, side), at,
                             -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE, &value, error))
        return FALSE;
      entry->totals[side] = (int) value;
    }
  return TRUE;
}

gboolean
cn_save_story_read (JsonNode      *node,
                    const CnGame  *game,
                    GArray       **out,
                    GError       **error)
{
  g_autoptr(GArray) story = NULL;
  JsonArray *array;
  guint n;

  if (!cn_json_want_array (node, "story", CN_SAVE_MAX_STORY, &array, error))
    return FALSE;

  n = json_array_get_length (array);
  if (n > (guint) game->round)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "story",
                         "%u rounds in the story of a game that played %d", n, game->round);

  story = g_array_sized_new (FALSE, TRUE, sizeof (CnSaveRound), n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("story[%u]", i);
      CnSaveRound entry;
      const CnSaveRound *before = i > 0 ? &g_array_index (story, CnSaveRound, i - 1) : NULL;

      if (!load_entry (json_array_get_element (array, i), where, game, &entry, error))
        return FALSE;
      if (before != NULL && entry.round <= before->round)
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                             "round %d comes after round %d", entry.round, before->round);
      for (int side = 0; side < game->n_sides; side++)
        {
          if (before != NULL && entry.round == before->round + 1 &&
              entry.totals[side] != before->totals[side] + entry.score.sides[side].total)
            return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                                 "side %d ends on %d, not on its %d before and the %d of the round",
                                 side, entry.totals[side], before->totals[side],
                                 entry.score.sides[side].total);
          if (entry.round == game->round && entry.totals[side] != game->scores[side])
            return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                                 "side %d ends on %d, the game says %d", side, entry.totals[side],
                                 game->scores[side]);
        }
      g_array_append_val (story, entry);
    }

  *out = g_steal_pointer (&story);
  return TRUE;
}
