import { CalendarDays, ChevronDown, Clock, Mail } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Link } from "~/lib/nav";
import { SIGN_UP_HREF } from "~/lib/safe-from";
import { NewsletterForm } from "../shell/NewsletterForm";
import { BLOG_POSTS, type BlogPost } from "./blog-posts";

export function BlogPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Writing workflows, product notes and self-hosting guides from the Quillstack team.
        </p>
      </header>
      {BLOG_POSTS.map((post) => (
        <BlogArticle key={post.id} post={post} />
      ))}
      <section
        aria-labelledby="blog-newsletter-title"
        className="rounded-2xl border border-primary/40 bg-accent/40 p-6 sm:p-8"
      >
        <div className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 id="blog-newsletter-title" className="text-xl font-semibold">
            Get new articles by email
          </h2>
        </div>
        <p className="mt-2 mb-4 text-muted-foreground">
          One email a month with new guides and product updates. We'll ask you to confirm, and every email has an
          unsubscribe link.
        </p>
        <NewsletterForm id="blog-newsletter" buttonLabel="Subscribe to Newsletter" />
      </section>
    </div>
  );
}

/** One article; each expands and collapses on its own. */
function BlogArticle({ post }: { post: BlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = `${post.id}-body`;
  return (
    <article aria-labelledby={`${post.id}-title`} className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <div className="flex flex-wrap gap-2">
        {post.badges.map((badge) => (
          <Badge key={badge}>{badge}</Badge>
        ))}
      </div>
      <h2 id={`${post.id}-title`} className="mt-3 text-2xl font-semibold tracking-tight">
        {post.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{post.description}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <time dateTime={new Date(`${post.date} UTC`).toISOString().slice(0, 10)}>{post.date}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {post.readTime} min read
        </span>
      </p>
      <p className="mt-5 leading-relaxed">{post.preview}</p>
      <div id={bodyId} hidden={!expanded} className="mt-2 leading-relaxed">
        {post.body.map((section) => (
          <section key={section.heading}>
            <h3 className="mt-6 text-lg font-semibold">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show Less" : "Read More"}
          <ChevronDown className={cn("h-4 w-4 transition-transform", expanded && "rotate-180")} aria-hidden="true" />
        </Button>
        <Link to={SIGN_UP_HREF} className={buttonStyles("primary")}>
          Get Started Free
        </Link>
      </div>
    </article>
  );
}
