import type { AttendanceStatus } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAttendees, fetchRoll, fetchSubject, findRegister } from './attendance-api';
import {
  initialRows,
  markAllPresent,
  setNote,
  setStatus,
  type AttendanceState,
} from './attendance-state';
import type { Subject } from './subject';

/** The query keys of a subject's register screens, to refresh after a save. */
export const registerKey = (subject: Subject) => ['attendance-register', subject.kind, subject.id];

/**
 * The meeting or event, whom its register lists, its register for a date, and the rows being
 * marked on the screen.
 */
export function useAttendanceRegister(subject: Subject, date: string, locale: string) {
  const { t } = useTranslation();
  const about = useQuery({
    queryKey: [...registerKey(subject), 'subject', locale],
    queryFn: () => fetchSubject(subject, locale),
  });
  const roll = useQuery({
    queryKey: [...registerKey(subject), 'roll'],
    queryFn: () => fetchRoll(subject),
  });
  const register = useQuery({
    queryKey: [...registerKey(subject), date],
    queryFn: async () => {
      const found = await findRegister(subject, date, locale);
      return { register: found, attendees: found ? await fetchAttendees(found.id) : [] };
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const [rows, setRows] = useState<AttendanceState>([]);
  const [dirty, setDirty] = useState(false);
  // New data (another date, a save) restarts the rows from the register, during render.
  const [source, setSource] = useState<readonly unknown[]>([]);
  if (roll.data && register.data && (source[0] !== roll.data || source[1] !== register.data)) {
    setSource([roll.data, register.data]);
    setRows(initialRows(roll.data, register.data.attendees, (id) => t('crud.formerUser', { id })));
    setDirty(false);
  }

  const edit = useCallback((change: (old: AttendanceState) => AttendanceState) => {
    setRows(change);
    setDirty(true);
  }, []);
  const onStatus = useCallback(
    (userId: number, status: AttendanceStatus | null) =>
      edit((old) => setStatus(old, userId, status)),
    [edit],
  );
  const onNote = useCallback(
    (userId: number, note: string) => edit((old) => setNote(old, userId, note)),
    [edit],
  );
  const allPresent = useCallback(() => edit(markAllPresent), [edit]);

  return { about, roll, register, rows, dirty, setDirty, onStatus, onNote, allPresent };
}
