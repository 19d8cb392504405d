/* cn-position.c: the one JSON form of a round's position
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-position-private.h"

#include <string.h>

static const char * const option_keys[] = {
  "red_threes_at_deal", "fixed_rounds", NULL
};

static const char * const header_keys[] = {
  "variant", "players", "options", NULL
};

/* Whether the key is one of the variant's. */
static gboolean
applies (const CnPositionKey *key,
         const CnRules       *rules)
{
  return key->applies == NULL || key->applies (rules);
}

/* Whether key belongs to positions in form (and, for saves, version). */
static gboolean
in_form (const CnPositionKey *key,
         CnPositionForm       form,
         int                  version)
{
  if (form == CN_POSITION_SCENARIO)
    return !(key->flags & KEY_SAVE_ONLY);
  return key->since != 0 && key->since <= version && (key->until == 0 || version <= key->until);
}

gboolean
cn_position_has_key (const char     *name,
                     CnPositionForm  form)
{
  g_return_val_if_fail (name != NULL, FALSE);

  if (form == CN_POSITION_SCENARIO && g_strv_contains (header_keys, name))
    return TRUE;
  for (guint i = 0; i < cn_position_n_keys; i++)
    if (g_str_equal (cn_position_keys[i].name, name) &&
        in_form (&cn_position_keys[i], form, form == CN_POSITION_SAVE ? CN_POSITION_SAVE_VERSION : 0))
      return TRUE;
  return FALSE;
}

/* -------------------------------------------------------------- the head */

gboolean
cn_position_read_header (JsonObject      *object,
                         const char      *where,
                         CnPositionForm   form,
                         const CnRules  **rules_out,
                         int             *players_out,
                         CnOptions       *options,
                         GError         **error)
{
  g_autofree char *at = NULL;
  const CnSeating *seating;
  const CnRules *rules;
  JsonNode *member;
  const char *text;
  gint64 value;

  at = cn_json_where (where, "variant");
  if ((member = cn_json_need (object, where, "variant", error)) == NULL ||
      !cn_json_want_string (member, at, G_MAXSIZE, &text, error))
    return FALSE;
  rules = strlen (text) <= 32 ? cn_rules_lookup (text) : NULL;
  if (rules == NULL)
    {
      g_autofree char *quoted = cn_json_quote (text);
      g_autoptr(GString) known = g_string_new (NULL);

      for (int v = 0; v < CN_N_VARIANTS; v++)
        g_string_append_printf (known, "%s%s", v ? ", " : "", cn_rules_get (v)->id);
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "unknown variant %s (known: %s)",
                           quoted, known->str);
    }

  g_clear_pointer (&at, g_free);
  at = cn_json_where (where, "players");
  if ((member = cn_json_need (object, where, "players", error)) == NULL ||
      !cn_json_want_int (member, at, G_MININT64, G_MAXINT64, &value, error))
    return FALSE;
  seating = (value >= 1 && value <= CN_MAX_SEATS) ? cn_rules_seating (rules, (int) value) : NULL;
  if (seating == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players != 0; i++)
        g_string_append_printf (known, "%s%d", i ? ", " : "", rules->seatings[i].players);
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at,
                           "%s is not played by %" G_GINT64_FORMAT " players (it is played by %s)",
                           rules->id, value, known->str);
    }

  cn_options_init (options, rules);
  g_clear_pointer (&at, g_free);
  at = cn_json_where (where, "options");
  member = json_object_get_member (object, "options");
  if (member == NULL && form == CN_POSITION_SAVE)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "missing \"options\"");
  if (member != NULL)
    {
      JsonObject *opts;

      if (!cn_json_want_object (member, at, &opts, error) ||
          !cn_json_check_keys (opts, at, option_keys, error))
        return FALSE;

      if ((member = json_object_get_member (opts, "red_threes_at_deal")) != NULL)
        {
          g_autofree char *here = cn_json_where (at, "red_threes_at_deal");

          if (!cn_json_want_bool (member, here, &options->red_threes_at_deal, error))
            return FALSE;
        }
      else if (form == CN_POSITION_SAVE)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "missing \"red_threes_at_deal\"");

      if ((member = json_object_get_member (opts, "fixed_rounds")) != NULL)
        {
          g_autofree char *here = cn_json_where (at, "fixed_rounds");

          if (!cn_json_want_int (member, here, 0, 1000, &value, error))
            return FALSE;
          options->fixed_rounds = (int) value;
        }
      else if (form == CN_POSITION_SAVE)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "missing \"fixed_rounds\"");
    }

  *rules_out = rules;
  *players_out = seating->players;
  return TRUE;
}

