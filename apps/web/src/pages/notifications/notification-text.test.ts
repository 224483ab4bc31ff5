import type { Notification } from '@caffee/contract';
import { NOTIFICATION_KINDS } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { notificationSentence } from './notification-text';

const en = i18n.getFixedT('en');
const om = i18n.getFixedT('om');
const am = i18n.getFixedT('am');

const about = (overrides: Partial<Notification>) => ({
  kind: 'question-opened' as const,
  recordName: 'Road budget',
  actorName: null,
  status: null,
  ...overrides,
});

describe('a notification as a sentence', () => {
  it('tells an institute of a question for it, and a member of one for them', () => {
    expect(notificationSentence(about({}), 'institute', en)).toBe(
      'New question for your institute: “Road budget”',
    );
    expect(notificationSentence(about({}), 'member', en)).toBe(
      'New question for you: “Road budget”',
    );
    expect(notificationSentence(about({}), 'institute', om)).toBe(
      'Gaaffii haaraa dhaabbata keessaniif ergame: “Road budget”',
    );
  });

  it('tells an importer what their import wrote, with the file named', () => {
    const done = about({
      kind: 'import-done',
      recordName: 'Caalaa',
      imported: { file: 'members.xlsx', into: 'users', created: 120, updated: 3, unchanged: 0 },
    });
    expect(notificationSentence(done, 'admin', en)).toBe(
      'Your import of “members.xlsx” is done: 120 new, 3 changed',
    );
    expect(notificationSentence(done, 'admin', om)).toBe(
      'Faayiliin “members.xlsx” galfameera: haaraa 120, jijjiirame 3',
    );
    expect(notificationSentence(done, 'admin', am)).toBe(
      'የ“members.xlsx” ማስገባት ተጠናቋል፦ 120 አዲስ፣ 3 የተቀየሩ',
    );
  });

  it('says a complaint’s new status in the reader’s words, with who changed it', () => {
    const changed = about({ kind: 'complaint-status', recordName: 'Water', status: 'in_review' });
    expect(notificationSentence(changed, 'member', en)).toBe('Complaint “Water” is now: In review');
    expect(notificationSentence({ ...changed, actorName: 'Caalaa' }, 'member', om)).toBe(
      'Komiin “Water” amma: Ilaalamaa jira (Caalaa)',
    );
    expect(notificationSentence(changed, 'member', am)).toBe('ቅሬታ «Water» አሁን፦ በግምገማ ላይ');
  });

  it('names the commenter when known', () => {
    const comment = about({ kind: 'comment', recordName: 'Forum 3' });
    expect(notificationSentence(comment, 'member', en)).toBe('New comment on “Forum 3”');
    expect(notificationSentence({ ...comment, actorName: 'Ayana' }, 'member', en)).toBe(
      'Ayana commented on “Forum 3”',
    );
  });

  it('never shows a number or an empty pair of quotes for a record without a name', () => {
    const sentence = notificationSentence(about({ recordName: '  ' }), 'member', en);
    expect(sentence).toBe('New question for you: “(no title)”');
  });

  it('reads a kind newer than its texts as a sentence too', () => {
    const newer = about({ kind: 'something-new' as Notification['kind'], recordName: 'Oduu' });
    expect(notificationSentence(newer, 'member', en)).toBe('Something new about “Oduu”');
  });

  it('has a sentence for every kind in every language, with the names filled in', () => {
    for (const t of [en, om, am]) {
      for (const kind of NOTIFICATION_KINDS) {
        const text = notificationSentence(
          about({ kind, recordName: 'R1', actorName: 'A1', status: 'resolved' }),
          'admin',
          t,
        );
        expect(text).not.toMatch(/notifications\.|\{\{|undefined/);
        if (kind !== 'question-opened')
          expect(text, kind).not.toBe(t('notifications.kinds.other', { record: 'R1' }));
      }
    }
  });
});
