import { ArrowRightLeft, Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { AllocationDialog } from './AllocationDialog';
import type { UsableCredit } from './credit-links';
import { PayoutDialog } from './PayoutDialog';

/**
 * An admin's two uses of a credit while something is left of it: "Set against invoices" and
 * "Pay out", each opening its dialog. `named` gives the buttons accessible names that say which credit (a
 * row among others).
 */
export function CreditActions({
  credit,
  size = 'md',
  named = false,
  payOut = true,
}: {
  credit: UsableCredit;
  size?: 'sm' | 'md';
  named?: boolean;
  payOut?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'allocate' | 'payout' | null>(null);
  const close = () => setOpen(null);
  const which = { number: credit.sourceNumber };
  // Nothing left: no buttons, but an open dialog stays until it closes itself (its write's
  // refresh is what used the credit up).
  const usable = credit.unappliedPaise > 0;
  return (
    <>
      {usable ? (
        <Button
          size={size}
          variant="secondary"
          onClick={() => setOpen('allocate')}
          aria-label={named ? t('books.allocate.openNamed', which) : undefined}
        >
          <ArrowRightLeft className="size-4" aria-hidden="true" />
          {t('books.allocate.open')}
        </Button>
      ) : null}
      {usable && payOut ? (
        <Button
          size={size}
          variant="secondary"
          onClick={() => setOpen('payout')}
          aria-label={named ? t('books.payout.openNamed', which) : undefined}
        >
          <Banknote className="size-4" aria-hidden="true" />
          {t('books.payout.open')}
        </Button>
      ) : null}
      {open === 'allocate' ? <AllocationDialog credit={credit} onClose={close} /> : null}
      {open === 'payout' ? <PayoutDialog credit={credit} onClose={close} /> : null}
    </>
  );
}
