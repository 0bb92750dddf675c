/**
 * Every relative link in the docs (README.md, docs/, bench/README.md) reaches a file, and every
 * `#anchor` a heading of its page (GitHub's heading ids); every file the two code guides name is
 * in the tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** GitHub's id of a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
function headingId(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

function headingIds(file: string): Set<string> {
  const text = fs.readFileSync(path.join(repo, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingId(m[1]!)));
}

/** [text](target) outside code: the target, without a title. */
function links(file: string): string[] {
  const text = fs
    .readFileSync(path.join(repo, file), 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '``');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

const files = ['README.md', 'bench/README.md', ...markdownFiles('docs')];

describe('docs links', () => {
  it('reach a file and, with an anchor, a heading of it', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const target of links(file)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [pathPart, anchor] = target.split('#') as [string, string | undefined];
        const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
        if (!fs.existsSync(path.join(repo, resolved))) {
          broken.push(`${file}: ${target} (no such file)`);
        } else if (anchor && resolved.endsWith('.md') && !headingIds(resolved).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

/** Every file and folder of the tree (paths from the repository's root), build output left out. */
function treePaths(dir = ''): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.git', 'data', 'test-results'].includes(entry.name)) {
      return [];
    }
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [file, ...treePaths(file)] : [file];
  });
}

describe('the code guides', () => {
  it('name only files that exist', () => {
    const tree = treePaths();
    const missing: string[] = [];
    for (const guide of ['docs/api-modules.md', 'docs/web-screens.md']) {
      const text = fs.readFileSync(path.join(repo, guide), 'utf8');
      for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
        // A file or folder name, not a placeholder (`<domain>`, `{en,hi,gu}`, `XxxPage.tsx`) nor
        // the journeys' output (`e2e/artifacts/`).
        const name = quoted!.replace(/\/$/, '');
        if (!/\.(ts|tsx|mjs|js|json|md|sql)$|\/$/.test(quoted!)) continue;
        if (!name || /[<>{}*]|Xxx|^e2e\/artifacts\//.test(name)) continue;
        if (!tree.some((p) => p === name || p.endsWith(`/${name}`)))
          missing.push(`${guide}: ${quoted}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