void
cn_position_write_header (JsonBuilder     *builder,
                          const CnRules   *rules,
                          int              players,
                          const CnOptions *options,
                          CnPositionForm   form)
{
  g_return_if_fail (rules != NULL && options != NULL);

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, players);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "red_threes_at_deal");
  json_builder_add_boolean_value (builder, options->red_threes_at_deal);
  if (options->fixed_rounds != 0 || form == CN_POSITION_SAVE)
    {
      json_builder_set_member_name (builder, "fixed_rounds");
      json_builder_add_int_value (builder, options->fixed_rounds);
    }
  json_builder_end_object (builder);
}

gboolean
cn_position_read (JsonObject         *object,
                  const char         *where,
                  CnPositionForm      form,
                  int                 version,
                  const char * const *other_keys,
                  CnState            *s,
                  GError            **error)
{
  CnPositionReader r = { .form = form, .version = version, .where = where ? where : "", .s = s };
  g_autofree gboolean *present = g_new0 (gboolean, cn_position_n_keys);
  g_autoptr(GList) members = NULL;

  g_return_val_if_fail (object != NULL && s != NULL, FALSE);
  g_return_val_if_fail (form == CN_POSITION_SCENARIO || (s->rules != NULL && other_keys == NULL),
                        FALSE);

  if (form == CN_POSITION_SCENARIO)
    {
      const CnRules *rules = NULL;
      CnOptions options;
      int players = 0;

      if (!cn_position_read_header (object, r.where, form, &rules, &players, &options, error))
        return FALSE;
      cn_state_init_empty (s, rules, &options, players);
      version = 0;
    }

  /* A key that is not one of ours is refused, so that a misspelt one
   * ("hand") is an error rather than a silently empty position. */
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      gboolean known = (form == CN_POSITION_SCENARIO && g_strv_contains (header_keys, name)) ||
                       (other_keys != NULL && g_strv_contains (other_keys, name));

      for (guint i = 0; i < cn_position_n_keys && !known; i++)
        {
          const CnPositionKey *key = &cn_position_keys[i];

          if (!g_str_equal (key->name, name) || !in_form (key, form, version))
            continue;
          /* A key of other variants only: say whose it is not. */
          if (!applies (key, s->rules))
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, r.where,
                                 "\"%s\" does not belong to a %s position", name, s->rules->id);
          known = TRUE;
        }
      if (!known)
        {
          g_autofree char *quoted = cn_json_quote (name);

          return cn_json_fail (error, CN_CODEC_ERROR_INVALID, r.where, "unknown key %s", quoted);
        }
    }

  /* What the file says. */
  for (guint i = 0; i < cn_position_n_keys; i++)
    {
      const CnPositionKey *key = &cn_position_keys[i];
      g_autofree char *at = NULL;
      JsonNode *node;

      if (!in_form (key, form, version) || !applies (key, s->rules))
        continue;
      node = json_object_get_member (object, key->name);
      if (node == NULL)
        {
          if (form == CN_POSITION_SAVE || (key->flags & KEY_REQUIRED))
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, r.where, "missing \"%s\"",
                                 key->name);
          continue;
        }
      present[i] = TRUE;
      if (key->flags & KEY_INFO)
        continue;

      at = cn_json_where (r.where, key->name);
      if (!cn_position_read_field (&r, key, node, at, error))
        return FALSE;
    }

  /* What follows from it. */
  cn_position_count_cards (s);
  for (guint i = 0; i < cn_position_n_keys; i++)
    if (form == CN_POSITION_SCENARIO && !present[i] && cn_position_keys[i].derive != NULL &&
        applies (&cn_position_keys[i], s->rules))
      cn_position_keys[i].derive (s);
  cn_position_derive_opened (s);

  if (!cn_position_check (s, form, r.where, error))
    return FALSE;

  if (form == CN_POSITION_SCENARIO)
    {
      g_autoptr(GError) local_error = NULL;

      /* The engine sets the position up: in the draw phase the seat to
       * play begins its turn (cleared from had_turn so that its red threes
       * go down), and the invariants are checked. */
      if (s->phase == CN_PHASE_DRAW)
        s->had_turn &= (uint8_t) ~(1u << s->turn);
      if (!cn_state_finish_setup (s, &local_error))
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, r.where, "%s", local_error->message);
      cn_position_derive_opened (s);
    }
  else
    {
      g_autoptr(GError) local_error = NULL;

      if (!cn_state_check_invariants (s, &local_error))
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, r.where, "%s", local_error->message);
    }

  /* What the file says that follows from the rest must agree with it. */
  for (guint i = 0; i < cn_position_n_keys; i++)
    if (present[i] && (cn_position_keys[i].flags & KEY_INFO))
      {
        g_autofree char *at = cn_json_where (r.where, cn_position_keys[i].name);

        if (!cn_position_keys[i].read (&r, &cn_position_keys[i], json_object_get_member (object, cn_position_keys[i].name), at,
                           error))
          return FALSE;
      }

  return TRUE;
}

