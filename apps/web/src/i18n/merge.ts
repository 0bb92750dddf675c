export type Tree = { [key: string]: string | Tree };

/** One catalogue from area files that each hold one top-level key (their area's name). */
export function merge(files: Array<{ default: Tree }>): Tree {
  const merged: Tree = {};
  for (const file of files) Object.assign(merged, file.default);
  return merged;
}
