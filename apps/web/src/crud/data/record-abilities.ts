import type { RecordAbilities } from '@caffee/contract';
import { can, type RecordRow, type RecordScreen } from '../screen';

/**
 * Whether a screen offers `action` on a record: the caller's permission, and what the API
 * said of this record (`can`, from the record type's write scope: an institute user edits
 * only their own institute). A record read without `can` is judged by the permission alone.
 */
export function offers(
  screen: RecordScreen,
  record: RecordRow,
  action: keyof RecordAbilities,
  allowed: (permission: string) => boolean,
): boolean {
  const said = record.can as Partial<RecordAbilities> | undefined;
  return allowed(can(screen, action)) && said?.[action] !== false;
}
