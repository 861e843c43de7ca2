import { AppError } from '../lib/errors.js';

/**
 * True when a write hit a unique index (PostgreSQL 23505). drizzle wraps driver errors,
 * and the two drivers name the constraint in different places, so look through causes.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505') {
      if (!constraint) return true;
      const named = (e as { constraint_name?: string; constraint?: string }).constraint_name ?? (e as { constraint?: string }).constraint;
      return named === undefined || named === constraint || String((e as Error).message ?? '').includes(constraint);
    }
  }
  return false;
}

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** The same email signing up twice: a clear answer under the email field, never a second account. */
export function emailTaken(field: string) {
  return new AppError(409, 'conflict', EMAIL_TAKEN, { [field]: EMAIL_TAKEN });
}

/** A conflict said under one field (409), in the one error shape. */
export function fieldConflict(field: string, message: string) {
  return new AppError(409, 'conflict', message, { [field]: message });
}

/** A field the browser could not check (phone service area, E.164), in the one error shape. */
export function fieldError(field: string, message: string) {
  return new AppError(400, 'validation_failed', message, { [field]: message });
}
