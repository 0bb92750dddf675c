/**
 * The lint rule of eslint.config.js that keeps one business clock (decision 0170): the API's
 * modules and platform/, and the web's features, read the time from their clock, never with
 * `new Date()` or `Date.now()`. Linted as
 * if the text were the file named (the files as they are: `npm run lint`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = 'clock/no-system-time';

async function ruleMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('one business clock', () => {
  it("refuses the system's time in a module and in platform/", async () => {
    const inModule = await ruleMessages(
      'apps/api/src/modules/orders/commands/booking.ts',
      'export const stamp = () => ({ at: new Date(), ms: Date.now() });\n',
    );
    const inPlatform = await ruleMessages(
      'apps/api/src/platform/worker.ts',
      'export const now = () => new Date();\n',
    );
    const inWebFeature = await ruleMessages(
      'apps/web/src/features/orders/booking/DetailsStep.tsx',
      'export const min = () => new Date().toISOString();\n',
    );
    expect(inModule).toHaveLength(2);
    expect(inModule[0]).toContain('Read the time from the clock');
    expect(inPlatform).toHaveLength(1);
    expect(inWebFeature).toHaveLength(1);
  });

  it("lets a module turn a given instant into a date, and the clocks' files read the system", async () => {
    const given = await ruleMessages(
      'apps/api/src/modules/billing/months.ts',
      'export const dayAfter = (now: Date) => new Date(now.getTime() + 86_400_000);\n',
    );
    const clockFile = path.join(root, 'apps/api/src/platform/clock.ts');
    const clock = await ruleMessages(
      'apps/api/src/platform/clock.ts',
      await readFile(clockFile, 'utf8'),
    );
    const webClock = await ruleMessages(
      'apps/web/src/lib/clock.ts',
      await readFile(path.join(root, 'apps/web/src/lib/clock.ts'), 'utf8'),
    );
    expect(clock).toEqual([]);
    expect(webClock).toEqual([]);
    expect(given).toEqual([]);
  });
});
