import type { ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';

/** A button's text while its action runs: a spinner and the busy text; otherwise the text. */
export function BusyLabel({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return busy ? (
    <>
      <Spinner />
      {busyText}
    </>
  ) : (
    children
  );
}
