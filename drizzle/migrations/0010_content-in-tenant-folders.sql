DROP TABLE "blog_posts" CASCADE;--> statement-breakpoint
DROP TABLE "faq_entries" CASCADE;