import { StaticPage } from "./StaticPage";

const POSITIONS = [
  { title: "Senior Full-Stack Engineer", department: "Engineering", location: "Remote", type: "Full-time" },
  { title: "AI Research Engineer", department: "AI Research", location: "Remote", type: "Full-time" },
  { title: "Product Designer", department: "Design", location: "Remote", type: "Full-time" },
  { title: "Growth Marketing Manager", department: "Marketing", location: "Remote", type: "Full-time" },
];

export function CareersPage() {
  return (
    <StaticPage
      title="Careers"
      lead="Help build the open-source writing suite that people can trust and run themselves."
    >
      <ul className="!list-none !pl-0 flex flex-col gap-3">
        {POSITIONS.map((job) => (
          <li key={job.title} className="rounded-xl border border-border bg-card p-5">
            <h2 className="!mt-0 text-base text-foreground">{job.title}</h2>
            <p className="text-sm">
              {job.department} · {job.location} · {job.type}
            </p>
          </li>
        ))}
      </ul>
      <p>Don't see your role? Send us a note about what you'd like to work on — we read every message.</p>
    </StaticPage>
  );
}
