import {
  MACHINE_TYPES,
  MAX_IMPORT_UPLOAD_BYTES,
  MAX_RECEIPT_CSV_LENGTH,
  RECEIPT_LIST_COLUMNS,
  type ErrorDetail,
  type Machine,
} from '@dd/contract';
import { Download, FileUp, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateReceipt } from '../../api/receipts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Label, Textarea } from '../../components/ui/Field';
import { SelectField, TextField } from '../../components/forms/FormField';
import { DataTable } from '../../components/ui/DataTable';
import { isApiError } from '../../lib/api';
import { detailText, errorText } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { now, today } from '../../lib/clock';

/** `rows.<row>.<column>` of a refused list's detail, as row and column. */
/** Where a refused list's problem is: a data row and its column, or the header's column. */
function rowError(detail: ErrorDetail) {
  const header = /^header\.(.*)$/s.exec(detail.path);
  if (header) return { row: 'header' as const, column: header[1]! };
  const [, row, column] = /^rows\.(\d+)(?:\.(\w+))?$/.exec(detail.path) ?? [];
  return { row: row ? Number(row) : null, column: column ?? '' };
}

/** A header problem's reason, by its code (list-spec.ts on the server). */
const HEADER_REASONS: Partial<Record<ErrorDetail['code'], string>> = {
  unknown_field: 'receipts.form.header.unknown',
  repeated_in_list: 'receipts.form.header.repeated',
  required: 'receipts.form.header.missing',
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A CSV file's data rows (its lines after the header), read in chunks, never held whole. */
async function countRows(file: Blob): Promise<number> {
  const reader = file.stream().getReader();
  let lines = 0;
  let last = 10;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines += 1;
    if (value.length > 0) last = value[value.length - 1]!;
  }
  if (last !== 10) lines += 1;
  return Math.max(0, lines - 1);
}

