import type { Locale } from '@caffee/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuthContext } from '../auth/guard.js';

/*
 * The engine's plain types: a row, a request's context, a query. Apart from the hooks
 * (server-resource.ts), so that the audit and field helpers the hooks name can use them without
 * an import circle.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic over every table
export type AnyQuery = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic over every table
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown> & { id: number };

export interface RequestContext {
  auth: AuthContext;
  locale: Locale;
  requestId: string;
}

/**
 * Only a type's own rows of a table several types share (the categories by kind, the members
 * among the accounts): the values its declaration fixes (`ServerResource.fixed`).
 */
export const whereFixed = <Q extends AnyQuery>(qb: Q, fixed?: Record<string, unknown>): Q =>
  Object.entries(fixed ?? {}).reduce((q, [column, value]) => q.where(column, '=', value) as Q, qb);
