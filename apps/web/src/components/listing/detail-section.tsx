import type { ReactNode } from 'react';

/** A titled section of a listing's page (about, features, reviews…), named by its heading. */
export function DetailSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="border-t border-line pt-8">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold text-navy-800">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
