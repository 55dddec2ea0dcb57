import { useEffect, type ReactNode } from 'react';
import { LogoMark } from './logo';

/**
 * A whole-page message for when the site itself cannot be shown: the product §5 guards and the top-level
 * error screen. Stands alone (no router, no header), so it works before and outside the app.
 */
export function StatusScreen({
  title,
  children,
  role,
}: {
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4 py-12">
      <div
        role={role}
        className="w-full max-w-md rounded-(--radius-card) border border-line bg-surface p-8 text-center shadow-(--shadow-card)"
      >
        <LogoMark size="lg" className="mx-auto" />
        <h1 className="mt-6 text-xl font-semibold text-ink text-balance">{title}</h1>
        {children ? <div className="mt-4 space-y-4 text-muted">{children}</div> : null}
      </div>
    </main>
  );
}
