/* cn-net-cert.c: the host's own certificate
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-cert.h"

#include <errno.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <gnutls/crypto.h>

/* Long enough never to expire under a club's server: the fingerprint in
 * the invitation, not the dates, is what the client trusts. */
#define VALID_YEARS 20

static gboolean
gnutls_ok (int          result,
           const char  *what,
           GError     **error)
{
  if (result >= 0)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not make the host's certificate "
               "(%s): %s", what, gnutls_strerror (result));
  return FALSE;
}

/* The PEM text of a new self-signed certificate and its key. */
static char *
make_pem (GError **error)
{
  gnutls_x509_privkey_t key = NULL;
  gnutls_x509_crt_t crt = NULL;
  gnutls_datum_t crt_pem = { NULL, 0 }, key_pem = { NULL, 0 };
  static const char name[] = "Canasta table host";
  guint8 serial[16];
  time_t now = time (NULL);
  char *pem = NULL;

  if (gnutls_ok (gnutls_x509_privkey_init (&key), "key", error) &&
      gnutls_ok (gnutls_x509_privkey_generate (key, GNUTLS_PK_ECDSA,
                                               GNUTLS_CURVE_TO_BITS (GNUTLS_ECC_CURVE_SECP256R1),
                                               0), "key", error) &&
      gnutls_ok (gnutls_x509_crt_init (&crt), "certificate", error) &&
      gnutls_ok (gnutls_rnd (GNUTLS_RND_NONCE, serial, sizeof serial), "serial", error))
    {
      /* A positive serial number, as RFC 5280 asks. */
      serial[0] &= 0x7f;
      serial[0] |= 0x01;
      if (gnutls_ok (gnutls_x509_crt_set_version (crt, 3), "version", error) &&
          gnutls_ok (gnutls_x509_crt_set_serial (crt, serial, sizeof serial), "serial", error) &&
          gnutls_ok (gnutls_x509_crt_set_activation_time (crt, now - 24 * 3600), "dates", error) &&
          gnutls_ok (gnutls_x509_crt_set_expiration_time (crt, now + (time_t) VALID_YEARS * 365 *
                                                          24 * 3600), "dates", error) &&
          gnutls_ok (gnutls_x509_crt_set_dn_by_oid (crt, GNUTLS_OID_X520_COMMON_NAME, 0, name,
                                                    strlen (name)), "name", error) &&
          gnutls_ok (gnutls_x509_crt_set_key (crt, key), "key", error) &&
          gnutls_ok (gnutls_x509_crt_set_basic_constraints (crt, 0, -1), "constraints", error) &&
          gnutls_ok (gnutls_x509_crt_set_key_usage (crt, GNUTLS_KEY_DIGITAL_SIGNATURE),
                     "usage", error) &&
          gnutls_ok (gnutls_x509_crt_set_key_purpose_oid (crt, GNUTLS_KP_TLS_WWW_SERVER, 0),
                     "usage", error) &&
          gnutls_ok (gnutls_x509_crt_sign2 (crt, crt, key, GNUTLS_DIG_SHA256, 0), "signature",
                     error) &&
          gnutls_ok (gnutls_x509_crt_export2 (crt, GNUTLS_X509_FMT_PEM, &crt_pem), "export",
                     error) &&
          gnutls_ok (gnutls_x509_privkey_export2_pkcs8 (key, GNUTLS_X509_FMT_PEM, NULL,
                                                        GNUTLS_PKCS_PLAIN, &key_pem), "export",
                     error))
        pem = g_strdup_printf ("%.*s%.*s", (int) crt_pem.size, crt_pem.data, (int) key_pem.size,
                               key_pem.data);
    }
  if (key_pem.data != NULL)
    {
      memset (key_pem.data, 0, key_pem.size);
      gnutls_free (key_pem.data);
    }
  gnutls_free (crt_pem.data);
  if (crt != NULL)
    gnutls_x509_crt_deinit (crt);
  if (key != NULL)
    gnutls_x509_privkey_deinit (key);
  return pem;
}

GTlsCertificate *
cn_net_cert_load_or_create (const char  *path,
                            GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *pem = NULL;
  g_autoptr(GError) why = NULL;
  GTlsCertificate *certificate;

  certificate = g_tls_certificate_new_from_file (path, &why);
  if (certificate != NULL)
    return certificate;
  if (!g_error_matches (why, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot read the host's certificate "
                   "%s: %s", path, why->message);
      return NULL;
    }

  if ((pem = make_pem (error)) == NULL)
    return NULL;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "cannot make %s: %s", dir,
                   g_strerror (saved));
      return NULL;
    }
  /* Only this user may read the key. */
  if (!g_file_set_contents_full (path, pem, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return NULL;
  memset (pem, 0, strlen (pem));
  return g_tls_certificate_new_from_file (path, error);
}

char *
cn_net_cert_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr(GByteArray) der = NULL;

  g_object_get (certificate, "certificate", &der, NULL);
  if (der == NULL)
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
}

char *
cn_net_cert_default_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "canasta", "host-certificate.pem", NULL);
}
