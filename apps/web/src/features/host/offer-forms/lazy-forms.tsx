import { lazy, Suspense } from 'react';
import { PageFallback } from '@/components/page-fallback';

const TransportPage = lazy(() => import('./transport/transport-page'));
const OhelPage = lazy(() => import('./ohel/ohel-page'));

type Props = { id?: string | undefined };

/** The transport service form: a new service without `id`, else the host's own. */
export function TransportForm({ id }: Props) {
  return (
    <Suspense fallback={<PageFallback />}>
      <TransportPage key={id ?? 'new'} id={id} />
    </Suspense>
  );
}

/** The Ohel listing form: a new listing without `id`, else the host's own. */
export function OhelForm({ id }: Props) {
  return (
    <Suspense fallback={<PageFallback />}>
      <OhelPage key={id ?? 'new'} id={id} />
    </Suspense>
  );
}
