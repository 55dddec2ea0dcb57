import { Suspense, type ReactNode } from 'react';
import { turnOf } from '@/lib/takeover';

type HydrationPartProps = {
  /** Unique on the page, the same on the server and in the browser ("calendar", "item-{id}"). */
  name: string;
  children: ReactNode;
};

/**
 * A part of a server-rendered page that the app takes over in a task of its own (lib/takeover.ts).
 * Its children sit in a `display: contents` box, so the part is one element the server's HTML can be
 * kept in while it waits, without changing the layout; keep it out of `space-y-*` parents, whose gaps
 * fall on that box.
 */
export function HydrationPart(props: HydrationPartProps) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

/** Preact's internals this relies on: a component's vnode (`__v`) and useId's counter on it (`__m`). */
type PreactComponent = { __v?: { __m?: unknown }; idCounter?: [string, number] };

function Part(this: PreactComponent, { name, children }: HydrationPartProps) {
  // useId numbers ids in render order from the nearest vnode holding a counter. A part takes over later
  // than the server rendered it, so it counts its own ids ("Pcalendar-0"): the same on both sides.
  this.idCounter ??= [name, 0];
  if (this.__v) this.__v.__m = this.idCounter;
  const turn = turnOf(name);
  if (turn) throw turn;
  return <div className="contents">{children}</div>;
}
