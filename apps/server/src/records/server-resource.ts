import type { ListQuery, RecordAbilities, Resource, ResourceContract } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ScopeAt } from '../audit/access-span.js';
import type { HistoryScope } from '../audit/history-scope.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import type { SavedFile } from '../files/storage.js';
import type { AnyDb, AnyQuery, RequestContext, Row } from './record-context.js';

export type { AnyDb, AnyQuery, RequestContext, Row } from './record-context.js';

/** How a write is made beyond its body: an import's. */
export interface WriteOptions {
  /** The file the write's values came from, on its history line (`members.xlsx`). */
  source?: string;
  /** Answer with the stored row, not the record as read (an import reads none back). */
  bare?: boolean;
}

/** Adds one `includes[]` value to a page of records: one query for the whole page. */
export type IncludeLoader = (
  services: Services,
  rows: Row[],
  ctx: RequestContext,
) => Promise<Map<number, unknown>>;

/**
 * What the server needs beyond the contract to serve a record type. Everything else
 * (routes, permissions, list fields, row mapping, audit, comments) is derived. Every member
 * but `contract` and `table` is optional, there because a type needed it:
 * docs/adding-a-record-type.md, "Server hooks", says which.
 */
export interface ServerResource<C extends ResourceContract = ResourceContract> {
  /** The type's declaration and schemas, from the contract. */
  contract: C;
  /** The table its rows live in (categories share `categories`). */
  table: keyof Database;
  /**
   * Rows of a shared table that belong to this resource (a category's kind), and what the
   * caller may see (published news, the meetings one is invited to).
   */
  scope?: (qb: AnyQuery, ctx: RequestContext) => AnyQuery;
  /**
   * `scope` read on a record's fields as its history rebuilds them, where a change of the
   * record changes who may read it (an invitation, a move to another institute): a reader's
   * history starts where their access began, and a notification they can no longer read
   * keeps the name they last saw (audit/access-span.ts). Without it, access is as it is now.
   */
  scopeAt?: ScopeAt;
  /** What the caller may change or delete, on top of `scope` (e.g. only their own). */
  writeScope?: (qb: AnyQuery, ctx: RequestContext) => AnyQuery;
  /** Values every insert sets (e.g. a category's kind). */
  fixed?: Record<string, unknown>;
  /** Includes every read answers with, asked for or not (a question's options...). */
  defaultIncludes?: readonly string[];
  /**
   * Which history entries a reader may see, where some readers see less of the record than
   * others (another member's register line, who answered); default: all of it.
   */
  historyScope?: HistoryScope;
  /**
   * The other served record types by path (the registry sets it): the history names the
   * records its changes point at through them.
   */
  peer?: (path: Resource) => ServerResource | undefined;
  /**
   * Columns beyond the declared fields that the type's own code reads from a listed row (a
   * role's key tells a system role): a list page selects the declared columns only.
   */
  rowColumns?: readonly string[];
  /** Loaders for the resource's own includes (beyond auditHistory and translations). */
  includes?: Record<string, IncludeLoader>;
  /** Adjusts a create or update body before it is written (e.g. dating a first publication). */
  prepare?: (body: Record<string, unknown>, existing?: Row) => Record<string, unknown>;
  /** Columns computed from the written values (e.g. a permission's resource and action). */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Checks a write before it happens: references exist, names are free (throws 4xx). `body`
   * is the whole request body, children included (a role's permissions).
   */
  validate?: (
    services: Services,
    values: Record<string, unknown>,
    ctx: RequestContext & { existing?: Row; body: Record<string, unknown> },
  ) => Promise<void>;
  /** Body fields that are not columns: written by `afterWrite` (options, agenda items...). */
  childFields?: readonly string[];
  /**
   * The child fields whose writes keep history entries of their own (a meeting's invitees and
   * agenda, a role's permissions): a save that changed only those writes no "updated" line.
   * Any other child field in a save keeps that line, its only trace (a question's options).
   */
  childrenWithHistory?: readonly string[];
  /** Columns no history entry shows: internal ones nobody reads (a role's generated key). */
  historyOmits?: readonly string[];
  /** Includes a create's or update's answer carries (what the write set: a role's permissions). */
  writeIncludes?: readonly string[];
  /** Writes what belongs to the record beyond its row, inside the write's transaction. */
  afterWrite?: (
    trx: Kysely<Database>,
    row: Row,
    body: Record<string, unknown>,
    ctx: RequestContext & { change: 'create' | 'update' },
  ) => Promise<void>;
  /** Writes what a delete changes beyond the row, inside its transaction (its parent's history). */
  afterDelete?: (trx: Kysely<Database>, row: Row, ctx: RequestContext) => Promise<void>;
  /**
   * Routes of the record type's own (search, workflow steps, sub-resources); `served` gives
   * the other served record types (a role's permissions are read as `permissions` are).
   */
  extend?: (
    app: FastifyInstance,
    services: Services,
    store: ResourceStore,
    served: (path: Resource) => ServerResource,
  ) => void;
  /** Why a new comment on this row is refused (409), if it is (e.g. a locked forum). */
  canComment?: (row: Row, ctx: RequestContext) => string | undefined;
  /** Refuses changes to some rows (built-in ones, ones with children) with a reason; 409. */
  protect?: (
    row: Row,
    change: 'update' | 'delete',
    values: Record<string, unknown> | undefined,
    services: Services,
  ) => string | undefined | Promise<string | undefined>;
}

/**
 * The generic data operations of one record type (`resourceStore`, store.ts), as routes and a
 * type's own routes (`extend`) use them. Declared here, beside the hooks, because the hooks are
 * given a store and the store is made from the hooks.
 */
export interface ResourceStore {
  /** A row the caller may see, or undefined (scope, not deleted); `from`: a transaction. */
  find(id: number, ctx: RequestContext, from?: AnyDb): Promise<Row | undefined>;
  /** Rows as the API shows them, with the asked-for includes. */
  present(
    rows: Row[],
    ctx: RequestContext,
    includes: readonly string[],
  ): Promise<Record<string, unknown>[]>;
  /** One record as `GET /<type>/{id}` answers it, with what the caller may do to it. */
  get(
    id: number,
    ctx: RequestContext,
    includes: readonly string[],
  ): Promise<Record<string, unknown> & { can: RecordAbilities }>;
  /** The rows the caller may see, as a query to narrow further. */
  visible(ctx: RequestContext, from?: AnyDb): AnyQuery;
  count(ctx: RequestContext): Promise<number>;
  /** A page of the list (filters, sort, page number or cursor). */
  list(
    query: ListQuery,
    ctx: RequestContext,
  ): Promise<{
    payload: Record<string, unknown>[];
    rows: Row[];
    page: number;
    pageSize: number;
    total: number;
    next?: string;
    prev?: string;
  }>;
  /** The whole list in batches, for exports. */
  batches(
    query: ListQuery,
    ctx: RequestContext,
    size?: number,
  ): AsyncGenerator<Record<string, unknown>[], void, unknown>;
  /** `options`: an import's (its file on the history line; no read back). */
  create(
    given: Record<string, unknown>,
    ctx: RequestContext,
    saved?: SavedFile[],
    options?: WriteOptions,
  ): Promise<Record<string, unknown> | undefined>;
  update(
    id: number,
    given: Record<string, unknown>,
    ctx: RequestContext,
    saved?: SavedFile[],
    options?: WriteOptions,
  ): Promise<Record<string, unknown> | undefined>;
  remove(id: number, ctx: RequestContext): Promise<Record<string, unknown> | undefined>;
}

export function serverResource<C extends ResourceContract>(
  r: ServerResource<C>,
): ServerResource<C> {
  return r;
}
