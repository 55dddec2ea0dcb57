import { MyBookings } from '@/features/bookings/components/my-bookings';
import { MyAccount } from '@/features/profile/my-account';

/** /profile: My account, holding My bookings. Composed here because features do not import each other. */
export default function ProfilePage() {
  return <MyAccount myBookings={<MyBookings />} />;
}
