// The names a meeting's own files are kept under (the `resource` of their rows), for files that
// belong to no record type's row; the engine's store/files.ts lists and retires them.

/** Files of an agenda item (`recordId` is the item's id). */
export const AGENDA_FILES = 'meeting-agenda-items';
/** A meeting's minutes (`recordId` is the meeting's id); one live file at a time. */
export const MINUTES_FILES = 'meeting-minutes';
