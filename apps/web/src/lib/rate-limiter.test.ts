import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMIT } from '@orchim/shared/constants';
import {
  AUTH_RATE_LIMIT_STORAGE_KEY,
  blockFor,
  recordAttempt,
  resetAttempts,
  waitTimeMs,
} from './rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Attempts as fast as the limiter allows: each one as soon as the previous wait is over. */
function attemptWhenAllowed() {
  vi.advanceTimersByTime(waitTimeMs('signIn'));
  return recordAttempt('signIn');
}

describe('auth rate limiter (product §5)', () => {
  it('allows 5 attempts in the window, then makes each further one wait', () => {
    expect(AUTH_RATE_LIMIT).toMatchObject({ attempts: 5, windowMs: 15 * MINUTE });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(recordAttempt('signIn')).toBe(0);
      expect(waitTimeMs('signIn')).toBe(0);
      vi.advanceTimersByTime(10 * SECOND);
    }
    expect(recordAttempt('signIn')).toBe(1 * SECOND);
    expect(waitTimeMs('signIn')).toBe(1 * SECOND);
    vi.advanceTimersByTime(400);
    expect(waitTimeMs('signIn')).toBe(600);
    vi.advanceTimersByTime(600);
    expect(waitTimeMs('signIn')).toBe(0);
  });

  it('doubles the wait from 1 second up to at most 1 hour', () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) attemptWhenAllowed();
    const waits = Array.from({ length: 16 }, attemptWhenAllowed);
    expect(waits.map((wait) => wait / SECOND)).toEqual([
      1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3600, 3600, 3600, 3600,
    ]);
  });

  it('starts afresh once a whole window has passed without attempts', () => {
    for (let attempt = 1; attempt <= 8; attempt += 1) attemptWhenAllowed();
    expect(waitTimeMs('signIn')).toBe(8 * SECOND);
    // A quiet window counts from the end of the last wait.
    vi.advanceTimersByTime(8 * SECOND + 15 * MINUTE - 1);
    expect(recordAttempt('signIn')).toBe(16 * SECOND);
    vi.advanceTimersByTime(16 * SECOND + 15 * MINUTE);
    expect(recordAttempt('signIn')).toBe(0);
  });

  it('forgets attempts older than the window while under the limit', () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) recordAttempt('signIn');
    vi.advanceTimersByTime(14 * MINUTE);
    recordAttempt('signIn');
    expect(waitTimeMs('signIn')).toBe(1 * SECOND);
    resetAttempts('signIn');
    for (let attempt = 1; attempt <= 4; attempt += 1) recordAttempt('signIn');
    vi.advanceTimersByTime(15 * MINUTE + 1);
    expect(recordAttempt('signIn')).toBe(0);
  });

  it('keeps its state in localStorage, so a reload does not reset it', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) attemptWhenAllowed();
    const stored = JSON.parse(localStorage.getItem(AUTH_RATE_LIMIT_STORAGE_KEY)!);
    expect(stored.signIn).toMatchObject({ strikes: 2, blockedUntil: Date.now() + 2 * SECOND });
    expect(stored.signIn.attempts).toHaveLength(6);
    // Another page (or a reloaded one) reads the same state.
    expect(waitTimeMs('signIn')).toBe(2 * SECOND);
  });

  it('counts each form family on its own', () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) recordAttempt('signIn');
    expect(waitTimeMs('signIn')).toBeGreaterThan(0);
    expect(waitTimeMs('signUp')).toBe(0);
    expect(waitTimeMs('recover')).toBe(0);
  });

  it('adopts a longer wait from the server (429 Retry-After), never a shorter one', () => {
    blockFor('recover', 10 * MINUTE);
    expect(waitTimeMs('recover')).toBe(10 * MINUTE);
    blockFor('recover', 1 * MINUTE);
    expect(waitTimeMs('recover')).toBe(10 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(waitTimeMs('recover')).toBe(0);
  });

  it('starts afresh after a success', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) attemptWhenAllowed();
    resetAttempts('signIn');
    expect(waitTimeMs('signIn')).toBe(0);
    expect(recordAttempt('signIn')).toBe(0);
  });

  it('ignores unreadable stored state', () => {
    localStorage.setItem(AUTH_RATE_LIMIT_STORAGE_KEY, '{"signIn":{"attempts":"many"}}');
    expect(waitTimeMs('signIn')).toBe(0);
    localStorage.setItem(AUTH_RATE_LIMIT_STORAGE_KEY, 'not json');
    expect(recordAttempt('signIn')).toBe(0);
  });
});
