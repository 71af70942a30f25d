import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inputProps, selectProps, textareaProps } from "./field-props";
import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { ActionToast } from "./account-form-parts";
import { BotCheckField, type BotCheckProps } from "./bot-check-field";
import { Field, FormError } from "./form-field";
import { showToast } from "./toaster";
import { useBotCheckGuard } from "./use-bot-check-guard";
import {
  placeSuggestionSchema,
  SUGGESTION_DESCRIPTION_REQUIRED,
  SUGGESTION_MISSING_TITLE,
  SUGGESTION_NAME_REQUIRED,
  SUGGESTION_TEXT_MAX,
} from "~/lib/feedback-schemas";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { useSchemaForm } from "~/lib/use-schema-form";
import { busyProps } from "~/components/status-button";

export interface SuggestionAnswer {
  lastResult?: SubmissionResult<string[]>;
  toast: Toast | null;
  botCheckRefused?: number;
  ok?: boolean;
}

interface Props {
  airportId: string;
  botCheck: BotCheckProps;
  formStartedAt: string;
  answer: SuggestionAnswer | null;
  /** In the airport page's dialog: posted by this fetcher, answered with JSON instead of a redirect. */
  fetcher?: ReturnType<typeof useFetcher<SuggestionAnswer>>;
  pending: boolean;
  onCancel?(): void;
  cancelHref?: string;
}

/** The place suggestion's fields (docs/product.md, "Contact, reports and the Admin Dashboard"), for its own page and for the airport page's dialog. */
export function PlaceSuggestionForm({
  airportId,
  botCheck,
  formStartedAt,
  answer,
  fetcher,
  pending,
  onCancel,
  cancelHref,
}: Props) {
  const hydrated = useHydrated();
  const guard = useBotCheckGuard(botCheck, "suggestion");
  const [type, setType] = useState<string>("activity");
  // Checked when sent: the missing name or description is the 'Missing information' toast first.
  const [form, fields] = useSchemaForm<typeof placeSuggestionSchema>({
    id: `suggest-${airportId}`,
    schema: placeSuggestionSchema,
    lastResult: answer?.lastResult,
    defaultValue: { type: "activity", category: "adults" },
    shouldValidate: "onSubmit",
  });
  const formProps = getFormProps(form);
  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    <FormTag
      method="post"
      action={`/airport/${encodeURIComponent(airportId)}/suggest${fetcher ? "?dialog=1" : ""}`}
      {...formProps}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const missing = !String(data.get("name") ?? "").trim()
          ? SUGGESTION_NAME_REQUIRED
          : !String(data.get("description") ?? "").trim()
            ? SUGGESTION_DESCRIPTION_REQUIRED
            : null;
        if (missing) {
          showToast({ title: SUGGESTION_MISSING_TITLE, description: missing, variant: "destructive" });
        } else if (guard.stopUnchecked(event)) {
          return;
        }
        formProps.onSubmit(event);
      }}
      className="space-y-4"
    >
      <ActionToast toast={answer?.toast} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Name" field={fields.name}>
        <input {...inputProps(fields.name, { type: "text" })} maxLength={200} className="field-input" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" field={fields.type}>
          <select
            {...selectProps(fields.type)}
            className="field-input"
            onChange={(e) => setType(e.currentTarget.value)}
          >
            <option value="activity">Activity</option>
            <option value="landmark">Landmark</option>
          </select>
        </Field>
        {(!hydrated || type === "activity") && (
          <Field label="Category" field={fields.category} hint={hydrated ? undefined : "For activities only."}>
            <select {...selectProps(fields.category)} className="field-input">
              <option value="adults">Adults</option>
              <option value="kids">Kids</option>
            </select>
          </Field>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone (optional)" field={fields.phone}>
          <input {...inputProps(fields.phone, { type: "tel" })} maxLength={50} className="field-input" />
        </Field>
        <Field label="Website (optional)" field={fields.website}>
          <input
            {...inputProps(fields.website, { type: "text" })}
            maxLength={500}
            inputMode="url"
            className="field-input"
          />
        </Field>
      </div>
      <Field label="Address (optional)" field={fields.address}>
        <input {...inputProps(fields.address, { type: "text" })} maxLength={300} className="field-input" />
      </Field>
      <Field label="Description" field={fields.description} hint="What is it, and why is it worth the trip?">
        <textarea
          {...textareaProps(fields.description)}
          rows={4}
          maxLength={SUGGESTION_TEXT_MAX}
          className="field-input"
        />
      </Field>
      <Field label="Your e-mail (optional)" field={fields.user_email}>
        <input
          {...inputProps(fields.user_email, { type: "email" })}
          autoComplete="email"
          maxLength={254}
          className="field-input"
        />
      </Field>
      <input type="hidden" name="airport_loc_id" value={airportId} />
      <BotCheckField
        idPrefix={`suggest-${airportId}`}
        botCheck={botCheck}
        formStartedAt={formStartedAt}
        {...guard.field}
        resetKey={answer?.botCheckRefused}
        error={fields["cf-turnstile-response"].errors?.[0]}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : cancelHref ? (
          <a href={cancelHref} className="btn-secondary">
            Cancel
          </a>
        ) : null}
        <button type="submit" className="btn-primary" {...busyProps(pending)}>
          {pending ? "Submitting..." : "Submit Suggestion"}
        </button>
      </div>
    </FormTag>
  );
}
