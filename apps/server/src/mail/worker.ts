import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../db/connect.js';
import type { Database } from '../db/database.js';
import type { SmsSender } from '../sms/sender.js';
import { defuseForeignLinks } from './links.js';
import type { Mailer } from './mailer.js';
import { outboxStore } from './outbox.js';

export interface MailQueueOptions {
  /** How often the queue looks for mail queued by other processes and for retries. */
  pollMs: number;
  /** How long a claimed message is kept from other workers while it is being sent. */
  leaseSeconds: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
  /** Seconds to wait before the next attempt, after `attempts` failed ones. */
  backoffSeconds: (attempts: number) => number;
  /** Sent and given-up messages are forgotten after this many days. */
  keepDays: number;
  /** Sends the outbox's SMS (sms/sender.ts); without one, an SMS fails and is retried. */
  sms?: SmsSender;
  /** PUBLIC_URL: the addresses an SMS may carry as they are; others are defused (links.ts). */
  publicUrl: string;
}

const DEFAULTS: Omit<MailQueueOptions, 'publicUrl'> = {
  pollMs: 5000,
  leaseSeconds: 600,
  maxAttempts: 10,
  // 30 s, 1 min, 2 min ... up to 6 h: about 8 hours in all before giving up.
  backoffSeconds: (attempts) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600),
  keepDays: 30,
};
const PURGE_EVERY_MS = 3600_000;

/**
 * Sends the mail outbox (mail/outbox.ts) in the background: at once when this process queued
 * something (`wake`), otherwise every `pollMs`. Failed sends are retried with a growing delay.
 * Steps added with `before` run first in each run until they find nothing to do: the
 * notifications' fan-out (notifications/fan-out.ts), which queues mail for this run to send.
 * Started and stopped with the server (app.ts); `idle()` resolves when the current run is done,
 * so tests read sent mail deterministically.
 */
export function createMailQueue(
  db: Kysely<Database>,
  kind: DialectKind,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: Partial<MailQueueOptions> & Pick<MailQueueOptions, 'publicUrl'>,
) {
  const o = { ...DEFAULTS, ...options };
  const store = outboxStore(db, kind);
  let users = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let queued = false;
  let purgedAt = 0;
  const steps: (() => Promise<boolean>)[] = [];

  async function sendOne(): Promise<boolean> {
    const mail = await store.claim(Date.now(), o.leaseSeconds);
    if (!mail) return false;
    try {
      const { to, subject, text, calendar, key } = mail;
      if (mail.channel === 'sms') {
        if (!o.sms) throw new Error('No SMS sender');
        // The mailer defuses mail (mailer.ts); an SMS is defused here, where it is sent.
        const sms = defuseForeignLinks(text, o.publicUrl, 'visible');
        await o.sms.send({ to, text: sms, id: key ?? String(mail.id) });
      } else {
        await mailer.send({ to, subject, text, calendar, key });
      }
      await store.sent(mail.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = mail.attempts >= o.maxAttempts;
      const retryAt = giveUp ? null : Date.now() + o.backoffSeconds(mail.attempts) * 1000;
      await store.failed(mail.id, message, retryAt);
      const fields = { mailId: mail.id, attempts: mail.attempts, err: message };
      if (giveUp) log.error(fields, 'mail given up');
      else log.warn(fields, 'mail not sent; will retry');
    }
    return true;
  }

  async function run(): Promise<void> {
    queued = false;
    for (const step of steps) {
      // A step that fails (its database query, a bug) leaves the others and the mail to run.
      try {
        // Between two of a step's transactions the event loop takes the requests that came
        // in meanwhile: on SQLite's one connection they would otherwise wait for the whole run.
        while (await step()) await setImmediate();
      } catch (err) {
        log.error({ err }, 'outbox step failed');
      }
    }
    while (await sendOne());
    if (Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await store.purge(Date.now() - o.keepDays * 86_400_000);
    }
  }

  function schedule(): void {
    current = current
      .then(run)
      .catch((err: unknown) => log.error({ err }, 'mail queue run failed'));
  }

  const queue = {
    /** Adds a step each run does before sending: it returns false when it found nothing. */
    before(step: () => Promise<boolean>): void {
      steps.push(step);
    },

    /** Sends what is due now, after the run in progress. */
    wake(): void {
      // Not started (a command line tool) or stopped (the database may be closing).
      if (queued || users === 0) return;
      queued = true;
      schedule();
    },

    /**
     * Runs `task` (work that ends in queueing mail) after the answer, then sends: the time a
     * request takes then says nothing about that work (whether an address has an account).
     */
    defer(task: () => Promise<void>): void {
      current = current
        .then(task)
        .catch((err: unknown) => log.error({ err }, 'deferred mail task failed'));
      schedule();
    },

    /** Resolves when the queue has nothing in progress. */
    idle(): Promise<void> {
      return current;
    },

    /** Sends everything due now (tests; the command line). */
    drain(): Promise<void> {
      schedule();
      return current;
    },

    /** One start per server using the queue; polling runs while any is started. */
    start(): void {
      users += 1;
      if (timer) return;
      timer = setInterval(() => queue.wake(), o.pollMs);
      timer.unref();
      queue.wake();
    },

    /** Stops polling when the last server stops, after the run in progress. */
    async stop(): Promise<void> {
      users = Math.max(0, users - 1);
      if (users === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
      await current;
    },
  };
  return queue;
}
export type MailQueue = ReturnType<typeof createMailQueue>;
