import Box from '@mui/material/Box';

export interface SnippetPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes the server's HTML escaping: named entities and numeric references only. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n =
        code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * A search snippet (escaped HTML whose only markup is `<mark>…</mark>`) as plain text parts.
 * Anything else that looks like markup stays text: React escapes it when shown.
 */
export function parseSnippet(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (text) parts.push({ text: decodeEntities(text), mark });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    push(html.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(html.slice(last), false);
  return parts;
}

/** The snippet with its hits highlighted, rendered as text nodes and `<mark>` elements. */
export function Snippet({ html }: { html: string }) {
  return (
    <Box component="span" data-testid="search-snippet">
      {parseSnippet(html).map((part, i) =>
        part.mark ? (
          <Box
            component="mark"
            key={i}
            sx={{
              bgcolor: 'warning.light',
              color: (theme) => theme.palette.getContrastText(theme.palette.warning.light),
              px: 0.25,
              borderRadius: 0.5,
            }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
