import type { ReactNode } from "react";

type StaticPageProps = { title: string; lead?: string; updated?: string; children: ReactNode };

/** Shared frame for the text pages (about, policies, careers…). */
export function StaticPage({ title, lead, updated, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>}
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      <div className="mt-8 flex flex-col gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:text-muted-foreground [&_li]:text-muted-foreground [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

/** Inline links inside static page text. */
export const proseLink = "text-primary underline underline-offset-2 hover:no-underline";
