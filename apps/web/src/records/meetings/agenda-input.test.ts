import type { AgendaItem } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import {
  agendaItemResolver,
  agendaItemValues,
  emptyAgendaItem,
  orderedAgenda,
  toAgendaItemBody,
} from './agenda-input';

describe('a new agenda item', () => {
  it('sends the filled languages, trimmed, and the presenter when given', () => {
    const values = emptyAgendaItem();
    values.title.om = '  Baajata 2027 ';
    values.title.am = 'በጀት';
    values.presenter = ' Obsaa Fayyisaa ';
    expect(toAgendaItemBody(values)).toEqual({
      title: { om: 'Baajata 2027', am: 'በጀት' },
      presenter: 'Obsaa Fayyisaa',
    });
  });

  it('sends a null title when no language is filled, and no blank presenter', () => {
    const values = { title: { om: ' ', en: '', am: '' }, presenter: '  ' };
    expect(toAgendaItemBody(values)).toEqual({ title: null });
  });
});

describe('an edited agenda item', () => {
  const saved = {
    id: 4,
    title: 'Baajata',
    presenter: 'Obsaa',
    translations: {
      title: { om: 'Baajata', en: 'Budget', am: null },
      decision: { om: 'Raggaa’e', en: null, am: null },
    },
  } as unknown as AgendaItem;

  it('starts from the saved texts, a missing language blank', () => {
    expect(agendaItemValues(saved)).toEqual({
      title: { om: 'Baajata', en: 'Budget', am: '' },
      presenter: 'Obsaa',
      decision: { om: 'Raggaa’e', en: '', am: '' },
    });
  });

  it('clears the decision when every language of it is emptied', () => {
    const values = agendaItemValues(saved);
    values.decision!.om = '';
    expect(toAgendaItemBody(values, true).decision).toBeNull();
  });

  it('sends a language or presenter emptied as blank, so the server clears it', () => {
    const values = agendaItemValues(saved);
    values.title.en = ' ';
    values.presenter = '';
    expect(toAgendaItemBody(values, true)).toEqual({
      title: { om: 'Baajata', en: '', am: '' },
      presenter: '',
      decision: { om: 'Raggaa’e', en: '', am: '' },
    });
  });
});

describe('the add-item form check', () => {
  const check = (values: object) => agendaItemResolver(false)(values, undefined, {} as never);

  it('asks for a title in one language at least', async () => {
    const result = await check(emptyAgendaItem());
    expect(result.values).toEqual({});
    expect(result.errors.title?.message).toBe('validation.oneLanguage');
  });

  it('hands the body to send to the submit', async () => {
    const result = await check({ title: { om: '', en: ' Budget ', am: '' }, presenter: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ title: { en: 'Budget' } });
  });
});

describe('the agenda order', () => {
  const item = (id: number, position: number) => ({ id, position }) as AgendaItem;

  it('follows the positions, the older item first on a tie, without changing the input', () => {
    const items = [item(3, 2), item(9, 1), item(4, 2)];
    expect(orderedAgenda(items).map((i) => i.id)).toEqual([9, 3, 4]);
    expect(items.map((i) => i.id)).toEqual([3, 9, 4]);
  });
});
