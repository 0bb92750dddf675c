import { eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { distributors, retailers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';

/**
 * Who may hold machines: the distributor a caller acts for, and a retailer of that distributor.
 * Business rules (403/404/400), not row scoping: they read a row and refuse with a reason.
 */

/**
 * The distributor a principal may act for (book, assign): an admin any existing one, a
 * distributor only itself. Answers the distributor row or throws 404.
 */
export async function distributorForAction(db: Executor, p: Principal, distributorId: number) {
  if (p.role === 'retailer') throw forbidden('forbidden');
  if (p.role === 'distributor' && p.distributorId !== distributorId)
    throw notFound('not_found', 'Distributor not found');
  const [d] = await db.select().from(distributors).where(eq(distributors.id, distributorId));
  if (!d) throw notFound('not_found', 'Distributor not found');
  return d;
}

/** A retailer that belongs to the given distributor (and so to the principal's scope), or 404/400. */
export async function retailerOfDistributor(
  db: Executor,
  distributorId: number,
  retailerId: number,
) {
  const [r] = await db.select().from(retailers).where(eq(retailers.id, retailerId));
  if (!r) throw notFound('not_found', 'Retailer not found');
  if (r.distributorId !== distributorId) {
    throw badRequest(
      'retailer_not_of_distributor',
      'The retailer does not belong to the chosen distributor',
    );
  }
  return r;
}

type Distributor = typeof distributors.$inferSelect;
type Retailer = typeof retailers.$inferSelect;

/**
 * The holder of a new booking or assignment: the distributor the principal may act for and,
 * when named, its retailer, both ACTIVE (else 400 distributor_inactive / retailer_inactive).
 */
export async function activeHolder(
  db: Executor,
  p: Principal,
  distributorId: number,
  retailerId: number,
): Promise<{ distributor: Distributor; retailer: Retailer }>;
export async function activeHolder(
  db: Executor,
  p: Principal,
  distributorId: number,
  retailerId: number | null | undefined,
): Promise<{ distributor: Distributor; retailer: Retailer | null }>;
export async function activeHolder(
  db: Executor,
  p: Principal,
  distributorId: number,
  retailerId: number | null | undefined,
) {
  const distributor = await distributorForAction(db, p, distributorId);
  if (distributor.status !== 'ACTIVE')
    throw badRequest('distributor_inactive', 'The distributor is inactive');
  const retailer = retailerId ? await retailerOfDistributor(db, distributor.id, retailerId) : null;
  if (retailer && retailer.status !== 'ACTIVE')
    throw badRequest('retailer_inactive', 'The retailer is inactive');
  return { distributor, retailer };
}
