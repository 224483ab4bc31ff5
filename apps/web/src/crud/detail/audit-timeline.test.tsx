import {
  AUDIT_ACTIONS,
  complainsMeta,
  meetingsMeta,
  type AuditEntry,
  type FieldDecl,
} from '@caffee/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers/app-providers';
import { syncPreferences } from '../../app/sync-preferences';
import { loadCatalog, type Tree } from '../../i18n/catalog';
import { createAppStore } from '../../store';
import { updatePrefs } from '../../store/prefs-slice';
import { AuditTimeline } from './audit-timeline';

const entry = (id: number, action: string, changes: AuditEntry['changes'], more = {}) => ({
  id,
  action,
  actorId: 1,
  actorName: 'Admin Caffee',
  changes,
  createdAt: `2026-05-0${id}T06:30:00.000Z`,
  ...more,
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function show(
  locale: 'om' | 'en' | 'am',
  entries: AuditEntry[],
  fields: readonly FieldDecl[],
) {
  const store = createAppStore(window.sessionStorage);
  store.dispatch(updatePrefs({ locale, calendar: 'gregorian' }));
  stop = syncPreferences(store);
  render(
    <AppProviders store={store}>
      <AuditTimeline entries={entries} fields={fields} />
    </AppProviders>,
  );
  // The catalogue of the language loads before the lines read in it.
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  const items = await screen.findAllByTestId('audit-entry');
  return items.map((li) => ({
    heading: within(li).getByTestId('audit-heading').textContent,
    lines: within(li)
      .queryAllByTestId('audit-change')
      .map((l) => l.textContent),
  }));
}

describe('a record’s history', () => {
  it('names every action the server writes, in every language', async () => {
    for (const locale of ['om', 'en', 'am'] as const) {
      const actions = ((await loadCatalog(locale)).crud as Tree).actions as Tree;
      const missing = AUDIT_ACTIONS.filter((a) => typeof actions[a] !== 'string');
      expect(missing, locale).toEqual([]);
    }
  });

  it('shows a meeting’s changes by label, old → new, references and children by name', async () => {
    const item = { id: 20, position: 1, titleOm: 'Baajata', titleEn: 'Budget review' };
    const lines = await show(
      'en',
      [
        entry(
          1,
          'update',
          { groupId: [3, 4], startsAt: [null, '2026-05-04T07:00:00.000Z'] },
          {
            names: { groupId: { 3: 'Budget committee', 4: 'Farming committee' } },
          },
        ),
        entry(2, 'agenda-item-create', { agendaItem20: [null, item] }),
        entry(3, 'agenda-item-update', {
          agendaItem20: [item, { ...item, titleEn: 'Budget', presenter: 'Abebe' }],
        }),
        entry(
          4,
          'invitees',
          { invitees: [[7], [7, 8]] },
          { names: { invitees: { 8: 'Caaltuu' } } },
        ),
        entry(6, 'update', {
          files: [
            ['old.pdf', 'plan.pdf'],
            ['plan.pdf', 'new.pdf'],
          ],
        }),
        entry(5, 'update', {
          titleOm: ['Walga’ii', 'Walgahii'],
          descriptionEn: ['a'.repeat(90), 'b'],
        }),
      ] as AuditEntry[],
      meetingsMeta.fields,
    );
    expect(lines).toEqual([
      { heading: 'Edited', lines: ['Files — Added: new.pdf', 'Files — Removed: old.pdf'] },
      {
        heading: 'Edited',
        lines: [
          'Title (Afaan Oromoo): Walga’ii → Walgahii',
          `Description (English): ${'a'.repeat(59)}… → b`,
        ],
      },
      { heading: 'Invitees changed', lines: ['Added: Caaltuu'] },
      {
        heading: 'Agenda item changed: Budget',
        lines: ['Title (English): Budget review → Budget', 'Presenter: — → Abebe'],
      },
      { heading: 'Agenda item added: Budget review', lines: [] },
      {
        heading: 'Edited',
        lines: [
          'Group: Budget committee → Farming committee',
          expect.stringMatching(/^Starts: — → 4 May 2026/),
        ],
      },
    ]);
  });

  it('shows a complaint’s steps as transitions with their reason, in Afaan Oromoo', async () => {
    const lines = await show(
      'om',
      [
        entry(1, 'in_review', { status: ['submitted', 'in_review'] }),
        entry(2, 'resolved', {
          status: ['in_review', 'resolved'],
          reason: [null, 'Bishaan deebi’e'],
        }),
      ] as AuditEntry[],
      complainsMeta.fields,
    );
    expect(lines).toEqual([
      {
        heading: 'Furame',
        lines: ['Haala: Ilaalamaa jira → Furame', 'Yaada: Bishaan deebi’e'],
      },
      { heading: 'Ilaalchi jalqabe', lines: ['Haala: Dhiyaate → Ilaalamaa jira'] },
    ]);
  });

  it('shows a register’s lines by the person’s name, in Amharic', async () => {
    const lines = await show(
      'am',
      [
        entry(
          1,
          'record',
          { user12: ['present', 'late: bus'], user13: [null, 'absent'] },
          {
            names: { user12: { 12: 'አበበ ከበደ' } },
          },
        ),
      ] as AuditEntry[],
      [],
    );
    expect(lines).toEqual([
      {
        heading: 'ተገኝነት ተመዝግቧል',
        lines: ['አበበ ከበደ: ተገኝቷል → ዘግይቷል (bus)', 'ተጠቃሚ #13: — → አልተገኘም'],
      },
    ]);
  });
});
