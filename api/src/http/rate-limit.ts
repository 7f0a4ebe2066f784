// Fixed-window rate limits kept in memory (one process serves the shop). A request over any of
// its rules is refused with 429 and a Retry-After header, before it reaches the handler.

import type { Request, RequestHandler } from 'express';
import { tooManyRequests } from '../core/errors.ts';
import { answersFailures } from './step-failures.ts';

export interface RateLimitRule {
  /** Distinguishes the rule's counters, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The key to count by; null skips the rule for this request (e.g. no email in the body). */
  keyOf: (req: Request) => string | null;
}

interface Window {
  startedAt: number;
  count: number;
}

export interface RateLimiter {
  middleware: RequestHandler;
  /** Forget every counter (tests, or an operator's reset). */
  reset(): void;
}

const SWEEP_EVERY = 1_000;

export function createRateLimiter(
  rules: RateLimitRule[],
  now: () => number = () => Date.now(),
): RateLimiter {
  const windows = new Map<string, Window>();
  let requestsSinceSweep = 0;

  function sweep(time: number) {
    for (const [key, window] of windows) {
      const rule = rules.find((candidate) => key.startsWith(`${candidate.name}\u0000`));
      if (!rule || time - window.startedAt >= rule.windowMs) windows.delete(key);
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    const time = now();
    if (++requestsSinceSweep >= SWEEP_EVERY) {
      requestsSinceSweep = 0;
      sweep(time);
    }
    let retryAfterMs = 0;
    for (const rule of rules) {
      const subject = rule.keyOf(req);
      if (subject === null) continue;
      const key = `${rule.name}\u0000${subject}`;
      let window = windows.get(key);
      if (!window || time - window.startedAt >= rule.windowMs) {
        window = { startedAt: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.startedAt + rule.windowMs - time);
      }
    }
    if (retryAfterMs > 0) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw tooManyRequests();
    }
    next();
  };

  return {
    middleware: answersFailures(middleware, {
      429: 'Too many requests from this caller; Retry-After says when to try again',
    }),
    reset: () => windows.clear(),
  };
}

export const MINUTE = 60_000;

export const byIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The email in a JSON body, lower-cased, so one account cannot be hammered from many IPs. */
export const byBodyEmail = (req: Request): string | null => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
};

export interface FailureLimitRule {
  /** Distinguishes the rule's counters, e.g. 'sign-in-failures'. */
  name: string;
  /** Failed attempts allowed in a window; the next attempt is refused until it ends. */
  limit: number;
  windowMs: number;
  /** The key to count by; null skips the rule for this request. */
  keyOf: (req: Request) => string | null;
  /** Whether the answer's status means the attempt failed (a wrong password). */
  failed: (status: number) => boolean;
}

export const TOO_MANY_FAILED_SIGN_INS =
  'Too many wrong passwords from here. Please wait a few minutes, or reset your password.';

/**
 * Counts only attempts that failed: a key with `limit` failures in its window is refused with
 * 429 and Retry-After until the window ends. A success does not count and clears the key's
 * failures (the owner typed it right), so only guessing under that same key is ever held back.
 */
export function createFailureLimiter(
  rule: FailureLimitRule,
  now: () => number = () => Date.now(),
): RateLimiter {
  const windows = new Map<string, Window>();
  let requestsSinceSweep = 0;

  const middleware: RequestHandler = (req, res, next) => {
    const time = now();
    if (++requestsSinceSweep >= SWEEP_EVERY) {
      requestsSinceSweep = 0;
      for (const [key, window] of windows) {
        if (time - window.startedAt >= rule.windowMs) windows.delete(key);
      }
    }
    const key = rule.keyOf(req);
    if (key === null) return next();
    const window = windows.get(key);
    if (window && time - window.startedAt < rule.windowMs && window.count >= rule.limit) {
      const retryAfterMs = window.startedAt + rule.windowMs - time;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw tooManyRequests(TOO_MANY_FAILED_SIGN_INS);
    }
    res.once('finish', () => {
      if (res.statusCode < 300) windows.delete(key);
      if (!rule.failed(res.statusCode)) return;
      const at = now();
      let counted = windows.get(key);
      if (!counted || at - counted.startedAt >= rule.windowMs) {
        counted = { startedAt: at, count: 0 };
        windows.set(key, counted);
      }
      counted.count += 1;
    });
    next();
  };

  return { middleware, reset: () => windows.clear() };
}
