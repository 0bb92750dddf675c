// The one results table: metric, ours, baseline, ratio, target, pass. Printed, and written as
// JSON and Markdown to bench/results/<date>.json|md.
import fs from 'node:fs';
import path from 'node:path';

export const fmt = {
  rps: (v) => `${num(v, v < 100 ? 1 : 0)} req/s`,
  ms: (v) => `${num(v, v < 10 ? 2 : v < 100 ? 1 : 0)} ms`,
  rowsPerSec: (v) => `${num(v, 0)} rows/s`,
  mb: (b) => `${num(b / 1024 / 1024, 1)} MB`,
  kb: (b) => `${num(b / 1024, 1)} kB`,
  s: (ms) => `${num(ms / 1000, 2)} s`,
  perSec: (v) => `${num(v, 1)} /s`,
  count: (v) => num(v, 0),
};

function num(v, digits) {
  if (v === null || v === undefined || Number.isNaN(v)) return 'n/a';
  return v.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export class Results {
  rows = [];
  notes = [];

  /**
   * Adds a row. `ours`/`baseline` are [value, formatter] or a string; `ratio` a number (ours /
   * baseline, in the direction the target states); `pass` true, false or null (no target).
   */
  add({ metric, ours, baseline = null, ratio = null, target = '', pass = null, raw = {} }) {
    const show = (v) => (v === null ? '-' : Array.isArray(v) ? v[1](v[0]) : String(v));
    this.rows.push({
      metric,
      ours: show(ours),
      baseline: show(baseline),
      ratio: ratio === null || Number.isNaN(ratio) ? '-' : `${ratio.toFixed(2)}x`,
      target,
      pass: pass === null ? '-' : pass ? 'PASS' : 'FAIL',
      raw,
    });
  }

  /** The rows added since the last call, one line each (progress while the run goes on). */
  latest() {
    const fresh = this.rows.slice(this.shown ?? 0);
    this.shown = this.rows.length;
    return fresh
      .map(
        (r) =>
          `  ${r.pass.padEnd(4)} ${r.metric}: ${r.ours} vs ${r.baseline} (${r.ratio}; target ${r.target || '-'})`,
      )
      .join('\n');
  }

  note(text) {
    this.notes.push(text);
  }

  table() {
    const head = ['metric', 'ours', 'baseline', 'ratio', 'target', 'pass'];
    const cells = this.rows.map((r) => head.map((h) => r[h]));
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c) => c.map((v, i) => v.padEnd(widths[i])).join(' | ');
    return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join(
      '\n',
    );
  }

  markdown(meta) {
    const head = ['metric', 'ours', 'baseline', 'ratio', 'target', 'pass'];
    const esc = (v) => v.replace(/\|/g, '\\|');
    return [
      `# Benchmark ${meta.date}`,
      '',
      `${meta.machines.toLocaleString('en-US')} machines${meta.smoke ? ' (smoke)' : ''}, ${meta.duration} s per load test, ` +
        `${meta.cpus} CPUs, Node ${meta.node}, PostgreSQL ${meta.postgres}. Load: ${fmt.s(meta.loadMs)}.`,
      '',
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...this.rows.map((r) => `| ${head.map((h) => esc(r[h])).join(' | ')} |`),
      '',
      ...this.notes.map((n) => `- ${n}`),
      '',
    ].join('\n');
  }

  write(dir, meta) {
    fs.mkdirSync(dir, { recursive: true });
    const stamp = meta.date.replace(/[:.]/g, '-');
    const json = path.join(dir, `${stamp}.json`);
    const md = path.join(dir, `${stamp}.md`);
    fs.writeFileSync(
      json,
      `${JSON.stringify({ meta, rows: this.rows, notes: this.notes }, null, 2)}\n`,
    );
    fs.writeFileSync(md, this.markdown(meta));
    return { json, md };
  }
}
