/**
 * An object that forwards every property to what `current` answers at the time of use: a file's
 * test app or database, made in a beforeAll, can be named at the top of the file and used in its
 * tests and hooks.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is used before its beforeAll has run`);
      return Reflect.get(target, key);
    },
  });
}
