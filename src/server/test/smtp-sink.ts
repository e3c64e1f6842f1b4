/**
 * A minimal SMTP server on a loopback port for API tests: it accepts every
 * message and keeps its raw text, so a test can check what the recipient
 * received through SMTP_URL (nodemailer speaks real SMTP to it). A test can
 * make it refuse the next messages (451, a temporary failure) or leave them
 * unanswered (a server that hangs), to exercise the email queue's retries.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface SmtpSink {
  url: string;
  /** Raw DATA of every message received, in order. */
  readonly messages: string[];
  /** Answer the next `count` messages with a temporary failure (451) instead of accepting them. */
  refuseNext(count: number): void;
  /** Never answer the next `count` messages (the sender waits until it gives up). */
  hangNext(count: number): void;
  /** Messages refused or left unanswered so far. */
  readonly failures: number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  let refuse = 0;
  let hang = 0;
  let failures = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
          else if (verb === 'MAIL' && hang > 0) {
            hang -= 1;
            failures += 1;
          } else if (verb === 'MAIL' && refuse > 0) {
            refuse -= 1;
            failures += 1;
            socket.write('451 4.3.0 try again later\r\n');
          }
          else if (verb === 'DATA') {
            data = [];
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (count) => {
      refuse = count;
    },
    hangNext: (count) => {
      hang = count;
    },
    get failures() {
      return failures;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
