import type { Action, CreateAccountRequest, ErrorCode, SortOrder } from '@dd/contract';
import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Principal } from '../../access/principal';
import type { Db, Tx } from '../../db/client';

/** The columns every party table has (distributors, retailers). */
export type PartyRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: 'ACTIVE' | 'INACTIVE';
  gstNumber: string | null;
  pan: string | null;
  pinCode: string | null;
  kycStatus: 'PENDING' | 'VERIFIED' | 'REJECTED';
  kycRejectionReason: string | null;
  kycUpdatedBy: number | null;
  kycUpdatedAt: Date | null;
};

/** The list query both kinds accept: the kind adds its own filters. */
export type PartyListQuery = {
  search?: string;
  status?: string;
  kyc?: string;
  sort?: string;
  order?: SortOrder;
  page: number;
  pageSize: number;
};

/** What an update changes, and the checks and writes that go with it. */
type UpdatePlan<Row, Party> = {
  /** The answer before the change (for the audit entry and the no-change answer). */
  before: Party;
  /** Column values of the body; `undefined` leaves a column as it is. */
  columns: Partial<Record<keyof Row & string, unknown>>;
  /** Runs once something changes, before the write (rules that may refuse: 409). */
  check(tx: Tx, changed: (keyof Row & string)[]): Promise<void>;
  /** Writes that go with the change (e.g. accounts following a moved retailer). */
  afterWrite(tx: Tx): Promise<void>;
  /** The answer from the updated row. */
  after(row: Row): Party;
};

/**
 * One kind of party (distributor, retailer): everything the shared routes, queries and
 * commands need to know about it. Only what truly differs between the kinds lives here.
 */
export type PartyKind<Row extends PartyRow, Party, Input, Update, ListQuery, Summary> = {
  /** Singular noun: audit actions (`distributor.created`), entity type, user type. */
  noun: 'distributor' | 'retailer';
  /** URL segment, OpenAPI tag and the list answer's key. */
  plural: 'distributors' | 'retailers';
  notFound: string;
  access: { read: Action; write: Action };
  /** The business error codes its create and update calls can answer (listed in OpenAPI). */
  errorCodes: { create: ErrorCode[]; update: ErrorCode[] };
  schemas: {
    listQuery: ZodType<ListQuery>;
    listResponse: ZodType;
    response: ZodType;
    input: ZodType<Input>;
    update: ZodType<Update>;
  };
  /** The route's doc line. */
  description: string;
  table: PgTable;
  idColumn: PgColumn;
  statusColumn: PgColumn;
  kycColumn: PgColumn;
  /** The users column that links a sign-in account to a party of this kind. */
  accountLink: PgColumn;
  scope(p: Principal): SQL | undefined;

  /** List: the kind's own filters, search fields and page of rows (joins included). */
  filters(q: ListQuery): SQL | undefined;
  searchColumns: Column[];
  /** The list's sortable columns by their `sort` name (the contract's whitelist). */
  sortColumns: Record<string, Column>;
  page(
    db: Db,
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    offset: number,
  ): Promise<Party[]>;
  /** A table the list joins (its columns are searched or shown), if any. */
  join?: { table: PgTable; on: SQL };
  /** One party in scope with its counts, in one query; undefined when not found. */
  detail(
    db: Db,
    id: number,
    scope: SQL | undefined,
  ): Promise<{ party: Party; summary: Summary } | undefined>;

  /** The row values of a new party (after the kind's checks: holder, unique email). */
  newRow(tx: Tx, p: Principal, body: Input): Promise<{ values: object; toParty(row: Row): Party }>;
  planUpdate(tx: Tx, p: Principal, current: Row, body: Update): Promise<UpdatePlan<Row, Party>>;
  /** The account's link to the party and what its audit entry shows of it. */
  account(
    row: Row,
    body: CreateAccountRequest,
  ): {
    link: { distributorId: number } | { retailerId: number };
    audited(user: { distributorId: number | null; retailerId: number | null }): object;
  };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of either kind
export type AnyPartyKind = PartyKind<any, any, any, any, any, any>;
