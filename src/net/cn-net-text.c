/* cn-net-text.c: what people read out and type at a network table: the
 * table's password and the players' names
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-text.h"

#include <gnutls/crypto.h>
#include <string.h>

/* The secret of hosts before the password: 128 bits as hexadecimal. */
#define OLD_SECRET_DIGITS 32

char *
cn_net_password_new (void)
{
  static const char alphabet[] = CN_NET_PASSWORD_ALPHABET;
  const guint n = sizeof alphabet - 1;
  char *password = g_malloc (CN_NET_PASSWORD_LENGTH + 1);
  int length = 0;

  /* A byte is kept only below the largest multiple of the alphabet's
   * size, so that every character is as likely as every other. */
  while (length < CN_NET_PASSWORD_LENGTH)
    {
      guint8 bytes[32];

      if (gnutls_rnd (GNUTLS_RND_KEY, bytes, sizeof bytes) != 0)
        g_error ("no random numbers for a password");
      for (gsize i = 0; i < sizeof bytes && length < CN_NET_PASSWORD_LENGTH; i++)
        if (bytes[i] < 256 - 256 % n)
          password[length++] = alphabet[bytes[i] % n];
      memset (bytes, 0, sizeof bytes);
    }
  password[length] = '\0';
  return password;
}

char *
cn_net_password_normalize (const char *text)
{
  g_autoptr(GString) clean = g_string_new (NULL);
  gboolean in_alphabet = TRUE, hex = TRUE;

  if (text == NULL)
    return NULL;
  for (const char *p = text; *p != '\0'; p++)
    {
      char c = g_ascii_toupper (*p);

      if (c == '-' || c == ' ' || c == '\t')
        continue;
      in_alphabet = in_alphabet && strchr (CN_NET_PASSWORD_ALPHABET, c) != NULL;
      hex = hex && g_ascii_isxdigit (c);
      if (!in_alphabet && !hex)
        break;
      g_string_append_c (clean, c);
      if (clean->len > OLD_SECRET_DIGITS)
        break;
    }
  if (in_alphabet && clean->len == CN_NET_PASSWORD_LENGTH)
    return g_string_free (g_steal_pointer (&clean), FALSE);
  if (hex && clean->len == OLD_SECRET_DIGITS)
    return g_ascii_strdown (clean->str, -1);
  if (clean->len > 0)
    memset (clean->str, 0, clean->len);
  return NULL;
}

char *
cn_net_password_display (const char *password)
{
  GString *text;
  gsize length = strlen (password);

  if (length != CN_NET_PASSWORD_LENGTH)
    return g_strdup (password);
  text = g_string_sized_new (length + length / 4);
  for (gsize i = 0; i < length; i++)
    {
      if (i > 0 && i % 4 == 0)
        g_string_append_c (text, '-');
      g_string_append_c (text, password[i]);
    }
  return g_string_free (text, FALSE);
}

char *
cn_net_name_clean (const char *text)
{
  g_autofree char *valid = NULL;
  GString *name;
  guint chars = 0;
  gboolean space = FALSE;

  if (text == NULL)
    return NULL;
  valid = g_utf8_make_valid (text, -1);
  name = g_string_new (NULL);
  for (const char *p = valid; *p != '\0' && chars < CN_NET_NAME_MAX_CHARS; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      /* Controls, format characters (a right-to-left override would turn
       * the sentences around the name), and what has no meaning. */
      if (type == G_UNICODE_CONTROL || type == G_UNICODE_FORMAT ||
          type == G_UNICODE_UNASSIGNED || type == G_UNICODE_PRIVATE_USE ||
          type == G_UNICODE_SURROGATE)
        {
          if (c == '\t' || c == '\n' || c == '\r')
            space = name->len > 0;
          continue;
        }
      if (g_unichar_isspace (c))
        {
          space = name->len > 0;
          continue;
        }
      if (space)
        {
          /* No space at the end of a name cut short. */
          if (chars + 1 >= CN_NET_NAME_MAX_CHARS)
            break;
          g_string_append_c (name, ' ');
          chars++;
          space = FALSE;
        }
      g_string_append_unichar (name, c);
      chars++;
    }
  if (name->len == 0)
    {
      g_string_free (name, TRUE);
      return NULL;
    }
  return g_string_free (name, FALSE);
}
