import { focusWhenRefused } from "./focus-when-refused";
import { SEARCH_SPEED_KNOTS } from "~/lib/search-query";

/**
 * What a form control needs of its field: conform's field metadata fits, and so does a field of
 * the search form's own check (app/lib/use-checked-form.ts), which the home page loads without conform.
 */
export interface ControlField {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  required?: boolean;
}

/**
 * The attributes conform's getInputProps and getSelectProps give a control, for any ControlField:
 * id, name and form, the first value, and the error's aria attributes once there is one; `autoFocus`
 * while it shows an error, as field-props.ts gives conform's controls (a refused page without JavaScript).
 */
export function controlProps(field: ControlField) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    ...focusWhenRefused(field),
  };
}

/** What a field needs to show its label and first error; conform's field metadata fits. */
export interface FieldMeta {
  id: string;
  errorId: string;
  errors?: string[];
}

interface FieldProps {
  label: string;
  field: FieldMeta;
  className?: string;
  labelClassName?: string;
  /** A short help line under the control, replaced by the error when there is one. */
  hint?: string;
  children: React.ReactNode;
}

/** A labelled control with its first error below it, linked by the ids conform's props use for aria-describedby. */
export function Field({ label, field, className, labelClassName = "", hint, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={`field-label ${labelClassName}`}>
        {label}
      </label>
      {children}
      {hint && !field.errors && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {field.errors && (
        <p id={field.errorId} className="field-error">
          {field.errors[0]}
        </p>
      )}
    </div>
  );
}

/** Two fields a row on a phone: room for two-line labels keeps the inputs of a row level. */
export function GridField(props: FieldProps) {
  return <Field {...props} labelClassName="min-h-10 sm:min-h-0" />;
}

/**
 * A checkbox in a grid of fields, set at the bottom of its cell beside labelled inputs. Checked
 * when the field's value (from the URL) is one of `checkedValues`.
 */
export function GridCheckbox({
  field,
  value,
  checkedValues,
  label,
}: {
  field: ControlField;
  value: string;
  checkedValues: string[];
  label: string;
}) {
  return (
    <div className="flex items-end pb-2">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name={field.name}
          id={field.id}
          value={value}
          defaultChecked={checkedValues.includes(String(field.initialValue ?? ""))}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

/**
 * A form-level error (conform's form.errors), announced when it appears; focusable, for the keyboard
 * to be taken to it (app/components/focus-first-error.ts), clear of the sticky nav when scrolled to.
 */
export function FormError({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors) return null;
  return (
    <p id={id} role="alert" tabIndex={-1} data-form-error className="field-error scroll-mt-28">
      {errors[0]}
    </p>
  );
}

/** Upper-cases an airport code as it is typed (the value itself, not only its look), keeping the caret where it was. */
export function upperCaseAsTyped(event: React.FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** A text input for an airport code: upper-cased as typed, no autocorrect; the schema upper-cases on the server too. */
export function AirportCodeInput({
  field,
  placeholder,
  maxLength,
}: {
  field: ControlField;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <input
      {...controlProps(field)}
      type="text"
      placeholder={placeholder}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={maxLength}
      onInput={upperCaseAsTyped}
      className="field-input font-semibold uppercase placeholder:font-normal placeholder:normal-case"
    />
  );
}

/** The departure airport and cruise speed, as the search and the search defaults ask for them. */
export function DepartureAndSpeedFields({
  departure,
  speed,
  speedPlaceholder,
}: {
  departure: ControlField;
  speed: ControlField;
  speedPlaceholder?: string;
}) {
  return (
    <>
      <GridField label="Departure airport" field={departure}>
        <AirportCodeInput field={departure} placeholder="KSTS, SFO…" />
      </GridField>
      <GridField label="Aircraft speed (knots)" field={speed}>
        <input
          {...controlProps(speed)}
          type="number"
          min={SEARCH_SPEED_KNOTS.min}
          max={SEARCH_SPEED_KNOTS.max}
          inputMode="numeric"
          placeholder={speedPlaceholder}
          className="field-input"
        />
      </GridField>
    </>
  );
}

/**
 * The trip criteria the search and the search defaults share, in this order:
 * flight-time window, runway length, state, runway surface and airport use
 * (Any / empty means no filter). Each caller passes its own fields (the
 * defaults' are named default…) and its list of states.
 */
export function TripCriteriaFields(props: {
  minDuration: ControlField;
  maxDuration: ControlField;
  minRunwayLength: ControlField;
  state: ControlField;
  surface: ControlField;
  use: ControlField;
  states: { value: string; label: string }[];
  /** The empty choice of the state select: 'All States' for a search, 'Any State' for a default. */
  anyState: string;
}) {
  return (
    <>
      {(
        [
          ["Min flight time (hours)", props.minDuration],
          ["Max flight time (hours)", props.maxDuration],
        ] as const
      ).map(([label, field]) => (
        <GridField key={field.name} label={label} field={field}>
          <input
            {...controlProps(field)}
            type="number"
            min={0}
            step={0.25}
            inputMode="decimal"
            placeholder="Any"
            className="field-input"
          />
        </GridField>
      ))}
      <GridField label="Min runway length (ft)" field={props.minRunwayLength}>
        <input
          {...controlProps(props.minRunwayLength)}
          type="number"
          min={0}
          step={100}
          inputMode="numeric"
          placeholder="Any"
          className="field-input"
        />
      </GridField>
      <GridField label="State" field={props.state}>
        <select {...controlProps(props.state)} className="field-input">
          <option value="">{props.anyState}</option>
          {props.states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </GridField>
      <SurfaceAndUseFields surface={props.surface} use={props.use} />
    </>
  );
}

/** The runway surface and airport use selects, as the search and the search defaults ask for them. */
export function SurfaceAndUseFields({ surface, use }: { surface: ControlField; use: ControlField }) {
  return (
    <>
      <GridField label="Runway surface" field={surface}>
        <select {...controlProps(surface)} className="field-input">
          <SurfaceOptions />
        </select>
      </GridField>
      <GridField label="Airport use" field={use}>
        <select {...controlProps(use)} className="field-input">
          <UseOptions />
        </select>
      </GridField>
    </>
  );
}

/** Runway surface choices (docs/product.md, "Search": Any, improved, unimproved); Any sends an empty value. */
export function SurfaceOptions() {
  return (
    <>
      <option value="">Any</option>
      <option value="improved">Improved (paved)</option>
      <option value="unimproved">Unimproved (turf, dirt, gravel)</option>
    </>
  );
}

/** Airport use choices (docs/product.md, "Search": Any, public, private). */
export function UseOptions() {
  return (
    <>
      <option value="">Any</option>
      <option value="public">Public</option>
      <option value="private">Private</option>
    </>
  );
}
