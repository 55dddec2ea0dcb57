import type { MailTexts } from './types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const en: MailTexts = {
  locale: 'en-US',
  colon: ': ',
  signature: 'Orchim: stays, Shabbos meals and more in Crown Heights',
  hello: (name) => `Hello ${name || 'there'},`,

  nights: (count) => plural(count, 'night', 'nights'),
  guests: (count) => plural(count, 'guest', 'guests'),
  passengers: (count) => plural(count, 'passenger', 'passengers'),
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  checkInFrom: (date, time) => `${date}, from ${time}`,
  checkOutBy: (date, time) => `${date}, by ${time}`,
  guestsLabel: 'Guests',
  cleaningFee: 'Cleaning fee',
  total: 'Total',
  price: 'Price',
  free: 'Free',
  meal: 'Meal',
  mealNames: {
    friday_night: 'Friday night dinner',
    shabbos_lunch: 'Shabbos lunch',
    seudah_shlishit: 'Seudah Shlishit',
    yom_tov_night: 'Yom Tov evening meal',
    yom_tov_lunch: 'Yom Tov lunch',
  },
  when: 'When',
  evening: (date) => `${date}, evening`,
  candleLighting: 'Candle lighting',
  dietaryNeeds: 'Dietary needs',
  none: 'none',
  pickup: 'Pickup',
  destination: 'Destination',
  passengersLabel: 'Passengers',
  luggage: 'Luggage',
  flight: 'Flight',
  wholeVehicle: 'Ride, whole vehicle',
  guest: 'Guest',
  email: 'Email',
  phone: 'Phone',
  freedAgain: {
    stay: 'These nights are free again for other guests.',
    meal: 'These seats are free again for other guests.',
    ride: 'The ride is off your schedule.',
  },

  confirmedSubject: (reference, title) => `Booking confirmed: ${reference}, ${title}`,
  booked: (kind, reference) => `Your ${kind} is booked. Your booking reference is ${reference}.`,
  hostHasIt: (hostName) => `Your host, ${hostName || 'the host'}, has your booking and your contact details.`,
  seeYourBooking: 'See your booking (you can cancel it there)',
  newBookingSubject: (reference, title) => `New booking ${reference}: ${title}`,
  guestBooked: (guestName, title) => `${guestName} booked ${title}.`,
  specialRequests: (requests) => `Special requests: ${requests || 'none'}`,
  yourBookings: 'Your bookings',
  cancelledSubject: (reference, title) => `Booking cancelled: ${reference}, ${title}`,
  cancelled: (reference, title) => `Your booking ${reference} at ${title} is cancelled.`,
  hostTold: 'Your host has been told. We hope to welcome you in Crown Heights another time.',
  seeTheBooking: 'See the booking',
  cancelledByGuestSubject: (reference, title) => `Booking cancelled by the guest: ${reference}, ${title}`,
  guestCancelled: (guestName, reference) => `${guestName} cancelled booking ${reference}.`,
  reason: (reason) => `Reason: ${reason || 'none given'}`,
  cancelledByHostSubject: (reference, title) => `Your host cancelled booking ${reference}: ${title}`,
  hostCancelled: (hostName, reference, title) =>
    `We are sorry: ${hostName || 'Your host'} had to cancel your booking ${reference} at ${title}.`,
  hostsReason: (reason) => `Reason given by the host: ${reason || 'none given'}`,
  anotherPlace: 'We hope you find another place with us in Crown Heights.',
  cancelledByTeamSubject: (reference, title) => `Booking cancelled by Orchim: ${reference}, ${title}`,
  teamCancelledForGuest: (reference, title) =>
    `We are sorry: the Orchim team had to cancel your booking ${reference} at ${title}.`,
  teamCancelledForHost: (reference, guestName, title) =>
    `The Orchim team cancelled booking ${reference} of ${guestName} at ${title}.`,
  hostToldAskUs: 'Your host has been told. If you have a question, write to us from the contact page.',
  guestToldAskUs: 'The guest has been told. If you have a question, write to us from the contact page.',
  contactTeam: 'Contact the Orchim team',

  policyNames: {
    flexible: 'the flexible policy',
    moderate: 'the moderate policy',
    strict: 'the strict policy',
    meal: 'the meal policy',
    ride: 'the ride policy',
  },
  freeCancellationUntil: (when) => `Free cancellation until ${when}.`,
  freeCancellationOver: 'Free cancellation has already ended for this booking.',
  refundFull: (amount) => `You will get back the whole amount, ${amount}.`,
  refundPart: (amount, percent, total, policy) =>
    `You will get back ${amount} (${percent}% of ${total}) under ${policy}.`,
  refundNone: 'Nothing will be refunded: the cancellation came after the last refund deadline.',

  paymentMeans: {
    cash: 'cash',
    zelle: 'Zelle',
    venmo: 'Venmo',
    paypal: 'PayPal',
    check: 'check',
    card: 'card',
  },
  payOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `Pay the driver at pickup: ${amount} (${means}).`
      : `Pay the host on arrival: ${amount} (${means}).`,
  guestPaysOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `The passenger pays at pickup: ${amount} (${means}).`
      : `The guest pays you on arrival: ${amount} (${means}).`,
  paidOnline: (amount, date) => `Paid online: ${amount} (${date}).`,
  guestPaidOnline: (amount) => `The guest paid online: ${amount}.`,
  nothingToPay: 'Nothing to pay.',
  paymentPending: 'Awaiting the online payment.',
  notPaid: 'The online payment was not completed: nothing was charged.',
  nothingChargedOnline:
    'Nothing was charged online for this booking: anything already paid is settled directly with the host.',
  refundOnlineFull: (amount, done) =>
    done
      ? `The whole amount, ${amount}, has been refunded to the card you paid with.`
      : `The whole amount, ${amount}, is being refunded to the card you paid with.`,
  refundOnlinePart: (amount, percent, total, policy, done) =>
    `${amount} (${percent}% of ${total}, under ${policy}) ${done ? 'has been' : 'is being'} refunded to the card you paid with.`,
  refundDelay: 'A card refund usually shows on your statement within 5 to 10 business days.',
  hostRefundOnline: (refunded, total) => `The guest paid ${total} online; ${refunded} is refunded to them.`,
  receiptAttached: 'Your receipt is attached to this mail.',
  latePaymentSubject: (reference) => `Your payment for ${reference} is being refunded`,
  latePayment: (amount, reference, title) =>
    `Your payment of ${amount} for ${title} (${reference}) reached us after the booking was no longer held for you, so the booking was not confirmed. We are refunding the whole amount to the card you paid with.`,

  brand: 'Orchim',
  receipt: 'Receipt',
  receiptTitle: (reference) => `Receipt ${reference}`,
  receiptNumber: 'Receipt number',
  issued: 'Issued',
  bookedOn: 'Booked',
  status: 'Status',
  statusNames: {
    pending_payment: 'Awaiting payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired unpaid',
  },
  hostLabel: { stay: 'Host', meal: 'Host', ride: 'Provider' },
  details: 'Booking',
  priceHeading: 'Price',
  paymentHeading: 'Payment',
  cancellationHeading: 'Cancellation',
  cancelledOn: 'Cancelled',
  refund: 'Refund',
  refundStatus: 'Refund status',
  refundStatusNames: (status, date) =>
    status === 'succeeded'
      ? `Refunded through Stripe${date ? ` on ${date}` : ''}`
      : status === 'pending'
        ? 'Requested from Stripe'
        : 'Not yet accepted by Stripe: we are trying again',
  accepted: 'Accepted on arrival',
  receiptFooter: 'Orchim, Crown Heights, Brooklyn. Keep this receipt for your records.',

  approvedSubject: 'Your Orchim host account is approved',
  approved: 'Good news: your application to host on Orchim is approved.',
  teamNote: (note) => `A note from our team: ${note}`,
  approvedNext:
    'You can now publish your listings and take bookings. If the site still shows your application as pending, sign out and in again.',
  yourListings: 'Your listings',
  rejectedSubject: 'Your Orchim host application',
  rejected: 'Thank you for applying to host on Orchim. We are not able to approve your application for now.',
  rejectedNext:
    'Your drafts stay in your account. If you think this is a mistake, write to us from the contact page.',
  suspendedSubject: (title) => `Your listing is suspended: ${title}`,
  suspended: (title) => `Our team suspended your listing "${title}": guests can no longer find or book it.`,
  suspendedNext:
    'Bookings already made stand. If you think this is a mistake, or once you have fixed what is described above, write to us from the contact page.',
  restoredSubject: (title) => `Your listing is back: ${title}`,
  restored: (title, published) =>
    published
      ? `Our team lifted the suspension of "${title}": guests can find and book it again.`
      : `Our team lifted the suspension of "${title}". It is back among your listings as it was before.`,

  deletedSubject: 'Your Orchim account has been deleted',
  deleted: [
    'Your Orchim account has been deleted, as you asked. You are signed out everywhere, and you can no longer sign in with this email and password.',
    'Hosts keep their records of your past bookings (dates, guests and price), without your name, email, phone or requests. Reviews you wrote stay on the listings under the name you wrote them with.',
    'If you did not ask for this, please write to us from the contact page at once.',
    'Thank you for visiting Crown Heights with Orchim.',
  ],
  recoverySubject: 'Reset your Orchim password',
  recoveryIntro: 'Someone, hopefully you, asked to reset the password of your Orchim account.',
  recoveryLink: 'Choose a new password (the link works for an hour)',
  recoveryIgnore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',

  formerGuest: 'Former guest',
  newMessagesSubject: (count, name, title) =>
    count === 1 ? `New message from ${name}: ${title}` : `${count} new messages from ${name}: ${title}`,
  newMessagesIntro: (name, title) => `${name} wrote to you about ${title}:`,
  sentAt: (when) => `${when}:`,
  olderMessages: (count) =>
    count === 1
      ? 'There is 1 more new message in the conversation.'
      : `There are ${count} more new messages in the conversation.`,
  answerOnOrchim: 'Read and answer on Orchim',
  awayMailFooter: (name, minutes) =>
    `We mail you when a message arrives while you are away from Orchim, at most once every ${minutes} minutes per conversation. Answering this mail does not reach ${name}: answer on Orchim.`,
};
