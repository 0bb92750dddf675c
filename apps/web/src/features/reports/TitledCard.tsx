import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** A card on the reports screen: a section named by its heading (`title`, in `titleClassName`). */
export function TitledCard({
  title,
  titleClassName,
  children,
}: {
  title: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={`${titleClassName} text-slate-900 dark:text-white`}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
