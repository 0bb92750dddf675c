/** docs/api-modules.md's module-shape table is the one the tree makes now. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docFile, documentedTable, moduleShapeTable } from './module-shapes';

describe('docs/api-modules.md module shapes', () => {
  it('match the modules folder (else run: npx tsx apps/api/test/docs/module-shapes.ts --write)', () => {
    expect(documentedTable(fs.readFileSync(docFile, 'utf8'))).toBe(moduleShapeTable());
  });
});
