/**
 * One mail, in plain text and HTML (mail clients show the one they can). A leaf of its own: the mailer
 * writes to the outbox repository, which stores mails, so the type cannot live in the mailer.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a booking's receipt, issue 25). */
  attachments?: MailAttachment[];
}

/** A file sent with a mail: its content as text (an HTML receipt), as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
