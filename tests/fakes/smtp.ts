/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what
 * arrives, parsed by `mailparser`, so tests read the mails the app sent over
 * the wire. `stop()` closes the port (the mail server is "down"); `start()`
 * listens on the same port again.
 *
 *   const smtp = await startFakeSmtp();
 *   startServer({ env: smtp.env() });
 *   const mail = await smtp.waitFor((m) => m.to === "pilot@example.test");
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Map<string, unknown>;
}

export interface FakeSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  env(extra?: Record<string, string>): Record<string, string>;
  /** Waits until a mail matching `match` has arrived (polls; fails after `timeoutMs`). */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface FakeSmtpOptions {
  port?: number;
  /** Refuses this many messages first, at DATA, with a temporary failure (451), then accepts. */
  rejectFirst?: number;
  /** Holds each message this long before answering (a slow mail server). */
  delayMs?: number;
}

export async function startFakeSmtp(opts: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let toReject = opts.rejectFirst ?? 0;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          if (toReject > 0) {
            toReject--;
            stream.resume();
            stream.once("end", () => {
              const refusal = Object.assign(new Error("Try again later"), { responseCode: 451 });
              callback(refusal);
            });
            return;
          }
          simpleParser(stream)
            .then(async (parsed) => {
              if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                headers: parsed.headers as Map<string, unknown>,
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.on("error", () => {});
      const s = server.server;
      s.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((s.address() as AddressInfo).port));
    });

  const port = await listen(opts.port ?? 0);
  const fake: FakeSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    env: (extra = {}) => ({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "AirportFinder <no-reply@airportfinder.test>",
      ...extra,
    }),
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find(match);
        if (hit) return hit;
        if (Date.now() > deadline) {
          throw new Error(
            `No matching mail within ${timeoutMs} ms; received: ${JSON.stringify(received.map((m) => ({ to: m.to, subject: m.subject })))}`,
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = undefined;
        s.close(() => resolve());
      }),
    start: async () => {
      if (!server) await listen(port);
    },
  };
  return fake;
}
