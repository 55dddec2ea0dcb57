import type { CancellationPolicy } from '@orchim/shared';

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
