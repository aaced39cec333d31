import { Link } from "~/components/link";

/** /dashboard/<anything else>: stays inside the shell so the sidebar still works. */
export default function UnknownSection() {
  return (
    <div className="rounded-lg border border-border bg-card p-8 text-center">
      <h2 className="text-lg font-semibold">Section not found</h2>
      <p className="mt-1 text-muted">This part of the dashboard does not exist.</p>
      <Link to="/dashboard" className="mt-4 inline-block font-medium text-primary underline dark:text-fg">
        Go to the Overview
      </Link>
    </div>
  );
}
