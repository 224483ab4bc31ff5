import type { Locale } from './languages.js';

// How each interface language writes a date and a time, in words of the app's own: one
// formatter per language (`formatDate`, calendar-dates.ts) rather than each runtime's `Intl`
// patterns, which differ between ICU versions (Chromium and Node disagree on "Sep"/"Sept"),
// have no Afaan Oromoo, and mark an Ethiopian year "AM" in English and in Amharic, which
// reads as a time of day. The table of what each one writes is calendar-dates.test.ts.

/** A date's numbers and names as a language's patterns take them. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
  monthName: string;
  shortMonth: string;
  weekday: string;
  /** The Ethiopian year's mark with its space before it (" E.C."), or '' in the Gregorian. */
  era: string;
}

/** The styles of a date: CLDR's names. */
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/** One language's words and patterns. */
export interface DateWords {
  gregorianMonths: readonly string[];
  gregorianShortMonths: readonly string[];
  /** Meskerem first, Pagume last. */
  ethiopicMonths: readonly string[];
  ethiopicShortMonths: readonly string[];
  /** Sunday first. */
  weekdays: readonly string[];
  /** After an Ethiopian year: never a word read as a time of day. */
  era: string;
  date: (p: DateParts, style: DateStyle) => string;
  /** A time of day from its hour (0–23) and minute. */
  time: (hour: number, minute: number) => string;
  /** A date with its time. */
  dateTime: (date: string, time: string) => string;
  /** A month of a calendar page, "December 2026". */
  month: (p: DateParts) => string;
}

const two = (n: number) => String(n).padStart(2, '0');
const numeric = (p: DateParts) => `${two(p.day)}/${two(p.month)}/${p.year}${p.era}`;
/** 24-hour digits, "17:00". */
const clock24 = (hour: number, minute: number) => `${two(hour)}:${two(minute)}`;

// Oromo names the months of both calendars alike: Fulbaana is September in the Gregorian
// calendar and Meskerem, the first Ethiopian month. Qaammee is Pagume.
const OROMO_MONTHS = [
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
const OROMO_ETHIOPIC_MONTHS = [...OROMO_MONTHS.slice(8), ...OROMO_MONTHS.slice(0, 8), 'Qaammee'];

/** Afaan Oromoo in CLDR's om patterns ("MMMM d, y"), times in 24-hour digits. */
const om: DateWords = {
  gregorianMonths: OROMO_MONTHS,
  gregorianShortMonths: OROMO_MONTHS.map((m) => m.slice(0, 3)),
  ethiopicMonths: OROMO_ETHIOPIC_MONTHS,
  ethiopicShortMonths: OROMO_ETHIOPIC_MONTHS.map((m) => m.slice(0, 3)),
  weekdays: ['Dilbata', 'Wiixata', 'Kibxata', 'Roobii', 'Kamisa', 'Jimaata', 'Sanbata'],
  // "Akka Lakkoofsa Itoophiyaa": how Oromo texts mark an Ethiopian-calendar year.
  era: 'ALI',
  date: (p, style) =>
    ({
      full: `${p.weekday}, ${p.monthName} ${p.day}, ${p.year}${p.era}`,
      long: `${p.monthName} ${p.day}, ${p.year}${p.era}`,
      medium: `${p.shortMonth} ${p.day}, ${p.year}${p.era}`,
      short: numeric(p),
    })[style],
  time: clock24,
  dateTime: (date, time) => `${date}, ${time}`,
  month: (p) => `${p.monthName} ${p.year}${p.era}`,
};

const ENGLISH_ETHIOPIC_MONTHS = [
  'Meskerem',
  'Tekemt',
  'Hedar',
  'Tahsas',
  'Ter',
  'Yekatit',
  'Megabit',
  'Miazia',
  'Genbot',
  'Sene',
  'Hamle',
  'Nehasse',
  'Pagumen',
];

/** British English (the app's `en`): "17 December 2026", 24-hour times. */
const en: DateWords = {
  gregorianMonths: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  gregorianShortMonths: [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sept',
    'Oct',
    'Nov',
    'Dec',
  ],
  ethiopicMonths: ENGLISH_ETHIOPIC_MONTHS,
  ethiopicShortMonths: ENGLISH_ETHIOPIC_MONTHS,
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  // "Ethiopian Calendar"; CLDR's "AM" (Amete Mihret) reads as the morning beside a time.
  era: 'E.C.',
  date: (p, style) =>
    ({
      full: `${p.weekday}, ${p.day} ${p.monthName} ${p.year}${p.era}`,
      long: `${p.day} ${p.monthName} ${p.year}${p.era}`,
      medium: `${p.day} ${p.shortMonth} ${p.year}${p.era}`,
      short: numeric(p),
    })[style],
  time: clock24,
  dateTime: (date, time) => `${date}, ${time}`,
  month: (p) => `${p.monthName} ${p.year}${p.era}`,
};

const AMHARIC_ETHIOPIC_MONTHS = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
];

/**
 * Amharic in CLDR's am patterns ("d MMMM y"); the Ethiopian year marked ዓ.ም. (ዓመተ ምሕረት),
 * the hour on the 12-hour clock with its part of the day, ጥዋት (morning) or ከሰዓት
 * (afternoon): "5:00 ከሰዓት", never a bare "5:00".
 */
const am: DateWords = {
  gregorianMonths: [
    'ጃንዋሪ',
    'ፌብሩዋሪ',
    'ማርች',
    'ኤፕሪል',
    'ሜይ',
    'ጁን',
    'ጁላይ',
    'ኦገስት',
    'ሴፕቴምበር',
    'ኦክቶበር',
    'ኖቬምበር',
    'ዲሴምበር',
  ],
  gregorianShortMonths: [
    'ጃን',
    'ፌብ',
    'ማርች',
    'ኤፕሪ',
    'ሜይ',
    'ጁን',
    'ጁላይ',
    'ኦገስ',
    'ሴፕቴ',
    'ኦክቶ',
    'ኖቬም',
    'ዲሴም',
  ],
  ethiopicMonths: AMHARIC_ETHIOPIC_MONTHS,
  ethiopicShortMonths: AMHARIC_ETHIOPIC_MONTHS,
  weekdays: ['እሑድ', 'ሰኞ', 'ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ', 'ቅዳሜ'],
  era: 'ዓ.ም.',
  date: (p, style) =>
    ({
      full: `${p.weekday}፣ ${p.day} ${p.monthName} ${p.year}${p.era}`,
      long: `${p.day} ${p.monthName} ${p.year}${p.era}`,
      medium: `${p.day} ${p.shortMonth} ${p.year}${p.era}`,
      short: numeric(p),
    })[style],
  time: (hour, minute) => `${hour % 12 || 12}:${two(minute)} ${hour < 12 ? 'ጥዋት' : 'ከሰዓት'}`,
  dateTime: (date, time) => `${date} ${time}`,
  month: (p) => `${p.monthName} ${p.year}${p.era}`,
};

/** Each interface language's way with dates and times. */
export const DATE_WORDS: Record<Locale, DateWords> = { om, en, am };
