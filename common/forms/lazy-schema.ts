/**
 * A schema built the first time it is used rather than when its module loads. A form page's
 * code is evaluated while the page starts up on the visitor's phone; building every zod schema
 * then took a long task on a slow one, although nothing is validated until the visitor leaves a
 * field or sends the form. The proxy behaves as the schema itself (methods, properties, use
 * inside other schemas), so callers and types are unchanged.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as fixed when its (empty) target lacks it.
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
