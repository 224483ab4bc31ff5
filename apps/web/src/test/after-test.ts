/** What the test's rendered apps subscribed to (test/render-app.tsx), undone after it. */
const pending = new Set<() => void>();

export function stopAfterTest(stop: () => void): void {
  pending.add(stop);
}

/** Runs what was registered since the last call (test/setup.ts, after each test). */
export function stopRegistered(): void {
  pending.forEach((stop) => stop());
  pending.clear();
}
