import { createContext, useContext, useEffect } from 'react';

/** How a form inside a Dialog says it holds typed input (see useDialogDirty). */
export const DialogDirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * Tells the enclosing Dialog whether its form holds typed input (react-hook-form's
 * `formState.isDirty`): Escape, × and a click outside then ask "Discard changes?" first.
 */
export function useDialogDirty(dirty: boolean): void {
  const report = useContext(DialogDirtyContext);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
}
