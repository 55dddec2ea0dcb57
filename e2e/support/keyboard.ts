import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers for specs that use the keyboard alone: every action is a key press, and locators only say where
 * focus should be. After each press focus is checked: never lost to <body>, and visibly marked on a
 * control (an outline or a ring, on the control or on the card around it), or on a place the site moved
 * it to on purpose (a page's heading or <main> after a route change, a dialog or menu).
 */

type FocusState = {
  /** Focus is on <body>, or out of the page: lost. */
  lost: boolean;
  /** Something shows where focus is. */
  shown: boolean;
  /** The focused element is inside the window, and nothing fixed or sticky covers its middle. */
  inView: boolean;
  what: string;
};

/** Reads what has focus in the page, and whether a sighted keyboard user can see it. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return { lost: true, shown: false, inView: false, what: 'to <body>' };
    }
    // Tab past the page's last control takes focus out of the page (the last control stays active).
    if (!document.hasFocus()) {
      return { lost: true, shown: false, inView: false, what: 'out of the page, past its last control' };
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    const what = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
    // A ring is a box-shadow with no blur and a spread (Tailwind's ring-*); a card's shadow is blurred.
    const ring = (shadow: string) => /(^|,\s*)(\S+\s+)?0px 0px 0px [1-9]/.test(shadow);
    const marked = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || ring(style.boxShadow);
    };
    const control = element.matches('a[href], button, input, select, textarea, summary, [tabindex="0"]');
    // Headings, <main>, dialogs and menus take focus from the site itself (tabindex -1): they need no ring.
    const placed = !control && element.getAttribute('tabindex') === '-1';
    const dialog = element.tagName === 'DIALOG';
    let shown = placed || dialog || marked(element);
    for (
      let node = element.parentElement, up = 0;
      !shown && node && up < 4;
      node = node.parentElement, up++
    ) {
      shown = node.matches(':focus-within') && marked(node);
    }
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + Math.min(rect.height / 2, 20);
    const inWindow =
      rect.width > 0 &&
      rect.height > 0 &&
      y >= 0 &&
      y <= window.innerHeight &&
      x >= 0 &&
      x <= window.innerWidth;
    const top = inWindow ? document.elementFromPoint(x, y) : null;
    // Whatever is on top there belongs to the element (its text, its icon), or the element is a stretched
    // link's card; a heading or <main> placed by the site may be long, so only its start must show.
    const inView = inWindow && (placed || (top !== null && (element.contains(top) || top.contains(element))));
    return { lost: false, shown, inView, what };
  });
}

/** Focus is somewhere visible: not on <body>, marked, and not hidden under the header or a bar. */
export async function expectFocusShown(page: Page, step = '') {
  await expect
    .poll(
      async () => {
        const { lost, shown, inView, what } = await focusState(page);
        // The problem and the element, so a failure names both.
        return lost
          ? `lost ${what}`
          : !shown
            ? `not shown: ${what}`
            : !inView
              ? `out of view: ${what}`
              : 'ok';
      },
      { message: `focus after ${step || 'the last key'}`, timeout: 5_000 },
    )
    .toBe('ok');
}

/** Whether the one element `target` finds has focus (false while it is not on the page). */
async function hasFocus(target: Locator) {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking focus after every press, and with
 * `within` (an open dialog) that focus never leaves it. Fails when `target` is not reached in `max`
 * presses: it is missing from the Tab order, or after something that traps focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60, within }: { backwards?: boolean; max?: number; within?: Locator } = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) {
      await expectFocusShown(page, key);
      return presses;
    }
    if (presses === max) break;
    await page.keyboard.press(key);
    await expectFocusShown(page, `${key} #${presses + 1}`).catch(async (error: unknown) => {
      // Focus lost or unseen on the way (Tab past the page's end, say): whether the target was there to reach.
      const found = await target.count();
      const visible = found === 1 && (await target.isVisible());
      const where = found ? (visible ? 'on the page' : 'on the page, hidden') : 'not on the page';
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`On the way to ${target.toString()} (${where}): ${message}`);
    });
    if (within) {
      const inside = await within.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus stays in ${within.toString()} after ${key} #${presses + 1}`).toBe(true);
    }
  }
  const { what } = await focusState(page);
  throw new Error(`${target.toString()} not reached with ${key} in ${max} presses (focus is on ${what})`);
}

/** Presses `key` and checks that focus is still shown. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusShown(page, key);
}

/** Types text into the focused field, as a person would. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
}

/**
 * After a route change focus starts at the new page: its main heading, or <main> while the page's data
 * loads (product §2: the route change also scrolls to the top).
 */
export async function expectFocusAtPageStart(page: Page) {
  const main = page.getByRole('main');
  await expect
    .poll(
      () =>
        main.evaluate(
          (element) =>
            document.activeElement === element ||
            (document.activeElement?.tagName === 'H1' && element.contains(document.activeElement)),
        ),
      { message: 'focus on the new page’s heading or <main>' },
    )
    .toBe(true);
}

/** The calendar day (YYYY-MM-DD) whose button has focus, or null. */
export async function focusedDay(page: Page): Promise<string | null> {
  return (await focusedDayAt(page))?.day ?? null;
}

/** The focused calendar day and where its button is on screen (its middle), or null. */
export function focusedDayAt(page: Page): Promise<{ day: string; x: number; y: number } | null> {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest<HTMLElement>('[data-day]');
    if (!cell?.dataset.day) return null;
    const rect = document.activeElement!.getBoundingClientRect();
    return { day: cell.dataset.day, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
}
