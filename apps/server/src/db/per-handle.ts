/**
 * One `make(handle)` per database handle (or any object), made on first use and dropped with
 * the handle: process-wide caches shared by every route of one server, apart for each test's
 * database.
 */
export function perHandle<K extends object, A extends unknown[], T>(
  make: (handle: K, ...args: A) => T,
): (handle: K, ...args: A) => T {
  const made = new WeakMap<K, T>();
  return (handle, ...args) => {
    let value = made.get(handle);
    if (value === undefined) {
      value = make(handle, ...args);
      made.set(handle, value);
    }
    return value;
  };
}
