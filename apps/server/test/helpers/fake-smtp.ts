import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it. */
  data: string;
}

/**
 * A plain SMTP server on 127.0.0.1 that accepts every mail and keeps it: enough of RFC 5321 for
 * nodemailer (EHLO, MAIL, RCPT, DATA, QUIT), no TLS, no authentication.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') mail.from = line.replace(/^MAIL FROM:\s*/i, '');
        else if (verb === 'RCPT') mail.to.push(line.replace(/^RCPT TO:\s*/i, ''));
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
          continue;
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb !== 'EHLO' && verb !== 'HELO') reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
