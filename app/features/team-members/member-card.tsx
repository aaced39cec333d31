import type { TeamMember } from "@common/schemas/team-members";
import { MapPin } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { CardActions, type ItemActions, TOGGLES, ToggleAction } from "~/features/admin-kit";
import { cn } from "~/lib/cn";

/** Flips a member's is_active or is_featured (with the spec's toasts). */
export type Toggle = (member: TeamMember, field: "is_active" | "is_featured") => void;

/** Spec 2 §2: Featured if active and featured, otherwise Active, otherwise Inactive. */
export function memberStatus(member: Pick<TeamMember, "is_active" | "is_featured">): {
  label: string;
  tone: BadgeTone;
} {
  if (member.is_active && member.is_featured) return { label: "Featured", tone: "yellow" };
  return member.is_active ? { label: "Active", tone: "green" } : { label: "Inactive", tone: "gray" };
}

/**
 * One member (spec 2 §2): photo or first letter, name, status, role, department, bio (two
 * lines), order, years of experience, location, and the row's actions. Inactive members are
 * dimmed with a dashed border (not opacity, so the text keeps AA contrast).
 */
export function MemberCard({
  member,
  actions,
  onToggle,
}: {
  member: TeamMember;
  actions: ItemActions;
  onToggle: Toggle;
}) {
  const { name } = member;
  const status = memberStatus(member);
  const years = member.years_of_experience;
  return (
    <li
      aria-label={name}
      data-testid="team-member-card"
      className={cn(
        "flex min-w-0 flex-col rounded-lg border border-border bg-card p-4",
        !member.is_active && "border-dashed bg-bg",
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar member={member} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{name}</h3>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className="text-sm break-words">{member.role}</p>
          {member.department ? <p className="text-sm text-muted">{member.department}</p> : null}
        </div>
      </div>
      {member.bio ? <p className="mt-3 line-clamp-2 text-sm text-muted">{member.bio}</p> : null}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <Fact label="Order">{member.order_index}</Fact>
        <Fact label="Experience">
          {years} {years === 1 ? "year" : "years"}
        </Fact>
        {member.location ? (
          <Fact label="Location">
            <MapPin aria-hidden="true" className="inline h-3.5 w-3.5 align-[-2px]" /> {member.location}
          </Fact>
        ) : null}
      </dl>
      <div className="mt-auto pt-3">
        <CardActions name={name} actions={actions}>
          {actions.canUpdate ? (
            <>
              <ToggleAction
                toggle={TOGGLES.activate}
                on={member.is_active}
                name={name}
                onClick={() => onToggle(member, "is_active")}
              />
              <ToggleAction
                toggle={TOGGLES.feature}
                on={member.is_featured}
                name={name}
                onClick={() => onToggle(member, "is_featured")}
              />
            </>
          ) : null}
        </CardActions>
      </div>
    </li>
  );
}

/** The photo, or the first letter of the name when there is none or it fails to load. */
function Avatar({ member }: { member: TeamMember }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = member.image_url;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={member.image_alt?.trim() || `Photo of ${member.name}`}
        loading="lazy"
        onError={() => setFailed(src)}
        className="h-14 w-14 shrink-0 rounded-full border border-border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-fg dark:bg-primary/30"
    >
      {member.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}
