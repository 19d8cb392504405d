/* cn-net-trust.h: a process's TLS default database that trusts nothing
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Makes the process's default TLS database one that holds no certificate
 * authority and vouches for no certificate. Our clients trust exactly the
 * certificate an invitation names, never an authority; but libsoup makes
 * each connection with the default database before it sets the session's
 * (none), and GnuTLS's default loads and parses the system's authorities
 * for each connection: some 10 ms of processor time a connection, most of
 * a load generator's work while thousands of seats join. For a process
 * whose only TLS is our clients' (canasta-cli loadgen); the app keeps the
 * system's, which its one connection pays once. */
void cn_net_trust_no_authority (void);

G_END_DECLS
