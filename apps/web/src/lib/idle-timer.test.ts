import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@orchim/shared/constants';
import { LAST_ACTIVITY_STORAGE_KEY, markActivity, readLastActivity, startIdleTimer } from './idle-timer';

const MINUTE = 60_000;
let stop = () => {};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function start() {
  const onTimeout = vi.fn();
  stop = startIdleTimer({ onTimeout });
  return onTimeout;
}

/** Another tab records activity: its write reaches this tab as a `storage` event. */
function activityInAnotherTab() {
  const value = String(Date.now());
  localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_STORAGE_KEY, newValue: value }));
}

describe('idle timeout (product §4, §9)', () => {
  it('times out after 30 minutes without activity, noticed by the check every 60 seconds', () => {
    expect(SESSION).toMatchObject({ idleTimeoutMs: 30 * MINUTE, activityCheckMs: 60_000 });
    const onTimeout = start();
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    // Stopped: it fires once.
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('checks only once a minute', () => {
    const onTimeout = start();
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    window.dispatchEvent(new Event('mousemove'));
    vi.setSystemTime(Date.now() + 31 * MINUTE); // time passes without any check running
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it.each([
    ['mouse movement', () => window.dispatchEvent(new MouseEvent('mousemove'))],
    ['a click', () => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['scrolling an element', () => document.body.dispatchEvent(new Event('scroll'))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('counts %s as activity', (_, act) => {
    const onTimeout = start();
    vi.advanceTimersByTime(20 * MINUTE);
    act();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('shares activity across tabs through localStorage and the storage event', () => {
    const onTimeout = start();
    vi.advanceTimersByTime(25 * MINUTE);
    activityInAnotherTab();
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('also reads the stored time at each check, in case an event was missed', () => {
    const onTimeout = start();
    vi.advanceTimersByTime(25 * MINUTE);
    markActivity(); // written by another tab, event not delivered
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('writes the activity time at most every 10 seconds', () => {
    start();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let step = 0; step < 100; step += 1) {
      window.dispatchEvent(new MouseEvent('mousemove'));
      vi.advanceTimersByTime(100);
    }
    // 10 seconds of constant movement: one write (the first), then one more when 10 s have passed.
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_STORAGE_KEY)).toHaveLength(1);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_STORAGE_KEY)).toHaveLength(2);
    expect(readLastActivity()).toBe(Date.now());
    setItem.mockRestore();
  });

  it('ends a session left idle for longer than the timeout at once (a closed laptop, a reopened browser)', () => {
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now() - 45 * MINUTE));
    const onTimeout = start();
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('keeps the stored time of a session still within the timeout', () => {
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now() - 20 * MINUTE));
    const onTimeout = start();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stops listening when stopped', () => {
    const onTimeout = start();
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
