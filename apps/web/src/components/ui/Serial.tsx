import { Fragment } from 'react';
import { cn } from './cn';

/**
 * A device identifier (serial number, TID, MID, IMEI, SIM number): monospace and never broken
 * across lines, so a serial read off a screen is read whole. A line breaks before it instead.
 */
export function Serial({
  children,
  className,
  as: Tag = 'span',
}: {
  children: string;
  className?: string;
  /** A paragraph of its own (a card's title line). */
  as?: 'span' | 'p';
}) {
  return <Tag className={cn('font-mono whitespace-nowrap', className)}>{children}</Tag>;
}

/**
 * A long code with parts (a UPI QR code's `upi://pay?pa=merchant000001@handle`): monospace,
 * broken after its punctuation (`/ ? = & @`); inside a part only when the part alone is wider than
 * the line.
 */
export function PartedCode({ children, className }: { children: string; className?: string }) {
  const parts = children.split(/(?<=[/?=&@])(?![/?=&@])/);
  return (
    <span className={cn('font-mono break-words', className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
