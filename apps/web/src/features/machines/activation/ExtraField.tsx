import type { ActivationStep } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '../../../components/ui/Field';
import { extraFieldOf } from './steps';

/** The step's extra detail (location or reference), for the steps that record one. */
export function ExtraField({
  id,
  step,
  value,
  onChange,
}: {
  id: string;
  step: ActivationStep;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const field = extraFieldOf(step);
  if (!field) return null;
  return (
    <div>
      <Label htmlFor={id}>{t(`machines.activation.${field}`)}</Label>
      <Input
        id={id}
        value={value}
        maxLength={field === 'ref' ? 100 : 300}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
