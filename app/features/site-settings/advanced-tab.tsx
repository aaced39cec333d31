import { CustomCodeCard } from "./custom-code-card";
import { SeoCard } from "./seo-card";

/** Advanced: SEO and analytics, custom code and maintenance mode (spec 3 §2). */
export function AdvancedTab() {
  return (
    <div className="space-y-6">
      <SeoCard />
      <CustomCodeCard />
    </div>
  );
}
