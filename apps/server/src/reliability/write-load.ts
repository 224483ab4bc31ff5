import crypto from 'node:crypto';
import { COMPLAINT_TRANSITIONS, type ComplaintStatus } from '@caffee/contract';
import sharp from 'sharp';
import { multipart, type Part } from '../test/multipart.js';

/**
 * Clients that write as people do — records with files (multipart), comments, complaint
 * workflow steps — against a server over real HTTP, keeping a ledger of every write the
 * server answered 200, with what was sent. A write whose answer never came (the server was
 * killed) is not in the ledger: it may or may not have happened, and either is correct.
 */
export interface SentFile {
  name: string;
  bytes: Buffer;
}
export interface AckedRecord {
  resource: 'publications' | 'news-feeds';
  id: number;
  /** Field → the `om` value sent (and read back with `locale=om`). */
  fields: Record<string, string>;
  files: SentFile[];
}
export interface AckedComment {
  resource: AckedRecord['resource'];
  recordId: number;
  id: number;
  body: string;
}
export interface AckedComplaint {
  id: number;
  subject: string;
  /** The statuses answered 200, in order (`submitted` first). */
  statuses: ComplaintStatus[];
}
export interface Ledger {
  records: AckedRecord[];
  comments: AckedComment[];
  complaints: AckedComplaint[];
  /** Answers other than 200 (there should be none: every request is valid). */
  refusals: string[];
}

export const newLedger = (): Ledger => ({
  records: [],
  comments: [],
  complaints: [],
  refusals: [],
});

/** Random-content images (noise does not compress, so each is tens of KB) to upload. */
export async function makeImages(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const size = 96 + i * 16;
      return sharp(crypto.randomBytes(size * size * 3), {
        raw: { width: size, height: size, channels: 3 },
      })
        .png()
        .toBuffer();
    }),
  );
}

/** A PDF (by its signature) of random content, 4–256 KB. */
function pdf(): Buffer {
  const size = 4096 + crypto.randomInt(252 * 1024);
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    crypto.randomBytes(size),
    Buffer.from('\n%%EOF\n'),
  ]);
}

export interface LoadTarget {
  url: string;
  token: string;
  instituteId: number;
  images: Buffer[];
}

/** Runs `clients` writers until `stop()` says so; `inFlight` counts requests on the wire. */
export function startWriters(
  target: LoadTarget,
  ledger: Ledger,
  o: { clients: number; tag: string; stop: () => boolean },
) {
  const state = { inFlight: 0 };
  const send = async (method: string, path: string, body: unknown, parts?: Part[]) => {
    const form = parts ? multipart(parts) : undefined;
    state.inFlight += 1;
    try {
      const res = await fetch(`${target.url}/api/v1/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${target.token}`,
          ...(form ? form.headers : { 'content-type': 'application/json' }),
        },
        body: form ? form.body : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) {
        ledger.refusals.push(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
        return undefined;
      }
      return JSON.parse(text).payload as { id: number; status?: ComplaintStatus };
    } finally {
      state.inFlight -= 1;
    }
  };

  const createRecord = async (resource: AckedRecord['resource'], label: string) => {
    const title = `${label} ${o.tag} ${crypto.randomUUID().slice(0, 8)} — ሰነድ`;
    const files: SentFile[] =
      resource === 'news-feeds'
        ? [
            {
              name: `suuraa-${label}.png`,
              bytes: target.images[crypto.randomInt(target.images.length)] as Buffer,
            },
            { name: `galmee-${label}.pdf`, bytes: pdf() },
          ]
        : [{ name: `gabaasa-${label}.pdf`, bytes: pdf() }];
    const fields: Record<string, string> =
      resource === 'news-feeds'
        ? { title, summary: `Cuunfaa ${label}`, status: 'published' }
        : { title, description: `Ibsa ${label}`, kind: 'report' };
    const parts: Part[] = [
      ...Object.entries(fields).map(([k, v]) =>
        k === 'status' || k === 'kind' ? { name: k, value: v } : { name: `${k}[om]`, value: v },
      ),
      { name: `title[en]`, value: `English ${label}` },
      ...files.flatMap((f, i) => [
        { name: `media[${i}][type]`, value: f.name.endsWith('.png') ? 'image' : 'downloadable' },
        { name: `media[${i}][file]`, value: f.bytes, filename: f.name },
      ]),
    ];
    const made = await send('POST', resource, undefined, parts);
    if (made) ledger.records.push({ resource, id: made.id, fields, files });
  };

  const comment = async () => {
    const on = ledger.records[crypto.randomInt(ledger.records.length)];
    if (!on) return createRecord('publications', 'p');
    const body = `Yaada ${crypto.randomUUID()} — አስተያየት 👍`;
    const made = await send('POST', `${on.resource}/${on.id}/comments`, { body });
    if (made) ledger.comments.push({ resource: on.resource, recordId: on.id, id: made.id, body });
  };

  /** A client's own complaint goes one step further, or a new one is filed. */
  const complaintStep = async (mine: { current?: AckedComplaint }) => {
    const c = mine.current;
    const at = c?.statuses.at(-1);
    const next = at ? COMPLAINT_TRANSITIONS[at] : [];
    if (!c || next.length === 0) {
      const subject = `Komii ${o.tag} ${crypto.randomUUID().slice(0, 8)}`;
      const made = await send('POST', 'complains', {
        subject,
        description: 'Tajaajilli hin kennamne',
        instituteId: target.instituteId,
        complainantName: 'Caaltuu Abdiisaa',
      });
      if (made) {
        mine.current = { id: made.id, subject, statuses: ['submitted'] };
        ledger.complaints.push(mine.current);
      }
      return;
    }
    const to = next[crypto.randomInt(next.length)] as ComplaintStatus;
    const moved = await send('POST', `complains/${c.id}/transition`, { to, reason: 'Sababa' });
    if (moved) c.statuses.push(to);
  };

  const writer = async (client: number) => {
    const mine: { current?: AckedComplaint } = {};
    const steps = [
      () => createRecord('publications', `p${client}`),
      () => comment(),
      () => complaintStep(mine),
      () => createRecord('news-feeds', `n${client}`),
      () => comment(),
      () => complaintStep(mine),
    ];
    for (let i = client; !o.stop(); i++) {
      try {
        await (steps[i % steps.length] as () => Promise<void>)();
      } catch {
        // The connection failed: the server is gone. Nothing was acknowledged.
      }
    }
  };
  const done = Promise.all(Array.from({ length: o.clients }, (_, i) => writer(i)));
  return { state, done };
}
