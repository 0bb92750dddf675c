import { AlertCircle } from 'lucide-react';

/** Why the server refused an order dialog's change, under its form (nothing without a reason). */
export function ReasonAlert({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{reason}</span>
    </p>
  );
}
