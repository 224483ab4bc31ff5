import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('refuses a real deployment without PUBLIC_URL', () => {
    expect(() => loadConfig({ CAFFEE_DEMO: 'false' })).toThrow(
      /PUBLIC_URL must be set for a real deployment/,
    );
  });

  it('takes PUBLIC_URL for a real deployment, without its trailing slash', () => {
    const config = loadConfig({ CAFFEE_DEMO: 'false', PUBLIC_URL: 'https://caffee.example.org/' });
    expect(config.publicUrl).toBe('https://caffee.example.org');
    expect(config.demo).toBe(false);
  });

  it('falls back to localhost for the demo', () => {
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });
});
