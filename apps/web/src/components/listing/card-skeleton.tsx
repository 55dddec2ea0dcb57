/**
 * A listing card's shape while the results load: a 4:3 photo and about the height of a card (StayCard's
 * shape), so nothing jumps when the listings arrive. Decorative: the page announces the loading once, in
 * words.
 */
export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)"
    >
      <div className="aspect-4/3 animate-pulse bg-line/60 motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-2.5 p-4 sm:p-5">
        <Bar className="h-4 w-1/3" />
        <Bar className="h-5 w-4/5" />
        <Bar className="h-4 w-3/5" />
        <Bar className="h-4 w-2/5" />
        <div className="flex gap-1.5 pt-1">
          <Bar className="h-5 w-24 rounded-full" />
          <Bar className="h-5 w-20 rounded-full" />
        </div>
        <Bar className="mt-auto h-6 w-1/3" />
      </div>
    </div>
  );
}

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-line/70 motion-reduce:animate-none ${className}`} />;
}
