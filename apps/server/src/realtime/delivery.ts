/**
 * One event for one user's channel on this instance: which channel (`bookings`, `messages`), the event's
 * name and payload as the browser receives them, and the key under which events waiting for their turn
 * coalesce (src/realtime/event-pacer.ts).
 */
export interface Delivery {
  userId: string;
  channel: string;
  event: string;
  payload: Record<string, unknown>;
  key: string;
}

export type ParticipantRole = 'host' | 'guest';

/**
 * The people a booking or a conversation concerns, each with their role: its host, and its guest unless
 * the guest's account is gone (guest_id is set null on delete).
 */
export function participantsOf(ids: {
  hostId: string;
  guestId: string | null;
}): { userId: string; role: ParticipantRole }[] {
  const participants: { userId: string; role: ParticipantRole }[] = [{ userId: ids.hostId, role: 'host' }];
  if (ids.guestId) participants.push({ userId: ids.guestId, role: 'guest' });
  return participants;
}
