import { Inbox } from './inbox';

/** /host/messages: what guests wrote about the host's listings and bookings, in the host panel. */
export default function HostMessagesPage() {
  return <Inbox of="host" />;
}
