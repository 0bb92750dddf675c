import type { TestProject } from 'vitest/node';
import { migrationsHash, pgliteTemplate, postgresTemplate } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file copies: a PGlite dump file, or a database name. */
    testDatabaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/** Migrates once per run (or finds the template of these migrations already made). */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const url = process.env.DATABASE_URL;
  project.provide(
    'testDatabaseTemplate',
    url
      ? { kind: 'postgres', name: await postgresTemplate(url, hash) }
      : { kind: 'pglite', file: await pgliteTemplate(hash) },
  );
}
