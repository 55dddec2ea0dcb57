import { MyBookings } from '@/features/bookings/components/my-bookings';
import { MyAccount } from '@/features/profile/my-account';
import { MyVisits } from '@/features/visits/my-visits';

/** /profile: My account, holding My bookings and My visits. Composed here because features do not import each other. */
export default function ProfilePage() {
  return <MyAccount myBookings={<MyBookings />} myVisits={<MyVisits />} />;
}
