import { MACHINE_TYPES, type ReceiptItem, type ReceiptResolution } from '@dd/contract';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useResolveItem } from '../../api/receipts';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Input, Label, Select, ValueOptions } from '../../components/ui/Field';
import { errorText } from '../../lib/errors';
import { TextField } from '../../components/forms/FormField';

/** The decision on one missing or unexpected device; adding to stock asks type, model, maker. */
export function ResolveDialog({
  receiptId,
  item,
  resolution,
  onClose,
}: {
  receiptId: number;
  item: ReceiptItem;
  resolution: ReceiptResolution;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const resolve = useResolveItem(receiptId);
  const [type, setType] = useState(item.type ?? 'POS');
  const [model, setModel] = useState(item.model ?? '');
  const [manufacturer, setManufacturer] = useState(item.manufacturer ?? '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adding = resolution === 'ADDED';
  // A write-off must say why (the server refuses it without a note, too).
  const noteRequired = resolution === 'WRITTEN_OFF';
  const [noteMissing, setNoteMissing] = useState(false);

  const save = async () => {
    setProblem(null);
    if (adding && (!model.trim() || !manufacturer.trim())) {
      setProblem(t('errors.codes.receipt_device_details_required'));
      return;
    }
    setNoteMissing(noteRequired && !note.trim());
    if (noteRequired && !note.trim()) {
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    try {
      await resolve.mutateAsync({
        itemId: item.id,
        body: {
          resolution,
          note: note.trim() || null,
          ...(adding ? { type, model: model.trim(), manufacturer: manufacturer.trim() } : {}),
        },
      });
      toast.success(t('receipts.resolution.done'));
      onClose();
    } catch (error) {
      setProblem(errorText(error, t, t('receipts.resolution.failed')));
    }
  };

  return (
    <Dialog
      dirty={
        model !== (item.model ?? '') ||
        manufacturer !== (item.manufacturer ?? '') ||
        note.trim() !== ''
      }
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`receipts.resolution.title.${resolution}`, { serial: item.serialNumber })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            {t('receipts.form.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={resolve.isPending}>
            {t('receipts.resolution.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {adding ? (
          <>
            <div>
              <Label htmlFor={`${id}-type`}>{t('receipts.items.type')}</Label>
              <Select
                id={`${id}-type`}
                value={type}
                onChange={(e) => setType(e.target.value as typeof type)}
              >
                <ValueOptions values={MACHINE_TYPES} label={(m) => m} />
              </Select>
            </div>
            <div>
              <Label htmlFor={`${id}-model`}>{t('receipts.items.model')}</Label>
              <Input id={`${id}-model`} value={model} onChange={(e) => setModel(e.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-maker`}>{t('receipts.items.manufacturer')}</Label>
              <Input
                id={`${id}-maker`}
                value={manufacturer}
                onChange={(e) => setManufacturer(e.target.value)}
              />
            </div>
          </>
        ) : null}
        <TextField
          id={`${id}-note`}
          label={
            noteRequired ? t('receipts.resolution.noteRequired') : t('receipts.resolution.note')
          }
          value={note}
          maxLength={2000}
          required={noteRequired}
          error={noteMissing ? t('errors.codes.receipt_write_off_note_required') : undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteMissing(false);
          }}
        />
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
