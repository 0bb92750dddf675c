import { ACTIVATION_IMPORT_COLUMNS } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useImportActivations } from '../../api/machines';
import { CsvImport } from './ImportMachines';

/**
 * The provider's activation file (admins): serial or TID, activation date, optional reference;
 * checked first (a dry run with per-row errors), then the valid rows are marked activated.
 */
export function ImportActivations() {
  const { t } = useTranslation();
  const run = useImportActivations();
  return (
    <CsvImport
      kind={{
        run,
        name: 'activation-import',
        template: `${ACTIVATION_IMPORT_COLUMNS.join(',')}\r\n`,
        intro: t('machines.activation.importHint'),
        done: (count) => t('machines.activation.imported', { count }),
        importLabel: t('machines.activation.import'),
        uploads: true,
      }}
    />
  );
}
