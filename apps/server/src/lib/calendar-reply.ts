import type { FastifyReply } from 'fastify';

/** Answers an iCalendar file (text/calendar) as a download named `filename`. */
export function sendCalendarFile(reply: FastifyReply, filename: string, file: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(file);
}
