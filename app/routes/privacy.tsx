import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { publicPageHeaders } from "~/http/cache-policy.server";

/** Signed out, a shared cache may keep this page a minute (docs/decisions/0084-cacheable-anonymous-answers.md). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | AirportFinder" },
  {
    name: "description",
    content: "What AirportFinder collects, which outside services it uses and when, and your choices.",
  },
];

/**
 * Static text (docs/product.md, "Legal pages and the 404 page"). It must stay true to what the code does:
 * when a service is added or removed (README "Configuration"), change this page too.
 */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          AirportFinder helps pilots find airports they can reach and things to do there. This policy explains what we
          collect, why, which outside services are involved and when, and the choices you have. We do not sell your
          personal information.
        </p>
      }
    >
      <LegalSection id="what-we-collect" title="1. What we collect">
        <ul>
          <li>
            <strong>Without an account:</strong> nothing that identifies you. Searches are answered from the query in
            the address bar and are not stored with anything about you.
          </li>
          <li>
            <strong>Your account:</strong> your e-mail address, optional first and last name, a scrypt hash of your
            password (never the password itself), or, if you choose Google sign-in, the account identifier Google
            returns.
          </li>
          <li>
            <strong>What you save:</strong> saved airports (trips), activities, landmarks and restaurants, your default
            search preferences, and itineraries or itinerary items you create.
          </li>
          <li>
            <strong>What you send us:</strong> contact messages, bug reports, feature requests and place suggestions,
            with the e-mail address you give so we can answer.
          </li>
          <li>
            <strong>Cookies:</strong> only what the site needs to work: a signed session cookie while you are signed in,
            and a short-lived cookie that carries a confirmation message across a page change. No advertising or
            tracking cookies.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="outside-services" title="2. Outside services, and when they are used">
        <ul>
          <li>
            <strong>Google sign-in</strong>, only if you choose &ldquo;Sign in with Google&rdquo;. Your browser goes to
            Google, and Google tells us your e-mail address, name and account identifier. If you sign in with e-mail and
            password, Google is not involved.
          </li>
          <li>
            <strong>Weather</strong> comes from the NOAA/NWS Aviation Weather Center (aviationweather.gov). Our server
            fetches it; your browser does not contact the Aviation Weather Center, and nothing about you is sent to it.
          </li>
          <li>
            <strong>Satellite imagery</strong> on airport pages is loaded by your browser from Esri&rsquo;s World
            Imagery service (the site operator can configure another provider or turn it off). That service sees your IP
            address and the picture requested, as any web server would.
          </li>
          <li>
            <strong>Places data</strong> (activities, landmarks, restaurants, lodging) comes from open sources:
            AllThePlaces (CC0), the Institute of Museum and Library Services (IMLS), the National Park Service (NPS) and
            OpenStreetMap (ODbL). It is stored on our server; showing it sends nothing about you to them.
          </li>
          <li>
            <strong>E-mail:</strong> we send e-mail only to confirm your address, to confirm a message or report you
            sent, and for notices about your account. We send no marketing e-mail.
          </li>
          <li>
            <strong>Bot check:</strong> when the site operator has configured it, Cloudflare Turnstile checks sign-up
            and the contact, report and suggestion forms for bots. It runs in your browser and Cloudflare processes the
            signals it needs for that check.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="analytics" title="3. Analytics">
        <p>
          We count page views with our own privacy-first analytics: no cookies, and no IP address is stored. To tell
          visits apart within a day, we keep only a hash made from your IP address and browser with a secret salt that
          changes every day and is then discarded, so visits cannot be linked across days or traced back to you. When
          the site operator configures it, each page view is also forwarded to a Plausible-compatible analytics service;
          that request carries your browser&apos;s user agent and IP address, which such services need to count unique
          visitors, and that service&apos;s own privacy policy applies to them.
        </p>
      </LegalSection>

      <LegalSection id="use-and-sharing" title="4. How we use and share information">
        <p>
          We use your information to run the service: to sign you in, keep what you saved, answer your messages and
          reports, and keep the site safe. We do not sell or rent your personal information, and we do not share it for
          advertising. We disclose it only when the law requires it.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="5. Keeping and deleting your data">
        <p>
          Your account data stays until you ask us to delete it. Messages and reports are kept as long as needed to
          handle them. To see, correct or delete your data, write to us through the{" "}
          <Link to="/contact" className="underline">
            contact page
          </Link>
          ; you can also change your e-mail and name on My Account.
        </p>
      </LegalSection>

      <LegalSection id="california" title="6. California residents (CCPA)">
        <p>
          In the preceding 12 months we collected the categories of personal information listed in section 1
          (identifiers such as an e-mail address, and what you chose to save or send), for the purposes in section 4. We
          have not sold or shared personal information for cross-context advertising in those 12 months. You may ask to
          know, correct or delete your personal information, and we will not treat you differently for asking.
        </p>
      </LegalSection>

      <LegalSection id="children" title="7. Children">
        <p>
          AirportFinder is not meant for children under 13, and we do not knowingly collect personal information from
          them. If you believe a child under 13 has given us information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="8. Changes to this policy">
        <p>
          If we change this policy we will update the effective date above; material changes will be announced on the
          site.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
