import { expect, type Locator, type Page } from '@playwright/test';

/** A font Chromium drew text with (DevTools' CSS.getPlatformFontsForNode). */
interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The bundled face of each Indian script the UI writes in, by its Unicode block. */
const SCRIPTS = [
  { family: 'Noto Sans Devanagari', block: /[\u0900-\u097F]/gu },
  { family: 'Noto Sans Gujarati', block: /[\u0A80-\u0AFF]/gu },
];

/**
 * The fonts Chromium drew the element's text with, or its placeholder's when `placeholder` (the
 * input's user-agent shadow tree holds it): asked through the DevTools protocol, which names the
 * font behind each glyph on screen.
 */
async function drawnFonts(page: Page, element: Locator, placeholder: boolean) {
  const marker = `probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, value) => node.setAttribute('data-font-probe', value), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${marker}"]`,
    });
    let target = nodeId;
    if (placeholder) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
      const shadow = node.shadowRoots?.[0]?.children ?? [];
      const found = shadow.find(
        (child) => child.pseudoType === 'placeholder' || child.attributes?.includes('placeholder'),
      );
      expect(found, 'the input shows a placeholder').toBeTruthy();
      const pushed = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', {
        backendNodeIds: [found!.backendNodeId],
      });
      target = pushed.nodeIds[0]!;
    }
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: target });
    return fonts as PlatformFont[];
  } finally {
    await cdp.detach();
  }
}

/**
 * No `.notdef` box in the element's text (or placeholder): each Indian script in it is drawn by
 * its bundled face, and the other fonts drew no more glyphs than the text has other characters.
 * A Devanagari or Gujarati letter no bundled face drew went to a system font, which has none on
 * the test machine: it drew a box.
 */
export async function expectNoBoxes(
  page: Page,
  element: Locator,
  { placeholder = false }: { placeholder?: boolean } = {},
) {
  await expect(element).toBeVisible();
  const text = placeholder
    ? ((await element.getAttribute('placeholder')) ?? '')
    : await element.innerText();
  const scripts = SCRIPTS.filter((s) => text.match(s.block));
  expect(scripts.length, `"${text}" has Indian script`).toBeGreaterThan(0);
  const indic = scripts.reduce((n, s) => n + text.match(s.block)!.length, 0);
  const others = [...text].length - indic;
  // A face arrives after the first paint (font-display: swap): the text is drawn again then.
  await expect
    .poll(async () => {
      const fonts = await drawnFonts(page, element, placeholder);
      // A face's own name says its weight ("Noto Sans Gujarati SemiBold").
      const isFace = (f: PlatformFont, family: string) =>
        f.isCustomFont && f.familyName.startsWith(family);
      const bundled = (family: string) => fonts.some((f) => isFace(f, family) && f.glyphCount > 0);
      const elsewhere = fonts
        .filter((f) => !scripts.some((s) => isFace(f, s.family)))
        .reduce((n, f) => n + f.glyphCount, 0);
      return {
        bundled: scripts.filter((s) => !bundled(s.family)).map((s) => `${s.family} missing`),
        boxes: Math.max(0, elsewhere - others),
      };
    }, `the fonts drawing "${text}"`)
    .toEqual({ bundled: [], boxes: 0 });
}
