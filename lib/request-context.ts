import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { id: string };

// One store per process: the portal's server (scripts/portal-server.ts) opens the context and Next's
// bundles read it, and each loads its own copy of this module.
const key = Symbol.for('portal.request-context');
const holder = globalThis as { [key]?: AsyncLocalStorage<RequestContext> };
const store = (holder[key] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` (Next's handling of one request) with the request's id in reach of everything below. */
export function withRequestId<T>(id: string, work: () => T): T {
  return store.run({ id }, work);
}

/** The id of the request being served, or undefined outside one (build, background revalidation). */
export function currentRequestId(): string | undefined {
  return store.getStore()?.id;
}
