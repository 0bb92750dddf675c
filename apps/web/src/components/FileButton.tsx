import type { LucideIcon } from 'lucide-react';
import { FileDown } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '../api/hooks';
import { errorText } from '../lib/errors';
import { saveFile } from '../lib/save-file';
import { Button } from './ui/Button';
import { Spinner } from './ui/Spinner';

/**
 * A button that fetches a file (a download mutation of api/) and hands it to the browser; a
 * failure is a toast in the user's language, `failed` when its code has no text of its own.
 */
export function FileButton({
  label,
  busyLabel = label,
  failed,
  fetchFile,
  pending,
  icon: Icon = FileDown,
}: {
  label: string;
  busyLabel?: string;
  failed: string;
  fetchFile: () => Promise<DocumentFile>;
  pending: boolean;
  icon?: LucideIcon;
}) {
  const { t } = useTranslation();
  const onClick = async () => {
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toast.error(errorText(error, t, failed));
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      aria-busy={pending}
      onClick={() => void onClick()}
    >
      {pending ? <Spinner /> : <Icon aria-hidden="true" className="size-4" />}
      {pending ? busyLabel : label}
    </Button>
  );
}
