import { useCallback, useEffect, useState } from 'react';
import { recordAttempt, resetAttempts, waitTimeMs, type LimitedAction } from './rate-limiter';

/**
 * The rate limiter (rate-limiter.ts) for a form: how long it must still wait, ticking down every second
 * while it waits, and the calls that count an attempt, start afresh, or re-read the stored state (after a
 * server 429 blocked it).
 */
export function useRateLimit(action: LimitedAction) {
  const [waitMs, setWaitMs] = useState(() => waitTimeMs(action));
  const blocked = waitMs > 0;

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setInterval(() => setWaitMs(waitTimeMs(action)), 1000);
    return () => window.clearInterval(timer);
  }, [blocked, action]);

  const record = useCallback(() => setWaitMs(recordAttempt(action)), [action]);
  const refresh = useCallback(() => setWaitMs(waitTimeMs(action)), [action]);
  const reset = useCallback(() => {
    resetAttempts(action);
    setWaitMs(0);
  }, [action]);

  return { waitMs, blocked, record, refresh, reset };
}
