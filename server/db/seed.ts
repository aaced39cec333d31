import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { count } from "drizzle-orm";
import type { Database } from "./client";
import {
  contactFormFields,
  emailTemplates,
  heroCarouselItems,
  projects,
  services,
  siteSettings,
  testimonials,
  whatWeDo,
} from "./schema";
import {
  defaultContactFormFields,
  defaultEmailTemplates,
  defaultHeroCarouselItems,
  defaultProjects,
  defaultTestimonials,
  defaultWhatWeDo,
} from "./seed-content";
import { seedAboutContent, seedPages } from "./seed-pages";
import { defaultServices } from "./seed-services";

/**
 * Seeds the default content once, on an empty database. "Empty" means no site settings row:
 * settings are reset in place and never deleted, so a staff member who later deletes every
 * service does not get the defaults back on the next start.
 */
export async function seedDefaults(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(siteSettings);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values(DEFAULT_SITE_SETTINGS);
    await tx.insert(services).values(defaultServices);
    await tx.insert(projects).values(defaultProjects);
    await tx.insert(testimonials).values(defaultTestimonials);
    await tx.insert(contactFormFields).values(defaultContactFormFields);
    await tx.insert(emailTemplates).values(defaultEmailTemplates);
    await tx.insert(heroCarouselItems).values(defaultHeroCarouselItems);
    await tx.insert(whatWeDo).values(defaultWhatWeDo);
    await seedPages(tx);
    await seedAboutContent(tx);
  });
  return true;
}
