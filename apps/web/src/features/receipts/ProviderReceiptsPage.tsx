import { can, RECEIPT_STATUSES } from '@dd/contract';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useReceipts } from '../../api/receipts';
import { useProvider } from '../../api/service-providers';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { NotAllowed } from '../../components/ui/States';
import { ListPage } from '../../lib/list/ListPage';
import { PagedTable, pagerOf } from '../../lib/list/PagedTable';
import { StatusFilterBar } from '../../lib/list/StatusFilterBar';
import { useListState } from '../../lib/list/use-list-state';
import { useReceiptColumns } from './columns';
import { CreateReceiptForm } from './CreateReceiptForm';
import { RECEIPT_LIST } from './list';

/** /inventory/{providerId}/receipts: a provider's stock receipts and "Receive stock" (admins). */
export function ProviderReceiptsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const providerId = Number(useParams().providerId);
  const provider = useProvider(providerId);
  const list = useListState(RECEIPT_LIST);
  const columns = useReceiptColumns();
  // "Receive stock" on the inventory page opens the form at once.
  const location = useLocation() as { state?: { receive?: boolean } | null };
  const [creating, setCreating] = useState(Boolean(location.state?.receive));
  const receipts = useReceipts({ ...list.query, serviceProviderId: providerId });
  const back = { to: `/inventory/${providerId}`, label: t('receipts.list.back') };

  if (!can(user.userType, 'machines:write')) {
    return <NotAllowed back={back} title={t('receipts.list.notAllowed')} />;
  }

  return (
    <ListPage
      back={back}
      title={t('receipts.list.title')}
      description={
        provider.data ? t('receipts.list.subtitle', { provider: provider.data.name }) : undefined
      }
      actions={
        !creating ? (
          <Button onClick={() => setCreating(true)}>
            <PackagePlus className="size-4" aria-hidden="true" />
            {t('receipts.receiveStock')}
          </Button>
        ) : null
      }
      above={
        creating ? (
          <CreateReceiptForm providerId={providerId} onCancel={() => setCreating(false)} />
        ) : null
      }
      filters={
        <StatusFilterBar
          area="receipts"
          list={list}
          statuses={RECEIPT_STATUSES}
          statusLabel={(s) => t(`receipts.status.${s}`)}
        />
      }
      pager={pagerOf(list, receipts)}
    >
      <PagedTable
        label={t('receipts.list.title')}
        rows={receipts.data?.receipts ?? []}
        rowKey={(r) => r.id}
        columns={columns}
        list={list}
        query={receipts}
        texts={{
          loading: t('receipts.list.loading'),
          failed: t('receipts.list.loadFailed'),
          empty: t('receipts.list.empty'),
          emptyHint: t('receipts.list.emptyHint'),
        }}
      />
    </ListPage>
  );
}
