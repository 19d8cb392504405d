/* cn-help-doc.c: the help document and the builder the prose writes with
 *
 * The sections and their titles, the numbers as the reader writes them,
 * and the blocks (paragraphs, lists, tables, examples) a section holds.
 * The prose itself is in cn-help.c and cn-help-play.c.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-help.h"
#include "cn-help-private.h"
#include "cn-text.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdarg.h>
#include <string.h>

/* ------------------------------------------------------------- sections */

static const char * const section_ids[] = {
  "deck", "turn", "values", "melds", "pile", "opening", "going-out", "threes",
  "scoring", "end", "variants", "how-to-play-app", NULL
};

const char * const *
cn_help_section_ids (void)
{
  return section_ids;
}

const char *
cn_help_section_title (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  if (g_str_equal (id, "deck"))
    return C_("help section", "Cards and the Deal");
  if (g_str_equal (id, "turn"))
    return C_("help section", "Your Turn");
  if (g_str_equal (id, "values"))
    return C_("help section", "Card Values");
  if (g_str_equal (id, "melds"))
    return C_("help section", "Melds and Canastas");
  if (g_str_equal (id, "pile"))
    return C_("help section", "The Discard Pile");
  if (g_str_equal (id, "opening"))
    return C_("help section", "The Opening Meld");
  if (g_str_equal (id, "going-out"))
    return C_("help section", "Going Out");
  if (g_str_equal (id, "threes"))
    return C_("help section", "Red and Black Threes");
  if (g_str_equal (id, "scoring"))
    return C_("help section", "Scoring a Round");
  if (g_str_equal (id, "end"))
    return C_("help section", "The End of the Game");
  if (g_str_equal (id, "variants"))
    return C_("help section", "Where the Variants Differ");
  if (g_str_equal (id, "how-to-play-app"))
    return C_("help section", "How to Play in This App");
  return NULL;
}

const char *
cn_help_section_title_for (const CnRules *rules,
                           const char    *id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  /* The uruguayan players take the pozo and close, and their table's
   * buttons and messages say so: their rules call the sections the same. */
  if (rules->variant == CN_VARIANT_URUGUAYAN && g_str_equal (id, "pile"))
    return C_("help section", "The Pozo");
  if (rules->variant == CN_VARIANT_URUGUAYAN && g_str_equal (id, "going-out"))
    return C_("help section", "Closing");
  return cn_help_section_title (id);
}

const char *
cn_help_section_for_code (CnCode code)
{
  const char *section;

  g_return_val_if_fail (code < CN_N_CODES, "turn");

  /* The engine names the section; the pane trusts it only when the
   * document has it, so a link can never lead nowhere. */
  section = cn_code_section (code);
  if (section == NULL || cn_help_section_title (section) == NULL)
    return "turn";
  return section;
}

/* ------------------------------------------------------------- builder */

static void
block_free (gpointer data)
{
  CnHelpBlock *block = data;

  g_free (block->text);
  g_free (block->title);
  g_strfreev (block->items);
  g_strfreev (block->header);
  g_strfreev (block->cells);
  g_free (block->example);
  g_free (block);
}

void
_cn_help_section_free (gpointer data)
{
  CnHelpSection *section = data;

  g_free (section->id);
  g_free (section->title);
  g_ptr_array_unref (section->blocks);
  g_free (section);
}

void
cn_help_doc_free (CnHelpDoc *doc)
{
  if (doc == NULL)
    return;
  g_ptr_array_unref (doc->sections);
  g_free (doc);
}

const CnHelpSection *
cn_help_doc_find_section (const CnHelpDoc *doc,
                          const char      *id)
{
  g_return_val_if_fail (doc != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

      if (g_str_equal (section->id, id))
        return section;
    }
  return NULL;
}

