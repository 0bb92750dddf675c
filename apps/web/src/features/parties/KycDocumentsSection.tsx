import {
  KYC_DOCUMENT_KINDS,
  MAX_KYC_DOCUMENT_BYTES,
  can,
  type KycDocumentKind,
  type User,
} from '@dd/contract';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useDownloadKycDocument,
  useKycDocuments,
  useUploadKycDocument,
} from '../../api/merchant-documents';
import { FileButton } from '../../components/FileButton';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { DetailSection } from './DetailList';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * A merchant's KYC documents in its detail: each kind with its file (download), and Upload or
 * Replace for those who may write the merchant. The server types the file by its bytes.
 */
export function KycDocumentsSection({ retailerId, user }: { retailerId: number; user: User }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const documents = useKycDocuments(retailerId);
  const upload = useUploadKycDocument(retailerId);
  const download = useDownloadKycDocument(retailerId);
  const picker = useRef<HTMLInputElement>(null);
  const kind = useRef<KycDocumentKind>('PAN_CARD');
  const canUpload = can(user.userType, 'retailers:write');

  const choose = (next: KycDocumentKind) => {
    kind.current = next;
    picker.current?.click();
  };
  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_KYC_DOCUMENT_BYTES) {
      toast.error(t('retailers.documents.tooLarge'));
      return;
    }
    try {
      await upload.mutateAsync({ kind: kind.current, file });
      toast.success(t('retailers.documents.uploaded'));
    } catch (error) {
      toast.error(errorText(error, t, t('retailers.documents.uploadFailed')));
    }
  };
  const byKind = new Map((documents.data?.documents ?? []).map((d) => [d.kind, d]));

  return (
    <DetailSection title={t('retailers.documents.title')}>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
        {t('retailers.documents.hint')}
      </p>
      {documents.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('retailers.documents.loadFailed')}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {KYC_DOCUMENT_KINDS.map((k) => {
          const doc = byKind.get(k);
          return (
            <li key={k} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900 dark:text-white">
                  {t(`retailers.documents.kind.${k}`)}
                </p>
                <p className="break-all text-xs text-slate-500 dark:text-slate-400">
                  {doc
                    ? t('retailers.documents.file', {
                        name: doc.fileName,
                        date: dates.dateTime(doc.uploadedAt),
                      })
                    : documents.isPending
                      ? t('retailers.documents.loading')
                      : t('retailers.documents.none')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {doc ? (
                  <FileButton
                    label={t('retailers.documents.download', {
                      kind: t(`retailers.documents.kind.${k}`),
                    })}
                    failed={t('retailers.documents.downloadFailed')}
                    fetchFile={() => download.mutateAsync({ kind: k, fileName: doc.fileName })}
                    pending={download.isPending}
                  />
                ) : null}
                {canUpload ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={upload.isPending}
                    onClick={() => choose(k)}
                  >
                    {t(doc ? 'retailers.documents.replace' : 'retailers.documents.upload', {
                      kind: t(`retailers.documents.kind.${k}`),
                    })}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="kyc-document-file"
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </DetailSection>
  );
}
