import { can } from '@dd/contract';
import { ArrowRightLeft, Truck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUser } from '../../api/session';
import { Button, buttonClass } from '../../components/ui/Button';
import { BulkActivationAction } from './activation/BulkActivationDialog';

/**
 * The device flows that start from the Machines screen (transfers between distributors, activation
 * steps for a selection, returns to the provider), in a row of their own under the header: the header keeps the spec's Add Machine.
 * Each shows only to the roles that may use it. "Transfer to distributor" and "Send faulty devices
 * to provider" open their dialog on their own screen (`state.create` / `state.send`).
 */
export function MachineFlows() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useUser().userType;
  const canSeeTransfers = can(role, 'transfers:read');
  const canSendTransfers = can(role, 'transfers:create');
  const canReturn = can(role, 'machines:write');
  if (!canSeeTransfers && !canReturn) return null;
  return (
    <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t('machines.flows')}>
      {canSeeTransfers ? (
        <Link to="/machines/transfers" className={buttonClass('secondary')}>
          {t('transfers.transfersLink')}
        </Link>
      ) : null}
      {canSendTransfers ? (
        <Button
          variant="secondary"
          onClick={() => void navigate('/machines/transfers', { state: { create: true } })}
        >
          <ArrowRightLeft className="size-4" aria-hidden="true" />
          {t('transfers.transferToDistributor')}
        </Button>
      ) : null}
      <BulkActivationAction />
      {canReturn ? (
        <>
          <Button variant="secondary" onClick={() => void navigate('/machines/rma')}>
            <Undo2 className="size-4" aria-hidden="true" />
            {t('rma.link')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate('/machines/rma', { state: { send: true } })}
          >
            <Truck className="size-4" aria-hidden="true" />
            {t('rma.send.button')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
