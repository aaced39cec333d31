import { BRAND_TITLES, type Brand, brandSymbolId } from "~/components/icon/brands";
import { Icon, SPRITE_URL } from "~/components/icon/icon";

function brandOf(key: string): Brand | null {
  const lower = key.toLowerCase();
  return Object.hasOwn(BRAND_TITLES, lower) ? (lower as Brand) : null;
}

/** The label for a social platform key: a brand's name, or the key itself for custom platforms. */
export function platformName(key: string): string {
  const brand = brandOf(key);
  return brand ? BRAND_TITLES[brand] : key.charAt(0).toUpperCase() + key.slice(1);
}

/** A brand icon for a known platform; any other platform key gets a generic icon (spec 1 §2.4). */
export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const brand = brandOf(platform);
  if (!brand) return <Icon name="Globe" aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" fill="currentColor" className={className}>
      <use href={`${SPRITE_URL}#${brandSymbolId(brand)}`} />
    </svg>
  );
}
