/**
 * Whether a supply stays in the supplier's state (CGST and SGST) or not (IGST), from the GST state
 * codes of the buyer and of us. The run decides it once per invoice and stores it (`same_state`);
 * the invoice's documents and its credit notes read the stored answer.
 */
export const sameState = (buyerStateCode: string | null, supplierStateCode: string | null) =>
  buyerStateCode !== null && buyerStateCode === supplierStateCode;
