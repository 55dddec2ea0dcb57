import { useTranslation } from 'react-i18next';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useMoney } from '@/lib/use-money';
import { ChoiceGroup, ChoiceTile } from './choices';
import { useOfferFields } from './use-offer-form';

// Fields of an offer form, inside OfferFormPage. `text` is where a field's words are in hostOffers
// ("fields.mealTitle": its .label and .hint).

/** A line of text of at most `max` characters. */
export function LimitedTextField({
  name,
  text,
  max,
  autoComplete = 'off',
}: {
  name: string;
  text: string;
  max: number;
  autoComplete?: string;
}) {
  const { t } = useTranslation('hostOffers');
  const { register, error } = useOfferFields();
  return (
    <TextField
      label={t(`${text}.label`)}
      hint={t(`${text}.hint`)}
      maxLength={max}
      autoComplete={autoComplete}
      error={error(name, max)}
      {...register(name)}
    />
  );
}

/** The listing's title, as long as a stay's may be whatever the kind. */
export function ListingTitleField({ text }: { text: string }) {
  return <LimitedTextField name="title" text={text} max={STAY_LIMITS.title} />;
}

/** A longer text of the listing (what it is, who the family are), as long as a stay's description. */
export function ListingTextArea({ name, text, rows }: { name: string; text: string; rows: number }) {
  const { t } = useTranslation('hostOffers');
  const { register, error } = useOfferFields();
  return (
    <TextAreaField
      label={t(`${text}.label`)}
      hint={t(`${text}.hint`)}
      maxLength={STAY_LIMITS.description}
      rows={rows}
      error={error(name, STAY_LIMITS.description)}
      {...register(name)}
    />
  );
}

/**
 * An amount typed in dollars and cents, at most `maxCents`, which its hint says ({{max}}). `label` stands
 * in for the text's own label where the label depends on other answers (per passenger, per trip).
 */
export function PriceField({
  name,
  text,
  maxCents,
  currency,
  label,
}: {
  name: string;
  text: string;
  maxCents: number;
  currency: string;
  label?: string;
}) {
  const { t } = useTranslation('hostOffers');
  const money = useMoney();
  const { register, error } = useOfferFields();
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      label={label ?? t(`${text}.label`)}
      hint={t(`${text}.hint`, { max: money(maxCents, currency) })}
      error={error(name)}
      {...register(name)}
    />
  );
}

/** A whole number from `min` to `max`, which its hint says. */
export function CountField({
  name,
  text,
  min,
  max,
}: {
  name: string;
  text: string;
  min: number;
  max: number;
}) {
  const { t } = useTranslation('hostOffers');
  const { register, error } = useOfferFields();
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      label={t(`${text}.label`)}
      hint={t(`${text}.hint`, { min, max })}
      error={error(name)}
      {...register(name)}
    />
  );
}

/** One of a list, with a first option that asks to choose. */
export function OptionSelect<T extends string>({
  name,
  label,
  options,
  optionLabel,
}: {
  name: string;
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
}) {
  const { t } = useTranslation('hostOffers');
  const { register, error } = useOfferFields();
  return (
    <SelectField label={label} error={error(name)} {...register(name)}>
      <option value="">{t('fields.choose')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** A ChoiceGroup of boxes (several of a list) or radio buttons (one), a tile for each option. */
export function ChoiceList<T extends string>({
  name,
  type,
  options,
  legend,
  hint,
  columns,
  label,
  detail,
  free = false,
}: {
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly T[];
  legend: string;
  hint?: string;
  columns?: 2 | 3;
  label: (option: T) => string;
  detail?: (option: T) => string;
  /** Any choice will do, none or all: the group shows no error. */
  free?: boolean;
}) {
  const { register, errors, error } = useOfferFields();
  const invalid = !free && Boolean(errors[name]);
  return (
    <ChoiceGroup legend={legend} hint={hint} error={free ? undefined : error(name)} columns={columns}>
      {(describedBy) =>
        options.map((option) => (
          <ChoiceTile
            key={option}
            type={type}
            value={option}
            label={label(option)}
            detail={detail?.(option)}
            invalid={invalid}
            aria-describedby={describedBy}
            {...register(name)}
          />
        ))
      }
    </ChoiceGroup>
  );
}
