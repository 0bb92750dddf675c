/** The Indian scripts with a bundled face (i18n/fonts.css), by their letters. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u0900-\u097F]/, 'Devanagari'],
  [/[\u0A80-\u0AFF]/, 'Gujarati'],
];
const loads: Record<string, Promise<unknown>> = {};

/**
 * Fetches the faces (the weights the screens use) of every Indian script in `text`, once per
 * page; resolves when they are ready, failed, or after 3 s (a stalled request must not hold a
 * screen). Chromium draws text it shaped while the face was still loading in a fallback font,
 * boxes for these scripts, and does not always draw it again when the face arrives: so the UI
 * language and every answer carrying such text wait for the faces before they are shown.
 */
export function loadFontsFor(text: string): Promise<unknown> {
  return Promise.all(
    SCRIPTS.map(
      ([letters, script]) =>
        letters.test(text) &&
        (loads[script] ??= Promise.race([
          Promise.all(
            [4, 5, 6, 7].map((weight) =>
              document.fonts?.load(`${weight}00 1em "Noto Sans ${script}"`, text),
            ),
          ).catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ])),
    ),
  );
}
