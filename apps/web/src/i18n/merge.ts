export type Tree = { [key: string]: string | Tree };

/**
 * One catalogue from area files that each hold one top-level key (their area's name); an area
 * may extend another's key (errors.json adds the error codes to core's `errors`), so objects
 * merge deeply.
 */
export function merge(files: Array<{ default: Tree }>): Tree {
  const merged: Tree = {};
  for (const file of files) mergeInto(merged, file.default);
  return merged;
}

function mergeInto(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value !== 'string' && existing !== undefined && typeof existing !== 'string')
      mergeInto(existing, value);
    else target[key] = typeof value === 'string' ? value : structuredClone(value);
  }
}
