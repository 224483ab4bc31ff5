import {
  CALENDAR_TIME_ZONE,
  formatDate,
  formatTime,
  type ComplaintStatus,
  type ImportDone,
  type Locale,
  type NotificationKind,
} from '@caffee/contract';
import { BRAND } from '../mail/templates.js';
import { fitSms } from '../sms/segments.js';

/** What a message says of one notification: the record's name in the reader's language. */
export interface MessageArgs {
  name: string;
  actor: string | null;
  /** A complaint's new status (`complaint-status`). */
  status: string | null;
  /** A meeting's time, as `when` writes it in the reader's language. */
  when?: string;
  /** What an import wrote (`import-done`). */
  imported?: ImportDone | null;
  link: string;
}

const STATUS: Record<Locale, Record<ComplaintStatus, string>> = {
  om: {
    submitted: 'Dhiyaate',
    in_review: 'Ilaalamaa jira',
    resolved: 'Furame',
    rejected: 'Didame',
  },
  en: {
    submitted: 'Submitted',
    in_review: 'In review',
    resolved: 'Resolved',
    rejected: 'Rejected',
  },
  am: { submitted: 'የቀረበ', in_review: 'በግምገማ ላይ', resolved: 'የተፈታ', rejected: 'ውድቅ የተደረገ' },
};

const statusOf = (locale: Locale, status: string | null) =>
  STATUS[locale][status as ComplaintStatus] ?? status ?? '';

/** A meeting's time after its line, when the message has it (a digest's lines do not). */
const at = (a: MessageArgs, colon = ': ') => (a.when ? `${colon}${a.when}` : '');

/** An import's file and counts, for its line. */
const imp = (a: MessageArgs) =>
  a.imported ?? { file: a.name, into: '', created: 0, updated: 0, unchanged: 0 };

/**
 * The one line each kind says, per language (the mail's subject, the SMS, and the first
 * line of the mail's body). The web app says the same in its locale files
 * (`notifications.kinds`); the glossary (docs/glossary.md) holds for both.
 */
const LINES: Record<Locale, Record<NotificationKind, (a: MessageArgs) => string>> = {
  om: {
    'question-opened': (a) => `Gaaffii haaraa: “${a.name}”`,
    'survey-opened': (a) => `Sakatta'iinsa haaraa: “${a.name}”`,
    'question-due': (a) => `Gaaffiin “${a.name}” sa'aatii 48 keessatti dhuma; hin deebisne`,
    'question-answered': (a) => `${a.actor ?? 'Namni tokko'} gaaffii “${a.name}” deebiseera`,
    'survey-due': (a) => `Sakatta'iinsi “${a.name}” sa'aatii 48 keessatti cufama; hin deebisne`,
    'complaint-filed': (a) => `Komii haaraa: “${a.name}”`,
    'complaint-status': (a) => `Komiin “${a.name}” amma: ${statusOf('om', a.status)}`,
    comment: (a) => `${a.actor ?? 'Namni tokko'} “${a.name}” irratti yaada kenne`,
    'meeting-invited': (a) => `Walgahii “${a.name}” irratti affeeramtaniittu${at(a)}`,
    'meeting-changed': (a) => `Walgahiin “${a.name}” jijjiirameera${at(a)}`,
    'meeting-cancelled': (a) => `Walgahiin “${a.name}” haqameera`,
    'meeting-uninvited': (a) => `Walgahii “${a.name}” irratti amma hin affeeramtan`,
    'account-activated': () => 'Herregni keessan hojiirra oolee jira',
    'account-role': () => 'Gaheen herrega keessanii jijjiirameera',
    'registration-pending': (a) => `Galmeen haaraa hojiirra oolchuu eega: ${a.name}`,
    'import-done': (a) =>
      `Faayiliin “${imp(a).file}” galfameera: haaraa ${imp(a).created}, jijjiirame ${imp(a).updated}`,
  },
  en: {
    'question-opened': (a) => `New question: “${a.name}”`,
    'survey-opened': (a) => `New survey: “${a.name}”`,
    'question-due': (a) => `“${a.name}” is due within 48 hours and you have not answered`,
    'question-answered': (a) => `${a.actor ?? 'Someone'} answered “${a.name}”`,
    'survey-due': (a) => `The survey “${a.name}” closes within 48 hours and you have not answered`,
    'complaint-filed': (a) => `New complaint: “${a.name}”`,
    'complaint-status': (a) => `Complaint “${a.name}” is now: ${statusOf('en', a.status)}`,
    comment: (a) => `${a.actor ?? 'Someone'} commented on “${a.name}”`,
    'meeting-invited': (a) => `You are invited to the meeting “${a.name}”${at(a)}`,
    'meeting-changed': (a) => `The meeting “${a.name}” changed${at(a)}`,
    'meeting-cancelled': (a) => `The meeting “${a.name}” was cancelled`,
    'meeting-uninvited': (a) => `You are no longer invited to the meeting “${a.name}”`,
    'account-activated': () => 'Your account is active',
    'account-role': () => 'Your role was changed',
    'registration-pending': (a) => `A new registration waits for activation: ${a.name}`,
    'import-done': (a) =>
      `Your import of “${imp(a).file}” is done: ${imp(a).created} new, ${imp(a).updated} changed`,
  },
  am: {
    'question-opened': (a) => `አዲስ ጥያቄ፦ “${a.name}”`,
    'survey-opened': (a) => `አዲስ የዳሰሳ ጥናት፦ “${a.name}”`,
    'question-due': (a) => `“${a.name}” በ48 ሰዓት ውስጥ ያበቃል፤ እስካሁን አልመለሱም`,
    'question-answered': (a) => `${a.actor ?? 'አንድ ሰው'} ለ“${a.name}” መልስ ሰጥተዋል`,
    'survey-due': (a) => `የዳሰሳ ጥናቱ “${a.name}” በ48 ሰዓት ውስጥ ይዘጋል፤ እስካሁን አልመለሱም`,
    'complaint-filed': (a) => `አዲስ ቅሬታ፦ “${a.name}”`,
    'complaint-status': (a) => `ቅሬታ “${a.name}” አሁን፦ ${statusOf('am', a.status)}`,
    comment: (a) => `${a.actor ?? 'አንድ ሰው'} በ“${a.name}” ላይ አስተያየት ሰጥተዋል`,
    'meeting-invited': (a) => `ለስብሰባ “${a.name}” ተጋብዘዋል${at(a, '፦ ')}`,
    'meeting-changed': (a) => `ስብሰባ “${a.name}” ተቀይሯል${at(a, '፦ ')}`,
    'meeting-cancelled': (a) => `ስብሰባ “${a.name}” ተሰርዟል`,
    'meeting-uninvited': (a) => `ከእንግዲህ ለስብሰባ “${a.name}” አልተጋበዙም`,
    'account-activated': () => 'መለያዎ ነቅቷል',
    'account-role': () => 'የመለያዎ ሚና ተቀይሯል',
    'registration-pending': (a) => `አዲስ ምዝገባ ማንቃትን ይጠብቃል፦ ${a.name}`,
    'import-done': (a) =>
      `የ“${imp(a).file}” ማስገባት ተጠናቋል፦ ${imp(a).created} አዲስ፣ ${imp(a).updated} የተቀየሩ`,
  },
};

