import type { PublicTeamMember } from "@common/schemas/team-members";
import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import { accentText, card, pill, textLink } from "./styles";
import { safeHref } from "./ui";

/** Active team members: photo (or the first letter of the name), name, role, department, bio. */
export function TeamGrid({ members }: { members: PublicTeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => {
        const links = [
          { label: "LinkedIn", href: safeHref(member.linkedin_url) },
          { label: "X / Twitter", href: safeHref(member.twitter_url) },
          { label: "GitHub", href: safeHref(member.github_url) },
          { label: "Website", href: safeHref(member.website_url) },
        ].filter((l): l is { label: string; href: string } => Boolean(l.href));
        return (
          <li key={member.id} className={cx(card, "flex flex-col p-6")} data-testid="team-member">
            <div className="flex items-center gap-4">
              {member.image_url ? (
                <img
                  src={member.image_url}
                  alt={member.image_alt?.trim() || `Portrait of ${member.name}`}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary/15 text-2xl font-bold text-primary dark:bg-primary/30 dark:text-white"
                >
                  {member.name.charAt(0).toUpperCase()}
                </span>
              )}
              <div>
                <h3 className="text-lg font-semibold text-fg">{member.name}</h3>
                <p className={cx("text-sm font-medium", accentText)}>{member.role}</p>
                {member.department ? <p className="text-sm text-muted">{member.department}</p> : null}
              </div>
            </div>
            {member.bio ? <p className="mt-4 text-sm text-fg">{member.bio}</p> : null}
            {member.specialties.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${member.name}'s specialties`}>
                {member.specialties.slice(0, 5).map((s) => (
                  <li key={s} className={pill}>
                    {s}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm text-muted">
              {member.location ? (
                <span className="inline-flex items-center gap-1">
                  <Icon name="MapPin" aria-hidden="true" className="h-4 w-4" />
                  {member.location}
                </span>
              ) : null}
              {member.years_of_experience > 0 ? (
                <span>
                  {member.years_of_experience} {member.years_of_experience === 1 ? "year" : "years"} of
                  experience
                </span>
              ) : null}
            </div>
            {links.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {links.map((l) => (
                  <li key={l.label}>
                    <a
                      href={l.href}
                      className={cx(textLink, "inline-flex items-center gap-1")}
                      rel="noopener noreferrer"
                    >
                      {l.label === "Website" ? (
                        <Icon name="Globe" aria-hidden="true" className="h-3.5 w-3.5" />
                      ) : null}
                      {l.label}
                      <span className="sr-only"> of {member.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
