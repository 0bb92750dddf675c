import { can, TRANSFER_DIRECTIONS, TRANSFER_STATUSES } from '@dd/contract';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../api/session';
import { useTransfers } from '../../api/transfers';
import { Button } from '../../components/ui/Button';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { ListPage } from '../../lib/list/ListPage';
import { PagedTable, pagerOf } from '../../lib/list/PagedTable';
import { StatusFilterBar } from '../../lib/list/StatusFilterBar';
import { useListState } from '../../lib/list/use-list-state';
import { useTransferColumns } from './columns';
import { TRANSFER_LIST } from './list';
import { NewTransferDialog } from './NewTransferDialog';

/**
 * /machines/transfers: transfers between distributors. An admin sees all and sends new ones; a
 * distributor its incoming (to accept or refuse) and outgoing ones.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const list = useListState(TRANSFER_LIST);
  const transfers = useTransfers(list.query);
  const columns = useTransferColumns(user.distributorId ?? null);
  const canSend = can(user.userType, 'transfers:create');
  // "Transfer to distributor" on the Machines screen opens the dialog at once.
  const location = useLocation() as { state?: { create?: boolean } | null };
  const [creating, setCreating] = useState(canSend && Boolean(location.state?.create));

  return (
    <ListPage
      back={{ to: '/machines', label: t('transfers.list.back') }}
      title={t('pages.transfers.title')}
      description={t('pages.transfers.description')}
      actions={
        canSend ? (
          <Button onClick={() => setCreating(true)}>
            <ArrowRightLeft className="size-4" aria-hidden="true" />
            {t('transfers.transferToDistributor')}
          </Button>
        ) : null
      }
      filters={
        <StatusFilterBar
          area="transfers"
          list={list}
          statuses={TRANSFER_STATUSES}
          statusLabel={(s) => t(`transfers.status.${s}`)}
        >
          {user.userType === 'distributor' ? (
            <FilterSelect
              label={t('transfers.list.direction')}
              allLabel={t('transfers.list.allDirections')}
              value={list.filters.direction}
              options={TRANSFER_DIRECTIONS}
              optionLabel={(d) => t(`transfers.direction.${d}`)}
              onChange={(value) => list.setFilter('direction', value)}
            />
          ) : null}
        </StatusFilterBar>
      }
      pager={pagerOf(list, transfers)}
    >
      <PagedTable
        label={t('pages.transfers.title')}
        rows={transfers.data?.transfers ?? []}
        rowKey={(r) => r.id}
        columns={columns}
        list={list}
        query={transfers}
        texts={{
          loading: t('transfers.list.loading'),
          failed: t('transfers.list.loadFailed'),
          empty: t('transfers.list.empty'),
        }}
      />
      {canSend ? (
        <NewTransferDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(id) => void navigate(`/machines/transfers/${id}`)}
        />
      ) : null}
    </ListPage>
  );
}
