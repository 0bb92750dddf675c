import { Eye, Mail, Phone } from 'lucide-react';
import { Button } from '../../components/ui/Button';

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

/** The row's view icon (docs/product/screens.md: a view icon), named for screen readers by `label`. */
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
