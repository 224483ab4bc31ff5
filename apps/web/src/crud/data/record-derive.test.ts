import { describe, expect, it } from 'vitest';
import { recordContract } from '@caffee/contract';
import { forumsScreen, questionsScreen } from '../../records/engagement/screens';
import { ALL_SCREENS } from '../../records/registry';
import { meetingsScreen } from '../../records/meetings/screens';
import { newsFeedsScreen } from '../../records/publishing/screens';
import { valueOfParts } from '../../forms/ethiopic-entry';
import { listParamsToSearch, parseListParams } from './list-params';
import { errorFieldNames, listUrlSpec, toFormData, toFormValues } from './record-derive';
import { recordBody, recordResolver } from './record-resolver';

const news = newsFeedsScreen;

describe('a list derived from the declaration', () => {
  it('keeps the declared filters and the contract sorts in the address, checked', () => {
    const spec = listUrlSpec(news);
    const params = parseListParams(
      new URLSearchParams('status=published&categoryId=3&sort=title&order=desc&page=2'),
      spec,
    );
    expect(params.filter).toEqual({ status: 'published', categoryId: '3' });
    expect(params.sort).toEqual({ field: 'title', direction: 'desc' });
    expect(listParamsToSearch(params, spec).toString()).toBe(
      'categoryId=3&status=published&sort=title&order=desc&page=2',
    );
    // Unknown values and undeclared filters never reach the API.
    const bad = parseListParams(new URLSearchParams('status=gone&categoryId=x&body=1'), spec);
    expect(bad.filter).toEqual({});
  });

  it('reads booleans as true/false filters', () => {
    const spec = listUrlSpec(forumsScreen);
    expect(parseListParams(new URLSearchParams('locked=true'), spec).filter).toEqual({
      locked: 'true',
    });
  });
});

