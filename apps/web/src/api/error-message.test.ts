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
