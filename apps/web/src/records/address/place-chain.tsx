import type { FieldDisplayProps } from '../../crud/screen';

type Named = { name?: string } | null | undefined;
const LEVELS = ['woreda', 'zone', 'region'] as const;

/**
 * A place's parent with the places above it ("Woreda 02, Arsi, Oromia"), from the record's
 * `ancestors`: many kebeles and woredas share a name, and the parent's alone repeats.
 */
export function PlaceChain({ field, record }: FieldDisplayProps) {
  const chain = (record.ancestors ?? {}) as Partial<Record<(typeof LEVELS)[number], Named>>;
  const names = LEVELS.map((level) => chain[level]?.name).filter(Boolean);
  if (names.length > 0) return <>{names.join(', ')}</>;
  const parent = field.refField ? (record[field.refField] as Named) : null;
  return <>{parent?.name ?? '—'}</>;
}
