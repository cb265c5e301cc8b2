import { ArrowLeft, Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button, buttonStyles } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Link, useLocation, useNavigate } from "~/lib/nav";
import { findToolSummary, type ToolSummary } from "~/lib/tool-index";

const POPULAR = ["long-form-writer", "paraphraser", "grammar-checker", "language-translator"]
  .map(findToolSummary)
  .filter((tool): tool is ToolSummary => tool !== undefined);

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/tools/long-form-writer", label: "Tools" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
];

export function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState("");

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  function search(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(`/?search=${encodeURIComponent(trimmed)}`);
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn't find that page. Search our AI writing tools — from paraphrasing to translation in 100+ languages —
        or head somewhere below.
      </p>
      <search className="mt-8 w-full max-w-md">
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            Search tools
          </label>
          <Input
            id="not-found-search"
            type="search"
            placeholder="Search tools..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Button type="submit" aria-label="Search">
            <Search className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      </search>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-2">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={buttonStyles("secondary", "sm")}>
            {link.label}
          </Link>
        ))}
        <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Go Back
        </Button>
      </nav>
      <section aria-labelledby="popular-tools" className="mt-12 w-full text-left">
        <h2 id="popular-tools" className="text-center text-lg font-semibold">
          Popular tools
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {POPULAR.map((tool) => (
            <li key={tool.slug}>
              <Link
                to={`/tools/${tool.slug}`}
                className="block rounded-xl border border-border bg-card p-4 hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="block font-medium">{tool.name}</span>
                <span className="block text-sm text-muted-foreground">{tool.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
