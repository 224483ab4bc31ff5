import { calendarEventsMeta } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { complainsScreen } from '../../records/engagement/screens';
import { defineScreen } from '../screen';
import { exportParams } from './export-button';

describe('what an export asks for beside the list query', () => {
  it('the columns the list shows, in order, and the reader’s language and calendar', () => {
    expect(exportParams(complainsScreen, { locale: 'am', calendar: 'ethiopic' })).toEqual({
      columns: ['subject', 'instituteId', 'complainantName', 'status', 'createdAt'],
      locale: 'am',
      calendar: 'ethiopic',
    });
    expect(
      exportParams(defineScreen(calendarEventsMeta), { locale: 'om', calendar: 'gregorian' })
        .columns,
    ).toContain('repeat');
  });
});
