import type { TestServer } from '../harness.js';

/**
 * Who may call what, for the authorization matrix test. `allow` means the permission check
 * passed (any answer but 401/403), `deny` a 403, `hidden` a 404; `{ own, other }` tells
 * the caller's own record from somebody else's where the route names one.
 */
export type Outcome = 'allow' | 'deny' | 'hidden';
export type Rule = Outcome | { own: Outcome; other: Outcome };
export type Who = 'admin' | 'institute' | 'member';
export type Entry = Record<Who, Rule>;

export interface Caller {
  token: string;
  userId: number;
  roleId: number;
  instituteId: number | undefined;
}

/** Records a domain creates for the matrix: ids by the route's first path segment. */
export interface MatrixRecords {
  /** A record that is nobody's own (of institute B, of another member...). */
  other: Record<string, number>;
  /** Each caller's own record, where the idea applies. */
  own?: Partial<Record<Who, Record<string, number>>>;
}

export interface MatrixDomain {
  entries: Record<string, Entry | 'public'>;
  setup?: (
    t: TestServer,
    callers: Record<Who, Caller>,
    institutes: { a: number; b: number },
  ) => Promise<MatrixRecords>;
}

export const ADMIN_ONLY: Entry = { admin: 'allow', institute: 'deny', member: 'deny' };
export const EVERYONE: Entry = { admin: 'allow', institute: 'allow', member: 'allow' };
export const NOT_ON_SELF: Entry = {
  admin: { own: 'deny', other: 'allow' },
  institute: 'deny',
  member: 'deny',
};

/** The five routes of a plain declared record type, plus its comments when it has them. */
export function crudEntries(
  path: string,
  rules: {
    read: Entry;
    write: Entry;
    remove?: Entry;
    create?: Entry;
    comments?: { read: Entry; write: Entry };
    /** Reading one record (its page and its PDF), where scope narrows `read`. */
    detail?: Entry;
  },
): Record<string, Entry> {
  const base = `/api/v1/${path}`;
  const out: Record<string, Entry> = {
    [`GET ${base}`]: rules.read,
    [`GET ${base}/export.csv`]: rules.read,
    [`POST ${base}`]: rules.create ?? rules.write,
    [`POST ${base}/import`]: rules.create ?? rules.write,
    [`GET ${base}/import/template.csv`]: rules.create ?? rules.write,
    [`GET ${base}/import/progress/:id`]: rules.create ?? rules.write,
    [`GET ${base}/:id`]: rules.detail ?? rules.read,
    [`GET ${base}/:id/document.pdf`]: rules.detail ?? rules.read,
    [`PUT ${base}/:id`]: rules.write,
    [`PATCH ${base}/:id`]: rules.write,
    [`DELETE ${base}/:id`]: rules.remove ?? rules.write,
  };
  if (rules.comments) {
    out[`GET ${base}/:id/comments`] = rules.comments.read;
    out[`POST ${base}/:id/comments`] = rules.comments.write;
  }
  return out;
}
