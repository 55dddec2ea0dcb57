import type { ReactNode } from 'react';
import { Hourglass } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Publishing } from './use-publish-outcome';

/**
 * That publishing waits for the host's approval: said while the listing lacks it, and as the answer to a
 * publish refused for it (an alert that takes focus, as the other answers do).
 */
export function ApprovalNote({
  publishing: { outcome, missing, answerRef },
  className,
  children,
}: {
  publishing: Pick<Publishing, 'outcome' | 'missing' | 'answerRef'>;
  className?: string;
  children: ReactNode;
}) {
  const refused = outcome?.kind === 'notApproved';
  if (!refused && !missing.includes('approval')) return null;
  return (
    <div
      ref={refused ? answerRef : undefined}
      tabIndex={-1}
      role={refused ? 'alert' : undefined}
      className={cn(
        'flex gap-3 rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 focus:outline-none',
        className,
      )}
    >
      <Hourglass className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
      {children}
    </div>
  );
}
