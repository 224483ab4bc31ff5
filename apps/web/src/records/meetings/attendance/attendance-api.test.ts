import { describe, expect, it } from 'vitest';
import { ok, page, route } from '../../../test/api-fixtures';
import { mockApi } from '../../../test/render-app';
import { saveAttendance } from './attendance-api';

const rows = [{ userId: 5, name: 'Obsaa Fayyisaa', status: 'present' as const, note: '' }];

describe('saving a register', () => {
  it('saves into the day’s register opened meanwhile elsewhere, instead of refusing', async () => {
    let finds = 0;
    const calls = mockApi((config) => {
      const call = route(config);
      if (call === 'GET attendances') return finds++ === 0 ? page([]) : page([{ id: 12 }]);
      if (call === 'POST attendances') {
        return {
          status: 409,
          data: {
            message: 'This meeting or event already has a register on this date',
            code: 'conflict',
            details: [{ field: 'date', code: 'registerExists' }],
          },
        };
      }
      if (call === 'POST attendances/12/attendees') {
        return ok({ attendanceId: 12, summary: { present: 1 } });
      }
      return undefined;
    });
    const saved = await saveAttendance({ kind: 'meeting', id: 3 }, '2027-01-05', rows, {
      mode: 'replace',
    });
    expect(saved.attendanceId).toBe(12);
    expect(calls.map((c) => `${c.method} ${c.url.replace(/^.*\/v1\//, '')}`)).toEqual([
      'GET attendances',
      'POST attendances',
      'GET attendances',
      'POST attendances/12/attendees',
    ]);
  });

  it('still refuses what is not a register kept already', async () => {
    mockApi((config) => {
      const call = route(config);
      if (call === 'GET attendances') return page([]);
      if (call === 'POST attendances') {
        return { status: 422, data: { message: 'x', errors: [{ meetingId: 'No such record' }] } };
      }
      return undefined;
    });
    await expect(
      saveAttendance({ kind: 'meeting', id: 3 }, '2027-01-05', rows, { mode: 'replace' }),
    ).rejects.toMatchObject({ errors: [{ meetingId: 'No such record' }] });
  });
});
