import type { APIRequestContext } from '@playwright/test';
import type { BookingPage } from '@orchim/shared/bookings';
import type { MyReview } from '@orchim/shared/reviews';
import { apiGetAs, signIn, type Session } from './accounts';
import { getStay } from './stays';

/**
 * The seeded visitors (apps/server/src/db/seed/demo-stays-data.ts), who stayed in the demo stays: each
 * review of theirs is of a past stay, and some of their past stays wait for one.
 */
const DEMO_VISITORS = [
  'devorah.katz@example.com',
  'levi.friedman@example.com',
  'miriam.azoulay@example.com',
  'yehuda.benhamou@example.com',
  'shira.levi@example.com',
  'avraham.mizrahi@example.com',
  'rachel.stein@example.com',
  'dovid.gordon@example.com',
  'leah.schwartz@example.com',
  'menachem.rosen@example.com',
] as const;

/**
 * The `slot`-th seeded visitor's past stay that they may review now (an ended booking without its review:
 * decision 022) and that has reviews already (so it has an average to change), in a fixed order: specs
 * running in parallel each take a slot of their own and never write the same visitor's review of the
 * same stay.
 */
export async function pastStayToReview(request: APIRequestContext, slot: number) {
  let seen = 0;
  for (const email of DEMO_VISITORS) {
    const session: Session = await signIn(request, email);
    const past = await apiGetAs<BookingPage>(request, session, '/rest/v1/bookings?scope=past&kind=stay');
    const stayIds = [
      ...new Set(
        past.items.filter((booking) => booking.status === 'confirmed').map((booking) => booking.stay!.id),
      ),
    ];
    for (const stayId of stayIds) {
      const mine = await apiGetAs<MyReview>(request, session, `/rest/v1/stays/${stayId}/reviews/mine`);
      if (!mine.canWrite) continue;
      const stay = await getStay(request, stayId);
      if (stay.reviewCount === 0 || stay.ratingAverage === null) continue;
      if (seen++ === slot) return { session, stay };
    }
  }
  throw new Error(`fewer than ${slot + 1} past stays to review among the seeded visitors`);
}
