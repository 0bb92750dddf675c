// The 20 slowest test files as a markdown table (docs/testing.md), from the reports .ci/run writes:
//   node scripts/slowest-tests.mjs test-results/vitest-*.json -- test-results/playwright.json
import fs from 'node:fs';
const args = process.argv.slice(2);
const sep = args.indexOf('--');
const vitests = sep === -1 ? args : args.slice(0, sep);
const pws = sep === -1 ? [] : args.slice(sep + 1);
const root = process.cwd() + '/';
const rows = [];
for (const f of vitests) {
  const label = f.includes('postgres') ? 'PostgreSQL' : 'PGlite';
  const j = JSON.parse(fs.readFileSync(f, 'utf8'));
  for (const r of j.testResults)
    rows.push({
      file: r.name.replace(root, ''),
      suite: `vitest, ${label}`,
      s: (r.endTime - r.startTime) / 1000,
      n: r.assertionResults.length,
    });
}
for (const f of pws) {
  const j = JSON.parse(fs.readFileSync(f, 'utf8'));
  const by = {};
  const walk = (s) => {
    for (const sp of s.specs || [])
      for (const t of sp.tests)
        for (const r of t.results) {
          by[sp.file] ??= { s: 0, n: 0 };
          by[sp.file].s += r.duration / 1000;
          by[sp.file].n++;
        }
    for (const c of s.suites || []) walk(c);
  };
  for (const s of j.suites) walk(s);
  for (const [file, v] of Object.entries(by))
    rows.push({ file: `e2e/${file}`, suite: 'Playwright, PostgreSQL', s: v.s, n: v.n });
}
rows.sort((a, b) => b.s - a.s);
console.log('| # | file | suite | tests | seconds |\n| - | ---- | ----- | ----- | ------- |');
rows
  .slice(0, 20)
  .forEach((r, i) =>
    console.log(`| ${i + 1} | \`${r.file}\` | ${r.suite} | ${r.n} | ${r.s.toFixed(1)} |`),
  );
