import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { verifyPassword } from '../../src/lib/passwords';
import { findUserByEmail } from '../../src/modules/users';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}, input?: string) => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  delete childEnv.DATABASE_URL;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts', ...args],
    {
      cwd: repo,
      env: childEnv,
      input,
      encoding: 'utf8',
    },
  );
};

describe('npm run create-admin', () => {
  it('creates an admin with the password from ADMIN_PASSWORD or stdin, never from argv', async () => {
    const fromEnv = run(['--email', 'Ops@Example.test', '--name', 'Ops Admin'], {
      ADMIN_PASSWORD: 'Strong-pass-1',
    });
    expect(fromEnv.status, fromEnv.stderr).toBe(0);
    expect(fromEnv.stdout).toContain('Admin ops@example.test created');

    const fromStdin = run(
      ['--email', 'second@example.test', '--name', 'Second'],
      {},
      'Another-pass-2\n',
    );
    expect(fromStdin.status, fromStdin.stderr).toBe(0);

    const argvPassword = run([
      '--email',
      'x@example.test',
      '--name',
      'X',
      '--password',
      'nope-nope-1',
    ]);
    expect(argvPassword.status).not.toBe(0);
    const short = run(['--email', 'y@example.test', '--name', 'Y'], { ADMIN_PASSWORD: 'short' });
    expect(short.status).toBe(2);
    for (const weak of ['aaaaaaaa', 'weak@example.test', '        ']) {
      const refused = run(['--email', 'weak@example.test', '--name', 'Weak'], {
        ADMIN_PASSWORD: weak,
      });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('too easy to guess');
    }
    const duplicate = run(['--email', 'ops@example.test', '--name', 'Again'], {
      ADMIN_PASSWORD: 'Strong-pass-1',
    });
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('already exists');

    const db = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pgdata') });
    const ops = await findUserByEmail(db.db, 'ops@example.test');
    expect(ops).toMatchObject({ userType: 'admin', name: 'Ops Admin' });
    expect(await verifyPassword(ops!.passwordHash, 'Strong-pass-1')).toBe(true);
    const second = await findUserByEmail(db.db, 'second@example.test');
    expect(await verifyPassword(second!.passwordHash, 'Another-pass-2')).toBe(true);
    expect(await findUserByEmail(db.db, 'x@example.test')).toBeNull();
    expect(await findUserByEmail(db.db, 'weak@example.test')).toBeNull();
    await db.close();
  }, 120_000);
});
