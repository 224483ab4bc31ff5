import { escapeHtml } from '../http/escape-html.js';
import { messageParts } from './links.js';

/**
 * A mail's HTML part, made from its plain text: paragraphs, line breaks, and each of the app's
 * own addresses (under `publicUrl`) a link. Every mail is written as plain text once
 * (mail/templates.ts, notifications/messages.ts); this gives mail programs that prefer HTML the
 * same words, with links one can press. Any other address is text others wrote: escaped, and
 * defused so that mail programs do not make it a link either (mail/links.ts).
 */
export function htmlOf(text: string, publicUrl: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      messageParts(p, publicUrl, 'invisible')
        .map((part) =>
          'link' in part
            ? `<a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a>`
            : escapeHtml(part.text),
        )
        .join('')
        .replace(/\n/g, '<br>\n'),
    )
    .map((p) => `<p>${p}</p>`);
  return `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}
