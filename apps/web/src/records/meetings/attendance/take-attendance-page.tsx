import { useParams } from 'react-router';
import { idParam } from '../../../crud/detail/record-detail-page';
import { AttendanceSheet } from './attendance-sheet';

/** `/admin/meetings/:id/attendance`: every invitee marked on one screen, saved at once. */
export default function TakeAttendancePage() {
  const id = idParam(useParams().id);
  return <AttendanceSheet key={id} subject={{ kind: 'meeting', id }} />;
}
