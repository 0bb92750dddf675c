import {
  RECEIPT_ITEM_STATES,
  RESOLUTIONS_OF_STATE,
  type Receipt,
  type ReceiptItem,
  type ReceiptItemSort,
  type ReceiptResolution,
} from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptItems } from '../../api/receipts';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Pagination } from '../../components/ui/Pagination';
import { SearchInput } from '../../components/ui/SearchInput';
import type { Column } from '../../components/ui/columns';
import { DataTable } from '../../components/ui/DataTable';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { useListState } from '../../lib/list/use-list-state';
import { RECEIPT_ITEMS_LIST } from './list';
import { receiptItemStateTone } from '../../lib/status-tones';
import { ResolveDialog } from './ResolveDialog';
import { Serial } from '../../components/ui/Serial';
import { answerStates } from '../../components/ui/answer-states';

const ACTION_KEYS = {
  ADDED: 'add',
  REJECTED: 'reject',
  ARRIVED_LATE: 'arrived',
  WRITTEN_OFF: 'writeOff',
} as const satisfies Record<ReceiptResolution, string>;

/** A receipt's devices, paged, with the state filter and (closed) the decisions to take. */
export function ReceiptItems({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const list = useListState(RECEIPT_ITEMS_LIST);
  const items = useReceiptItems(receipt.id, list.query);
  const [deciding, setDeciding] = useState<{
    item: ReceiptItem;
    resolution: ReceiptResolution;
  } | null>(null);
  const closed = receipt.status === 'CLOSED';
  const rows = items.data?.items ?? [];

  const decisions = (item: ReceiptItem) => {
    if (!closed || item.resolution) return null;
    const options =
      item.state === 'UNEXPECTED' || item.state === 'MISSING'
        ? RESOLUTIONS_OF_STATE[item.state]
        : [];
    return options.map((resolution) => (
      <Button
        key={resolution}
        size="sm"
        variant={resolution === 'ADDED' || resolution === 'ARRIVED_LATE' ? 'secondary' : 'ghost'}
        onClick={() => setDeciding({ item, resolution })}
        aria-label={`${t(`receipts.resolution.${ACTION_KEYS[resolution]}`)} ${item.serialNumber}`}
      >
        {t(`receipts.resolution.${ACTION_KEYS[resolution]}`)}
      </Button>
    ));
  };

  const decision = (item: ReceiptItem) =>
    item.resolution ? (
      <span className="text-sm">
        {t(`receipts.resolution.${item.resolution}`)}
        {item.resolutionNote ? (
          <span className="block text-xs text-slate-500">{item.resolutionNote}</span>
        ) : null}
      </span>
    ) : item.state === 'MISSING' || item.state === 'UNEXPECTED' ? (
      <div className="flex flex-wrap gap-1">{decisions(item)}</div>
    ) : (
      '—'
    );

  const columns: Column<ReceiptItem, ReceiptItemSort>[] = [
    {
      key: 'line',
      header: '#',
      sort: 'lineNo',
      className: 'text-slate-500 tabular-nums',
      cell: (item) => item.lineNo,
    },
    {
      key: 'serial',
      header: t('receipts.items.serial'),
      sort: 'serialNumber',
      cell: (item) => <Serial className="text-xs">{item.serialNumber}</Serial>,
    },
    {
      key: 'model',
      header: t('receipts.items.model'),
      sort: 'model',
      cell: (item) => (item.model ? `${item.model}${item.type ? ` · ${item.type}` : ''}` : '—'),
    },
    {
      key: 'state',
      header: t('receipts.items.state'),
      sort: 'state',
      cell: (item) => (
        <Badge tone={receiptItemStateTone(item.state)}>
          {t(`receipts.items.states.${item.state}`)}
        </Badge>
      ),
    },
    ...(closed ? [{ key: 'decision', header: t('receipts.items.decision'), cell: decision }] : []),
  ];

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
        <h2 className="text-lg font-semibold text-slate-900 sm:mr-auto dark:text-white">
          {t('receipts.items.title')}
        </h2>
        <SearchInput
          aria-label={t('receipts.items.search')}
          placeholder={t('receipts.items.search')}
          value={list.searchText}
          onChange={(e) => list.setSearchText(e.target.value)}
          className="sm:max-w-sm"
        />
        <FilterSelect
          label={t('receipts.items.filter')}
          allLabel={t('receipts.items.all')}
          value={list.filters.state}
          options={RECEIPT_ITEM_STATES}
          optionLabel={(s) => t(`receipts.items.states.${s}`)}
          onChange={(value) => list.setFilter('state', value)}
        />
      </div>
      <DataTable
        label={t('receipts.items.title')}
        rows={rows}
        rowKey={(item) => item.id}
        columns={columns}
        sort={list.tableSort}
        busy={items.isPlaceholderData}
        states={answerStates(items, {
          loading: t('receipts.items.loading'),
          failed: t('receipts.items.loadFailed'),
          empty: t('receipts.items.empty'),
        })}
      />
      <Pagination {...list.pager(items.data?.total ?? 0)} />
      {deciding ? (
        <ResolveDialog
          receiptId={receipt.id}
          item={deciding.item}
          resolution={deciding.resolution}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Card>
  );
}
