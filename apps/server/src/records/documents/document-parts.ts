// What every document route shares: its query, its dates, its "printed" line, its answer.
import {
  CALENDAR_TIME_ZONE,
  CalendarQuerySchema,
  formatDate,
  LocaleSchema,
  type Calendar,
  type Locale,
} from '@caffee/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { councilLetterhead } from '../../council/letterhead.js';
import type { Services } from '../../services.js';
import { words } from '../export-words.js';
import type { RequestContext } from '../server-resource.js';

/** What a document may add to the record's fields: its history, its comments. */
export const DOCUMENT_INCLUDES = ['auditHistory', 'comments'] as const;

/**
 * A document's query: the reader's language and calendar, and what to add. Strict, unlike a
 * list's: a misspelt `calender=ethiopic` would print the Gregorian calendar without a word, and
 * a paper printed wrong is not seen until it is handed out.
 */
export const DocumentQuerySchema = z.strictObject({
  locale: LocaleSchema.optional(),
  calendar: CalendarQuerySchema,
  includes: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(z.enum(DOCUMENT_INCLUDES)),
    )
    .default([]),
});

/** A calendar day (`YYYY-MM-DD`), long, in the reader's calendar. */
export const longDate = (day: string, locale: Locale, calendar: Calendar) =>
  formatDate(day, locale, calendar, { dateStyle: 'long', timeZone: 'UTC' });

/** An instant at the council's clock, in the reader's calendar. */
export const dateTime = (
  iso: string,
  locale: Locale,
  calendar: Calendar,
  dateStyle: 'long' | 'medium' = 'long',
) =>
  formatDate(iso, locale, calendar, {
    dateStyle,
    timeStyle: 'short',
    timeZone: CALENDAR_TIME_ZONE.id,
  });

/** "Printed on … by …": when, and by whom, in the reader's language. */
const printedLine = (ctx: RequestContext, calendar: Calendar) =>
  words(ctx.locale, 'crud.document.printed', {
    date: dateTime(new Date().toISOString(), ctx.locale, calendar),
    name: ctx.auth.user.name,
  }) ?? '';

/** What every document's frame takes from its request: the language, "printed", the council. */
export const framing = async (services: Services, ctx: RequestContext, calendar: Calendar) => ({
  locale: ctx.locale,
  printed: printedLine(ctx, calendar),
  council: await councilLetterhead(services, ctx.locale),
});

/** A PDF answer, shown by the browser (`inline`) under a file name of its own. */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(pdf);
