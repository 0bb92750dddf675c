/**
 * Waits for a write (a mutation's `mutateAsync`), then tells `done` or `failed`. Unlike `mutate`'s
 * own callbacks these run also when the component that asked is gone by then: the refresh after
 * a write can remove it (the Approve button once the statement is approved, the Issue button of
 * an issued voucher), and its toast would be lost.
 */
export function afterWrite<T>(
  write: Promise<T>,
  done: (answer: T) => void,
  failed: (error: unknown) => void,
): void {
  write.then(done, failed);
}
