import { can, RMA_BATCH_STATUSES } from '@dd/contract';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRmaBatches } from '../../api/rma';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { NotAllowed } from '../../components/ui/States';
import { ListPage } from '../../lib/list/ListPage';
import { PagedTable, pagerOf } from '../../lib/list/PagedTable';
import { StatusFilterBar } from '../../lib/list/StatusFilterBar';
import { useListState } from '../../lib/list/use-list-state';
import { useRmaColumns } from './columns';
import { RMA_LIST } from './list';
import { SendToProviderDialog } from './SendToProviderDialog';

/** /machines/rma: the batches of faulty devices returned to their provider (admins). */
export function RmaBatchesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListState(RMA_LIST);
  const batches = useRmaBatches(list.query);
  const columns = useRmaColumns();
  // "Send faulty devices to provider" on the Machines screen opens the dialog at once.
  const location = useLocation() as { state?: { send?: boolean } | null };
  const [sending, setSending] = useState(Boolean(location.state?.send));
  if (!can(user.userType, 'machines:write')) {
    return (
      <NotAllowed
        back={{ to: '/machines', label: t('rma.backToMachines') }}
        title={t('rma.notAllowed')}
      />
    );
  }
  return (
    <ListPage
      back={{ to: '/machines', label: t('rma.backToMachines') }}
      title={t('rma.list.title')}
      description={t('rma.list.description')}
      actions={
        <Button onClick={() => setSending(true)}>
          <Truck className="size-4" aria-hidden="true" />
          {t('rma.send.button')}
        </Button>
      }
      filters={
        <StatusFilterBar
          area="rma"
          list={list}
          statuses={RMA_BATCH_STATUSES}
          statusLabel={(s) => t(`rma.status.${s}`)}
          selectClassName="sm:max-w-[14rem]"
        />
      }
      pager={pagerOf(list, batches)}
    >
      <PagedTable
        label={t('rma.list.title')}
        rows={batches.data?.batches ?? []}
        rowKey={(b) => b.id}
        columns={columns}
        list={list}
        query={batches}
        texts={{
          loading: t('rma.list.loading'),
          failed: t('rma.list.loadFailed'),
          empty: t('rma.list.empty'),
          emptyHint: t('rma.list.emptyHint'),
        }}
      />
      <SendToProviderDialog open={sending} onOpenChange={setSending} />
    </ListPage>
  );
}
