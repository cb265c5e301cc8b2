import { StaticPage } from "./StaticPage";

const POSTS = [
  {
    title: "How to write a 2,000-word article in an afternoon",
    date: "January 15, 2024",
    readTime: "15 min read",
    preview:
      "Outline first, draft in sections, then edit for voice: a workflow for the Long-Form Writer that keeps you in charge of every paragraph.",
  },
  {
    title: "Paraphrasing without losing your meaning",
    date: "January 10, 2024",
    readTime: "12 min read",
    preview: "Five rewriting modes, when to use each, and how to check the result still says what you meant.",
  },
  {
    title: "Self-hosting an AI writing suite",
    date: "January 5, 2024",
    readTime: "10 min read",
    preview:
      "Run Quillstack on one small server with an embedded model, or point it at any OpenAI-compatible endpoint.",
  },
];

export function BlogPage() {
  return (
    <StaticPage title="Blog" lead="Writing workflows, product notes and guides from the Quillstack team.">
      <ul className="!list-none !pl-0 flex flex-col gap-4">
        {POSTS.map((post) => (
          <li key={post.title} className="rounded-xl border border-border bg-card p-6">
            <p className="text-xs">
              {post.date} · {post.readTime}
            </p>
            <h2 className="!mt-2 text-foreground">{post.title}</h2>
            <p className="mt-2">{post.preview}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
