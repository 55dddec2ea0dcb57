import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX, TriangleAlert } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ApiError } from '@/lib/api';

/**
 * A record the reader cannot see: unknown, not theirs (the API answers 404 rather than say it exists), or
 * a malformed id (refused with 400 before any lookup). For a visitor these are all the same "not found".
 */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

type Props = {
  error: unknown;
  onRetry: () => void;
  /** Heading and text when the record is not there. */
  notFound: { title: string; lead: string };
  retryLabel: string;
  /** Links out (to the list, to the account), shown in both cases. */
  links: ReactNode;
};

/**
 * The failure of a detail page: not found gets its own words and the ways out; any other failure the product
 * §8 message (network or general) and a retry.
 */
export function LoadErrorScreen({ error, onRetry, notFound, retryLabel, links }: Props) {
  const { t } = useTranslation();
  const missing = isNotFound(error);
  const Icon = missing ? SearchX : TriangleAlert;
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brick-50 text-brick-600">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-navy-800 sm:text-3xl">
        {missing ? notFound.title : t(messageKey('screenError'))}
      </h1>
      <p className="mt-3 max-w-md text-lg text-muted">
        {missing
          ? notFound.lead
          : t(messageKey(error instanceof ApiError && error.isNetwork ? 'network' : 'general'))}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {missing ? null : (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {links}
      </div>
    </Container>
  );
}