const OPEN: Record<Locale, string> = {
  om: 'Ilaaluuf liinkii kana banaa:',
  en: 'Open it here:',
  am: 'እዚህ ይክፈቱ፦',
};

const WHY: Record<Locale, string> = {
  om: 'Ergaan kun akka filannoo beeksisa keessaniitti ergame; Caffee keessatti jijjiiruu dandeessu.',
  en: 'You receive this as your notification choices say; you can change them in Caffee.',
  am: 'ይህ መልእክት በማሳወቂያ ምርጫዎ መሠረት ተልኳል፤ በጨፌ ውስጥ መቀየር ይችላሉ።',
};

/**
 * A meeting's start in the reader's language: the Ethiopian date with the Gregorian one beside
 * it (the server does not know which calendar each reader chose in the app; the invitation
 * attached carries the exact time for calendar programs), at the council's clock.
 */
export function when(locale: Locale, startsAt: string): string {
  const timeZone = CALENDAR_TIME_ZONE.id;
  const ethiopic = formatDate(startsAt, locale, 'ethiopic', { dateStyle: 'long', timeZone });
  const gregorian = formatDate(startsAt, locale, 'gregorian', { dateStyle: 'long', timeZone });
  const time = formatTime(startsAt, locale, { timeZone });
  return `${ethiopic} (${gregorian}), ${time}`;
}

const DIGEST: Record<Locale, (count: number) => string> = {
  om: (n) => `Beeksisa ${n} kan guyyaa darbee`,
  en: (n) => `${n} notification${n === 1 ? '' : 's'} of the past day`,
  am: (n) => `ያለፈው ቀን ${n} ማሳወቂያዎች`,
};

/** The daily digest mail: each line with its link, in the reader's language. */
export function digestMail(locale: Locale, lines: { kind: NotificationKind; args: MessageArgs }[]) {
  const title = DIGEST[locale](lines.length);
  const body = lines
    .map(({ kind, args }) => `• ${notificationLine(locale, kind, args)}\n  ${args.link}`)
    .join('\n\n');
  return { subject: `${BRAND[locale]}${title}`, text: `${title}:\n\n${body}\n\n${WHY[locale]}` };
}

/** One notification's line in the reader's language. */
export const notificationLine = (locale: Locale, kind: NotificationKind, args: MessageArgs) =>
  LINES[locale][kind](args);

/** A notification's mail in its recipient's language: plain text, with the link to open. */
export function notificationMail(locale: Locale, kind: NotificationKind, args: MessageArgs) {
  const line = notificationLine(locale, kind, args);
  return {
    subject: `${BRAND[locale]}${line}`,
    text: `${line}\n\n${OPEN[locale]}\n${args.link}\n\n${WHY[locale]}`,
  };
}

/**
 * A notification's SMS: its line and the link, kept within two messages (sms/segments.ts).
 * Typographic quotes become plain ones: they are not in the GSM alphabet, and one of them would
 * make a Latin-script message UCS-2, 70 characters a message instead of 160.
 */
export function notificationSms(locale: Locale, kind: NotificationKind, args: MessageArgs) {
  const line = notificationLine(locale, kind, args).replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  return fitSms(`${BRAND[locale]}${line}`, args.link);
}
