CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_slug_check" CHECK ("pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "pages_status_check" CHECK ("status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_from_check" CHECK ("redirects"."from_path" ~ '^/'),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status_code" IN (301, 302, 307, 308))
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"row" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "secondary_cta_text" text;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "secondary_cta_link" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "included" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "process" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "audience" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "project_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("resource","entity_id","created_at");--> statement-breakpoint
-- Issue 16: the home page's sections, the standing pages and the redirects refresh the back
-- office live and invalidate the public pages' render cache, like the other content tables.
CREATE TRIGGER hero_carousel_items_notify AFTER INSERT OR UPDATE OR DELETE ON hero_carousel_items
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER what_we_do_notify AFTER INSERT OR UPDATE OR DELETE ON what_we_do
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER pages_notify AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER redirects_notify AFTER INSERT OR UPDATE OR DELETE ON redirects
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
