/**
 * The id of the JSON list (a script element) of the app's module URLs a server-rendered page carries, for
 * the entry to evaluate one per task before the app takes the page over (decision 019). A module of its
 * own: the entry imports it, and must stay small.
 */
export const TAKEOVER_MODULES_ID = 'takeover-modules';
