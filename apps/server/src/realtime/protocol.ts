import { z } from 'zod';

/**
 * The Phoenix channel frames @supabase/realtime-js exchanges with the server, in the JSON serializer of
 * protocol version 1.0.0 (the client is told `vsn: '1.0.0'`; its default 2.0.0 sends arrays instead):
 * every frame is one text message `{topic, event, payload, ref, join_ref}`. `ref` numbers a push so its
 * `phx_reply` can be matched; `join_ref` is the ref of the join that opened the channel, and the client
 * drops channel frames that carry an older one.
 */
export const PROTOCOL_VERSION = '1.0.0';

export const EVENTS = {
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
  heartbeat: 'heartbeat',
  accessToken: 'access_token',
  broadcast: 'broadcast',
  system: 'system',
} as const;

/** The socket-level topic heartbeats go to. */
export const PHOENIX_TOPIC = 'phoenix';
/** realtime-js prefixes every channel name with this. */
export const TOPIC_PREFIX = 'realtime:';

export interface Frame {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  ref: string | null;
  join_ref?: string | null;
}

// Refs are the client's counters as strings; generous bounds, but bounded.
const ref = z.union([z.string().max(32), z.number().int().transform(String)]).nullish();

const frameSchema = z.object({
  topic: z.string().min(1).max(200),
  event: z.string().min(1).max(64),
  payload: z.record(z.string(), z.unknown()).nullish(),
  ref,
  join_ref: ref,
});

/** The frame in a text message, or null when it is not one (bad JSON, wrong shape). */
export function decodeFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = frameSchema.safeParse(value);
  if (!parsed.success) return null;
  const { topic, event, payload, ref: frameRef, join_ref: joinRef } = parsed.data;
  return { topic, event, payload: payload ?? {}, ref: frameRef ?? null, join_ref: joinRef ?? null };
}

export const encodeFrame = (frame: Frame) => JSON.stringify(frame);

/** The answer to a push: same topic, ref and join_ref, `{status, response}`. */
export function reply(
  to: Pick<Frame, 'topic' | 'ref' | 'join_ref'>,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): Frame {
  return {
    topic: to.topic,
    event: EVENTS.reply,
    payload: { status, response },
    ref: to.ref,
    join_ref: to.join_ref,
  };
}

/** A refusal, worded as Supabase Realtime words them: `{reason: "<Code>: <message>"}`. */
export const refusal = (code: string, message: string) => ({ reason: `${code}: ${message}` });
