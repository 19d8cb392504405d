/* fake-igd.h: a home router for the tests: a UPnP InternetGatewayDevice
 * (libgupnp) that forwards every port it is asked to, on one address of
 * this computer, in the test's main loop
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  guint added;          /* AddPortMapping calls answered */
  guint deleted;        /* DeletePortMapping calls answered */
  guint external_port;  /* the last mapping's */
  guint internal_port;
  char *internal_client;
  guint lease;
} FakeIgdLog;

typedef struct _FakeIgd FakeIgd;

/* A router announced on address (an address of this computer) whose
 * outside address is external_ip, its description read from
 * G_TEST_SRCDIR/fake-igd. NULL with error when it cannot listen. */
FakeIgd          *fake_igd_new  (const char  *address,
                                 const char  *external_ip,
                                 GError     **error);
const FakeIgdLog *fake_igd_log  (FakeIgd     *igd);
/* From now on, refuses a mapping with a lease as older routers do (UPnP
 * error 725, OnlyPermanentLeasesSupported). */
void              fake_igd_set_permanent_only (FakeIgd *igd);
void              fake_igd_free (FakeIgd     *igd);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FakeIgd, fake_igd_free)

G_END_DECLS
