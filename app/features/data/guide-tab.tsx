import { BookOpen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Dialog } from "~/components/ui/dialog";
import { Tabs } from "~/components/ui/tabs";
import { articleProse } from "~/features/public-content/article-prose";
import { cn } from "~/lib/cn";
import { DATA_COPY } from "./copy";

const T = DATA_COPY.guide;

const STEPS = ["export", "database", "import", "configure"] as const;
type Step = (typeof STEPS)[number];

function Code({ children }: { children: ReactNode }) {
  return (
    // Wrapped rather than scrolled: a phone shows the whole command without a scrolling box.
    <pre className="mt-1 rounded-md border border-border bg-bg p-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
      <code>{children}</code>
    </pre>
  );
}

function Inline({ children }: { children: ReactNode }) {
  return <code className="rounded bg-black/5 px-1 text-[0.9em] dark:bg-white/10">{children}</code>;
}

/**
 * Spec 2 Migration Dashboard, for Atrium: the four steps of moving a site from the embedded
 * database to a PostgreSQL server (freely selectable), the post-migration checklist, and the
 * full guide (docs/migrating-to-postgresql.md, rendered and sanitised on the server).
 */
export function GuideTab({ guideHtml, onExport }: { guideHtml: string; onExport: () => void }) {
  const [step, setStep] = useState<Step>("export");
  const [reading, setReading] = useState(false);

  const steps: Record<Step, ReactNode> = {
    export: (
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          On the site you are moving from, export the complete database as JSON:{" "}
          <Button variant="secondary" className="mt-1 px-3 py-1" onClick={onExport}>
            {T.goToExport}
          </Button>
          <p className="mt-2">
            Or on that server, in Atrium's folder (stop Atrium first: it holds the embedded database):
          </p>
          <Code>npm run data:export -- --out atrium-export.json</Code>
        </li>
        <li>
          Copy the old site's <Inline>APP_SECRET</Inline> (when it was never set, it is the file{" "}
          <Inline>DATA_DIR/app-secret</Inline>). {DATA_COPY.secretsNote}
        </li>
        <li>
          Uploaded images are files in <Inline>DATA_DIR/media</Inline>, not in the database: copy that folder
          to the new server too (or move them to an S3 bucket).
        </li>
      </ol>
    ),
    database: (
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          Create an empty database and a user who owns it on the PostgreSQL server:
          <Code>{`psql -h db.example.com -U postgres -c "CREATE USER atrium PASSWORD 'secret'"
psql -h db.example.com -U postgres -c "CREATE DATABASE atrium OWNER atrium"`}</Code>
        </li>
        <li>
          Point the new installation at it, with the old site's secret:
          <Code>{`DATABASE_URL=postgres://atrium:secret@db.example.com:5432/atrium
APP_SECRET=<the old site's secret>`}</Code>
        </li>
      </ol>
    ),
    import: (
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          Start Atrium once with the new <Inline>DATABASE_URL</Inline>: it creates its tables (the migrations
          run at start).
        </li>
        <li>
          Import the file in <strong>replace</strong> mode, so the database becomes exactly the old site:
          <Code>npm run data:import -- atrium-export.json --mode replace</Code>
          <p className="mt-2">
            Or create an administrator on the new site, open Data Management → Migration, upload the file,
            choose Replace and press Import Data Directly. Afterwards you sign in with the old site's
            accounts.
          </p>
        </li>
        <li>
          Or apply the SQL script the old site made (Migration → Generate SQL Script) with psql:
          <Code>psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f atrium_script_2026-01-31.sql</Code>
        </li>
      </ol>
    ),
    configure: (
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          Keep <Inline>DATABASE_URL</Inline> and <Inline>APP_SECRET</Inline> in the service's environment (the
          systemd unit, the container or the <Inline>.env</Inline> file) and restart Atrium.
        </li>
        <li>Point the domain (or the proxy) at the new server, then go through the checklist below.</li>
        <li>Keep the old installation, stopped, until the checklist is done.</li>
      </ol>
    ),
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold">{T.title}</h2>
          <p className="text-muted">{T.intro}</p>
        </div>
        <Button variant="secondary" onClick={() => setReading(true)}>
          <BookOpen aria-hidden="true" className="h-4 w-4" />
          {T.viewGuide}
        </Button>
      </div>

      <Tabs
        label={T.stepsLabel}
        value={step}
        onValueChange={setStep}
        items={STEPS.map((id, i) => ({
          id,
          label: `${i + 1}. ${T.steps[id]}`,
          content: <div className="space-y-2 rounded-lg border border-border bg-card p-4">{steps[id]}</div>,
        }))}
      />

      <Checklist />

      <Dialog open={reading} onOpenChange={setReading} title={T.guideTitle} size="4xl">
        <article
          // Commands wrap instead of scrolling sideways, so they read on a phone.
          className={cn(
            articleProse,
            "[&_h2:first-child]:mt-0 [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere]",
          )}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
          dangerouslySetInnerHTML={{ __html: guideHtml }}
        />
      </Dialog>
    </div>
  );
}

/** The post-migration checklist (spec 2: eight items), ticked here for the admin's own use. */
function Checklist() {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <section
      aria-labelledby="data-checklist-title"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="data-checklist-title" className="font-semibold">
          {T.checklistTitle}
        </h3>
        <p className="text-sm text-muted" aria-live="polite">
          {T.checked(done.size, T.checklist.length)}
        </p>
      </div>
      <ul className="space-y-2">
        {T.checklist.map((item, i) => (
          <li key={item.label}>
            <CheckboxField
              label={item.label}
              hint={item.hint}
              checked={done.has(i)}
              onChange={() => toggle(i)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
