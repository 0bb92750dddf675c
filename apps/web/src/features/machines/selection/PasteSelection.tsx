import type { Machine } from '@dd/contract';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../api/session';
import { PasteListDialog } from '../../../components/scan/PasteListDialog';
import { useMachinePicker } from '../../../components/scan/use-machine-picker';
import { Button } from '../../../components/ui/Button';
import type { MachineSelectionState } from './use-machine-selection';

/**
 * "Paste a list" on the machines list: the pasted serials are looked up at once and the devices
 * of the list's own scope (an admin's all, a distributor's and its retailers', a retailer's) are
 * ticked; the server's look-up also names stock a distributor may book, which this list does not
 * show, so those are "not one of these".
 */
export function PasteSelection({ state }: { state: MachineSelectionState }) {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const inScope = (m: Machine) =>
    user.userType === 'admin' ||
    (user.userType === 'distributor' && m.distributorId === user.distributorId) ||
    (user.userType === 'retailer' && m.retailerId === user.retailerId);
  const pick = useMachinePicker({
    fit: (m) => (inScope(m) ? 'ok' : 'outOfScope'),
    isPicked: (m) => state.isSelected(m.id),
    onPick: (machines) => state.add(machines.map((m) => m.id)),
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <ClipboardList className="size-4" aria-hidden="true" />
        {t('scan.paste')}
      </Button>
      <PasteListDialog open={open} onOpenChange={setOpen} onSerials={pick} />
    </>
  );
}
