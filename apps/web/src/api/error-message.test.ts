import { describe, expect, it } from 'vitest';
import { NOT_SENT, WRONG_SERVICES, errorCode, errorMessageKey } from './error-message';

describe('errorMessageKey', () => {
  it('maps contract codes to keys', () => {
    expect(errorMessageKey({ message: 'x', code: 'invalid_credentials' })).toBe(
      'errors.invalidCredentials',
    );
    expect(errorMessageKey({ message: 'x', code: 'account_pending' })).toBe(
      'errors.accountPending',
    );
    expect(errorMessageKey({ message: 'x', code: 'too_many_requests' })).toBe(
      'errors.tooManyRequests',
    );
  });

  it('says a step repeated by mistake was already done, and a field conflict by its reason', () => {
    expect(errorMessageKey({ message: 'x', code: 'already_done' })).toBe('errors.alreadyDone');
    const exists = {
      message: 'This meeting or event already has a register on this date',
      code: 'conflict',
      details: [{ field: 'date', code: 'registerExists' }],
    };
    expect(errorMessageKey(exists)).toBe('fieldErrors.registerExists');
    // A reason with values to fill, or none the catalogue knows: the plain conflict.
    const withValues = {
      code: 'conflict',
      details: [{ field: 'x', code: 'noSuchUser', params: { id: 3 } }],
    };
    expect(errorMessageKey(withValues)).toBe('errors.conflict');
    expect(errorMessageKey({ code: 'conflict', details: [{ code: 'madeUp' }] })).toBe(
      'errors.conflict',
    );
  });

  it('explains a missing answer, a bare 429, a 422 and anything else', () => {
    expect(errorMessageKey(WRONG_SERVICES)).toBe('errors.network');
    expect(errorMessageKey(NOT_SENT)).toBe('errors.notSent');
    expect(errorMessageKey({ statusCode: 429, message: 'Rate limit' })).toBe(
      'errors.tooManyRequests',
    );
    expect(errorMessageKey({ message: 'x', errors: [] })).toBe('errors.validation');
    expect(errorMessageKey('<html>bad gateway</html>')).toBe('errors.unknown');
    expect(errorCode({ code: 'made_up' })).toBeNull();
  });
});