/* Whether the key, left out of a scenario, would read back as s has it. */
static gboolean
at_default (const CnPositionKey *key,
            const CnState       *s,
            const CnState       *empty)
{
  CnState derived;

  if (key->derive == NULL)
    return memcmp (cfield (s, key), cfield (empty, key), key->size) == 0;

  derived = *s;
  key->derive (&derived);
  return memcmp (cfield (s, key), cfield (&derived, key), key->size) == 0;
}

void
cn_position_write (JsonBuilder    *builder,
                   const CnState  *s,
                   CnPositionForm  form)
{
  CnState empty;

  g_return_if_fail (builder != NULL && s != NULL && s->rules != NULL);

  if (form == CN_POSITION_SCENARIO)
    {
      cn_position_write_header (builder, s->rules, s->n_players, &s->options, form);
      cn_state_init_empty (&empty, s->rules, &s->options, s->n_players);
    }

  for (guint i = 0; i < cn_position_n_keys; i++)
    {
      const CnPositionKey *key = &cn_position_keys[i];

      if (!in_form (key, form, CN_POSITION_SAVE_VERSION) || !applies (key, s->rules))
        continue;
      if (form == CN_POSITION_SCENARIO && !(key->flags & (KEY_ALWAYS | KEY_REQUIRED | KEY_INFO)) &&
          at_default (key, s, &empty))
        continue;

      json_builder_set_member_name (builder, key->name);
      cn_position_write_field (builder, s, key);
    }
}

JsonNode *
cn_position_to_json (const CnState  *state,
                     CnPositionForm  form)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);
  cn_position_write (builder, state, form);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* ----------------------------------------------------------- comparing */

gboolean
cn_position_equal (const CnState *a,
                   const CnState *b)
{
  g_autoptr(JsonNode) node_a = NULL;
  g_autoptr(JsonNode) node_b = NULL;
  CnState copy_a;
  CnState copy_b;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->rules != b->rules || a->n_players != b->n_players ||
      a->options.red_threes_at_deal != b->options.red_threes_at_deal ||
      a->options.fixed_rounds != b->options.fixed_rounds)
    return FALSE;

  /* Every field the save form writes, the count of moves aside ... */
  copy_a = *a;
  copy_b = *b;
  copy_a.move_count = copy_b.move_count = 0;
  node_a = cn_position_to_json (&copy_a, CN_POSITION_SAVE);
  node_b = cn_position_to_json (&copy_b, CN_POSITION_SAVE);
  if (!json_node_equal (node_a, node_b))
    return FALSE;

  /* ... and what the engine keeps besides, which follows from them: the
   * hand and pile counts the invariants check, and the two it does not. */
  if (memcmp (a->hand_n, b->hand_n, sizeof a->hand_n) != 0 ||
      a->pile_freezers != b->pile_freezers ||
      memcmp (a->opened, b->opened, sizeof a->opened) != 0)
    return FALSE;
  for (int side = 0; side < a->n_sides; side++)
    for (int m = 0; m < a->n_melds[side]; m++)
      if (a->melds[side][m].rank != b->melds[side][m].rank ||
          a->melds[side][m].n_wild != b->melds[side][m].n_wild ||
          a->melds[side][m].closed != b->melds[side][m].closed)
        return FALSE;

  return TRUE;
}
