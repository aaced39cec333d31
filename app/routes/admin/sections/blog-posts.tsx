import { BlogPostsManager } from "~/features/blog-posts/blog-posts-manager";
import { SectionError } from "~/features/dashboard/section-error";
import type { Route } from "./+types/blog-posts";

export default function BlogPostsSection() {
  return <BlogPostsManager />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionError section="Blog Posts" error={error} />;
}
