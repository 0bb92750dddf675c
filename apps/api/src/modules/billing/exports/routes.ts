import { Gstr1, Gstr1Query, TallyExportQuery } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, sendFile } from '../../../lib/send-file';
import { badRequest } from '../../../lib/http-errors';
import { errorResponses, fileAnswer, routeSpec } from '../../route-spec';
import type { BillingRoutesDeps } from '../deps';
import { buildGstr1 } from './gstr1-build';
import { loadGstr1 } from './gstr1-load';
import { buildTallyXml } from './tally-build';
import { loadTally } from './tally-load';

const spec = routeSpec('billing', errorResponses);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string | undefined): s is string =>
  !!s && DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** The export's days: both real dates, from not after to, at most 366 days (a leap year). */
function exportRange(q: TallyExportQuery): { from: string; to: string } {
  const { from, to } = q;
  const valid = isDay(from) && isDay(to) && from <= to;
  const days = valid ? (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 : 0;
  if (!valid || days > 366)
    throw badRequest('billing_export_range_invalid', 'Give from and to, at most 366 days apart');
  return { from, to };
}

/** The returns and the accountant's files (issue #49): GSTR-1 JSON and Tally XML. */
export const exportRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/billing/gstr1',
    spec(
      {
        access: 'billing:write',
        errorCodes: ['billing_month_open', 'gstr1_supplier_gstin_missing'],
      },
      {
        description:
          "A closed month's GSTR-1 (by document date) as the JSON the GST portal's offline tool imports: B2B, B2C large and small, credit notes (CDNR, CDNUR), the HSN/SAC summary and the documents issued; validated against the schema before it is answered.",
        querystring: Gstr1Query,
        response: {
          200: {
            description: 'The GSTR-1 JSON (a download).',
            content: { 'application/json': { schema: Gstr1 } },
          },
        },
      },
    ),
    async (request, reply) => {
      const gstr1 = buildGstr1(await loadGstr1(db, request.query.month, clock()));
      const name = `GSTR1-${gstr1.gstin}-${gstr1.fp}.json`;
      reply.header('Content-Disposition', attachment(name)).header('Cache-Control', 'no-store');
      return gstr1;
    },
  );

  app.get(
    '/billing/tally.xml',
    spec(
      { access: 'billing:write', errorCodes: ['billing_export_range_invalid'] },
      {
        description:
          "The days' vouchers as Tally XML (an Import Data request for TallyPrime): the party ledgers and ours, then Sales, Credit Note, Receipt, Payment and Journal vouchers, each balanced.",
        querystring: TallyExportQuery,
        response: { 200: fileAnswer('The Tally XML file.', ['application/xml']) },
      },
    ),
    async (request, reply) => {
      const { from, to } = exportRange(request.query);
      const { parties, vouchers } = await loadTally(db, from, to);
      const xml = buildTallyXml(parties, vouchers);
      return sendFile(reply, `tally-${from}-${to}.xml`, 'application/xml; charset=utf-8', xml);
    },
  );
};
