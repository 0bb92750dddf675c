import { createContext, useContext, useLayoutEffect } from 'react';

/** How a form inside a Dialog says it holds typed input (see useDialogDirty). */
export const DialogDirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * Tells the enclosing Dialog whether its form holds typed input (react-hook-form's
 * `formState.isDirty`): Escape, × and a click outside then ask "Discard changes?" first.
 */
export function useDialogDirty(dirty: boolean): void {
  const report = useContext(DialogDirtyContext);
  // During the commit of the render that saw the typing, before the browser handles another key.
  useLayoutEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useLayoutEffect(() => () => report?.(false), [report]);
}
