/**
 * A progress bar under its label: the share done (`percent`, e.g. of a file sent), or
 * indeterminate while the server works on what it has.
 */
export function ProgressBar({ label, percent }: { label: string; percent?: number }) {
  return (
    <div className="mt-4" role="status">
      <p className="mb-1.5 text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={percent === undefined ? undefined : 0}
        aria-valuemax={percent === undefined ? undefined : 100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-500/20"
      >
        {percent === undefined ? (
          <div className="h-full w-full animate-pulse rounded-full bg-indigo-600 dark:bg-indigo-400" />
        ) : (
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}
