// `npm run bench:documents`: the largest documents a council prints (issue 43), made by the
// built server over HTTP on SQLite and on PostgreSQL: a register's sign-in sheet of 300
// people, a meeting with 300 invitees and a 100-item agenda as its PDF, the agenda and the
// minutes (a decision per item, all 300 on the register by status). The people come
// in by the accounts' import (one request). Time of each (median of 5, in Amharic, Ethiopian
// dates) and the server's peak memory; writes bench/results/documents.md.
import { ATTENDANCE_STATUSES } from '@caffee/contract';
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir } from './config.js';
import { demoCouncil, machineLine } from './server.js';

const PEOPLE = 300;
const AGENDA_ITEMS = 100;
const RUNS = 5;

interface Measured {
  database: string;
  document: string;
  pages: number;
  kilobytes: number;
  medianMs: number;
  maxMs: number;
  peakRssMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function run(database: 'sqlite' | 'postgres', port: number): Promise<Measured[]> {
  const server = await demoCouncil(database, 'caffee_bench_documents', port);
  const { auth } = server;
  const out: Measured[] = [];
  try {
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}/api/v1/${url}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { payload: { id: number } }).payload;
    };

    // 300 members in one import, then found again by the stamp in their email.
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: PEOPLE }, (_, i) => [
      `ሰላማዊት ገብረ ${i} Tolasaa`,
      `bench-${stamp}-${i}@caffee.example`,
    ]);
    const form = new FormData();
    const csv = `\uFEFFName,Email\r\n${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
    form.append('dryRun', 'false');
    const imported = await fetch(`${server.url}/api/v1/users/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const ids: number[] = [];
    for (let page = 1; ids.length < PEOPLE; page++) {
      const res = await fetch(
        `${server.url}/api/v1/users?search=bench-${stamp}&pagination[page]=${page}&pagination[pageSize]=100`,
        { headers: auth },
      );
      const found = ((await res.json()) as { payload: { id: number }[] }).payload;
      if (found.length === 0) break;
      ids.push(...found.map((u) => u.id));
    }

    const meeting = await api('POST', 'meetings', {
      title: { am: 'የጨፌው ዓመታዊ ጉባኤ', om: 'Yaa’ii waggaa Caffee' },
      startsAt: '2027-01-19T06:00:00.000Z',
      endsAt: '2027-01-19T14:00:00.000Z',
      inviteeIds: ids,
      agendaItems: Array.from({ length: AGENDA_ITEMS }, (_, i) => ({
        title: { am: `አጀንዳ ${i + 1}፦ የዞኖች የሥራ ሪፖርት እና የበጀት ጥያቄ ውይይት`, om: `Ajandaa ${i + 1}` },
        presenter: `አቅራቢ ${i + 1}`,
        decision: {
          am: `ጉባኤው ሪፖርቱን ተወያይቶ በሙሉ ድምፅ አጽድቋል፤ የበጀት ጥያቄው ለኮሚቴው ተመርቷል (${i + 1})።`,
        },
      })),
    });
    const register = await api('POST', 'attendances', {
      meetingId: meeting.id,
      date: '2027-01-19',
    });

    // Everyone on the register marked, so the minutes name them all by status.
    await api('POST', `attendances/${register.id}/attendees`, {
      attendees: ids.map((userId, i) => ({
        userId,
        status: ATTENDANCE_STATUSES[i % ATTENDANCE_STATUSES.length],
        note: null,
      })),
    });

    const measure = async (document: string, url: string) => {
      const times: number[] = [];
      let bytes = new Uint8Array();
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/v1/${url}?locale=am&calendar=ethiopic`, {
          headers: auth,
        });
        bytes = new Uint8Array(await res.arrayBuffer());
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - started);
      }
      const pages = (
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Type\s*\/Page[^s]/g) ?? []
      ).length;
      out.push({
        database,
        document,
        pages,
        kilobytes: Math.round(bytes.length / 1024),
        medianMs: Math.round(median(times)),
        maxMs: Math.round(Math.max(...times)),
        peakRssMb: server.peakRssMb(),
      });
    };
    await measure(
      `sign-in sheet, ${ids.length} people`,
      `attendances/${register.id}/sign-in-sheet.pdf`,
    );
    await measure(
      `meeting, ${ids.length} invitees and ${AGENDA_ITEMS} agenda items`,
      `meetings/${meeting.id}/document.pdf`,
    );
    await measure(`agenda, ${AGENDA_ITEMS} items`, `meetings/${meeting.id}/agenda.pdf`);
    await measure(
      `minutes, ${AGENDA_ITEMS} decisions and ${ids.length} attendees`,
      `meetings/${meeting.id}/minutes.pdf`,
    );
  } finally {
    await server.stop();
  }
  return out;
}

const rows = [...(await run('sqlite', 8195)), ...(await run('postgres', 8194))];
const lines = [
  '# Documents (`npm run bench:documents`)',
  '',
  `${machineLine()} The built server on a fresh database with the demo council, over HTTP;`,
  `each document made ${RUNS} times in Amharic with Ethiopian dates (the first includes loading the font).`,
  '',
  '| database | document | pages | size | median | slowest | server memory (peak RSS) |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.document} | ${r.pages} | ${r.kilobytes} kB | ${r.medianMs} ms | ${r.maxMs} ms | ${r.peakRssMb} MB |`,
  ),
  '',
];
fs.writeFileSync(path.join(resultsDir, 'documents.md'), lines.join('\n'));
console.log(lines.join('\n'));
