import type { BookingStatus, CancellationPolicy, PaymentMean, RefundStatus } from '@orchim/shared';

/**
 * Every sentence the mails say, in one language. A mail picks the reader's set (./index.ts); the type
 * makes a sentence missing in one language a compile error. Values from people (names, titles, reasons)
 * come in as arguments and are kept as written.
 */
export interface MailTexts {
  /** Intl locale for dates, times and money. */
  locale: string;
  /** Between a label and its value: French puts a space before the colon. */
  colon: string;
  signature: string;
  /** "Hello Chana," or, without a name, a greeting that needs none. */
  hello: (name: string) => string;

  // What a booking's rows say.
  nights: (count: number) => string;
  guests: (count: number) => string;
  passengers: (count: number) => string;
  checkIn: string;
  checkOut: string;
  /** The check-in day and the time the stay opens: "Sunday, March 15, 2026, from 15:00". */
  checkInFrom: (date: string, time: string) => string;
  checkOutBy: (date: string, time: string) => string;
  guestsLabel: string;
  cleaningFee: string;
  total: string;
  price: string;
  free: string;
  meal: string;
  mealNames: Record<string, string>;
  when: string;
  /** An evening meal: the day before the holy day, in the evening. */
  evening: (date: string) => string;
  candleLighting: string;
  dietaryNeeds: string;
  none: string;
  pickup: string;
  destination: string;
  passengersLabel: string;
  luggage: string;
  flight: string;
  wholeVehicle: string;
  guest: string;
  email: string;
  phone: string;
  freedAgain: Record<'stay' | 'meal' | 'ride', string>;

  // The booking mails.
  confirmedSubject: (reference: string, title: string) => string;
  /** "Your stay is booked. Your booking reference is OR-…". */
  booked: (kind: 'stay' | 'meal' | 'ride', reference: string) => string;
  hostHasIt: (hostName: string) => string;
  seeYourBooking: string;
  newBookingSubject: (reference: string, title: string) => string;
  guestBooked: (guestName: string, title: string) => string;
  specialRequests: (requests: string) => string;
  yourBookings: string;
  cancelledSubject: (reference: string, title: string) => string;
  cancelled: (reference: string, title: string) => string;
  hostTold: string;
  seeTheBooking: string;
  cancelledByGuestSubject: (reference: string, title: string) => string;
  guestCancelled: (guestName: string, reference: string) => string;
  reason: (reason: string) => string;
  cancelledByHostSubject: (reference: string, title: string) => string;
  hostCancelled: (hostName: string, reference: string, title: string) => string;
  hostsReason: (reason: string) => string;
  anotherPlace: string;
  cancelledByTeamSubject: (reference: string, title: string) => string;
  teamCancelledForGuest: (reference: string, title: string) => string;
  teamCancelledForHost: (reference: string, guestName: string, title: string) => string;
  hostToldAskUs: string;
  guestToldAskUs: string;
  contactTeam: string;

  // Cancellation policies and refunds.
  /** Each policy as a sentence names it: "the moderate policy". */
  policyNames: Record<CancellationPolicy, string>;
  /** The confirmation: "Free cancellation until Tuesday, May 12, 2026 at 3:00 PM." */
  freeCancellationUntil: (when: string) => string;
  /** The confirmation of a booking made after its free cancellation ended. */
  freeCancellationOver: string;
  /** A cancel that gives everything back (the host's and the team's always do). */
  refundFull: (amount: string) => string;
  /** "You will get back $352.50 (50% of $705.00) under the moderate policy." */
  refundPart: (amount: string, percent: number, total: string, policy: string) => string;
  refundNone: string;

