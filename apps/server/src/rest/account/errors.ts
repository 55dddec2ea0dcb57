import { ACCOUNT_ERROR_CODES } from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The refusals of account changes (ACCOUNT_ERROR_CODES in @orchim/shared/account), as the browser maps them.

/** 400 wrong_password: the password given to confirm is not the account's. */
export const wrongPasswordError = () =>
  new HttpError(400, ACCOUNT_ERROR_CODES.wrongPassword, 'The password is not correct.');

/** 409 upcoming_bookings: hosts are waiting for this person; they cancel first. */
export const upcomingBookingsError = () =>
  new HttpError(
    409,
    ACCOUNT_ERROR_CODES.upcomingBookings,
    'You have bookings still to come. Cancel them first, then delete your account.',
  );

/** 409 host_with_listings: a host's account is closed with the team, through the contact form. */
export const hostWithListingsError = () =>
  new HttpError(
    409,
    ACCOUNT_ERROR_CODES.hostWithListings,
    'Your account has listings or bookings of your listings. Write to us to close it.',
  );

/** 409 last_admin: nobody could grant the role again. */
export const lastAdminError = () =>
  new HttpError(
    409,
    ACCOUNT_ERROR_CODES.lastAdmin,
    'You are the only admin: your account cannot be deleted.',
  );

/** 409 already_host. */
export const alreadyHostError = () =>
  new HttpError(409, ACCOUNT_ERROR_CODES.alreadyHost, 'Your account is a host account already.');
