import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { BackLink } from '../../components/ui/TextLink';

/**
 * A list screen: an optional "Back to …" link, the title (with its actions), what goes above
 * the list (figures, flows), the filters in a card of their own, then the list's card: its
 * heading (the count, and "Updating…" while a new page loads), a toolbar, the DataTable (the
 * children) and the pager, which takes the screen back to the list's top.
 */
export function ListPage({
  back,
  title,
  description,
  actions,
  above,
  filters,
  heading,
  toolbar,
  pager,
  children,
}: {
  back?: { to: string; label: string };
  title: string;
  description?: string;
  actions?: ReactNode;
  above?: ReactNode;
  filters?: ReactNode;
  heading?: { title: string; updating?: string | false };
  toolbar?: ReactNode;
  /** Left out while the list loads or failed. */
  pager?: ComponentProps<typeof Pagination>;
  children: ReactNode;
}) {
  const headingId = useId();
  const top = useRef<HTMLDivElement>(null);
  return (
    <>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <PageHeader title={title} description={description} actions={actions} />
      {above}
      {filters ? <Card className="mb-6 p-4">{filters}</Card> : null}
      <Card
        className="overflow-hidden"
        role={heading ? 'region' : undefined}
        aria-labelledby={heading ? headingId : undefined}
      >
        <div ref={top} className="scroll-mt-20" />
        {heading ? (
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
              {heading.title}
            </h2>
            {heading.updating ? (
              <span
                className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400"
                role="status"
              >
                <Spinner />
                {heading.updating}
              </span>
            ) : null}
          </div>
        ) : null}
        {toolbar}
        {children}
        {pager ? (
          <Pagination
            {...pager}
            onPageChange={(page) => {
              pager.onPageChange(page);
              top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
            }}
          />
        ) : null}
      </Card>
    </>
  );
}
