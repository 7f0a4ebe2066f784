// A real SMTP server for tests (the smtp-server package) on an ephemeral port, keeping every
// message it accepts, parsed. `stall` makes it take messages in and never answer, like a server
// that hangs mid-delivery (`stallAfter`: only once it has accepted that many); `refuse` answers
// every message with a temporary failure; `delayMs` accepts each message only after a while.

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PATIENCE } from './patience.ts';

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: SinkMessage[];
  /** How many messages started arriving (including stalled and refused ones). */
  incoming: number;
  /** Resolves once `count` messages were accepted (or rejects after `timeoutMs`, 15 s unless told). */
  waitForMessages(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /** Resolves once `count` messages started arriving. */
  waitForIncoming(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  stall?: boolean;
  /** Accepts this many messages, then stalls on every later one. */
  stallAfter?: number;
  refuse?: boolean;
  /** Waits this long before accepting each message, like a slow mail server. */
  delayMs?: number;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let incoming = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each client: it only slows every connection down.
    disableReverseLookup: true,
    logger: false,
    // close() ends open (stalled) connections soon rather than after the default 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      incoming += 1;
      if (options.stall || (options.stallAfter !== undefined && incoming > options.stallAfter)) {
        // Read the message and never answer: the client is left waiting for the 250.
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed: ParsedMail) => {
            const message = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              raw,
            };
            const accept = () => {
              messages.push(message);
              callback();
            };
            if (options.delayMs) setTimeout(accept, options.delayMs);
            else accept();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A client killed mid-connection (the restart tests kill the server, whose pooled SMTP
  // connection stays open between messages) resets its socket: expected, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitUntil(done: () => boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`SMTP sink: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get incoming() {
      return incoming;
    },
    async waitForMessages(count, timeoutMs = PATIENCE.timeout) {
      await waitUntil(() => messages.length >= count, `${count} message(s)`, timeoutMs);
      return messages;
    },
    async waitForIncoming(count, timeoutMs = PATIENCE.timeout) {
      await waitUntil(() => incoming >= count, `${count} incoming message(s)`, timeoutMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
