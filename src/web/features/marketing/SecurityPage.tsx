import { StaticPage } from "./StaticPage";

export function SecurityPage() {
  return (
    <StaticPage
      title="Security"
      lead="Your drafts are your work. Quillstack is built to keep them private and your account safe."
    >
      <p>
        Passwords are hashed, sessions live in httpOnly cookies, and every connection should run over TLS. Administrator
        actions are checked on the server and recorded in an audit log. Self-hosters keep all data in their own
        database.
      </p>
      <p>
        Found a vulnerability? Email our security contact through the support address in the footer. We acknowledge
        every report within 24 hours and keep you informed until it is resolved.
      </p>
    </StaticPage>
  );
}