  // How a booking is paid (docs/decisions/039-online-payment.md), and what comes back through Stripe.
  /** Each means a host accepts on arrival, as a list names it: "cash", "Zelle". */
  paymentMeans: Record<PaymentMean, string>;
  /** The guest's line: "Pay the host on arrival: $360.00 (cash, Zelle)." (a ride: the driver, at pickup). */
  payOnArrival: (kind: 'stay' | 'meal' | 'ride', amount: string, means: string) => string;
  /** The host's line of the same: the guest pays them on arrival, by the means they accept. */
  guestPaysOnArrival: (kind: 'stay' | 'meal' | 'ride', amount: string, means: string) => string;
  /** "Paid online: $360.00 (Monday, November 23, 2026)." */
  paidOnline: (amount: string, date: string) => string;
  /** The host's line: the guest paid the total online. */
  guestPaidOnline: (amount: string) => string;
  /** A booking that costs nothing (a free meal). */
  nothingToPay: string;
  /** A booking awaiting its online payment. */
  paymentPending: string;
  /** An online booking whose payment never went through (cancelled or lapsed before it was paid). */
  notPaid: string;
  /** After the refund line of a booking paid on arrival: no money went through Orchim. */
  nothingChargedOnline: string;
  /** A refund of everything through Stripe, under way (`done` false) or accepted. */
  refundOnlineFull: (amount: string, done: boolean) => string;
  /** "$352.50 (50% of $705.00, under the moderate policy) is being refunded to the card you paid with." */
  refundOnlinePart: (amount: string, percent: number, total: string, policy: string, done: boolean) => string;
  /** How long a card refund takes to show. */
  refundDelay: string;
  /** To the host, a booking paid online and cancelled: what went back to the guest. */
  hostRefundOnline: (refunded: string, total: string) => string;
  /** The mail's line saying the receipt is attached. */
  receiptAttached: string;
  /** A payment that reached a booking no longer held (expired, or cancelled while on Stripe's page). */
  latePaymentSubject: (reference: string) => string;
  latePayment: (amount: string, reference: string, title: string) => string;

  // The receipt (an HTML file attached to the mails: mail/receipt.ts).
  /** The site's name at the receipt's top. */
  brand: string;
  receipt: string;
  /** Its file's title: "Receipt OR-7K3M9Q". */
  receiptTitle: (reference: string) => string;
  receiptNumber: string;
  issued: string;
  bookedOn: string;
  status: string;
  statusNames: Record<BookingStatus, string>;
  /** Who the booking is with: the host of a stay or a meal, the provider of a ride. */
  hostLabel: Record<'stay' | 'meal' | 'ride', string>;
  /** The section headings. */
  details: string;
  priceHeading: string;
  paymentHeading: string;
  cancellationHeading: string;
  cancelledOn: string;
  refund: string;
  refundStatus: string;
  /** A refund through Stripe where it stands: asked, accepted on a date, refused for now (retried). */
  refundStatusNames: (status: RefundStatus, date: string | null) => string;
  /** The accepted means on arrival, as a row's label. */
  accepted: string;
  receiptFooter: string;

  // The host's application and listings.
  approvedSubject: string;
  approved: string;
  teamNote: (note: string) => string;
  approvedNext: string;
  yourListings: string;
  rejectedSubject: string;
  rejected: string;
  rejectedNext: string;
  suspendedSubject: (title: string) => string;
  suspended: (title: string) => string;
  suspendedNext: string;
  restoredSubject: (title: string) => string;
  restored: (title: string, published: boolean) => string;

  // The account.
  deletedSubject: string;
  deleted: string[];
  recoverySubject: string;
  recoveryIntro: string;
  /** The link's label, with how long it works. */
  recoveryLink: string;
  recoveryIgnore: string;

  // Messages: the mail to someone who was away when the other person wrote.
  /** Who wrote, when their account is gone since. */
  formerGuest: string;
  /** "New message from Chana: Garden apartment" / "3 new messages from Chana: …" */
  newMessagesSubject: (count: number, name: string, title: string) => string;
  /** "Chana wrote to you about Garden apartment on President Street:" */
  newMessagesIntro: (name: string, title: string) => string;
  /** Above each message: when it was written, in New York. */
  sentAt: (when: string) => string;
  /** After the quoted messages, when more were written than the mail shows. */
  olderMessages: (count: number) => string;
  /** The link's label. */
  answerOnOrchim: string;
  /** Why there is a mail, and that answering it reaches nobody. */
  awayMailFooter: (name: string, minutes: number) => string;
}
