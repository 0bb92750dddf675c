import type { Tx } from '../../db/client';
import { dispatchIn } from '../../platform/outbox';
import { inAppChannel } from './in-app';

/**
 * Tells the events written so far in `tx` in the bell only, and stamps them dispatched before
 * the transaction commits: no process then emails anyone or calls a webhook for them. For
 * history that is loaded, not done (the demo seed's invoices and payments). Decision 0162.
 */
export async function tellInAppOnly(tx: Tx): Promise<void> {
  while (await dispatchIn(tx, [inAppChannel]));
}
