import { AUTH_ERROR_CODES, MESSAGES, REVIEW_ERROR_CODES } from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The refusals of review writes (REVIEW_ERROR_CODES in @orchim/shared/reviews), as the browser maps them.

/** 401 'Log in to leave a review.' (SPEC §6), with the code of any request that needs a user. */
export const loginToReviewError = () =>
  new HttpError(401, AUTH_ERROR_CODES.noAuthorization, MESSAGES.loginToReview);

/** 409 review_exists: one review per person per listing; the person edits theirs instead. */
export const reviewExistsError = () =>
  new HttpError(409, REVIEW_ERROR_CODES.reviewExists, 'You have already reviewed this listing.');

/** 403 own_listing. */
export const ownListingError = () =>
  new HttpError(403, REVIEW_ERROR_CODES.ownListing, 'Hosts cannot review their own listings.');

/** 409 reply_exists: a host replies once. */
export const replyExistsError = () =>
  new HttpError(409, REVIEW_ERROR_CODES.replyExists, 'This review already has a reply.');

export const REVIEW_LIMIT_MESSAGE = 'Too many reviews in a short time. Please try again later.';
