import type {
  AssignmentSort,
  DistributorSort,
  InventorySort,
  InvoiceSort,
  MachineSort,
  OrderSort,
  ReceiptItemSort,
  ReceiptSort,
  RetailerSort,
  RmaBatchSort,
  SecurityEventSort,
  TransferSort,
} from '@dd/contract';
import type { Column } from 'drizzle-orm';
import {
  assignments,
  distributors,
  invoices,
  machines,
  orders,
  retailers,
  rmaBatches,
  securityEvents,
  serviceProviders,
  stockReceiptItems,
  stockReceipts,
  transfers,
} from '../db/schema';

/**
 * The column behind each sortable name of each list (the names are the contract's whitelists;
 * the Record type fails the build when one is missing). Used with `sortedBy` (lib/sorting.ts).
 */
export const machineSortColumns: Record<Exclude<MachineSort, 'holder' | 'retailer'>, Column> = {
  serialNumber: machines.serialNumber,
  model: machines.model,
  type: machines.machineType,
  status: machines.status,
  createdAt: machines.createdAt,
  // holder and retailer: names in other tables (machines/queries/holder-order.ts).
};

export const inventorySortColumns: Record<InventorySort, Column> = {
  serialNumber: machines.serialNumber,
  model: machines.model,
  status: machines.status,
};

export const orderSortColumns: Record<OrderSort, Column> = {
  createdAt: orders.createdAt,
  order_number: orders.orderNumber,
  expectedDeliveryDate: orders.expectedDeliveryDate,
  status: orders.status,
};

export const assignmentSortColumns: Record<AssignmentSort, Column> = {
  createdAt: assignments.createdAt,
  validFrom: assignments.validFrom,
  status: assignments.status,
};

export const distributorSortColumns: Record<DistributorSort, Column> = {
  name: distributors.name,
  company_name: distributors.companyName,
  createdAt: distributors.createdAt,
  status: distributors.status,
};

export const retailerSortColumns: Record<RetailerSort, Column> = {
  name: retailers.name,
  shop_name: retailers.shopName,
  createdAt: retailers.createdAt,
  status: retailers.status,
};

export const securityEventSortColumns: Record<SecurityEventSort, Column> = {
  at: securityEvents.at,
  type: securityEvents.type,
};

export const receiptSortColumns: Record<ReceiptSort, Column> = {
  receiptNumber: stockReceipts.receiptNumber,
  reference: stockReceipts.reference,
  receiptDate: stockReceipts.receiptDate,
  status: stockReceipts.status,
};

export const receiptItemSortColumns: Record<ReceiptItemSort, Column> = {
  lineNo: stockReceiptItems.lineNo,
  serialNumber: stockReceiptItems.serialNumber,
  model: stockReceiptItems.model,
  state: stockReceiptItems.state,
};

/** `serviceProvider` needs the list query to join the provider. */
export const rmaBatchSortColumns: Record<RmaBatchSort, Column> = {
  batchNumber: rmaBatches.batchNumber,
  serviceProvider: serviceProviders.name,
  reference: rmaBatches.reference,
  status: rmaBatches.status,
  createdAt: rmaBatches.createdAt,
};

/** The sender's and receiver's names: the columns of the list query's two distributor aliases. */
export function transferSortColumns(from: Column, to: Column): Record<TransferSort, Column> {
  return {
    transferNumber: transfers.transferNumber,
    from,
    to,
    status: transfers.status,
    createdAt: transfers.createdAt,
  };
}

/** Invoices (a draft's number and due date are null: last ascending). */
export const invoiceSortColumns: Record<InvoiceSort, Column> = {
  number: invoices.number,
  month: invoices.month,
  distributorName: distributors.name,
  status: invoices.status,
  totalPaise: invoices.totalPaise,
  dueDate: invoices.dueDate,
  createdAt: invoices.createdAt,
};
