'use strict';
/**
 * drizzle-orm's `entity` module (0.45), for Jest only (jest.config.ts maps drizzle's requires of
 * it here). The same `is`, with the built-ins it calls held in module constants. Jest runs tests in
 * a vm context, where every read of a global such as `Object` goes through the context's
 * interceptor; drizzle calls `is` dozens of times for each query it builds, and each call read
 * `Object` up to four times, so building a query cost about 0.85 ms under Jest against 0.15 ms in
 * Node (`is` alone was a sixth of a database-heavy test's time).
 */
const entityKind = Symbol.for('drizzle:entityKind');
const hasOwnEntityKind = Symbol.for('drizzle:hasOwnEntityKind');
const getPrototypeOf = Object.getPrototypeOf;
const hasOwn = Function.prototype.call.bind(Object.prototype.hasOwnProperty);

function is(value, type) {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  if (!hasOwn(type, entityKind))
    throw new Error(
      `Class "${type.name ?? '<unknown>'}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  let cls = getPrototypeOf(value).constructor;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
    cls = getPrototypeOf(cls);
  }
  return false;
}

module.exports = { entityKind, hasOwnEntityKind, is };
