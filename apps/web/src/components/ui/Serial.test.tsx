import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartedCode, Serial } from './Serial';

describe('Serial and PartedCode: a device identifier is never broken inside a word', () => {
  it('shows a serial monospace on one line (no break-all)', () => {
    render(<Serial className="text-sm">TLR-POS-000001</Serial>);
    const serial = screen.getByText('TLR-POS-000001');
    expect(serial).toHaveClass('font-mono', 'whitespace-nowrap', 'text-sm');
    expect(serial).not.toHaveClass('break-all');
  });

  it('lets a QR code break only after its punctuation, its text whole', () => {
    const qr = 'upi://pay?pa=merchant000001@sarvatra';
    const { container } = render(<PartedCode>{qr}</PartedCode>);
    const code = screen.getByText(qr);
    expect(code).toHaveClass('font-mono');
    expect(code).not.toHaveClass('break-all');
    // A break may come after "upi://", "pay?", "pa=" and "merchant000001@", nowhere else.
    const parts = [...code.childNodes].map((node) =>
      node.nodeName === 'WBR' ? '|' : node.textContent,
    );
    expect(parts.join('')).toBe('upi://|pay?|pa=|merchant000001@|sarvatra');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});
