// Ethiopian-calendar dates as numbers, both ways: date entry in the Ethiopian calendar (web)
// and repeats that follow it (the server's recurrence) need a Gregorian date from an
// Ethiopian one, which `Intl` does not give (it only formats). The arithmetic is short and
// exact (Reingold & Dershowitz, "Calendrical Calculations", ch. "Coptic and Ethiopic"), so it
// is written here rather than pulling a calendar library into both bundles; the tests check
// it against `Intl`'s `ethiopic` calendar day by day.

/** An Ethiopian date: year (Amete Mihret), month 1..13 (13 = Pagume), day 1..30. */
export interface EthiopicDate {
  year: number;
  month: number;
  day: number;
}

/** Days from the Unix epoch (1970-01-01) to 1 Meskerem 1 E.C. (29 August 8 CE, Julian). */
const EPOCH = 2796 - 719_163;
const MS_PER_DAY = 86_400_000;

/** Whether a year has a sixth day of Pagume (the year before a Gregorian leap year). */
export const isEthiopicLeapYear = (year: number) => ((year % 4) + 4) % 4 === 3;

/** Days in an Ethiopian month: 30, and Pagume 5 or 6. */
export const ethiopicMonthLength = (year: number, month: number) =>
  month < 13 ? 30 : isEthiopicLeapYear(year) ? 6 : 5;

/** Whether the numbers name a day of the Ethiopian calendar (no 31st, no Pagume 6 in 2018). */
export const isEthiopicDate = ({ year, month, day }: EthiopicDate) =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  month >= 1 &&
  month <= 13 &&
  day >= 1 &&
  day <= ethiopicMonthLength(year, month);

const dayNumber = ({ year, month, day }: EthiopicDate) =>
  EPOCH - 1 + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day;

/** The Gregorian `YYYY-MM-DD` of an Ethiopian date (assumed valid: see `isEthiopicDate`). */
export function ethiopicToIso(date: EthiopicDate): string {
  return new Date(dayNumber(date) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Ethiopian date of a Gregorian `YYYY-MM-DD` (a longer ISO string: its date part). */
export function isoToEthiopic(iso: string): EthiopicDate {
  const days = Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
  const year = Math.floor((4 * (days - EPOCH) + 1463) / 1461);
  const month = Math.floor((days - dayNumber({ year, month: 1, day: 1 })) / 30) + 1;
  const day = days + 1 - dayNumber({ year, month, day: 1 });
  return { year, month, day };
}
