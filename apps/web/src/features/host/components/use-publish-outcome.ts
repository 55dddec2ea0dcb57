import { useLayoutEffect, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { HOST_ERROR_CODES, LISTING_GAPS, type ListingGap } from '@orchim/shared/host';
import { ApiError } from '@/lib/api';

export type PublishOutcome =
  { kind: 'published' } | { kind: 'notApproved' } | { kind: 'failed'; text: string } | null;

const isGap = (value: unknown): value is ListingGap =>
  typeof value === 'string' && (LISTING_GAPS as readonly string[]).includes(value);

/**
 * Publishing a listing (a stay, a meal offer, a ride service, an Ohel listing) and what the server
 * answered: published, a pending host (403 host_not_approved), or a listing that lacks something (409
 * listing_incomplete, with the list of what, which then stands for `missing`). The answer takes focus:
 * the button pressed is gone or waiting, and a screen reader reads it out.
 */
export function usePublishOutcome<TData>({
  publish,
  missing,
  incompleteText,
  errorText,
}: {
  publish: UseMutationResult<TData, Error, void>;
  /** What the listing lacks, as last loaded. */
  missing: readonly ListingGap[];
  /** Said for a 409: the list shows the rest. */
  incompleteText: string;
  /** The words for any other refusal. */
  errorText: (error: unknown) => string;
}) {
  const [outcome, setOutcome] = useState<PublishOutcome>(null);
  // The list of a refused publish is the freshest word on what is missing.
  const [refusedFor, setRefusedFor] = useState<ListingGap[] | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (outcome) answerRef.current?.focus();
  }, [outcome]);

  const onPublish = () => {
    setOutcome(null);
    publish.mutate(undefined, {
      onSuccess: () => {
        setRefusedFor(null);
        setOutcome({ kind: 'published' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === HOST_ERROR_CODES.hostNotApproved) {
          setOutcome({ kind: 'notApproved' });
        } else if (error instanceof ApiError && error.code === HOST_ERROR_CODES.incomplete) {
          const listed = Array.isArray(error.body?.missing) ? error.body.missing.filter(isGap) : null;
          setRefusedFor(listed);
          setOutcome({ kind: 'failed', text: incompleteText });
        } else {
          setOutcome({ kind: 'failed', text: errorText(error) });
        }
      },
    });
  };

  return { outcome, missing: refusedFor ?? missing, answerRef, onPublish };
}

export type Publishing = ReturnType<typeof usePublishOutcome>;
