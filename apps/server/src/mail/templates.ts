import type { Locale } from '@caffee/contract';
import { fitSms } from '../sms/segments.js';

/** A message in each language (its subject after `BRAND`); `text` fills in its links. */
type Template<A> = Record<Locale, { subject: string; text: (a: A) => string }>;

/**
 * What every mail's subject (and an SMS) starts with: the product's name as each language
 * writes it (docs/glossary.md).
 */
export const BRAND: Record<Locale, string> = { om: 'Caffee: ', en: 'Caffee: ', am: 'ጨፌ፦ ' };

const render = <A>(template: Template<A>, locale: Locale, args: A) => ({
  subject: BRAND[locale] + template[locale].subject,
  text: template[locale].text(args),
});

const RESET: Template<{ link: string; minutes: number }> = {
  om: {
    subject: 'jecha icciitii haaromsi',
    text: ({ link, minutes }) =>
      `Jecha icciitii keessan haaromsuuf liinkii kana banaa:\n\n${link}\n\n` +
      `Liinkiin kun al tokko qofa hojjeta, daqiiqaa ${minutes} keessatti dhuma.\n` +
      `Isin yoo hin gaafanne, ergaa kana dagadhaa.`,
  },
  en: {
    subject: 'reset your password',
    text: ({ link, minutes }) =>
      `Open this link to choose a new password:\n\n${link}\n\n` +
      `The link works once and expires in ${minutes} minutes.\n` +
      `If you did not ask for this, ignore this message.`,
  },
  am: {
    subject: 'የይለፍ ቃል ዳግም ማስጀመሪያ',
    text: ({ link, minutes }) =>
      `አዲስ የይለፍ ቃል ለመምረጥ ይህን አገናኝ ይክፈቱ፦\n\n${link}\n\n` +
      `አገናኙ አንድ ጊዜ ብቻ ይሠራል፣ በ${minutes} ደቂቃ ውስጥ ጊዜው ያልፋል።\n` +
      `ይህን ካልጠየቁ መልእክቱን ችላ ይበሉ።`,
  },
};

const REGISTERED: Template<{ login: string }> = {
  om: {
    subject: 'galmeen keessan nu ga’eera',
    text: ({ login }) =>
      `Caffee irratti galmaa’uu keessaniif galatoomaa. Bulchaan tokko herrega keessan ilaalee ` +
      `hojiirra ni oolcha; erga hojiirra oolee booda asitti seenuu dandeessu:\n\n${login}\n\n` +
      `Isin yoo hin galmoofne, ergaa kana dagadhaa.`,
  },
  en: {
    subject: 'your registration was received',
    text: ({ login }) =>
      `Thank you for registering with Caffee. An administrator will review and activate your ` +
      `account; once it is active you can sign in here:\n\n${login}\n\n` +
      `If you did not register, ignore this message.`,
  },
  am: {
    subject: 'ምዝገባዎ ደርሶናል',
    text: ({ login }) =>
      `በጨፌ ስለተመዘገቡ እናመሰግናለን። አስተዳዳሪ መለያዎን ገምግሞ ያነቃዋል፤ ` +
      `ከነቃ በኋላ እዚህ መግባት ይችላሉ፦\n\n${login}\n\n` +
      `እርስዎ ካልተመዘገቡ መልእክቱን ችላ ይበሉ።`,
  },
};

const ALREADY_REGISTERED: Template<{ login: string; forgot: string }> = {
  om: {
    subject: 'namni tokko teessoo imeelii keessaniin galmaa’uuf yaale',
    text: ({ login, forgot }) =>
      `Namni tokko teessoo imeelii kanaan herrega Caffee haaraa uumuuf yaaleera; teessoon ` +
      `kun garuu duraanuu herrega qaba.\n\nIsin yoo taatan, asitti seenaa:\n${login}\n\n` +
      `Jecha icciitii yoo irraanfattan, haaraa filadhaa:\n${forgot}\n\n` +
      `Isin yoo hin taane, ergaa kana dagadhaa; herregni keessan hin jijjiiramne.`,
  },
  en: {
    subject: 'someone tried to register with your address',
    text: ({ login, forgot }) =>
      `Someone tried to create a Caffee account with this email address, which already has ` +
      `one.\n\nIf it was you, sign in here:\n${login}\n\n` +
      `or, if you forgot your password, choose a new one:\n${forgot}\n\n` +
      `If it was not you, ignore this message; your account has not changed.`,
  },
  am: {
    subject: 'አንድ ሰው በኢሜይል አድራሻዎ ለመመዝገብ ሞክሯል',
    text: ({ login, forgot }) =>
      `አንድ ሰው በዚህ ኢሜይል አድራሻ አዲስ የጨፌ መለያ ለመፍጠር ሞክሯል፤ ይህ አድራሻ ግን ` +
      `አስቀድሞ መለያ አለው።\n\nእርስዎ ከሆኑ እዚህ ይግቡ፦\n${login}\n\n` +
      `የይለፍ ቃልዎን ከረሱ አዲስ ይምረጡ፦\n${forgot}\n\n` +
      `እርስዎ ካልሆኑ መልእክቱን ችላ ይበሉ፤ መለያዎ አልተለወጠም።`,
  },
};

