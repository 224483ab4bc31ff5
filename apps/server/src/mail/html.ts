import { escapeHtml } from '../http/escape-html.js';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/g;

/**
 * A mail's HTML part, made from its plain text: paragraphs, line breaks, and each address a
 * link. Every mail is written as plain text once (mail/templates.ts, notifications/messages.ts);
 * this gives mail programs that prefer HTML the same words, with links one can press.
 */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>\n'),
    )
    .map((p) => `<p>${p}</p>`);
  return `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}
