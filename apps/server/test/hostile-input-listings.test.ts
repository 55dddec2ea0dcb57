import { hostileSuite, hostileWorld } from './helpers/hostile-world';

// Issue 8, hostile input, for this part of the API: see hostile-input-auth.test.ts and helpers/hostile-world.ts.
hostileSuite(await hostileWorld(), 'listings and bookings');
