import { Link } from "~/lib/nav";
import { proseLink, StaticPage } from "./StaticPage";

export function TermsPage() {
  return (
    <StaticPage title="Terms of Service" updated="January 15, 2024">
      <p>
        These terms govern your use of the hosted Quillstack service. By creating an account you agree to them. The
        Quillstack software itself is open source under the MIT License, which applies separately when you run your own
        copy.
      </p>
      <h2>Your account</h2>
      <p>
        You must be at least 13 years old and give a valid email address. Keep your password safe; you are responsible
        for what happens under your account. Tell us at once if you suspect someone else has access.
      </p>
      <h2>Plans and word allowances</h2>
      <p>
        Each plan includes a monthly word allowance. The words a tool generates count against it, and the allowance
        resets at the start of every calendar month (UTC). When you reach your limit, tools stop until the next month or
        until your plan changes. Paid plans are arranged with our team; prices are shown on the home page.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Do not use Quillstack to break the law, harass others, or create spam, malware or deceptive content.</li>
        <li>Do not try to get around word allowances, rate limits or security controls.</li>
        <li>Do not submit text you do not have the right to use.</li>
      </ul>
      <p>We may suspend or close accounts that break these rules.</p>
      <h2>Your content</h2>
      <p>
        You own the text you submit and the results you generate. You give us only the permission needed to process it
        and show you the result. AI output can be inaccurate or resemble existing text: review it before you rely on it
        or publish it.
      </p>
      <h2>Availability and liability</h2>
      <p>
        We work to keep Quillstack available but cannot promise it will be uninterrupted; administrators may pause AI
        processing for maintenance or safety. The service is provided "as is", and to the extent the law allows our
        liability is limited to the amount you paid us in the previous twelve months.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms. We will change the date above and tell account holders about significant changes by
        email. Questions?{" "}
        <Link to="/contact" className={proseLink}>
          Contact us
        </Link>
        .
      </p>
    </StaticPage>
  );
}
