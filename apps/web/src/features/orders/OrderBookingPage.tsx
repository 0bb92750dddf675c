import { orderTypeFor } from '@dd/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, ArrowLeft, ArrowRight, PackageX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState } from '../../components/ui/States';
import { codeText, errorText, goneMachineSerials } from '../../lib/errors';
import { useProvider } from '../../api/service-providers';
import { useDistributorOptions } from '../../api/distributors';
import { useCreateOrder } from '../../api/orders';
import { useUser } from '../../api/session';
import { useRetailerOptions } from '../../api/retailers';
import { DetailsStep } from './booking/DetailsStep';
import { DistributorStep, RetailerStep } from './booking/PartySteps';
import { ReviewStep } from './booking/ReviewStep';
import { loadDraft, saveDraft, type Prefill } from './booking/draft';
import { fieldsToPrefill, retailerPrefill } from './booking/prefill';
import { detailsSchema, type DetailsInput, type DetailsOutput } from './booking/schema';
import {
  attemptKey,
  clearSelection,
  loadSelection,
  parseSelection,
  saveSelection,
  type BookingSelection,
} from '../../lib/booking-selection';
import { STEPS, Stepper, type Step } from './booking/Stepper';

const linkClass = cn(
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);

type Problem =
  | { kind: 'incomplete' }
  | { kind: 'conflict'; serials: string[]; message: string }
  | { kind: 'failed'; detail: string | null };

/** docs/product/screens-devices.md, Order booking wizard (/order/{providerId}). */
export function OrderBookingPage() {
  const { providerId } = useParams();
  const location = useLocation();
  // A new visit (another provider or another 'Proceed to Booking') starts a new wizard.
  return <BookingEntry key={`${providerId}:${location.key}`} />;
}

function BookingEntry() {
  const providerId = Number(useParams().providerId);
  const location = useLocation();
  // Storage first: it follows later changes (machines dropped after a conflict); the router
  // state is the fallback when storage is blocked.
  const [initial] = useState<BookingSelection | null>(
    () => loadSelection(providerId) ?? parseSelection(location.state, providerId),
  );
  if (!initial || initial.machines.length === 0) return <NoSelection providerId={providerId} />;
  return <BookingWizard selection={initial} locationKey={location.key} />;
}

