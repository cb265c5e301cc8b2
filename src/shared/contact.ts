import { z } from "zod";

/** Contact form and newsletter payloads: every contact field required, each within the text limits. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(50, "Name must be at most 50 characters."),
  email: z.email("Please enter a valid email address.").max(254),
  subject: z.string().trim().min(1, "Please enter a subject.").max(200, "Subject must be at most 200 characters."),
  message: z.string().trim().min(1, "Please enter a message.").max(5000, "Message must be at most 5000 characters."),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const CONTACT_SUCCESS = {
  title: "Message Sent Successfully!",
  description: "Thank you for contacting us. We'll get back to you soon.",
};
export const CONTACT_FAILURE = "Failed to send your message. Please try again or contact us directly.";

export const newsletterSchema = z.object({ email: z.email("Please enter a valid email address.").max(254) });
