import { Eye, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

/**
 * Email and phone with their icons. A long email wraps before its '@' first, and anywhere
 * rather than overflow.
 */
export function ContactLines({ email, phone }: { email: string; phone: string }) {
  const at = email.indexOf('@');
  return (
    <>
      <p className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
        <Mail className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span>
          {at > 0 ? (
            <>
              {email.slice(0, at)}
              <wbr />
              {email.slice(at)}
            </>
          ) : (
            email
          )}
        </span>
      </p>
      <p className="mt-0.5 flex items-center gap-1.5 whitespace-nowrap">
        <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        {phone}
      </p>
    </>
  );
}

/** The row's view icon (docs/product.md: a view icon), named for screen readers by `label`. */
export function ViewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="size-9 px-0"
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Eye className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** The narrow-screen form of a list: one card per row. */
export function CardList({
  items,
  className,
}: {
  items: Array<{
    key: number;
    title: string;
    subtitle: string;
    badge: ReactNode;
    body: ReactNode;
    action: ReactNode;
  }>;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y divide-slate-200 dark:divide-slate-800', className)}>
      {items.map((item) => (
        <li key={item.key} className="px-4 py-4 text-sm text-slate-700 dark:text-slate-300">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{item.title}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{item.subtitle}</p>
            </div>
            {item.badge}
          </div>
          <div className="mt-2">{item.body}</div>
          <div className="mt-3 flex justify-end">{item.action}</div>
        </li>
      ))}
    </ul>
  );
}
