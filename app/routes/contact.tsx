import { getFormProps } from "@conform-to/react";
import { inputProps, textareaProps } from "~/components/field-props";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { ActionToast } from "~/components/account-form-parts";
import { BotCheckField } from "~/components/bot-check-field";
import { Field, FormError } from "~/components/form-field";
import { useBotCheckGuard } from "~/components/use-bot-check-guard";
import { contactSchema, CONTACT_MESSAGE_MAX } from "~/lib/feedback-schemas";
import { useSchemaForm } from "~/lib/use-schema-form";
import { feedbackFormDoor, refusedToast } from "~/http/feedback-form.server";
import { formAction, type FormAnswer } from "~/http/form-door.server";
import { botCheckForm } from "~/services/bot-check.server";
import { submitContactCase } from "~/use-cases/feedback.server";
import { OfficialSourcesList } from "~/components/official-sources";
import { busyProps } from "~/components/status-button";

export const meta: Route.MetaFunction = () => [
  { title: "Contact | AirportFinder" },
  { name: "description", content: "Send the AirportFinder team a message. We answer within 24-48 hours." },
];

export function loader({ request }: Route.LoaderArgs) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    ...botCheckForm(),
  };
}

export const action = formAction(
  feedbackFormDoor(submitContactCase, {
    done: () => ({ to: "/contact?sent=1" }),
    refused: (error) => refusedToast(error, "Failed to send message. Please try again."),
  }),
);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section className="card p-4 sm:p-6" aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-bold text-navy-900">
          Contact Us
        </h1>
        {loaderData.sent ? (
          <div className="mt-6 rounded-md border border-green-300 bg-green-50 p-5 text-center" role="status">
            <p className="text-lg font-semibold text-green-900">Message sent successfully!</p>
            <p className="mt-1 text-green-900">We'll get back to you within 24-48 hours.</p>
            <Link to="/contact" className="btn-secondary mt-4">
              Send another message
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              Questions, corrections or ideas: write to us and we'll answer by e-mail.
            </p>
            <ContactForm key="form" {...loaderData} answer={actionData ?? null} />
          </>
        )}
      </section>
      <aside className="card p-4 sm:p-6" aria-labelledby="contact-links-heading">
        <h2 id="contact-links-heading" className="text-lg font-bold text-navy-900">
          Official sources
        </h2>
        <OfficialSourcesList className="mt-3 space-y-2 text-sm" />
        <p className="mt-4 text-sm text-slate-700">
          Found wrong data or a bug? <Link to="/report">Send a bug report or feature request</Link>.
        </p>
      </aside>
    </div>
  );
}

type FormProps = Pick<Route.ComponentProps["loaderData"], "botCheck" | "formStartedAt"> & {
  answer: Partial<FormAnswer> | null;
};

function ContactForm({ botCheck, formStartedAt, answer }: FormProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
  // 'Send Message' stays disabled until the check passes (with JavaScript and a working widget).
  const guard = useBotCheckGuard(botCheck, "contact");
  const [form, fields] = useSchemaForm({ id: "contact", schema: contactSchema, lastResult: answer?.lastResult });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action="/contact"
      {...formProps}
      onSubmit={(event) => guard.checkAll(event, formProps.onSubmit)}
      className="mt-5 space-y-4"
    >
      <ActionToast toast={answer?.toast} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Name" field={fields.name}>
        <input {...inputProps(fields.name, { type: "text" })} autoComplete="name" className="field-input" />
      </Field>
      <Field label="Email" field={fields.email}>
        <input {...inputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <Field label="Message" field={fields.message} hint="At least 10 characters.">
        <textarea {...textareaProps(fields.message)} rows={6} maxLength={CONTACT_MESSAGE_MAX} className="field-input" />
      </Field>
      <BotCheckField
        idPrefix="contact"
        botCheck={botCheck}
        formStartedAt={formStartedAt}
        {...guard.field}
        resetKey={answer?.botCheckRefused}
        error={fields["cf-turnstile-response"].errors?.[0]}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={guard.waiting} {...busyProps(pending)}>
        {pending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}
