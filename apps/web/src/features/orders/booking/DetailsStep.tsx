import { type OrderType } from '@dd/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Label, Textarea } from '../../../components/ui/Field';
import { blankToUndefined, type DetailsInput, type DetailsOutput } from './schema';
import { today } from '../../../lib/clock';

type Field = keyof DetailsInput;

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

const readOnlyClass = 'bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300';

/**
 * Step 3, Order Details (docs/product/api.md, order form fields). Order type and quantity
 * follow the selected machines, shown read-only; contact and address come filled in from the
 * retailer.
 */
export function DetailsStep({
  form,
  orderType,
  quantity,
  prefilledFrom,
}: {
  form: UseFormReturn<DetailsInput, unknown, DetailsOutput>;
  /** The selection's order type; null when it holds POS machines and soundboxes. */
  orderType: OrderType | null;
  quantity: number;
  /** The retailer's shop whose contact and address were filled in, if any. */
  prefilledFrom: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, formState } = form;
  const text = { setValueAs: blankToUndefined };

  const errorOf = (field: Field): string | null => {
    const error = formState.errors[field];
    if (!error) return null;
    switch (field) {
      case 'expectedDeliveryDate':
        return t('booking.details.errors.expectedDeliveryDate');
      case 'contactPhone':
        return t('booking.details.errors.contactPhone');
      default:
        return t('booking.details.errors.tooLong');
    }
  };
  const a11y = (field: Field, hint?: string) => {
    const error = errorOf(field);
    const describedBy = [hint, error ? `${id}-${field}-error` : undefined].filter(Boolean);
    return {
      id: `${id}-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    };
  };
  const error = (field: Field) => (
    <FieldError id={`${id}-${field}-error`} message={errorOf(field)} />
  );

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-orderType`}>{t('booking.details.orderType')}</Label>
        <Input
          id={`${id}-orderType`}
          readOnly
          className={readOnlyClass}
          value={orderType ? t(`booking.orderType.${orderType}`) : ''}
          aria-invalid={orderType ? undefined : true}
          aria-describedby={`${id}-orderType-hint`}
        />
        {orderType ? (
          <p
            id={`${id}-orderType-hint`}
            className="mt-1 text-xs text-slate-500 dark:text-slate-400"
          >
            {t('booking.details.orderTypeHint')}
          </p>
        ) : (
          <p
            id={`${id}-orderType-hint`}
            role="alert"
            className="mt-1 text-sm text-red-700 dark:text-red-300"
          >
            {t('booking.details.mixedTypes')}
          </p>
        )}
      </div>

      <div>
        <Label htmlFor={`${id}-quantity`}>{t('booking.details.quantity')}</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          readOnly
          className={readOnlyClass}
          value={quantity}
          aria-describedby={`${id}-quantity-hint`}
        />
        <p id={`${id}-quantity-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('booking.details.quantityHint', { count: quantity })}
        </p>
      </div>

      <div>
        <Label htmlFor={`${id}-expectedDeliveryDate`}>
          {t('booking.details.expectedDeliveryDate')}
        </Label>
        <Input
          type="date"
          min={today()}
          {...a11y('expectedDeliveryDate')}
          {...register('expectedDeliveryDate', text)}
        />
        {error('expectedDeliveryDate')}
      </div>

      <div>
        <Label htmlFor={`${id}-contactPerson`}>{t('booking.details.contactPerson')}</Label>
        <Input
          autoComplete="name"
          maxLength={100}
          {...a11y('contactPerson')}
          {...register('contactPerson', text)}
        />
        {error('contactPerson')}
      </div>

      <div>
        <Label htmlFor={`${id}-contactPhone`}>{t('booking.details.contactPhone')}</Label>
        <Input
          type="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="+91 98765 43210"
          {...a11y('contactPhone')}
          {...register('contactPhone', text)}
        />
        {error('contactPhone')}
      </div>

      <div className="md:col-span-2">
        <Label htmlFor={`${id}-deliveryAddress`}>{t('booking.details.deliveryAddress')}</Label>
        <Textarea
          rows={2}
          maxLength={500}
          autoComplete="street-address"
          {...a11y('deliveryAddress')}
          {...register('deliveryAddress', text)}
        />
        {error('deliveryAddress')}
        {prefilledFrom ? (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t('booking.details.prefilled', { shop: prefilledFrom })}
          </p>
        ) : null}
      </div>

      <div className="md:col-span-2">
        <Label htmlFor={`${id}-notes`}>{t('booking.details.notes')}</Label>
        <Textarea
          rows={3}
          maxLength={2000}
          placeholder={t('booking.details.notesPlaceholder')}
          {...a11y('notes')}
          {...register('notes', text)}
        />
        {error('notes')}
      </div>
    </div>
  );
}
