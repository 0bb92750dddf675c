import { unlessAll, type AssignmentListQuery, type AssignmentListResponse } from '@dd/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  assignmentMachines,
  assignments,
  distributors,
  machines,
  retailers,
} from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { assignmentScope } from '../../../access/scope';
import { pageOrLimit } from '../../../lib/pagination';
import { heldRecordsPage } from '../../../lib/held-records-page';
import { keptStatusCounts } from '../../dashboard';
import { likePattern } from '../../../lib/search';
import { loadAssignments } from '../serialize';
import { assignmentSortColumns } from '../../../lib/sort-columns';
import { sortedBy } from '../../../lib/sorting';

const retailer = alias(retailers, 'r');

/** Search over distributor name, retailer name, machine serial or model (docs/product/screens-devices.md, Assignments). */
function assignmentSearch(term: string | undefined) {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = likePattern(t);
  return or(
    ilike(distributors.name, pattern),
    ilike(retailer.name, pattern),
    sql`exists (select 1 from ${assignmentMachines} am join ${machines} m on m.id = am.machine_id
                where am.assignment_id = ${assignments.id}
                  and (m.serial_number ilike ${pattern} or m.model ilike ${pattern}))`,
  );
}

export async function listAssignments(
  db: Executor,
  principal: Principal,
  q: AssignmentListQuery,
): Promise<AssignmentListResponse> {
  const scope = assignmentScope(principal);
  const { page, pageSize, limit, offset } = pageOrLimit(q);
  const status = unlessAll(q.status);
  const where = and(
    scope,
    status ? eq(assignments.status, status) : undefined,
    assignmentSearch(q.search),
  );
  const { ids, total } = await heldRecordsPage(
    db,
    assignments,
    retailer,
    where,
    sortedBy(q, assignmentSortColumns, assignments.id, [
      desc(assignments.createdAt),
      desc(assignments.id),
    ]),
    { limit, offset },
  );
  const stats = await keptStatusCounts(db, principal, 'assignments', {
    active: 'ACTIVE',
    inactive: 'INACTIVE',
    returned: 'RETURNED',
    reassigned: 'REASSIGNED',
  });
  return {
    assignments: await loadAssignments(db, ids),
    stats,
    total,
    page,
    pageSize,
  };
}
