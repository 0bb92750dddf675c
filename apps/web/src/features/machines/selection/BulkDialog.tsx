import type { MachineBulkResult, MachineSelection } from '@dd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { errorText } from '../../../lib/errors';
import { BulkFooter } from './BulkFooter';
import { BulkResultView } from './BulkResultView';

/** What a bulk action's dialog is given: the selection, how many it holds, and how to close. */
export interface BulkActionProps {
  selection: MachineSelection;
  count: number;
  onClose: (done: boolean) => void;
}

/**
 * A bulk action's dialog: its fields (`children`), what it will do (`confirm`) and why it failed,
 * then, once applied, what was done. It closes only while nothing is being applied.
 */
export function BulkDialog({
  title,
  result,
  busy,
  ready,
  dirty,
  failure,
  confirm,
  onApply,
  onClose,
  children,
}: {
  title: string;
  result: MachineBulkResult | null;
  busy: boolean;
  ready?: boolean;
  dirty?: boolean;
  /** The failed apply's error, if it failed. */
  failure: unknown;
  confirm: string;
  onApply: () => void;
  onClose: (done: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      dirty={dirty}
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose(result !== null);
      }}
      title={title}
      footer={
        <BulkFooter
          done={result !== null}
          busy={busy}
          ready={ready}
          onApply={onApply}
          onClose={onClose}
        />
      }
    >
      {result ? (
        <BulkResultView result={result} />
      ) : (
        <div className="space-y-4">
          {children}
          <p className="text-sm text-slate-700 dark:text-slate-300">{confirm}</p>
          {failure ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(failure, t, t('machines.bulk.failed'))}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
