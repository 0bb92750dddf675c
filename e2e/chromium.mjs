// Which browser the journeys drive: CHROMIUM_PATH, else Debian's headless shell (the lighter
// build of the same Chromium that Playwright itself uses for headless runs: the journeys took
// about a quarter less time in it), else Debian's full Chromium.
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The executable, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((file) => fs.existsSync(file));
}
