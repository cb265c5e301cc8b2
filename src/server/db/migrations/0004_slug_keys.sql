-- Tools are keyed by their stable slug instead of their display name (issue 10).
-- usage_logs.tool_name: each tool's display name becomes its slug.
-- settings: a tool's kill-switch key becomes tool_{slug with _ for -}_enabled; only three tools had a
-- different name-derived key. A key already present under the new name is kept as it is.
UPDATE "usage_logs" SET "tool_name" = 'long-form-writer' WHERE "tool_name" = 'Long-Form Writer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'blog-generator' WHERE "tool_name" = 'Blog Generator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'email-campaign' WHERE "tool_name" = 'Email Campaign';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'resume-writer' WHERE "tool_name" = 'Resume & Cover Letter';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'legal-draft' WHERE "tool_name" = 'Legal Draft';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'academic-writer' WHERE "tool_name" = 'Academic Writer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'script-writer' WHERE "tool_name" = 'Script Writer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'product-description' WHERE "tool_name" = 'Product Description';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'sales-email' WHERE "tool_name" = 'Sales Cold Email';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'paraphraser' WHERE "tool_name" = 'Paraphraser';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'sentence-rewriter' WHERE "tool_name" = 'Sentence Rewriter';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'humanizer' WHERE "tool_name" = 'Humanizer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'tone-adjuster' WHERE "tool_name" = 'Tone Adjuster';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'synonym-enhancer' WHERE "tool_name" = 'Synonym Enhancer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'passive-to-active' WHERE "tool_name" = 'Passive to Active';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'formality-converter' WHERE "tool_name" = 'Formality Converter';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'grammar-checker' WHERE "tool_name" = 'Grammar Checker';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'style-enhancer' WHERE "tool_name" = 'Style Enhancer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'sentence-expander' WHERE "tool_name" = 'Sentence Expander';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'sentence-shortener' WHERE "tool_name" = 'Sentence Shortener';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'punctuation-fixer' WHERE "tool_name" = 'Punctuation Fixer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'readability-enhancer' WHERE "tool_name" = 'Readability Enhancer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'clarity-booster' WHERE "tool_name" = 'Clarity Booster';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'paragraph-reducer' WHERE "tool_name" = 'Paragraph Reducer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'bullet-summarizer' WHERE "tool_name" = 'Bullet Summarizer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'paragraph-summarizer' WHERE "tool_name" = 'Paragraph Summarizer';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'abstract-generator' WHERE "tool_name" = 'Abstract Generator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'meeting-notes' WHERE "tool_name" = 'Meeting Notes';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'study-notes' WHERE "tool_name" = 'Study Notes';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'poem-creator' WHERE "tool_name" = 'Poem Creator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'quote-rewriter' WHERE "tool_name" = 'Quote Rewriter';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'hook-generator' WHERE "tool_name" = 'Hook Generator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'youtube-tools' WHERE "tool_name" = 'YouTube Tools';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'question-generator' WHERE "tool_name" = 'Question Generator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'language-translator' WHERE "tool_name" = 'Language Translator';--> statement-breakpoint
UPDATE "usage_logs" SET "tool_name" = 'seo-localizer' WHERE "tool_name" = 'SEO Localizer';--> statement-breakpoint
INSERT INTO "settings" ("key", "value", "updated_at", "updated_by") SELECT 'tool_long_form_writer_enabled', "value", "updated_at", "updated_by" FROM "settings" WHERE "key" = 'tool_long-form_writer_enabled' ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'tool_long-form_writer_enabled';--> statement-breakpoint
INSERT INTO "settings" ("key", "value", "updated_at", "updated_by") SELECT 'tool_resume_writer_enabled', "value", "updated_at", "updated_by" FROM "settings" WHERE "key" = 'tool_resume_&_cover_letter_enabled' ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'tool_resume_&_cover_letter_enabled';--> statement-breakpoint
INSERT INTO "settings" ("key", "value", "updated_at", "updated_by") SELECT 'tool_sales_email_enabled', "value", "updated_at", "updated_by" FROM "settings" WHERE "key" = 'tool_sales_cold_email_enabled' ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'tool_sales_cold_email_enabled';
