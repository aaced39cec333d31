import { Link } from "~/components/link";
import { cx } from "~/lib/cx";

const sizes = { sm: "text-base", md: "text-xl", lg: "text-3xl" } as const;
const marks = { sm: "h-6 w-6 text-xs", md: "h-8 w-8 text-sm", lg: "h-12 w-12 text-lg" } as const;
/** A logo image: the mark's height, its own width. */
const imageHeights = { sm: "h-6 text-xs", md: "h-8 text-sm", lg: "h-12 text-lg" } as const;

/**
 * The site's name as a logo linking home (spec 1 §2.2: sizes sm, md, lg), with the site's logo
 * image when one is set (else its first letter), and `darkLogo` instead in the dark theme when
 * there is one. The image is decorative: the name says it.
 */
export function Logo({
  siteName,
  logo,
  darkLogo,
  size = "md",
}: {
  siteName: string;
  logo?: string | null;
  darkLogo?: string | null;
  size?: keyof typeof sizes;
}) {
  const image = cx(imageHeights[size], "w-auto max-w-40 object-contain");
  const dark = darkLogo && darkLogo !== logo ? darkLogo : null;
  return (
    <Link to="/" className={cx("logo", sizes[size])}>
      {logo ? (
        <>
          <img src={logo} alt="" data-testid="site-logo" className={cx(image, dark && "dark:hidden")} />
          {dark ? (
            <img src={dark} alt="" data-testid="site-logo-dark" className={cx(image, "hidden dark:block")} />
          ) : null}
        </>
      ) : (
        <span aria-hidden="true" className={cx("logo-mark", marks[size])}>
          {siteName.charAt(0).toUpperCase()}
        </span>
      )}
      <span>{siteName}</span>
    </Link>
  );
}
