import { Inbox } from './inbox';

/** /messages: the signed-in person's conversations with hosts. */
export default function MessagesPage() {
  return <Inbox of="guest" />;
}
