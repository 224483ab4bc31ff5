// A survey's results on paper (`GET /surveys/{id}/results.pdf`): the response rate, then each
// question with its options' counts and shares of the question's answers, or its written
// answers with who wrote them and when, as the results page and its CSV have them
// (engagement/survey-results.ts).
import type { Calendar } from '@caffee/contract';
import type { Content } from 'pdfmake';
import type { Services } from '../../services.js';
import { words } from '../export-words.js';
import { percent, surveyResults, writtenAnswers } from '../engagement/survey-results.js';
import type { RequestContext, Row } from '../server-resource.js';
import { dateTime, framing } from './document-parts.js';
import { renderPdf } from './pdf.js';
import { text } from './record-document.js';

export async function surveyResultsPdf(
  services: Services,
  survey: Row,
  title: string,
  ctx: RequestContext,
  calendar: Calendar,
): Promise<Buffer> {
  const { locale } = ctx;
  const say = (key: string, params?: Record<string, string | number>) =>
    words(locale, key, params) ?? key;
  const results = await surveyResults(services, survey, locale);
  const open = results.questions.filter((q) => q.type === 'open_ended').map((q) => q.questionId);
  const written = await writtenAnswers(services, open);
  const head = (keys: string[]) =>
    keys.map((key) => ({ text: say(`surveys.results.csv.${key}`), style: 'header' }));

  const content: Content[] = [
    {
      text: say('surveys.results.rate', {
        count: results.responseCount,
        audience: results.audienceCount,
        percent: percent(results.responseCount, results.audienceCount),
      }),
      margin: [0, 0, 0, 4],
    },
  ];
  results.questions.forEach((q, i) => {
    content.push({ text: `${i + 1}. ${q.text}`, style: 'section' });
    const answers = written.filter((w) => w.questionId === q.questionId);
    if (q.options.length) {
      content.push({
        table: {
          headerRows: 1,
          widths: ['*', 60, 60],
          body: [
            head(['answer', 'count', 'percent']),
            ...q.options.map((o) => [
              o.text,
              { text: String(o.count), alignment: 'right' },
              { text: `${percent(o.count, q.answerCount)}%`, alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      });
    }
    if (q.type === 'open_ended') {
      content.push(
        answers.length
          ? {
              table: {
                headerRows: 1,
                widths: ['*', 120, 110],
                body: [
                  head(['answer', 'respondent', 'date']),
                  ...answers.map((a) => [
                    text(a.text),
                    text(a.userName),
                    dateTime(a.updatedAt, locale, calendar, 'medium'),
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
            }
          : { text: say('crud.document.noAnswers') },
      );
    }
  });
  return renderPdf(
    {
      ...(await framing(services, ctx, calendar)),
      title,
      kind: say('surveys.results.title'),
    },
    content,
  );
}
