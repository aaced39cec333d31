import type { TeamMember } from "@common/schemas/team-members";
import { Eye, EyeOff, MapPin, Pencil, Star, StarOff, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";
import { cn } from "~/lib/cn";

export type MemberActions = {
  onToggleActive: (member: TeamMember) => void;
  onToggleFeatured: (member: TeamMember) => void;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
};

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
  can,
  actions,
}: {
  member: TeamMember;
  can: { update: boolean; delete: boolean };
  actions: MemberActions;
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
      {can.update || can.delete ? (
        <div className="mt-auto flex flex-wrap gap-1 pt-3">
          {can.update ? (
            <>
              <IconButton
                label={`${member.is_active ? "Deactivate" : "Activate"} ${name}`}
                onClick={() => actions.onToggleActive(member)}
              >
                {member.is_active ? (
                  <EyeOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Eye aria-hidden="true" className="h-4 w-4" />
                )}
                <Word>{member.is_active ? "Deactivate" : "Activate"}</Word>
              </IconButton>
              <IconButton
                label={`${member.is_featured ? "Unfeature" : "Feature"} ${name}`}
                onClick={() => actions.onToggleFeatured(member)}
              >
                {member.is_featured ? (
                  <StarOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Star aria-hidden="true" className="h-4 w-4" />
                )}
                <Word>{member.is_featured ? "Unfeature" : "Feature"}</Word>
              </IconButton>
              <IconButton label={`Edit ${name}`} onClick={() => actions.onEdit(member)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                <Word>Edit</Word>
              </IconButton>
            </>
          ) : null}
          {can.delete ? (
            <IconButton label={`Delete ${name}`} destructive onClick={() => actions.onDelete(member)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <Word>Delete</Word>
            </IconButton>
          ) : null}
        </div>
      ) : null}
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

/** A button's word, shown from the sm breakpoint (icons alone on a phone). */
function Word({ children }: { children: ReactNode }) {
  return <span className="hidden sm:inline">{children}</span>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}
