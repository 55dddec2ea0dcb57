/**
 * The host's forms for transport services and Ohel listings, mounted by the listing form's route
 * (/host/listings/new?kind=transport|ohel, /host/listings/edit/{id}?kind=…): `id` absent creates one.
 * Each is a chunk of its own, so the stay form does not carry them. The meal offer form has its own
 * route (meal-form-page.tsx).
 */
export { TransportForm, OhelForm } from './lazy-forms';
