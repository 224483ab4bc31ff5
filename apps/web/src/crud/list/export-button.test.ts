import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { calendarEventsMeta } from '@caffee/contract';
import { defineScreen } from '../screen';
import { complainsScreen, forumsScreen } from '../../records/engagement/screens';
import { exportWords } from './export-button';

/** A translator that shows which key it was asked for. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('what an export sends in the reader’s language', () => {
  it('names the visible columns and labels their enum values', () => {
    const { labels, values } = exportWords(complainsScreen, t);
    expect(Object.keys(labels)).toEqual([
      'subject',
      'instituteId',
      'complainantName',
      'status',
      'createdAt',
    ]);
    expect(labels.instituteId).toBe('«records.fields.instituteId»');
    expect(values).toEqual({
      status: {
        submitted: '«records.enum.status.submitted»',
        in_review: '«records.enum.status.in_review»',
        resolved: '«records.enum.status.resolved»',
        rejected: '«records.enum.status.rejected»',
      },
    });
  });

  it('reads booleans as yes and no, and sends nothing for columns without values', () => {
    expect(exportWords(forumsScreen, t).values).toEqual({
      locked: { true: '«crud.yes»', false: '«crud.no»' },
    });
    expect(Object.keys(exportWords(defineScreen(calendarEventsMeta), t).values)).toEqual([
      'repeat',
    ]);
  });
});
