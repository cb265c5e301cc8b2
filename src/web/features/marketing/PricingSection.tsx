import { PLANS, planFeatures } from "@shared/plans";
import { UPGRADE_PATH } from "@shared/upgrade";
import { Check } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Link } from "~/lib/nav";
import { SIGN_UP_HREF } from "~/lib/safe-from";
import { TOOL_COUNT } from "~/lib/tool-index";

/** The plan cards: a section of the landing page, and the whole of /pricing (`heading="h1"` there). */
export function PricingSection({ heading: Heading = "h2" }: { heading?: "h1" | "h2" }) {
  const PlanHeading = Heading === "h1" ? "h2" : "h3";
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 px-4 py-16 sm:px-8">
      <div className="mx-auto max-w-5xl text-center">
        <Heading id="pricing-title" className="text-3xl font-bold tracking-tight">
          Simple, transparent pricing
        </Heading>
        <p className="mt-2 text-muted-foreground">
          {/* Prerendered for every install: with Stripe, Professional is paid at checkout; without it, the
              administrators are asked. The profile says which. */}
          Start free with no credit card. Upgrade when your writing outgrows it: Professional from your profile, and for
          Entrepreneurship, talk to us.
        </p>
      </div>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <div
            key={plan.id}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
              plan.popular ? "border-primary ring-1 ring-primary" : "border-border",
            )}
          >
            {plan.popular && <Badge className="absolute -top-3 left-6">Most Popular</Badge>}
            <PlanHeading className="text-lg font-semibold">{plan.name}</PlanHeading>
            <p className="mt-3">
              <span className="text-4xl font-bold">{plan.price}</span>{" "}
              <span className="text-sm text-muted-foreground">{plan.period}</span>
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
              {planFeatures(plan, TOOL_COUNT).map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" /> {feature}
                </li>
              ))}
            </ul>
            {/* Professional is the stored "pro" plan: requested from the profile (after sign-in when needed).
                Entrepreneurship has no plan of its own yet: it is arranged through the contact form. */}
            <Link
              to={
                plan.id === "free"
                  ? SIGN_UP_HREF
                  : plan.id === "professional"
                    ? UPGRADE_PATH
                    : `/contact?subject=${encodeURIComponent(`${plan.name} plan`)}`
              }
              className={cn(buttonStyles(plan.popular ? "primary" : "outline"), "mt-6 w-full")}
            >
              {plan.id === "free" ? "Start for free" : `Choose ${plan.name}`}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
