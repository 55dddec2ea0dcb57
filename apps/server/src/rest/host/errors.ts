import { HOST_ERROR_CODES, type ListingGap, type ListingStatus } from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The refusals of the host area (HOST_ERROR_CODES in @orchim/shared/host), as the screens map them back.

/** 409 listing_incomplete, with what is missing (the screens list it). */
export const listingIncompleteError = (missing: readonly ListingGap[]) =>
  new HttpError(409, HOST_ERROR_CODES.incomplete, 'This listing is not ready to be published.', {
    body: { missing },
  });

/** 409 listing_not_publishable: archived by its host, or suspended by an admin (which only an admin lifts). */
export const notPublishableError = (status: ListingStatus) =>
  new HttpError(
    409,
    HOST_ERROR_CODES.notPublishable,
    status === 'suspended'
      ? 'An admin suspended this listing: only an admin can put it back.'
      : 'This listing is archived: it stays for the bookings it has.',
  );

/** 400 address_not_found. */
export const addressNotFoundError = () =>
  new HttpError(400, HOST_ERROR_CODES.addressNotFound, 'This address could not be found in Crown Heights.');

/** 409 dates_taken. */
export const datesTakenError = () =>
  new HttpError(409, HOST_ERROR_CODES.datesTaken, 'Some of these nights are already booked or blocked.');
