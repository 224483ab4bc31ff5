import type { Calendar } from '../store/prefs';
import { dateTimeFormat } from './date-time-format';

// Browsers ship no Afaan Oromoo date data (Chromium falls back to English), so om dates are
// composed here. Oromo names the months of both calendars alike: Fulbaana is September in
// the Gregorian calendar and Meskerem, the first Ethiopian month. Qaammee is Pagume.
const GREGORIAN_MONTHS = [
  'Amajjii',
  'Guraandhala',
  'Bitootessa',
  'Eebila',
  'Caamsaa',
  'Waxabajjii',
  'Adoolessa',
  'Hagayya',
  'Fulbaana',
  'Onkoloolessa',
  'Sadaasa',
  'Muddee',
];
const ETHIOPIC_MONTHS = [...GREGORIAN_MONTHS.slice(8), ...GREGORIAN_MONTHS.slice(0, 8), 'Qaammee'];
const WEEKDAYS = ['Dilbata', 'Wiixata', 'Kibxata', 'Roobii', 'Kamisa', 'Jimaata', 'Sanbata'];
/** "Akka Lakkoofsa Itoophiyaa": how Oromo texts mark an Ethiopian-calendar year. */
const ETHIOPIC_ERA = 'ALI';

const INTL_CALENDARS: Record<Calendar, string> = { gregorian: 'gregory', ethiopic: 'ethiopic' };

/** Day, month and year of `date` in the calendar, from the browser's own calendar maths. */
function calendarParts(date: Date, calendar: Calendar) {
  const parts = dateTimeFormat('en-US', {
    calendar: INTL_CALENDARS[calendar],
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** An Afaan Oromoo date in CLDR's om patterns (full "EEEE, MMMM d, y", long "MMMM d, y", …). */
export function formatOromoDate(
  date: Date,
  calendar: Calendar,
  options: Intl.DateTimeFormatOptions,
): string {
  const { year, month, day } = calendarParts(date, calendar);
  const months = calendar === 'ethiopic' ? ETHIOPIC_MONTHS : GREGORIAN_MONTHS;
  const monthName = months[month - 1] ?? String(month);
  const era = calendar === 'ethiopic' ? ` ${ETHIOPIC_ERA}` : '';
  const style = options.dateStyle ?? 'long';
  const datePart = {
    full: `${WEEKDAYS[date.getDay()]}, ${monthName} ${day}, ${year}${era}`,
    long: `${monthName} ${day}, ${year}${era}`,
    medium: `${monthName.slice(0, 3)} ${day}, ${year}${era}`,
    short: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}${era}`,
  }[style];
  if (!options.timeStyle) return datePart;
  // Times read the same in Oromo: 24-hour digits.
  const time = dateTimeFormat('en-GB', { timeStyle: options.timeStyle }).format(date);
  return `${datePart}, ${time}`;
}
