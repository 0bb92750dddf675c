import {
  MAX_IMPORT_CSV_LENGTH,
  MAX_IMPORT_UPLOAD_BYTES,
  type MachineImportError,
  type MachineImportResponse,
} from '@dd/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download, FileUp, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Label, NamedOptions, Select, Textarea } from '../../components/ui/Field';
import { DataTable } from '../../components/ui/DataTable';
import { errorText } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';
import { useImportMachines, type ImportBody } from '../../api/machines';
import { PROVIDER_NAMES_STALE_TIME, useProviders } from '../../api/service-providers';
import { csvFile, errorRowsCsv, templateCsv } from './csv';
import { importIssueText } from './import-issues';
import { ProblemAlert } from '../../components/ui/ProblemAlert';

type Source = { kind: 'paste' } | { kind: 'file'; name: string; size: number };

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** What an import answers (machines, the provider's activation file): counts and row errors. */
export type ImportAnswer = Omit<MachineImportResponse, 'errors' | 'errorCounts'> & {
  errors: (Omit<MachineImportError, 'code'> & { code: string })[];
};

/** The parts of the import that differ: the call, the template and the texts. */
export type ImportKind = {
  run: UseMutationResult<ImportAnswer, unknown, ImportBody>;
  /** What the import's body carries besides the file (the provider chosen for the rows). */
  body?: Omit<ImportBody, 'csv' | 'dryRun'>;
  /** Choices above the file (they change the check: a new choice clears its result). */
  settings?: ReactNode;
  name: string;
  template: string;
  intro: string;
  done: (count: number) => string;
  importLabel: string;
  /**
   * A chosen file is uploaded as it is (text/csv, with upload progress; up to
   * MAX_IMPORT_UPLOAD_BYTES) instead of inside JSON (up to MAX_IMPORT_CSV_LENGTH).
   */
  uploads?: boolean;
};

/** The Import CSV tab: choose or paste, dry run, error table, then import the valid rows. */
export function ImportMachines() {
  const { t } = useTranslation();
  const run = useImportMachines();
  const providerSelectId = useId();
  const providers = useProviders({ staleTime: PROVIDER_NAMES_STALE_TIME });
  const [providerId, setProviderId] = useState('');
  return (
    <CsvImport
      kind={{
        run,
        body: providerId ? { serviceProviderId: Number(providerId) } : {},
        settings: (
          <div className="mt-4 max-w-sm">
            <Label htmlFor={providerSelectId}>{t('machines.form.serviceProvider')}</Label>
            <Select
              id={providerSelectId}
              value={providerId}
              onChange={(event) => setProviderId(event.target.value)}
              aria-describedby={`${providerSelectId}-hint`}
            >
              <NamedOptions none={t('machines.form.chooseProvider')} items={providers.data ?? []} />
            </Select>
            <p
              id={`${providerSelectId}-hint`}
              className="mt-1 text-xs text-slate-500 dark:text-slate-400"
            >
              {t('machines.import.providerHint')}
            </p>
          </div>
        ),
        name: 'machines-import',
        template: templateCsv(),
        intro: t('machines.import.intro'),
        done: (count) => t('machines.import.done', { count }),
        importLabel: t('machines.import.importValid'),
        uploads: true,
      }}
    />
  );
}

/** Choose or paste a CSV, dry run, error table, then import the valid rows (shared). */
export function CsvImport({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const fileInputId = useId();
  const pasteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { run } = kind;
  const [csv, setCsv] = useState('');
  const [source, setSource] = useState<Source>({ kind: 'paste' });
  const [file, setFile] = useState<File | null>(null);
  /** The share of the file sent so far (0-100) while uploading. */
  const [sent, setSent] = useState<number | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = run.isPending;
  // A check is of the file with these choices: another choice clears its result.
  const bodyKey = JSON.stringify(kind.body ?? {});
  const [checkedWith, setCheckedWith] = useState(bodyKey);
  if (checkedWith !== bodyKey) {
    setCheckedWith(bodyKey);
    setResult(null);
    setProblem(null);
  }

  const reset = () => {
    setResult(null);
    setProblem(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    if (kind.uploads) {
      if (file.size > MAX_IMPORT_UPLOAD_BYTES) {
        setProblem(t('machines.import.tooLargeUpload'));
        return;
      }
      // The text is kept only for the error file's rows when it is small; the upload is the file.
      setFile(file);
      setCsv(file.size <= MAX_IMPORT_CSV_LENGTH ? await file.text() : '');
      setSource({ kind: 'file', name: file.name, size: file.size });
      return;
    }
    if (file.size > MAX_IMPORT_CSV_LENGTH) {
      setProblem(t('machines.import.tooLarge'));
      return;
    }
    setCsv(await file.text());
    setSource({ kind: 'file', name: file.name, size: file.size });
  };

  const send = async (dryRun: boolean) => {
    setProblem(null);
    const upload = kind.uploads && file ? file : undefined;
    if (!upload && !csv.trim()) {
      setProblem(t('machines.import.nothing'));
      return;
    }
    if (!upload && csv.length > MAX_IMPORT_CSV_LENGTH) {
      setProblem(t('machines.import.tooLarge'));
      return;
    }
    const progress = upload
      ? {
          file: upload,
          onProgress: setSent,
        }
      : {};
    setSent(upload ? 0 : null);
    try {
      const answer = await run.mutateAsync({ ...kind.body, ...progress, csv, dryRun });
      setResult(answer);
      if (!dryRun) toast.success(kind.done(answer.imported));
    } catch (error) {
      setResult(null);
      setProblem(errorText(error, t, t('machines.import.failed')));
    } finally {
      setSent(null);
    }
  };
  const hasInput = (kind.uploads && file !== null) || csv.trim() !== '';

  const sizeText = (bytes: number) =>
    bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{kind.intro}</p>
      {kind.settings}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('machines.import.chooseFile')}
          onChange={(event) => void onFile(event)}
          disabled={busy}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
          <FileUp className="size-4" aria-hidden="true" />
          {t('machines.import.chooseFile')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => saveFile(csvFile(`${kind.name}-template.csv`, kind.template))}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('machines.import.template')}
        </Button>
      </div>

      {source.kind === 'file' ? (
        <div className="mt-3 flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-800/40">
          <span className="min-w-0 truncate text-slate-800 dark:text-slate-200">
            {t('machines.import.fileChosen', { name: source.name, size: sizeText(source.size) })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setCsv('');
              setFile(null);
              setSource({ kind: 'paste' });
              reset();
            }}
            disabled={busy}
          >
            <X className="size-4" aria-hidden="true" />
            {t('machines.import.removeFile')}
          </Button>
        </div>
      ) : (
        <div className="mt-3">
          <Label htmlFor={pasteId}>{t('machines.import.pasteLabel')}</Label>
          <Textarea
            id={pasteId}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              reset();
            }}
            rows={5}
            spellCheck={false}
            placeholder={t('machines.import.pastePlaceholder')}
            className="font-mono text-xs"
            disabled={busy}
          />
        </div>
      )}

      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button onClick={() => void send(true)} disabled={busy || !hasInput}>
          {t('machines.import.dryRun')}
        </Button>
      </div>

      {busy && sent !== null && sent < 100 ? (
        <ProgressBar label={t('machines.import.uploading', { percent: sent })} percent={sent} />
      ) : busy ? (
        <ProgressBar
          label={
            run.variables?.dryRun === false
              ? t('machines.import.importing')
              : t('machines.import.checking')
          }
        />
      ) : null}

      <ProblemAlert className="mt-4">{problem}</ProblemAlert>

      {result && !busy ? (
        <section className="mt-5" aria-labelledby="import-result-title">
          <h3
            id="import-result-title"
            className="text-sm font-semibold text-slate-900 dark:text-white"
          >
            {result.dryRun ? t('machines.import.dryRunTitle') : t('machines.import.resultTitle')}
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Count label={t('machines.import.total')} value={result.total} tone="" />
            <Count
              label={t('machines.import.valid')}
              value={result.valid}
              tone="text-green-700 dark:text-green-300"
            />
            <Count
              label={t('machines.import.invalid')}
              value={result.invalid}
              tone={result.invalid ? 'text-red-700 dark:text-red-300' : ''}
            />
            <Count
              label={t('machines.import.imported')}
              value={result.imported}
              tone="text-indigo-700 dark:text-indigo-300"
            />
          </dl>

          {!result.dryRun ? (
            <p role="status" className="mt-3 text-sm text-green-800 dark:text-green-300">
              {kind.done(result.imported)}
            </p>
          ) : null}

          {result.errors.length > 0 ? (
            <div className="mt-4">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-medium text-slate-900 dark:text-white">
                  {t('machines.import.errorsTitle', { count: result.errorCount })}
                </h4>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    saveFile(
                      csvFile(
                        `${kind.name}-errors.csv`,
                        errorRowsCsv(csv, result.errors, (e) => importIssueText(t, e)),
                      ),
                    )
                  }
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('machines.import.downloadErrors')}
                </Button>
              </div>
              <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800">
                <DataTable
                  label={t('machines.import.errorsTitle', { count: result.errorCount })}
                  rows={result.errors}
                  rowKey={(e, index) => `${e.row}-${e.column}-${index}`}
                  columns={[
                    {
                      key: 'row',
                      header: t('machines.import.row'),
                      className: 'tabular-nums',
                      cell: (e) => e.row,
                    },
                    {
                      key: 'column',
                      header: t('machines.import.column'),
                      className: 'font-mono text-xs',
                      cell: (e) => e.column || t('common.none'),
                    },
                    {
                      key: 'message',
                      header: t('machines.import.message'),
                      cell: (e) => importIssueText(t, e),
                    },
                  ]}
                />
              </div>
              {result.errorsTruncated ? (
                <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300">
                  {t('machines.import.errorsShown', {
                    shown: result.errors.length,
                    count: result.errorCount,
                  })}
                </p>
              ) : null}
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {t('machines.import.errorsHint')}
              </p>
            </div>
          ) : result.dryRun ? (
            <p className="mt-3 text-sm text-green-800 dark:text-green-300">
              {t('machines.import.noErrors')}
            </p>
          ) : null}

          {result.dryRun ? (
            <div className="mt-4 flex justify-end">
              <Button onClick={() => void send(false)} disabled={busy || result.valid === 0}>
                <Upload className="size-4" aria-hidden="true" />
                {kind.importLabel}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
