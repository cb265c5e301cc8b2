import { StaticPage } from "./StaticPage";

export function TermsPage() {
  return (
    <StaticPage title="Terms of Service" updated="January 15, 2024">
      <p>
        By creating an account you agree to use Quillstack lawfully and to keep your sign-in details safe. Each plan
        includes a monthly word allowance; usage resets at the start of every calendar month.
      </p>
      <p>
        AI output can be wrong. You are responsible for reviewing what you publish, and for having the rights to the
        text you submit. We may suspend accounts that abuse the service or other users.
      </p>
    </StaticPage>
  );
}
