/** The SQLSTATE of a database error, whether the driver or drizzle's wrapper raised it. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
