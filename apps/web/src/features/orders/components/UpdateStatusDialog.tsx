import { ORDER_TRANSITIONS, type Order, type OrderStatus } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { NotesField } from '../../../components/forms/NotesField';
import { Spinner } from '../../../components/ui/Spinner';
import { errorText } from '../../../lib/errors';
import { useUpdateOrderStatus } from '../../../api/orders';
import { ReasonAlert } from './ReasonAlert';

type Target = Pick<Order, 'id' | 'order_number' | 'status'>;

/**
 * docs/product/screens-devices.md: 'Update Delivery Status' with the order id, a status select, 'Delivery Notes',
 * Cancel and 'Update Status'. The select offers the steps the contract's ORDER_TRANSITIONS allows
 * from the current status (the server checks the same rule; a refusal, e.g. another user moved
 * the order meanwhile, is shown here). Render it with a `key` per order so each opening starts
 * afresh.
 */
export function UpdateStatusDialog({
  order,
  onClose,
}: {
  order: Target | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useUpdateOrderStatus();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const next: readonly OrderStatus[] = order ? ORDER_TRANSITIONS[order.status] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product/rules.md: sent only if an order and a status are selected.
    if (!order || !status || mutation.isPending) return;
    setReason(null);
    mutation.mutate(
      { id: order.id, status, notes: notes.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('orders.updateDialog.success'));
          onClose();
        },
        onError: (error) => {
          toast.error(t('orders.updateDialog.failed'));
          setReason(errorText(error, t, t('orders.updateDialog.failed')));
        },
      },
    );
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={t('orders.updateDialog.title')}
      dirty={status !== '' || notes.trim() !== ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('orders.updateDialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            disabled={!order || !status || mutation.isPending}
          >
            {mutation.isPending && <Spinner />}
            {t('orders.updateDialog.submit')}
          </Button>
        </>
      }
    >
      {order && (
        <form id={`${id}-form`} onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('orders.updateDialog.order', { id: order.order_number })}
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            {t('orders.updateDialog.current', { status: t(`orders.status.${order.status}`) })}
          </p>
          {next.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('orders.updateDialog.closed')}
            </p>
          ) : null}
          <ChoiceField
            id={`${id}-status`}
            label={t('orders.updateDialog.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              setReason(null);
            }}
            required
            disabled={next.length === 0}
            anyLabel={t('orders.updateDialog.selectStatus')}
            choices={next}
            choiceLabel={(s) => t(`orders.status.${s}`)}
          />
          <div>
            <NotesField
              id={`${id}-notes`}
              label={t('orders.updateDialog.notes')}
              rows={3}
              value={notes}
              onChange={setNotes}
              placeholder={t('orders.updateDialog.notesPlaceholder')}
            />
          </div>
          <ReasonAlert reason={reason} />
        </form>
      )}
    </Dialog>
  );
}
