/* cn-net-cert.h: the host's own certificate
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The host's certificate and key, from path (one PEM file, certificate
 * then key), made there at the first start: a self-signed certificate
 * for an ECDSA P-256 key (GIO reads certificates but cannot make them, so
 * GnuTLS does). The file is written 0600 in a 0700 folder and kept, so
 * that invitations name the same fingerprint from one start to the next. */
GTlsCertificate *cn_net_cert_load_or_create (const char       *path,
                                             GError          **error);

/* The SHA-256 of the certificate's DER bytes, 64 lowercase hex digits. */
char            *cn_net_cert_fingerprint    (GTlsCertificate  *certificate);

/* The default place of the host's certificate:
 * $XDG_CONFIG_HOME/canasta/host-certificate.pem. */
char            *cn_net_cert_default_path   (void);

G_END_DECLS
