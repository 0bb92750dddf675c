import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** A table of the invoice page in its card, under its heading. */
export function TableCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-4 overflow-hidden">
      <h2 className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}
