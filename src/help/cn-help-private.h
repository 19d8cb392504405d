/* cn-help-private.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-help.h"

G_BEGIN_DECLS

/* The document being built: cn-help.c writes the text of each section,
 * cn-help-examples.c the interactive examples that close it. */
typedef struct
{
  const CnRules   *r;
  const CnSeating *seat;
  gboolean         partners;
  CnHelpDoc       *doc;
  CnHelpSection   *section;   /* the section being written */
  GPtrArray       *list;      /* items of the list being written */
  GPtrArray       *cells;     /* cells of the table being written */
  CnHelpBlock     *table;
  GPtrArray       *pool;      /* formatted numbers, freed with the builder */
} CnHelpBuilder;

/* A number for a %s in the text, grouped as the reader writes it; the
 * builder owns the string. */
const char *_cn_help_num            (CnHelpBuilder *b,
                                     int            value);
/* An example block in the section being written: a scenario file of
 * data/help/examples, its title and what it shows. */
void        _cn_help_example        (CnHelpBuilder *b,
                                     const char    *file,
                                     const char    *title,
                                     const char    *text);

/* cn-help-examples.c: the examples of the section just written, for the
 * document's variant and player count only. */
void        _cn_help_write_examples (CnHelpBuilder *b);

G_END_DECLS
