import type {
  AccountStatus,
  CreateAccountRequest,
  CreateAccountResponse,
  User,
} from '@dd/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Resolver, UseFormRegister } from 'react-hook-form';
import type { ListSpec } from '../../lib/list/list-params';
import type { ListState } from '../../lib/list/use-list-state';
import type { PartyArea } from './area';

/** What a distributor and a retailer row both have. */
export interface PartyRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string | null;
  state: string | null;
  gst_number: string | null;
  pan: string | null;
  pin_code: string | null;
  kyc_status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  kyc_rejection_reason: string | null;
  status: string;
  createdAt: string;
}

/** The counts of a party's detail view that both parties have. */
interface PartySummary {
  machines: number;
  activeAssignments: number;
  orders: number;
}

/** The distributor a party belongs to (a retailer's); shown as a column, a detail and a link. */
export interface PartyParent {
  id: number;
  name: string;
  company_name: string;
}

/** The form's string values both parties have; a descriptor adds its business field and more. */
export interface PartyFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  gst_number: string;
  pan: string;
  pin_code: string;
  status: AccountStatus;
}

/** The part of a react-query mutation the dialogs use, answering the saved row. */
export interface PartyMutation<Args, Result> {
  mutateAsync: (args: Args) => Promise<Result>;
  isPending: boolean;
}

interface PartyListData<Row> {
  rows: Row[];
  total: number;
  stats: { total: number; active: number; inactive: number };
}

/** A party list's view in the URL (see lib/list): `status`, a party's own filters, the sort. */
export type PartyList<Sort extends string> = ListState<string, Sort>;

/** The props of a descriptor's extra form fields (a retailer's distributor). */
export interface ExtraFieldsProps<Values extends FieldValues> {
  formId: string;
  register: UseFormRegister<Values>;
  error: (field: string) => string | undefined;
  defaultValues: Values;
}

/** The types one party's descriptor works with. */
export interface PartyTypes {
  row: PartyRow;
  summary: PartySummary;
  values: PartyFormValues;
  body: FieldValues;
  /** The columns the server sorts the list by (the contract's whitelist). */
  sort: string;
}

/** What a party screen works out from the signed-in user and the URL (its own filters too). */
export interface PartyScreen<T extends PartyTypes> {
  query: UseQueryResult<unknown>;
  data: PartyListData<T['row']> | undefined;
  canWrite: boolean;
  /** True when a filter of the party's own (not search or status) narrows the list. */
  filtered: boolean;
  /** The party's own filter controls, beside the status filter. */
  filterControls?: ReactNode;
  emptyValues: T['values'];
  /** While set, the create dialog shows this loading text instead of its form. */
  formLoading?: string;
  /** Fields of the party's own after the shared ones (a render function: no hooks inside). */
  extraFields?: (props: ExtraFieldsProps<T['values']>) => ReactNode;
}

/** One distributor or retailer screen: everything in which the two differ. */
export interface PartyDescriptor<T extends PartyTypes> {
  /** The catalogue namespace (`distributors.*`) and the URL's screen. */
  area: PartyArea;
  icon: LucideIcon;
  /** The list's URL state: `status` and the party's own filters, its sorts, its page size. */
  list: ListSpec<string, T['sort']>;
  /** The server column each sortable header (and phone sort button) sorts by. */
  sortBy: { info: T['sort']; business: T['sort']; status: T['sort'] };
  useScreen: (user: User, list: PartyList<T['sort']>) => PartyScreen<T>;
  useDetail: (id: number) => {
    query: UseQueryResult<unknown>;
    row?: T['row'];
    summary?: T['summary'];
  };
  useCreate: () => PartyMutation<{ body: T['body']; idempotencyKey: string }, T['row']>;
  useUpdate: () => PartyMutation<{ id: number; body: T['body'] }, T['row']>;
  useCreateAccount: () => PartyMutation<
    { id: number; body: CreateAccountRequest },
    CreateAccountResponse
  >;
  /** The company (distributor) or shop (retailer): a form field, a column and a detail. */
  business: {
    field: 'company_name' | 'shop_name';
    /** The form field's (and detail's) label, the table column's header. */
    texts: (t: TFunction) => { label: string; header: string };
    value: (row: T['row']) => string;
    /** The line under it in the table. */
    place: (row: T['row']) => string;
  };
  parent?: {
    of: (row: T['row']) => PartyParent | null;
    label: (t: TFunction) => string;
    header: (t: TFunction) => string;
    linkLabel: (t: TFunction) => string;
  };
  form: {
    /** The party's own fields a server error may name, besides the shared ones. */
    ownFields?: readonly string[];
    resolver: Resolver<T['values'], unknown, T['body']>;
    valuesOf: (row: T['row']) => T['values'];
  };
  detail: {
    /** Counts of the party's own, before the shared ones (machines, assignments, orders). */
    counts?: (summary: T['summary'], t: TFunction) => Array<{ label: string; value: number }>;
    /** The label of a link to the machines screen filtered by the party's name, if it has one. */
    machinesLink?: (t: TFunction) => string;
    /** A section of the party's own, before the related links. */
    Section?: ComponentType<{ row: T['row']; user: User }>;
  };
}
