import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing is wider than the screen: the page does not scroll sideways, and no element of `main`
 * (or of an open dialog) ends past the viewport's right edge. Each one that does is named.
 */
export async function expectNoOverflow(page: Page) {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    const scope = [...document.querySelectorAll('main, [role="dialog"]')];
    for (const root of scope) {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
        const text = (el.textContent ?? '').trim().slice(0, 40);
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> "${text}" ends at ${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
  expect(found.out, 'elements past the right edge').toEqual([]);
  expect(found.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(found.width);
}

/**
 * Every visible button in `scope` shows its whole text on one line: nothing cut sideways, and its
 * text no taller than one line of its font.
 */
export async function expectButtonsOneLine(scope: Locator) {
  const wrapped = await scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('button')].flatMap((button) => {
        const box = button.getBoundingClientRect();
        const text = (button.textContent ?? '').trim();
        if (box.width === 0 || text === '') return [];
        // The text's lines (a screen-reader-only text, 1 px wide, is left out).
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let top = Infinity;
        let bottom = -Infinity;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            !node.textContent?.trim() ||
            (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1
          )
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            top = Math.min(top, rect.top);
            bottom = Math.max(bottom, rect.bottom);
          }
        }
        const textHeight = Math.max(0, bottom - top);
        const line = parseFloat(getComputedStyle(button).lineHeight);
        const cut = button.scrollWidth > button.clientWidth;
        return cut || textHeight > line * 1.5
          ? [
              `"${text}" (${Math.round(box.width)}x${Math.round(box.height)}, text ${Math.round(textHeight)} high${cut ? ', cut' : ''})`,
            ]
          : [];
      }),
    ),
  );
  expect(wrapped, 'buttons whose text wraps or is cut').toEqual([]);
}
