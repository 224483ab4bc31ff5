import { describe, expect, it } from 'vitest';
import { placeInDay } from './week-hours';

const at = (day: string, hour: number, minute = 0) =>
  new Date(
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  ).toISOString();

describe('the hours of a week day', () => {
  it('places items by their time, overlapping ones side by side', () => {
    const a = { startsAt: at('2026-11-16', 9), endsAt: at('2026-11-16', 11) };
    const b = { startsAt: at('2026-11-16', 10), endsAt: at('2026-11-16', 12) };
    const c = { startsAt: at('2026-11-16', 11), endsAt: at('2026-11-16', 11, 30) };
    const d = { startsAt: at('2026-11-16', 14), endsAt: at('2026-11-16', 14) };
    const placed = placeInDay('2026-11-16', [d, c, b, a]);
    const of = (item: object) => placed.find((p) => p.item === item)!;
    expect(of(a)).toMatchObject({ top: 540, bottom: 660, column: 0, columns: 2 });
    expect(of(b)).toMatchObject({ top: 600, bottom: 720, column: 1, columns: 2 });
    // a ends at 11:00, so c takes its column again.
    expect(of(c)).toMatchObject({ top: 660, column: 0, columns: 2 });
    // A deadline is an instant, drawn half an hour long, alone.
    expect(of(d)).toMatchObject({ top: 840, bottom: 870, column: 0, columns: 1 });
  });
});
