import {
  AUTH_ERROR_CODES,
  MESSAGES,
  REVIEW_AFTER_CODES,
  REVIEW_ERROR_CODES,
  type ReviewedExperience,
} from '@orchim/shared';
import { HttpError } from '../../lib/http-error';

// The refusals of review writes (REVIEW_ERROR_CODES in @orchim/shared/reviews), as the browser maps them.

/** 401 'Log in to leave a review.' (product §6), with the code of any request that needs a user. */
export const loginToReviewError = () =>
  new HttpError(401, AUTH_ERROR_CODES.noAuthorization, MESSAGES.loginToReview);

/** 409 review_exists: one review per booking, and each ended one has its own; the person edits theirs. */
export const reviewExistsError = () =>
  new HttpError(409, REVIEW_ERROR_CODES.reviewExists, 'You have already reviewed this listing.');

const AFTER_MESSAGES: Record<ReviewedExperience, string> = {
  stay: 'You can review this after your stay.',
  meal: 'You can review this after your meal.',
  ride: 'You can review this after your ride.',
  visit: 'You can review this after your visit.',
};

/**
 * 403 review_after_{stay,meal,ride,visit}: only someone whose booking of the listing has ended (and was
 * not cancelled) reviews it (decision 022).
 */
export const reviewAfterError = (experience: ReviewedExperience) =>
  new HttpError(403, REVIEW_AFTER_CODES[experience], AFTER_MESSAGES[experience]);

/** 403 own_listing. */
export const ownListingError = () =>
  new HttpError(403, REVIEW_ERROR_CODES.ownListing, 'Hosts cannot review their own listings.');

/** 409 reply_exists: a host replies once. */
export const replyExistsError = () =>
  new HttpError(409, REVIEW_ERROR_CODES.replyExists, 'This review already has a reply.');

export const REVIEW_LIMIT_MESSAGE = 'Too many reviews in a short time. Please try again later.';
