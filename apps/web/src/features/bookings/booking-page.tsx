// Placeholder until the booking confirmation screen lands (issue 4, in progress).
export default function BookingPage() {
  return null;
}
