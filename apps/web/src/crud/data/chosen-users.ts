// Apart from the people picker (form/users-field.tsx): a record's page reads chosen people
// without loading the picker's form code.

/** A chosen user as a `users` field holds it (the shape of a meeting's `invitees`). */
export interface ChosenUser {
  userId: number;
  name: string;
  type?: string;
  /** Shown under the name among the choices (none for an account reached by phone only). */
  email?: string | null;
}

/** A `users` field's value as the form may hold it (empty text before any choice). */
export const chosenUsers = (value: unknown): ChosenUser[] =>
  Array.isArray(value) ? (value as ChosenUser[]) : [];