function NoSelection({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(providerId) && providerId > 0;
  return (
    <>
      <PageHeader title={t('pages.orderBooking.title')} />
      <Card>
        <EmptyState
          title={t('booking.noSelection.title')}
          hint={t('booking.noSelection.hint')}
          action={
            <Link
              to={valid ? `/inventory/${providerId}` : '/service-providers'}
              className={cn(linkClass, 'mt-2')}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {valid ? t('booking.backToInventory') : t('booking.backToProviders')}
            </Link>
          }
        />
      </Card>
    </>
  );
}

function BookingWizard({
  selection,
  locationKey,
}: {
  selection: BookingSelection;
  locationKey: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const { providerId } = selection;
  const user = useUser();
  // A distributor books for itself: its wizard starts at the retailer (decision 0164).
  const own = user.userType === 'distributor' ? user.distributorId : null;
  const first: Step = own !== null ? 2 : 1;

  // What was answered before the wizard was mounted again (Back and Forward, a reload).
  const [draft] = useState(() => loadDraft(locationKey, providerId));
  const [step, setStep] = useState<Step>(() => {
    const resumed = draft.retailerId === null ? Math.min(draft.step, 2) : draft.step;
    return Math.max(resumed, first) as Step;
  });
  const [chosenDistributor, setChosenDistributor] = useState<number | null>(draft.distributorId);
  const [retailerId, setRetailerId] = useState<number | null>(draft.retailerId);
  const [prefill, setPrefill] = useState<Prefill>(draft.prefill);
  const [machines, setMachines] = useState(selection.machines);
  // The order type follows the machines; null when the selection mixes POS and soundboxes.
  const orderType = orderTypeFor(machines.map((m) => m.type));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // One Idempotency-Key per wizard session: a double click, a retry or a reload never books twice.
  const [idempotencyKey] = useState(() => attemptKey(locationKey));
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const provider = useProvider(providerId);
  const providerName = selection.provider?.name ?? provider.data?.name ?? null;

  const distributorsQuery = useDistributorOptions({ activeOnly: true });
  const distributors = distributorsQuery.data ?? [];
  // A single choice is chosen already (a distributor user is offered only itself; an admin may
  // have one active distributor). The retailer is not: a new distributor clears it (the spec).
  const distributorId =
    own ?? chosenDistributor ?? (distributors.length === 1 ? distributors[0]!.id : null);
  const distributor = distributors.find((d) => d.id === distributorId) ?? null;

  const retailersQuery = useRetailerOptions(distributorId, { activeOnly: true });
  useEffect(() => {
    if (distributorsQuery.error)
      console.error('Failed to load distributors', distributorsQuery.error);
  }, [distributorsQuery.error]);
  useEffect(() => {
    if (retailersQuery.error) console.error('Failed to load retailers', retailersQuery.error);
  }, [retailersQuery.error]);
  const retailers = retailersQuery.data ?? [];
  const retailer = retailers.find((r) => r.id === retailerId) ?? null;
  // Mounted again on the review step (a reload), the chosen parties are known once their lists
  // answer: Create Order waits for them instead of calling the answered steps incomplete.
  const partiesLoading =
    distributorsQuery.isPending || (distributorId !== null && retailersQuery.isPending);

  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(detailsSchema),
    defaultValues: draft.details,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });

  useEffect(() => {
    saveDraft(locationKey, providerId, {
      step,
      distributorId: chosenDistributor,
      retailerId,
      details: values,
      prefill,
    });
  }, [locationKey, providerId, step, chosenDistributor, retailerId, values, prefill]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const chooseDistributor = (next: number) => {
    // docs/product/screens-devices.md: choosing a different distributor clears the chosen retailer.
    if (next !== distributorId) setRetailerId(null);
    setChosenDistributor(next);
    setProblem(null);
  };

  const canAdvance =
    (step === 1 && distributor !== null) ||
    (step === 2 && retailer !== null) ||
    (step === 3 && orderType !== null);

  const next = async () => {
    if (!canAdvance) return;
    if (step === 3 && !(await form.trigger(undefined, { shouldFocus: true }))) return;
    goTo((step + 1) as Step);
  };

  const dropMachines = (serials: string[]) => {
    const gone = new Set(serials);
    const remaining = machines.filter((m) => !gone.has(m.serialNumber));
    setMachines(remaining);
    saveSelection({ ...selection, machines: remaining });
  };

  const chooseRetailer = (next: number) => {
    setRetailerId(next);
    setProblem(null);
    const chosen = retailers.find((r) => r.id === next);
    if (!chosen) return;
    const fill = retailerPrefill(chosen);
    const change = fieldsToPrefill(form.getValues(), prefill, fill);
    for (const [field, value] of Object.entries(change) as [keyof Prefill, string][])
      form.setValue(field, value);
    setPrefill(fill);
  };

  const book = async (details: DetailsOutput) => {
    const firstMachine = machines[0]!;
    try {
      await createOrder.mutateAsync({
        idempotencyKey,
        body: {
          distributorId: distributor!.id,
          retailerId: retailer!.id,
          serviceProviderId: providerId,
          orderType: orderType!,
          // docs/product/rules.md: the submitted quantity is the number of selected machines.
          quantity: machines.length,
          machineType: firstMachine.type,
          model: firstMachine.model,
          notes: details.notes ?? undefined,
          machineIds: machines.map((m) => m.id),
          expectedDeliveryDate: details.expectedDeliveryDate,
          deliveryAddress: details.deliveryAddress ?? undefined,
          contactPerson: details.contactPerson ?? undefined,
          contactPhone: details.contactPhone ?? undefined,
        },
      });
    } catch (error) {
      const serials = goneMachineSerials(error, machines);
      if (serials.length > 0) {
        dropMachines(serials);
        // Named from the selection, also when the server answered them as missing (by id).
        const message = codeText(t, 'machines_unavailable', { serials }) ?? t('booking.failed');
        toast.error(t('booking.conflictToast'));
        setProblem({ kind: 'conflict', serials, message });
      } else {
        toast.error(t('booking.failed'));
        const detail = errorText(error, t, '');
        setProblem({ kind: 'failed', detail: detail || null });
      }
      return;
    }
    clearSelection();
    toast.success(t('booking.success'));
    await navigate('/orders');
  };

  const submit = async () => {
    if (busyRef.current) return;
    setProblem(null);
    // docs/product/rules.md: distributor, retailer and at least one machine are required.
    if (!distributor || !retailer || machines.length === 0 || !orderType) {
      toast.error(t('booking.incomplete'));
      setProblem({ kind: 'incomplete' });
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await form.handleSubmit(book, () => goTo(3))();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const headingId = `${id}-step`;
  const stepKey = STEPS[step - 1]!;

  return (
    <>
      <Link to={`/inventory/${providerId}`} className={cn(linkClass, 'mb-4')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('booking.backToInventory')}
      </Link>
      <PageHeader
        title={t('pages.orderBooking.title')}
        description={
          providerName
            ? t('booking.subtitle', { count: machines.length, provider: providerName })
            : t('booking.subtitleNoProvider', { count: machines.length })
        }
      />

      <Stepper step={step} first={first} />

      <Card className="p-4 sm:p-6">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mb-1 text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
        >
          {t(`booking.steps.${stepKey}`)}
        </h2>
        <p className="mb-5 text-sm text-slate-600 dark:text-slate-400">
          {step === 2 && distributor
            ? t('booking.retailer.hint', { distributor: distributor.name })
            : t(`booking.stepHints.${stepKey}`)}
        </p>

        {step === 1 && (
          <DistributorStep
            labelledBy={headingId}
            list={{
              items: distributors,
              isPending: distributorsQuery.isPending,
              isError: distributorsQuery.isError,
              refetch: () => void distributorsQuery.refetch(),
            }}
            value={distributorId}
            onChange={chooseDistributor}
          />
        )}
        {step === 2 && (
          <RetailerStep
            labelledBy={headingId}
            list={{
              items: retailers,
              isPending: retailersQuery.isPending,
              isError: retailersQuery.isError,
              refetch: () => void retailersQuery.refetch(),
            }}
            value={retailerId}
            onChange={chooseRetailer}
          />
        )}
        {step === 3 && (
          <DetailsStep
            form={form}
            orderType={orderType}
            quantity={machines.length}
            prefilledFrom={retailer && prefill.contactPerson ? retailer.shop_name : null}
          />
        )}
        {step === 4 && (
          <ReviewStep
            providerName={providerName}
            distributorName={distributor?.name ?? null}
            retailerName={retailer?.name ?? null}
            orderType={orderType}
            values={values}
            machines={machines}
          />
        )}

        {problem && step === 4 && <ProblemNote problem={problem} providerId={providerId} />}

        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button
            variant="secondary"
            onClick={() => goTo((step - 1) as Step)}
            disabled={step === first || busy}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('booking.previous')}
          </Button>
          {step < 4 ? (
            <Button onClick={() => void next()} disabled={!canAdvance}>
              {t('booking.next')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={busy || partiesLoading}>
              {busy && <Spinner />}
              {busy ? t('booking.creating') : t('booking.create')}
            </Button>
          )}
        </div>
      </Card>
    </>
  );
}

function ProblemNote({ problem, providerId }: { problem: Problem; providerId: number }) {
  const { t } = useTranslation();
  const Icon = problem.kind === 'conflict' ? PackageX : AlertCircle;
  return (
    <div
      role="alert"
      className="mt-6 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {problem.kind === 'incomplete' && <p className="font-medium">{t('booking.incomplete')}</p>}
        {problem.kind === 'failed' && (
          <>
            <p className="font-medium">{t('booking.failed')}</p>
            {problem.detail && <p>{problem.detail}</p>}
          </>
        )}
        {problem.kind === 'conflict' && (
          <>
            <p className="font-medium">{problem.message}</p>
            <p>{t('booking.conflict', { count: problem.serials.length })}</p>
            <Link to={`/inventory/${providerId}`} className={linkClass}>
              {t('booking.conflictBack')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