char **
cn_help_doc_list_examples (const CnHelpDoc *doc,
                           const char      *section_id)
{
  GPtrArray *files;

  g_return_val_if_fail (doc != NULL, NULL);

  files = g_ptr_array_new ();
  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

      if (section_id != NULL && !g_str_equal (section->id, section_id))
        continue;
      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

          if (block->kind == CN_HELP_BLOCK_EXAMPLE)
            g_ptr_array_add (files, g_strdup (block->example));
        }
    }
  g_ptr_array_add (files, NULL);
  return (char **) g_ptr_array_free (files, FALSE);
}

const char *
_cn_help_num (CnHelpBuilder *b,
              int            value)
{
  char *text = cn_text_number (value);

  g_ptr_array_add (b->pool, text);
  return text;
}

void
_cn_help_section_begin (CnHelpBuilder *b,
                        const char    *id)
{
  CnHelpSection *section = g_new0 (CnHelpSection, 1);

  section->id = g_strdup (id);
  section->title = g_strdup (cn_help_section_title_for (b->r, id));
  section->blocks = g_ptr_array_new_with_free_func (block_free);
  g_ptr_array_add (b->doc->sections, section);
  b->section = section;
}

static CnHelpBlock *
block_add (CnHelpBuilder   *b,
           CnHelpBlockKind  kind)
{
  CnHelpBlock *block = g_new0 (CnHelpBlock, 1);

  block->kind = kind;
  g_ptr_array_add (b->section->blocks, block);
  return block;
}

void
_cn_help_para (CnHelpBuilder *b,
               const char    *format,
               ...)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_PARAGRAPH);
  va_list args;

  va_start (args, format);
  block->text = g_strdup_vprintf (format, args);
  va_end (args);
}

void
_cn_help_list_begin (CnHelpBuilder *b)
{
  g_assert (b->list == NULL);
  b->list = g_ptr_array_new ();
}

void
_cn_help_item (CnHelpBuilder *b,
               const char    *format,
               ...)
{
  va_list args;

  g_assert (b->list != NULL);
  va_start (args, format);
  g_ptr_array_add (b->list, g_strdup_vprintf (format, args));
  va_end (args);
}

void
_cn_help_list_end (CnHelpBuilder *b)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_LIST);

  g_ptr_array_add (b->list, NULL);
  block->items = (char **) g_ptr_array_free (b->list, FALSE);
  b->list = NULL;
}

/* A table: the caption (or NULL), then n_columns headings. */
void
_cn_help_table_begin (CnHelpBuilder *b,
                      const char    *caption,
                      guint          n_columns,
                      ...)
{
  GPtrArray *header = g_ptr_array_new ();
  va_list args;

  g_assert (b->table == NULL);
  b->table = block_add (b, CN_HELP_BLOCK_TABLE);
  b->table->title = g_strdup (caption);
  b->table->n_columns = n_columns;
  va_start (args, n_columns);
  for (guint i = 0; i < n_columns; i++)
    g_ptr_array_add (header, g_strdup (va_arg (args, const char *)));
  va_end (args);
  g_ptr_array_add (header, NULL);
  b->table->header = (char **) g_ptr_array_free (header, FALSE);
  b->cells = g_ptr_array_new ();
}

/* One row: n_columns cells. */
void
_cn_help_row (CnHelpBuilder *b,
              ...)
{
  va_list args;

  g_assert (b->table != NULL);
  va_start (args, b);
  for (guint i = 0; i < b->table->n_columns; i++)
    g_ptr_array_add (b->cells, g_strdup (va_arg (args, const char *)));
  va_end (args);
  b->table->n_rows++;
}

void
_cn_help_table_end (CnHelpBuilder *b)
{
  g_ptr_array_add (b->cells, NULL);
  b->table->cells = (char **) g_ptr_array_free (b->cells, FALSE);
  b->cells = NULL;
  b->table = NULL;
}

void
_cn_help_example (CnHelpBuilder *b,
                  const char    *file,
                  const char    *title,
                  const char    *text)
{
  CnHelpBlock *block = block_add (b, CN_HELP_BLOCK_EXAMPLE);

  block->example = g_strdup (file);
  block->title = g_strdup (title);
  block->text = g_strdup (text);
}