describe('a form derived from the declaration', () => {
  const record = {
    id: 5,
    title: 'Oduu',
    summary: null,
    body: null,
    categoryId: 2,
    status: 'draft',
    publishedAt: '2026-05-01T06:30:00.000Z',
    translations: {
      title: { om: 'Oduu', en: 'News', am: null },
      summary: { om: null, en: null, am: null },
      body: { om: null, en: null, am: null },
    },
  };

  it("edits an all-day event's days as dates and sends them without a time", async () => {
    const events = ALL_SCREENS.find((screen) => screen.key === 'calendar-events')!;
    const stored = {
      id: 7,
      title: 'Meskel',
      allDay: true,
      startsAt: '2026-09-27T00:00:00.000Z',
      endsAt: '2026-09-28T00:00:00.000Z',
      repeat: 'none',
    };
    const values = toFormValues(events, stored);
    expect(values).toMatchObject({ startsAt: '2026-09-27', endsAt: '2026-09-28', allDay: true });
    const body = recordBody(events, { ...values, title: { om: 'Masqala', en: '', am: '' } }, true);
    expect(body).toMatchObject({ startsAt: '2026-09-27', endsAt: '2026-09-28', allDay: true });
    // Typed in the Ethiopian calendar, the same days: 17 and 18 Meskerem 2019.
    const typed = {
      ...values,
      startsAt: valueOfParts({ day: '17', month: '1', year: '2019', time: '' }, false),
    };
    expect(recordBody(events, typed, false).startsAt).toBe('2026-09-27');
    const check = await recordResolver(events, false)(typed, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(check.errors).toEqual({});
    // A timed event's start stays an instant.
    const timed = toFormValues(events, { ...stored, allDay: false });
    expect(recordBody(events, timed, false).startsAt).toMatch(/^2026-09-2\dT\d\d:00:00\.000Z$/);
  });

  it('starts a new record from the declared defaults (an event does not repeat)', () => {
    const events = ALL_SCREENS.find((screen) => screen.key === 'calendar-events')!;
    expect(toFormValues(events).repeat).toBe('none');
    expect(toFormValues(events, { id: 1, repeat: 'weekly' }).repeat).toBe('weekly');
  });

  it('edits multilingual fields in all three languages', () => {
    const values = toFormValues(news, record);
    expect(values.title).toEqual({ om: 'Oduu', en: 'News', am: '' });
    expect(values.summary).toEqual({ om: '', en: '', am: '' });
    expect(values.categoryId).toBe(2);
    expect(String(values.publishedAt)).toMatch(/^2026-05-0\dT\d\d:30$/);
  });

  it('sends the filled languages, clears on edit and leaves out on create', () => {
    const values = { ...toFormValues(news), title: { om: ' Oduu ', en: '', am: 'ዜና' } };
    expect(recordBody(news, values, true)).toEqual({ title: { om: 'Oduu', am: 'ዜና' } });
    const edited = recordBody(news, toFormValues(news, record), false);
    expect(edited).toMatchObject({ title: { om: 'Oduu', en: 'News' }, summary: null, body: null });
    expect(edited.publishedAt).toBe('2026-05-01T06:30:00.000Z');
  });

  it('sends only what the schema takes (a forum is locked by an edit, not at creation)', () => {
    const values = { ...toFormValues(forumsScreen), locked: true };
    expect(recordBody(forumsScreen, values, true)).not.toHaveProperty('locked');
    expect(recordBody(forumsScreen, values, false)).toHaveProperty('locked', true);
  });

  it('edits an agenda as a list of multilingual titles, keeping each item by id', () => {
    const meeting = {
      id: 1,
      title: 'Walgahii',
      agenda: [
        {
          id: 9,
          title: 'Baajata',
          translations: { title: { om: 'Baajata', en: 'Budget', am: null } },
        },
      ],
    };
    const values = toFormValues(meetingsScreen, meeting);
    expect(values.agendaItems).toEqual([{ id: 9, title: { om: 'Baajata', en: 'Budget', am: '' } }]);
    const items = [
      ...(values.agendaItems as object[]),
      { title: { om: 'Haaraa', en: '', am: '' } },
      { title: { om: '', en: '', am: '' } },
    ];
    expect(
      recordBody(meetingsScreen, { ...values, agendaItems: items }, false).agendaItems,
    ).toEqual([{ id: 9, title: { om: 'Baajata', en: 'Budget' } }, { title: { om: 'Haaraa' } }]);
  });

  it('puts files in the multipart shape the API reads, each type before its file', () => {
    const file = new File(['%PDF-1.4'], 'labsii.pdf', { type: 'application/pdf' });
    const form = toFormData(
      { title: { om: 'Oduu', en: 'News' }, status: 'published', summary: null },
      [{ file, type: 'downloadable' }],
      [7],
    );
    expect([...form.keys()]).toEqual([
      'title[om]',
      'title[en]',
      'status',
      'summary',
      'media[0][type]',
      'media[0][file]',
      'removeFiles[]',
    ]);
    expect(form.get('media[0][file]')).toBeInstanceOf(File);
    expect(form.get('removeFiles[]')).toBe('7');
    // A cleared field goes as the text the server reads as null.
    expect(form.get('summary')).toBe('null');
  });

  it('checks with the contract schema and names the fields a 422 may mention', async () => {
    const resolve = recordResolver(news, true);
    const empty = await resolve(toFormValues(news), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(empty.errors)).toEqual(['title']);
    // On the first language's input, so it is marked and focused, with the reason.
    expect(empty.errors.title).toEqual({
      om: expect.objectContaining({ message: 'fieldErrors.oneLanguage' }),
    });
    const ok = await resolve(
      { ...toFormValues(news), title: { om: 'Oduu', en: '', am: '' } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(ok.values).toEqual({ title: { om: 'Oduu' } });
    expect(errorFieldNames(news)).toContain('title.en');
  });

  it('refuses an Ethiopian date still being typed on its field, not as another date', async () => {
    const draft = valueOfParts({ day: '6', month: '13', year: '2018', time: '09:00' }, true);
    const values = { ...toFormValues(news), title: { om: 'Oduu', en: '', am: '' } };
    expect(recordBody(news, { ...values, publishedAt: draft }, true).publishedAt).toBe(draft);
    const checked = await recordResolver(news, true)({ ...values, publishedAt: draft }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(checked.errors)).toEqual(['publishedAt']);
  });

  it('finds the schemas of every declared screen, and its own rule beside them', async () => {
    for (const screen of ALL_SCREENS) {
      expect(recordContract(screen.contract).path).toBe(screen.contract.path);
    }
    // A choice question needs two options: the screen's rule, run with the contract's schema.
    const resolve = recordResolver(questionsScreen, true);
    const values = { ...toFormValues(questionsScreen), text: { om: 'Gaaffii', en: '', am: '' } };
    const options = { fields: {}, shouldUseNativeValidation: false };
    const one = await resolve(
      { ...values, type: 'single_choice', options: [{ text: { om: 'Eeyyee', en: '', am: '' } }] },
      undefined,
      options,
    );
    expect(one.errors.options).toMatchObject({ message: expect.stringContaining('twoOptions') });
    const open = await resolve({ ...values, type: 'open_ended', options: [] }, undefined, options);
    expect(open.errors.options).toBeUndefined();
  });
});
