import { useParams } from 'react-router';
import { idParam } from '../../../crud/detail/record-detail-page';
import { AttendanceSheet } from './attendance-sheet';

/**
 * `/admin/calendar-events/:id/attendance`: the register of an event on a day. An event has no
 * invitees: every active council member is listed, and those marked make the register.
 */
export default function EventAttendancePage() {
  const id = idParam(useParams().id);
  return <AttendanceSheet key={id} subject={{ kind: 'calendar-event', id }} />;
}
