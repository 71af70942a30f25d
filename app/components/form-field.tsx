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
  children: React.ReactNode;
}

/** A labelled control with its first error below it, linked by the ids conform's props use for aria-describedby. */
export function Field({ label, field, className, labelClassName = "", children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={`field-label ${labelClassName}`}>
        {label}
      </label>
      {children}
      {field.errors && (
        <p id={field.errorId} className="field-error">
          {field.errors[0]}
        </p>
      )}
    </div>
  );
}

/** A form-level error (conform's form.errors), announced when it appears. */
export function FormError({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors) return null;
  return (
    <p id={id} role="alert" className="field-error">
      {errors[0]}
    </p>
  );
}

/** Runway surface choices (spec §2: Any, improved, unimproved); Any sends an empty value. */
export function SurfaceOptions() {
  return (
    <>
      <option value="">Any</option>
      <option value="improved">Improved (paved)</option>
      <option value="unimproved">Unimproved (turf, dirt, gravel)</option>
    </>
  );
}

/** Airport use choices (spec §2: Any, public, private). */
export function UseOptions() {
  return (
    <>
      <option value="">Any</option>
      <option value="public">Public</option>
      <option value="private">Private</option>
    </>
  );
}
