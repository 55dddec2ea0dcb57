import type { Booking, BookingRequest, Language } from '@orchim/shared';
import type { Queryable } from '../../../db/client';
import type { BookingRow, BookingView, NewBooking } from '../../../db/repositories/bookings';
import type { HttpError } from '../../../lib/http-error';
import type { BookingMailFacts, CommonMailFacts } from '../../../mail/booking-mails';

/** The columns common to every booking, which the create route fills from the request and the account. */
type CommonColumns =
  | 'kind'
  | 'status'
  | 'guestId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'numberOfGuests'
  | 'specialRequests'
  | 'createdAt'
  | 'updatedAt';

/** What a kind adds to the booking row: its listing, its days, the host, the price (the server's). */
export type KindColumns = Omit<NewBooking, CommonColumns>;

/** What prepare() decided, in the booking's transaction. */
export interface PreparedBooking {
  values: KindColumns;
  /** Holds what needs the booking's id (a stay's calendar row), right after the insert. */
  hold?: (bookingId: string) => Promise<void>;
}

/** The detail blocks of a booking (bookingSchema): each kind fills its own, the others stay null. */
export type BookingDetails = Pick<Booking, 'stay' | 'meal' | 'ride'>;

/**
 * One kind of booking (stay, meal...). The routes in ../create.ts, ../read.ts, ../cancel.ts know only
 * this interface: a new kind writes a handler and lists it in ./index.ts (and its request schema in
 * bookingRequestSchema, its detail in BookingDetails and BookingView).
 */
export interface BookingKindHandler<Request extends BookingRequest = BookingRequest> {
  kind: Request['kind'];
  /**
   * In the booking's transaction: checks the request in the kind's order (the listing or 404, the
   * dates, the guests...), takes what the booking holds when that comes before the row (a meal's
   * seats), and answers the row's kind columns with the price. Refusals are thrown as HttpErrors.
   */
  prepare(
    tx: Queryable,
    body: Request,
    context: { user: { id: string; email: string }; now: Date },
  ): Promise<PreparedBooking>;
  /** A database error of the transaction that means a refusal (a stay's 23P01 → 409), else null. */
  refusalOf?(error: unknown): HttpError | null;
  /** In the cancel's transaction, the booking row locked: gives back what the booking held. */
  release(tx: Queryable, booking: BookingRow): Promise<void>;
  /** Whether the guest may still cancel it at `now`. */
  cancellable(booking: BookingRow, now: Date): boolean;
  /**
   * The kind's detail block of the booking as its guest and host read it, the listing's title (and
   * area) in `lang` where its host translated them.
   */
  detail(view: BookingView, lang: Language): Partial<BookingDetails>;
  /** What the mails say, from the common facts; null when the listing is missing. */
  mailFacts(view: BookingView, common: CommonMailFacts): BookingMailFacts | null;
}
