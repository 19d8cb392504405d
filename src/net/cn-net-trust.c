/* cn-net-trust.c: a process's TLS default database that trusts nothing
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-trust.h"

#define CN_TYPE_NO_AUTHORITY (cn_no_authority_get_type ())
G_DECLARE_FINAL_TYPE (CnNoAuthority, cn_no_authority, CN, NO_AUTHORITY, GTlsDatabase)

struct _CnNoAuthority
{
  GTlsDatabase parent_instance;
};

G_DEFINE_FINAL_TYPE (CnNoAuthority, cn_no_authority, G_TYPE_TLS_DATABASE)

/* No authority: no chain leads to one. */
static GTlsCertificateFlags
verify_chain (GTlsDatabase             *database,
              GTlsCertificate          *chain,
              const char               *purpose,
              GSocketConnectable       *identity,
              GTlsInteraction          *interaction,
              GTlsDatabaseVerifyFlags   flags,
              GCancellable             *cancellable,
              GError                  **error)
{
  return G_TLS_CERTIFICATE_UNKNOWN_CA;
}

static void
cn_no_authority_class_init (CnNoAuthorityClass *klass)
{
  GTlsDatabaseClass *database_class = G_TLS_DATABASE_CLASS (klass);

  database_class->verify_chain = verify_chain;
}

static void
cn_no_authority_init (CnNoAuthority *self)
{
}

void
cn_net_trust_no_authority (void)
{
  g_autoptr(GTlsDatabase) database = g_object_new (CN_TYPE_NO_AUTHORITY, NULL);

  g_tls_backend_set_default_database (g_tls_backend_get_default (), database);
}
