import { Copy, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { saveFile } from '../../lib/save-file';

/** The ten recovery codes, shown once (the server keeps only their hashes): copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('profile.twoFactor.copied'));
    } catch {
      toast.error(t('profile.twoFactor.copyFailed'));
    }
  };

  return (
    <div className="space-y-4 rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-500/30 dark:bg-amber-500/10">
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('profile.twoFactor.recoveryTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('profile.twoFactor.recoveryHint')}
        </p>
      </div>
      <ol
        aria-label={t('profile.twoFactor.codesLabel')}
        className="grid grid-cols-1 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 dark:bg-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.copyCodes')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            saveFile({
              fileName: 'recovery-codes.txt',
              blob: new Blob([text], { type: 'text/plain;charset=utf-8' }),
            })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.download')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('profile.twoFactor.saved')}
        </Button>
      </div>
    </div>
  );
}
