import { getAppConfig } from '@/lib/app-config';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import { RealtimeHub } from './realtime-hub';

let hub: RealtimeHub | null = null;

/** The page's one realtime connection, which every channel's feed shares. */
export function pageHub(): RealtimeHub {
  hub ??= new RealtimeHub({
    config: getAppConfig,
    auth: getAuthClient,
    // Its own chunk: only screens that listen for events load it.
    realtime: () => import('@supabase/realtime-js'),
    root: document.documentElement,
  });
  return hub;
}
