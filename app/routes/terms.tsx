import type { Route } from "./+types/terms";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { publicPageHeaders } from "~/http/cache-policy.server";

/** Signed out, a shared cache may keep this page a minute (docs/decisions/0084-cacheable-anonymous-answers.md). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Use | AirportFinder" },
  { name: "description", content: "The terms for using AirportFinder: reference only, not for navigation." },
];

/** Static text (docs/product.md, "Legal pages and the 404 page"). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={<p>By using AirportFinder you agree to these terms. If you do not agree, please do not use the site.</p>}
    >
      <LegalSection id="reference-only" title="1. For reference only, not for navigation">
        <p>
          AirportFinder is an informational planning aid. It is <strong>not</strong> a source of official aeronautical
          information and must not be used for navigation. Airport data, runway figures, flight times, weather and
          places may be out of date, incomplete or wrong.
        </p>
        <p>
          Before every flight, consult official sources: the current FAA Chart Supplement and charts, NOTAMs, and a
          weather and NOTAM briefing (for example from Flight Service or an FAA-approved provider). The pilot in command
          is responsible for the safety of the flight and for every decision about it.
        </p>
      </LegalSection>

      <LegalSection id="data" title="2. Where the data comes from">
        <p>
          Airport data comes from the FAA&rsquo;s published airport data (the cycle in use is named in the page footer);
          weather from the NOAA/NWS Aviation Weather Center; places from open sources (AllThePlaces, IMLS, NPS,
          OpenStreetMap &copy; OpenStreetMap contributors, ODbL), credited where shown. Itineraries are suggestions
          curated by our team or written by users, not endorsements.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="3. Your account">
        <p>
          Keep your password to yourself and tell us if you think someone else used your account. You are responsible
          for what you submit: messages, reports, suggestions and itineraries must be accurate to the best of your
          knowledge, lawful, and not abusive.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="4. Acceptable use">
        <ul>
          <li>No scraping, crawling or bulk downloading of the site or its data.</li>
          <li>No bots or automated accounts, and no automated submission of forms.</li>
          <li>
            No use of the site&rsquo;s content or data to train artificial intelligence or machine-learning models.
          </li>
          <li>No attempts to get around the bot check, rate limits or access controls, or to disrupt the service.</li>
        </ul>
      </LegalSection>

      <LegalSection id="no-warranty" title="5. No warranty; limitation of liability">
        <p>
          The site is provided &ldquo;as is&rdquo;, without warranties of any kind, including accuracy, availability and
          fitness for a particular purpose. To the extent the law allows, we are not liable for any loss or damage
          arising from its use or from reliance on its information.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="6. Changes">
        <p>
          We may change these terms; the effective date above says when they last changed. Our{" "}
          <Link to="/privacy" className="underline">
            privacy policy
          </Link>{" "}
          explains how we handle personal information.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
