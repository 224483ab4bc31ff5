import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/error-handler.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which failures are a 503 (the database is unavailable) rather than a 500', () => {
  it('knows connection failures, PostgreSQL restarts and SQLite still locked', () => {
    for (const err of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET', 'read ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('08006', 'connection failure'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('query failed', { cause: withCode('ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it('leaves everything else a 500 (or whatever its own handler says)', () => {
    for (const err of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('SQLITE_CONSTRAINT', 'UNIQUE constraint failed'),
      new Error('Cannot read properties of undefined'),
      'ECONNREFUSED',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
