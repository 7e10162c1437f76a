/**
 * Every domain that sells something by payment link registers its purpose from its own index.ts
 * (services/wallet/purposes.ts). This file imports them all once, for their registrations; the worker entry,
 * the cron jobs and the money test helpers import it, so every path that settles a payment knows them.
 * A new purpose (a banner, a featured slot, a tenancy deposit) is one more line here.
 */
import "./bookings";
import "./projects";
import "./stays";
import "./subscriptions";
