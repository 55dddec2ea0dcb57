/**
 * The id of the JSON list (a script element) of the app's module URLs a server-rendered page carries: the
 * entry requests them all at once after the first paint, rather than one after the other as each import
 * is found. A module of its own: the entry imports it, and must stay small.
 */
export const APP_MODULES_ID = 'app-modules';