const newKey = () =>
  `receipt-${now().getTime().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** "Receive stock": the provider's reference, date, notes and the expected list (CSV file or pasted). */
export function CreateReceiptForm({
  providerId,
  onCancel,
}: {
  providerId: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = {
    reference: useId(),
    date: useId(),
    notes: useId(),
    paste: useId(),
    type: useId(),
    model: useId(),
    manufacturer: useId(),
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateReceipt();
  const [key] = useState(newKey);
  const [reference, setReference] = useState('');
  const [receiptDate, setReceiptDate] = useState(() => today());
  const [notes, setNotes] = useState('');
  const [csv, setCsv] = useState('');
  /** The devices of a list of serials alone (or a list's empty cells): sent when given. */
  const [devices, setDevices] = useState({ type: '', model: '', manufacturer: '' });
  /** A chosen file (uploaded as it is) and its rows once counted. */
  const [chosen, setChosen] = useState<{ file: File; rows: number | null } | null>(null);
  /** The share of the file sent so far (0-100) while uploading. */
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<{ details: ErrorDetail[]; count: number } | null>(
    null,
  );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRowErrors(null);
    if (file.size > MAX_IMPORT_UPLOAD_BYTES) {
      setProblem(t('receipts.form.tooLarge', { size: megabytes(MAX_IMPORT_UPLOAD_BYTES) }));
      return;
    }
    setProblem(null);
    setChosen({ file, rows: null });
    void countRows(file).then((rows) =>
      setChosen((current) => (current?.file === file ? { file, rows } : current)),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setRowErrors(null);
    if (!reference.trim() || (!chosen && !csv.trim())) {
      setProblem(t('receipts.form.required'));
      return;
    }
    if (!chosen && csv.length > MAX_RECEIPT_CSV_LENGTH) {
      setProblem(t('receipts.form.tooLarge', { size: megabytes(MAX_RECEIPT_CSV_LENGTH) }));
      return;
    }
    const given = Object.fromEntries(
      Object.entries(devices)
        .map(([field, value]) => [field, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    ) as { type?: Machine['type']; model?: string; manufacturer?: string };
    const header = {
      serviceProviderId: providerId,
      reference: reference.trim(),
      receiptDate,
      ...given,
    };
    setSent(chosen ? 0 : null);
    try {
      const { receipt } = await create.mutateAsync(
        chosen
          ? {
              key,
              upload: { query: { ...header, notes: notes.trim() || undefined }, file: chosen.file },
              onProgress: setSent,
            }
          : { key, body: { ...header, notes: notes.trim() || null, csv } },
      );
      toast.success(t('receipts.form.created', { number: receipt.receiptNumber }));
      void navigate(`/receipts/${receipt.id}`);
    } catch (error) {
      setProblem(errorText(error, t, t('receipts.form.failed')));
      if (isApiError(error) && error.code === 'receipt_list_invalid' && error.details) {
        setRowErrors({ details: error.details, count: Number(error.params?.errorCount ?? 0) });
      } else if (isApiError(error) && error.code === 'csv_unreadable' && error.details?.length) {
        // A refused header: its problems in the same table, on the header's row.
        setRowErrors({ details: error.details, count: error.details.length });
      }
    } finally {
      setSent(null);
    }
  };

  const template = () =>
    saveFile({
      blob: new Blob([`${RECEIPT_LIST_COLUMNS.join(',')}\r\n`], { type: 'text/csv' }),
      fileName: 'receipt-list-template.csv',
    });
  const busy = create.isPending;

  return (
    <Card className="mb-6 p-4 sm:p-6">
      <form onSubmit={(e) => void submit(e)} aria-labelledby={`${ids.reference}-title`} noValidate>
        <h2
          id={`${ids.reference}-title`}
          className="mb-4 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('receipts.form.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={ids.reference}
            label={t('receipts.form.reference')}
            value={reference}
            maxLength={100}
            required
            onChange={(e) => setReference(e.target.value)}
            disabled={busy}
          />
          <TextField
            id={ids.date}
            label={t('receipts.form.date')}
            type="date"
            value={receiptDate}
            required
            onChange={(e) => setReceiptDate(e.target.value)}
            disabled={busy}
          />
        </div>
        <TextField
          id={ids.notes}
          label={t('receipts.form.notes')}
          fieldClassName="mt-4"
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
          disabled={busy}
        />

        <fieldset className="mt-4">
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('receipts.form.list')}
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('receipts.form.chooseFile')}
              onChange={onFile}
              disabled={busy}
            />
            <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
              <FileUp className="size-4" aria-hidden="true" />
              {t('receipts.form.chooseFile')}
            </Button>
            <Button variant="ghost" onClick={template}>
              <Download className="size-4" aria-hidden="true" />
              {t('receipts.form.template')}
            </Button>
          </div>
          {chosen ? (
            <div className="mt-3 flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-800/40">
              <span className="min-w-0 break-words">
                {chosen.rows === null
                  ? chosen.file.name
                  : t('receipts.form.fileChosen', { name: chosen.file.name, count: chosen.rows })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 whitespace-nowrap"
                onClick={() => {
                  setChosen(null);
                  setRowErrors(null);
                }}
                disabled={busy}
              >
                <X className="size-4" aria-hidden="true" />
                {t('receipts.form.removeFile')}
              </Button>
            </div>
          ) : (
            <div className="mt-3">
              <Label htmlFor={ids.paste}>{t('receipts.form.paste')}</Label>
              <Textarea
                id={ids.paste}
                value={csv}
                onChange={(e) => {
                  setCsv(e.target.value);
                  setRowErrors(null);
                }}
                rows={6}
                spellCheck={false}
                placeholder={RECEIPT_LIST_COLUMNS.join(',')}
                className="font-mono text-xs"
                disabled={busy}
              />
            </div>
          )}
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            {t('receipts.form.devicesHint')}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            <SelectField
              id={ids.type}
              label={t('receipts.form.type')}
              value={devices.type}
              onChange={(e) => setDevices((d) => ({ ...d, type: e.target.value }))}
              disabled={busy}
            >
              <option value="">{t('receipts.form.fromList')}</option>
              {MACHINE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`machines.type.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              id={ids.model}
              label={t('receipts.form.model')}
              value={devices.model}
              maxLength={100}
              onChange={(e) => setDevices((d) => ({ ...d, model: e.target.value }))}
              disabled={busy}
            />
            <TextField
              id={ids.manufacturer}
              label={t('receipts.form.manufacturer')}
              value={devices.manufacturer}
              maxLength={100}
              onChange={(e) => setDevices((d) => ({ ...d, manufacturer: e.target.value }))}
              disabled={busy}
            />
          </div>
        </fieldset>

        {busy && sent !== null && sent < 100 ? (
          <ProgressBar label={t('receipts.form.uploading', { percent: sent })} percent={sent} />
        ) : busy ? (
          <ProgressBar label={t('receipts.form.checking')} />
        ) : null}

        <ProblemAlert className="mt-4">{problem}</ProblemAlert>

        {rowErrors ? (
          <div className="mt-4">
            <h3 className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
              {t('receipts.form.errorsTitle', { count: rowErrors.count })}
            </h3>
            <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800">
              <DataTable
                label={t('receipts.form.errorsTitle', { count: rowErrors.count })}
                rows={rowErrors.details}
                rowKey={(d, index) => `${d.path}-${index}`}
                columns={[
                  {
                    key: 'row',
                    header: t('receipts.form.row'),
                    className: 'tabular-nums',
                    cell: (d) => {
                      const { row } = rowError(d);
                      return row === 'header' ? t('receipts.form.header.row') : (row ?? '—');
                    },
                  },
                  {
                    key: 'column',
                    header: t('receipts.form.column'),
                    className: 'font-mono text-xs',
                    cell: (d) => rowError(d).column || '—',
                  },
                  {
                    key: 'message',
                    header: t('receipts.form.message'),
                    cell: (d) => {
                      const where = rowError(d);
                      const headerReason = HEADER_REASONS[d.code];
                      if (where.row === 'header' && headerReason) return t(headerReason as never);
                      return where.column === 'type' && d.code === 'invalid_value'
                        ? t('receipts.form.unknownType')
                        : detailText(t, d);
                    },
                  },
                ]}
              />
            </div>
            {rowErrors.count > rowErrors.details.length ? (
              <p className="mt-2 text-xs text-slate-500">
                {t('receipts.form.errorsShown', {
                  shown: rowErrors.details.length,
                  count: rowErrors.count,
                })}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('receipts.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('receipts.form.submitting') : t('receipts.form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
