import { expect, type Locator, type Page } from '@playwright/test';

/** How far one turn of the reader's scrolling moves the page. */
const STEP = 240;

/**
 * Scrolls the page itself (never a box within it) down, a step at a time as a reader does, until `target`
 * is wholly in the window, and fails if the page ends first. Then checks that no box around the target
 * scrolls on its own, so what the reader saw is all there is: nothing of the form is hidden in a box.
 */
export async function scrollPageUntilVisible(page: Page, target: Locator) {
  const { height } = page.viewportSize()!;
  for (;;) {
    const box = await target.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) break;
    const moved = await page.evaluate((step) => {
      const before = window.scrollY;
      window.scrollBy(0, step);
      return window.scrollY !== before;
    }, STEP);
    expect(moved, 'the page ended before the target came into the window').toBe(true);
  }
  const scrollingBoxes = await target.evaluate((element) => {
    const boxes: string[] = [];
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if (/auto|scroll/.test(overflowY) && box.scrollHeight > box.clientHeight + 1) {
        boxes.push(`<${box.tagName.toLowerCase()} class="${box.className}">`);
      }
    }
    return boxes;
  });
  expect(scrollingBoxes, 'boxes around the target that scroll on their own').toEqual([]);
}
