import type { Locale } from '@caffee/contract';

/** What the feed says of its meetings and deadlines, in the feed owner's language. */
export const FEED_WORDS: Record<Locale, { meeting: string; deadline: string }> = {
  om: { meeting: 'Walgahii', deadline: 'Guyyaa xumuraa' },
  en: { meeting: 'Meeting', deadline: 'Deadline' },
  am: { meeting: 'ስብሰባ', deadline: 'የመጨረሻ ቀን' },
};

/** The longest SUMMARY a deadline gets: a question's whole text goes to its DESCRIPTION. */
const SUMMARY_MAX = 120;

/** "Deadline: Budget survey", shortened with an ellipsis where the title is long. */
export function deadlineSummary(title: string, locale: Locale): string {
  const short =
    [...title].length > SUMMARY_MAX
      ? `${[...title]
          .slice(0, SUMMARY_MAX - 1)
          .join('')
          .trimEnd()}…`
      : title;
  const colon = locale === 'am' ? '፦' : ':';
  return `${FEED_WORDS[locale].deadline}${colon} ${short}`;
}
