import { describe, expect, it } from 'vitest';
import { responseRate } from './response-rate';

describe('responseRate', () => {
  it('is the share of the audience that responded, in whole percent', () => {
    expect(responseRate({ responseCount: 1, audienceCount: 3 })).toBe(33);
    expect(responseRate({ responseCount: 2, audienceCount: 3 })).toBe(67);
    expect(responseRate({ responseCount: 0, audienceCount: 0 })).toBe(0);
    // Accounts disabled after responding leave the audience smaller than the responses.
    expect(responseRate({ responseCount: 5, audienceCount: 4 })).toBe(100);
  });
});