const NO_ACCOUNT: Template<{ register: string }> = {
  om: {
    subject: 'jecha icciitii haaromsuun gaafatame',
    text: ({ register }) =>
      `Namni tokko jecha icciitii Caffee teessoo imeelii kanaa haaromsuuf gaafateera, garuu ` +
      `herregni ittiin seenamu teessoo kanaan hin jiru.\n\n` +
      `Herrega yoo eegdan, asitti galmaa’uu dandeessu:\n${register}\n` +
      `ykn waajjira barreessaa Caffee gaafadhaa.\n\nIsin yoo hin gaafanne, ergaa kana dagadhaa.`,
  },
  en: {
    subject: 'password reset requested',
    text: ({ register }) =>
      `Someone asked to reset the Caffee password of this email address, but no account ` +
      `that can sign in uses it.\n\nIf you expected one, you can register here:\n${register}\n` +
      `or ask the council secretariat.\n\nIf you did not ask, ignore this message.`,
  },
  am: {
    subject: 'የይለፍ ቃል ዳግም ማስጀመር ተጠይቋል',
    text: ({ register }) =>
      `አንድ ሰው የዚህን ኢሜይል አድራሻ የጨፌ የይለፍ ቃል ዳግም ለማስጀመር ጠይቋል፤ ነገር ግን ` +
      `በዚህ አድራሻ የሚገባበት መለያ የለም።\n\nመለያ ይኖረኛል ብለው ከጠበቁ እዚህ መመዝገብ ይችላሉ፦\n` +
      `${register}\nወይም የጨፌውን ጽሕፈት ቤት ይጠይቁ።\n\nይህን ካልጠየቁ መልእክቱን ችላ ይበሉ።`,
  },
};

/** Mail bodies in the recipient's language. */
export const resetPasswordMail = (locale: Locale, link: string, ttlSeconds: number) =>
  render(RESET, locale, { link, minutes: Math.round(ttlSeconds / 60) });

/**
 * The same link by SMS, to an account reached by phone (issue 42): one line and the link,
 * within two messages (sms/segments.ts).
 */
const RESET_SMS: Record<Locale, (minutes: number) => string> = {
  om: (minutes) =>
    `Jecha icciitii keessan filachuuf liinkii kana banaa; al tokko hojjeta, daqiiqaa ${minutes} keessatti dhuma:`,
  en: (minutes) =>
    `Open this link to choose your password; it works once and expires in ${minutes} minutes:`,
  am: (minutes) => `የይለፍ ቃልዎን ለመምረጥ ይህን አገናኝ ይክፈቱ፤ አንድ ጊዜ ይሠራል፣ በ${minutes} ደቂቃ ውስጥ ያልፋል፦`,
};

export const resetPasswordSms = (locale: Locale, link: string, ttlSeconds: number) =>
  fitSms(`${BRAND[locale]}${RESET_SMS[locale](Math.round(ttlSeconds / 60))}`, link);

/** To a new registrant: the account waits for an administrator. */
export const registeredMail = (locale: Locale, login: string) =>
  render(REGISTERED, locale, { login });

/** To an account's owner when someone registers with its address. */
export const alreadyRegisteredMail = (locale: Locale, login: string, forgot: string) =>
  render(ALREADY_REGISTERED, locale, { login, forgot });

/** To an address without a usable account that asked for a password reset. */
export const noAccountMail = (locale: Locale, register: string) =>
  render(NO_ACCOUNT, locale, { register });
