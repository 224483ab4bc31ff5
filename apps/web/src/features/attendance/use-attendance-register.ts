import type { AttendanceStatus } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchAttendees, fetchMeeting, findRegister } from './attendance-api';
import {
  initialRows,
  markAllPresent,
  setNote,
  setStatus,
  type AttendanceState,
} from './attendance-state';

/** The meeting, its register for a date, and the rows being marked on the screen. */
export function useAttendanceRegister(meetingId: number, date: string, locale: string) {
  const meeting = useQuery({
    queryKey: ['meeting-invitees', meetingId, locale],
    queryFn: () => fetchMeeting(meetingId, locale),
  });
  const register = useQuery({
    queryKey: ['meeting-register', meetingId, date],
    queryFn: async () => {
      const found = await findRegister(meetingId, date);
      return { register: found, attendees: found ? await fetchAttendees(found.id) : [] };
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const [rows, setRows] = useState<AttendanceState>([]);
  const [dirty, setDirty] = useState(false);
  // New data (another date, a save) restarts the rows from the register, during render.
  const [source, setSource] = useState<readonly unknown[]>([]);
  if (
    meeting.data &&
    register.data &&
    (source[0] !== meeting.data || source[1] !== register.data)
  ) {
    setSource([meeting.data, register.data]);
    setRows(initialRows(meeting.data.invitees ?? [], register.data.attendees));
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

  return { meeting, register, rows, dirty, setDirty, onStatus, onNote, allPresent };
}
