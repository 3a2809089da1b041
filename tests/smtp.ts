import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for the outbox tests (smtp-server), keeping every message it
 * accepts, parsed with mailparser. `mode` changes how it answers the message's DATA: accept, refuse
 * for good (550) or for now (451); `dataDelayMs` holds the answer, so a test can kill a sender mid-send.
 * `refuseRecipients` refuses single addresses at RCPT TO (lower-case address -> SMTP code, e.g. 550
 * or 450), as a server does for a mailbox it does not know or cannot take now.
 */
export type ReceivedMail = { raw: string; parsed: ParsedMail; envelopeTo: string[]; envelopeFrom: string };

export async function startTestSmtp(options: { port?: number; dataDelayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const state = {
    mode: "accept" as "accept" | "refuse" | "defer",
    dataDelayMs: options.dataDelayMs ?? 0,
    refuseRecipients: new Map<string, number>(),
  };
  /** Every RCPT TO the server refused, in order. */
  const refusals: { address: string; code: number }[] = [];
  /** Messages whose data has arrived and whose answer is still being held. */
  let inFlight = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback; the site allows plain SMTP only to this machine.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = state.refuseRecipients.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      refusals.push({ address: address.address, code });
      const error = new Error(code >= 500 ? "5.1.1 Mailbox unavailable (test server)" : "4.2.1 Mailbox busy, try again later (test server)") as Error & { responseCode: number };
      error.responseCode = code;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const answer = async () => {
          inFlight++;
          if (state.dataDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.dataDelayMs));
          inFlight--;
          if (state.mode !== "accept") {
            const error = new Error(state.mode === "refuse" ? "5.7.1 Message refused by the test server" : "4.3.0 Try again later") as Error & { responseCode: number };
            error.responseCode = state.mode === "refuse" ? 550 : 451;
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({
            raw,
            parsed: await simpleParser(raw),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          });
          callback();
        };
        void answer();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      resolve((server.server.address() as { port: number }).port);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals,
    state,
    /** How many messages have arrived whole and wait for the server's answer (the sender does not know yet). */
    inFlight: () => inFlight,
    /** Messages whose To or envelope includes this address. */
    to(address: string) {
      return received.filter((mail) => mail.envelopeTo.includes(address));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
