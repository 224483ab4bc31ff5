import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES, listedFiles } from '../listed-files';
import { prefetchAppOnIntent } from './prefetch-app';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('prefetching the app', () => {
  it('reads the files the build listed', () => {
    expect(listedFiles(APP_FILES)).toEqual([]);
    document.head.innerHTML =
      '<meta name="caffee:app-files" content="/assets/start-a.js /assets/react-b.js /assets/c.css">';
    expect(listedFiles(APP_FILES)).toEqual([
      '/assets/start-a.js',
      '/assets/react-b.js',
      '/assets/c.css',
    ]);
  });

  it('asks for them, once, when the reader starts signing in, without running them', () => {
    document.head.innerHTML = '<meta name="caffee:app-files" content="/assets/start-a.js">';
    prefetchAppOnIntent();
    expect(document.querySelector('link[rel="prefetch"]')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => new URL(l.href).pathname)).toEqual(['/assets/start-a.js']);
    expect(document.querySelector('script[src]')).toBeNull();
  });
});
