/**
 * The product §8 message catalogue. Keys live in the `common` namespace under `messages.`;
 * the English text is exact and a test checks it against public/locales/en/common.json.
 * Components use the key (t(MESSAGE_KEYS.network)), the server sends the English text
 * with a stable `code` so the browser can show the translated message.
 */
export const MESSAGES = {
  signOutFailed: 'Error signing out: {{message}}',
  unexpected: 'An unexpected error occurred',
  securityConfig: 'Security configuration error. Please contact support.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  insecureConnection: 'This application requires a secure connection (HTTPS)',
  general: 'Something went wrong. Please try again.',
  network: 'Network error. Please check your connection.',
  invalidCredentials: 'Invalid email or password',
  emailInUse: 'Email already in use',
  weakPassword: 'Password is too weak',
  emailNotFound: 'Email not found',
  bookingUnavailable: 'This booking is no longer available',
  invalidDates: 'Please select valid dates',
  tooManyGuests: 'Too many guests for this accommodation',
  screenError: 'Something went wrong.',
  loading: 'Loading...',
  bookingConfirmed: 'Booking confirmed successfully!',
  profileUpdated: 'Profile updated successfully!',
  listingCreated: 'Listing created successfully!',
  signedOut: 'Successfully signed out',
  loginToReview: 'Log in to leave a review.',
  loginToBook: 'Please log in to your account to make a booking.',
} as const;

export type MessageName = keyof typeof MESSAGES;

/** i18next key (namespace `common`) of a catalogue message. */
export const messageKey = (name: MessageName) => `messages.${name}` as const;
