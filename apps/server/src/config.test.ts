import { describe, expect, it } from 'vitest';
import { loadConfig, parseStorageUrl } from './config.js';

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

describe('STORAGE_URL', () => {
  it('is the upload folder when unset', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).storage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket, prefix, options and optional key pair of an s3:// URL', () => {
    const endpoint = encodeURIComponent('http://127.0.0.1:9000');
    expect(
      parseStorageUrl(`s3://caffee/uploads/prod/?endpoint=${endpoint}&forcePathStyle=true`),
    ).toEqual({
      kind: 's3',
      bucket: 'caffee',
      prefix: 'uploads/prod',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(parseStorageUrl('s3://AK%2Fx:s%40cret@b?region=eu-west-1', 'us-east-2')).toMatchObject({
      bucket: 'b',
      prefix: '',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AK/x', secretAccessKey: 's@cret' },
    });
    expect(parseStorageUrl('s3://b', 'af-south-1').region).toBe('af-south-1');
  });

  it('stops the start with a clear message on a mistake', () => {
    for (const [url, says] of [
      ['not a url', 'not a URL'],
      ['https://bucket/x', 'only s3://'],
      ['s3:///prefix', 'bucket is missing'],
      ['s3://b?endpoit=http://x', 'unknown option "endpoit"'],
      ['s3://b?endpoint=ftp://x', 'endpoint must be'],
      ['s3://b?forcePathStyle=yes', 'forcePathStyle'],
      ['s3://key@b', 'both the access key and the secret'],
    ]) {
      expect(() => parseStorageUrl(url as string), url).toThrow(says as string);
    }
    expect(() => loadConfig({ STORAGE_URL: 'gs://b' })).toThrow('STORAGE_URL: only s3://');
  });
});
