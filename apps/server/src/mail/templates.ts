import type { Locale } from '@caffee/contract';

/** Mail bodies in the recipient's language. */
const RESET: Record<Locale, { subject: string; text: (link: string, minutes: number) => string }> =
  {
    om: {
      subject: 'Caffee: jecha icciitii haaromsi',
      text: (link, minutes) =>
        `Jecha icciitii keessan haaromsuuf geessituu kana banaa:\n\n${link}\n\n` +
        `Geessituun kun al tokko qofa hojjeta, daqiiqaa ${minutes} keessatti dhuma.\n` +
        `Isin yoo hin gaafanne, ergaa kana dagadhaa.`,
    },
    en: {
      subject: 'Caffee: reset your password',
      text: (link, minutes) =>
        `Open this link to choose a new password:\n\n${link}\n\n` +
        `The link works once and expires in ${minutes} minutes.\n` +
        `If you did not ask for this, ignore this message.`,
    },
    am: {
      subject: 'ካፌ፦ የይለፍ ቃል ዳግም ማስጀመሪያ',
      text: (link, minutes) =>
        `አዲስ የይለፍ ቃል ለመምረጥ ይህን አገናኝ ይክፈቱ፦\n\n${link}\n\n` +
        `አገናኙ አንድ ጊዜ ብቻ ይሰራል፣ በ${minutes} ደቂቃ ውስጥ ጊዜው ያልፋል።\n` +
        `ይህን ካልጠየቁ መልእክቱን ችላ ይበሉ።`,
    },
  };

export function resetPasswordMail(locale: Locale, link: string, ttlSeconds: number) {
  const t = RESET[locale];
  return { subject: t.subject, text: t.text(link, Math.round(ttlSeconds / 60)) };
}
