/* canasta-a11y.c: what screen readers hear of the app's buttons
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names a button whose label has a mnemonic twice: the label
 * property as written ("_Robar") and the text of the label that points to
 * the button ("Robar"), so Orca reads "_Robar Robar". Each window walks its
 * buttons once built and gives each one plain name, kept plain when the
 * label changes ("Next _Round" becomes "See the _Result"). GObject's
 * notify takes no emission hook, so there is no one place for every
 * button of the process.
 */

#include "config.h"

#include "canasta-a11y.h"
#include "canasta-help-example.h"

static void
name_plainly (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *plain = NULL;

  if (label == NULL || !gtk_button_get_use_underline (button))
    return;

  plain = canasta_help_plain_label (label);
  /* The label inside still points to the button for its mnemonic; only
   * the accessible relation goes, so the name is said once. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                  -1);
}

static void
label_notified_cb (GtkButton  *button,
                   GParamSpec *pspec,
                   gpointer    data)
{
  name_plainly (button);
}

void
canasta_a11y_name_buttons (GtkWidget *root)
{
  static GQuark watched = 0;

  g_return_if_fail (GTK_IS_WIDGET (root));

  if (watched == 0)
    watched = g_quark_from_static_string ("canasta-a11y-watched");
  if (GTK_IS_BUTTON (root) && g_object_get_qdata (G_OBJECT (root), watched) == NULL)
    {
      g_object_set_qdata (G_OBJECT (root), watched, GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::label", G_CALLBACK (label_notified_cb), NULL);
      g_signal_connect (root, "notify::use-underline", G_CALLBACK (label_notified_cb), NULL);
      name_plainly (GTK_BUTTON (root));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    canasta_a11y_name_buttons (child);
}
