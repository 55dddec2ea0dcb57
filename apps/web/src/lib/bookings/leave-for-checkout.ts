/**
 * Leaves the site for Stripe Checkout's page (docs/decisions/039-online-payment.md): a navigation of the
 * whole window, as a link would make, since the guest pays on Stripe's own page. A module of its own so
 * tests can watch it (a browser's location cannot be replaced).
 */
export function leaveForCheckout(url: string) {
  window.location.assign(url);
}
