import { can, menuFor, type User } from '@dd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from './AccountStatusBadge';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { useFormatters } from '../../lib/format';
import { DetailList, DetailSection, RelatedLink, SummaryCounts } from './DetailList';
import { KycDocumentsSection } from './KycDocumentsSection';
import { KycSection } from './KycSection';

/**
 * The view mode of a party's detail dialog: every field, its distributor (a retailer's), its
 * summary counts, the party's own section, and links to the screens filtered by its name.
 */
export function PartyDetails<T extends PartyTypes>({
  descriptor,
  row,
  summary,
  user,
}: {
  descriptor: PartyDescriptor<T>;
  row: T['row'];
  summary: T['summary'] | undefined;
  user: User;
}) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const { area, business, parent, detail } = descriptor;
  const search = encodeURIComponent(row.name);
  const none = t('common.none');
  const machinesLink = detail.machinesLink?.(t);
  const distributor = parent?.of(row) ?? null;
  const seesDistributors = menuFor(user.userType).some((item) => item.key === 'distributors');
  const { Section } = detail;

  const items: Array<{ label: string; value: ReactNode }> = [
    { label: business.texts(t).label, value: business.value(row) },
    { label: t(`${area}.fields.gst_number`), value: row.gst_number ?? none },
    { label: t(`${area}.fields.pan`), value: row.pan ?? none },
    {
      label: t(`${area}.fields.email`),
      value: (
        <a
          className="text-indigo-700 hover:underline dark:text-indigo-300"
          href={`mailto:${row.email}`}
        >
          {row.email}
        </a>
      ),
    },
    { label: t(`${area}.fields.phone`), value: row.phone },
    { label: t(`${area}.fields.address`), value: row.address },
    {
      label: t(`${area}.detail.cityState`),
      value: [row.city, row.state].filter(Boolean).join(', ') || none,
    },
    { label: t(`${area}.fields.pin_code`), value: row.pin_code ?? none },
  ];
  if (parent) {
    items.push({
      label: parent.label(t),
      value: distributor ? (
        <>
          {distributor.name}
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {distributor.company_name}
          </span>
        </>
      ) : (
        none
      ),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <AccountStatusBadge area={area} status={row.status} />
        <span>{t(`${area}.table.id`, { id: row.id })}</span>
        <span aria-hidden="true">·</span>
        <span>{t(`${area}.detail.createdAt`, { date: dates.date(row.createdAt) })}</span>
      </div>
      <DetailSection title={t(`${area}.detail.details`)}>
        <DetailList items={items} />
      </DetailSection>
      <KycSection area={area} row={row} user={user} />
      {area === 'retailers' && <KycDocumentsSection retailerId={row.id} user={user} />}
      {summary && (
        <DetailSection title={t(`${area}.detail.summary`)}>
          <SummaryCounts
            items={[
              ...(detail.counts?.(summary, t) ?? []),
              { label: t(`${area}.detail.machines`), value: summary.machines },
              { label: t(`${area}.detail.activeAssignments`), value: summary.activeAssignments },
              { label: t(`${area}.detail.orders`), value: summary.orders },
            ]}
          />
        </DetailSection>
      )}
      {Section && <Section row={row} user={user} />}
      <DetailSection title={t(`${area}.detail.related`)}>
        <div className="flex flex-wrap gap-2">
          {machinesLink && can(user.userType, 'machines:read') && (
            <RelatedLink to={`/machines?search=${search}`}>{machinesLink}</RelatedLink>
          )}
          {can(user.userType, 'orders:read') && (
            <RelatedLink to={`/orders?search=${search}`}>
              {t(`${area}.detail.viewOrders`)}
            </RelatedLink>
          )}
          {can(user.userType, 'assignments:read') && (
            <RelatedLink to={`/assignments?search=${search}`}>
              {t(`${area}.detail.viewAssignments`)}
            </RelatedLink>
          )}
          {parent && seesDistributors && distributor && (
            <RelatedLink to={`/distributors?view=${distributor.id}`}>
              {parent.linkLabel(t)}
            </RelatedLink>
          )}
        </div>
      </DetailSection>
    </div>
  );
}
