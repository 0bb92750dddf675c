import { z } from 'zod';
import { Id, IntId } from './common';

/** The most labels one request prints (42 A4 pages of 24 labels). */
export const MAX_LABELS = 1000;

/** `?ids=1,2,3` -> [1, 2, 3]. */
const IdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : v,
  z.array(Id).min(1, 'Select at least one machine'),
);

/** Labels of the machines named by `ids`, or of those a stock receipt created (`receiptId`, admins). */
export const MachineLabelsQuery = z
  .strictObject({ ids: IdList.optional(), receiptId: Id.optional() })
  .refine((q) => (q.ids === undefined) !== (q.receiptId === undefined), {
    message: 'Give either ids or receiptId',
  });
export type MachineLabelsQuery = z.infer<typeof MachineLabelsQuery>;

/** What a label's QR code holds: the device's payment QR value, or a link to its page here. */
export const LABEL_QR_CONTENTS = ['PAYMENT', 'LINK'] as const;
export const LabelQrContent = z.enum(LABEL_QR_CONTENTS);
export type LabelQrContent = z.infer<typeof LabelQrContent>;

/** How labels are printed: the QR's content, and whether the TID and MID are printed too. */
export const LabelOptions = z.strictObject({
  qr: LabelQrContent.default('PAYMENT'),
  tidMid: z.boolean().default(false),
});
export type LabelOptions = z.infer<typeof LabelOptions>;

/** A long selection: the ids in the body (the count is capped by the server, code labels_too_many). */
export const MachineLabelsRequest = z.strictObject({
  ids: z.array(IntId).min(1, 'Select at least one machine').max(100_000),
  ...LabelOptions.shape,
});
export type MachineLabelsRequest = z.infer<typeof MachineLabelsRequest>;
