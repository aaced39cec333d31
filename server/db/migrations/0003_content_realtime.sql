-- The content managers refresh live when another admin changes their rows (spec 2 §4 asks it of
-- team members; the other content lists behave the same).
CREATE TRIGGER services_notify AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER projects_notify AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_notify AFTER INSERT OR UPDATE OR DELETE ON testimonials
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER about_content_notify AFTER INSERT OR UPDATE OR DELETE ON about_content
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER success_stories_notify AFTER INSERT OR UPDATE OR DELETE ON success_stories
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
