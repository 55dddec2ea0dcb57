/**
 * Taking over the server's HTML in parts (decision 019). The app's first render over a server-rendered
 * page adopts what is there; parts of the page marked with <HydrationPart> wait for a turn of their own
 * instead, their server HTML staying on screen meanwhile, so no single task holds a phone's main thread
 * for the whole page. Turns come in page order, one task each, as soon as the first render is done.
 */
type Turn = { promise: Promise<void>; resolve: () => void; given: boolean };

/** The parts waiting, by name, in the order they were met; null when no takeover is under way. */
let waiting: Map<string, Turn> | null = null;

/** From here until runTakeover has given every part its turn, parts wait. */
export function beginTakeover() {
  waiting = new Map();
}

/** The promise a part waits on while the takeover is under way, else null (render at once). */
export function turnOf(part: string): Promise<void> | null {
  if (!waiting) return null;
  let turn = waiting.get(part);
  if (!turn) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    waiting.set(part, (turn = { promise, resolve, given: false }));
  }
  return turn.given ? null : turn.promise;
}

/** A task of its own: the browser may paint and handle input between two pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Gives each waiting part its turn, one task each, in the order they were met (a part met while another
 * takes over, one nested in it, joins the end of the line); resolves when none is left.
 */
export async function runTakeover(): Promise<void> {
  const parts = waiting;
  if (!parts) return;
  for (;;) {
    await nextTask();
    const turn = [...parts.values()].find(({ given }) => !given);
    if (!turn) break;
    turn.given = true;
    turn.resolve();
  }
  waiting = null;
}
