import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { distributors, machines, retailers } from '../../../db/schema';
import type { HolderNames } from '../serialize';

/** The columns `holderJoins` adds to a query over `machines`. */
export const NameColumns = z.object({
  holder_name: z.string().nullable(),
  retailer_name: z.string().nullable(),
  retailer_shop: z.string().nullable(),
});
export type NameColumns = z.infer<typeof NameColumns>;

/**
 * The holder's and retailer's names joined to `machines` by primary key, under names no machine
 * column has (queries read a machine's columns unqualified). The sorts `holder` and `retailer`
 * order by them (lib/sort-columns.ts).
 */
export const holderJoins = sql`
  left join (select id as holder_ref, name as holder_name from ${distributors}) holder
    on holder.holder_ref = ${machines.distributorId}
  left join (select id as shop_ref, name as retailer_name, shop_name as retailer_shop
               from ${retailers}) shop
    on shop.shop_ref = ${machines.retailerId}`;

export const holderNameColumns = sql`holder_name, retailer_name, retailer_shop`;

export function holderNamesOf(raw: NameColumns): HolderNames {
  return {
    distributorName: raw.holder_name,
    retailerName: raw.retailer_name,
    retailerShopName: raw.retailer_shop,
  };
}
