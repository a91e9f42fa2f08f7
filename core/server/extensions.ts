/**
 * Extension points: how two modules cooperate without depending on each other both ways
 * (style.md item 6). The module that owns a decision declares a typed point in its `public.ts`;
 * a module that contributes registers an implementation from its plugin. Registries live on the
 * kernel instance, so tests and processes never share them.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Type carrier only; never set. */
  readonly __impl?: T;
}

/** Declares a point; `id` is `<owning module>.<name>`. */
export function extensionPoint<T>(id: string): ExtensionPoint<T> {
  return { id };
}

/** The registrations of one kernel instance. */
export interface ExtensionRegistry {
  /** Registers an implementation (called by a contributing module's plugin at start-up). */
  provide<T>(point: ExtensionPoint<T>, impl: T): void;
  /** Every implementation registered for the point, in module dependency order. */
  all<T>(point: ExtensionPoint<T>): T[];
}

/** A fresh, empty registry. */
export function createExtensionRegistry(): ExtensionRegistry {
  const byId = new Map<string, unknown[]>();
  return {
    provide(point, impl) {
      const list = byId.get(point.id) ?? [];
      list.push(impl);
      byId.set(point.id, list);
    },
    all<T>(point: ExtensionPoint<T>) {
      return [...((byId.get(point.id) ?? []) as T[])];
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Extension points shared by all modules of this kernel. */
    extensions: ExtensionRegistry;
  }
}
