import { CONTACT_FAILURE, CONTACT_SUCCESS, type ContactMessage } from "@shared/contact";
import { Building2, Mail, MessageCircle, Phone } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FaqAccordion } from "~/components/ui/faq-accordion";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useSearchParams } from "~/lib/nav";
import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/public-config";
import { postPublicForm } from "~/lib/public-post";
import { toast } from "~/lib/toast";
import { CONTACT_FAQS } from "./contact-content";

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };

export function ContactPage() {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12 sm:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact us</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Questions about your account, self-hosting, plans or a demo? Send us a message and a person from the
          Quillstack team will answer.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <ContactForm />
        <ul className="flex flex-col gap-4" aria-label="Other ways to reach us">
          <ContactCard icon={Mail} title="Email">
            <a href={`mailto:${supportEmail}`} className="text-primary underline underline-offset-2">
              {supportEmail}
            </a>
            <span className="block">We reply within 24 hours on business days.</span>
          </ContactCard>
          <ContactCard icon={MessageCircle} title="Live chat">
            9 AM - 6 PM EST, Monday to Friday.
            <span className="block">Outside these hours, use the form and we'll pick it up next morning.</span>
          </ContactCard>
          <ContactCard icon={Phone} title="Phone">
            <a href="tel:+15550100199" className="text-primary underline underline-offset-2">
              +1 (555) 010-0199
            </a>
            <span className="block">For enterprise customers and demo bookings.</span>
          </ContactCard>
          <ContactCard icon={Building2} title="Office">
            San Francisco, CA, United States
            <span className="block">Most of the team works remotely; visits by appointment.</span>
          </ContactCard>
        </ul>
      </div>
      <section aria-labelledby="contact-faq-title" className="max-w-3xl">
        <h2 id="contact-faq-title" className="text-2xl font-semibold tracking-tight">
          Frequently asked questions
        </h2>
        <FaqAccordion items={CONTACT_FAQS} size="md" className="mt-4" />
      </section>
    </div>
  );
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-card p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="text-sm text-muted-foreground">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        <p className="mt-1">{children}</p>
      </div>
    </li>
  );
}

/** idle → sending (everything disabled) → success (cleared, toast) or failure (toast, values kept). */
function ContactForm() {
  const [params] = useSearchParams();
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, reset, setValue } = useForm<ContactMessage>({ defaultValues: EMPTY });
  const presetSubject = params.get("subject");

  // Plan buttons link here with ?subject=…; the prerendered page has no query, so fill it in afterwards.
  useEffect(() => {
    if (presetSubject) setValue("subject", presetSubject.slice(0, 200));
  }, [presetSubject, setValue]);

  async function send(values: ContactMessage) {
    setSending(true);
    try {
      await postPublicForm("/api/contact", values);
      reset(EMPTY);
      toast.success(CONTACT_SUCCESS.title, { description: CONTACT_SUCCESS.description });
    } catch (error) {
      const detail = (error as Error).message;
      toast.error(CONTACT_FAILURE, detail && detail !== CONTACT_FAILURE ? { description: detail } : undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={handleSubmit(send)}
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <fieldset disabled={sending} className="mt-6 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label="Name" autoComplete="name" required maxLength={50} {...register("name")} />
          <Field
            id="contact-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...register("email")}
          />
        </div>
        <Field id="contact-subject" label="Subject" required maxLength={200} {...register("subject")} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="contact-message">Message</Label>
          <Textarea id="contact-message" rows={6} required maxLength={5000} {...register("message")} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-fit">
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
    </form>
  );
}
