import { siFacebook, siGithub, siInstagram, siX, siYoutube } from "simple-icons";
import { Icon } from "~/components/icon/icon";

/** Brand marks (Simple Icons, CC0); LinkedIn is drawn here as Simple Icons no longer ships it. */
const BRANDS: Record<string, { title: string; path: string } | undefined> = {
  facebook: { title: "Facebook", path: siFacebook.path },
  twitter: { title: "X (Twitter)", path: siX.path },
  x: { title: "X", path: siX.path },
  instagram: { title: "Instagram", path: siInstagram.path },
  github: { title: "GitHub", path: siGithub.path },
  youtube: { title: "YouTube", path: siYoutube.path },
  linkedin: {
    title: "LinkedIn",
    path: "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z",
  },
};

/** The label for a social platform key: a brand's name, or the key itself for custom platforms. */
export function platformName(key: string): string {
  return BRANDS[key.toLowerCase()]?.title ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** A brand icon for a known platform; any other platform key gets a generic icon (spec 1 §2.4). */
export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const brand = BRANDS[platform.toLowerCase()];
  if (!brand) return <Icon name="Globe" aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d={brand.path} />
    </svg>
  );
}
