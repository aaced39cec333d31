import { SOCIAL_PLATFORM_NAME, SOCIAL_PLATFORMS } from "@common/site-settings-rules";
import { isSafeUrl, URL_TEXT } from "@common/urls";
import { Plus, Trash2 } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { showToast } from "~/features/admin-kit";
import { SETTINGS_TOASTS } from "./copy";
import { useSettingsForm } from "./form";
import { SettingsFields } from "./settings-card";

type Links = Record<string, string>;
const PREDEFINED: readonly string[] = SOCIAL_PLATFORMS;
const title = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** With `url` for `platform`, or without the platform when the URL is blank (spec 3 §5). */
function withLink(links: Links, platform: string, url: string): Links {
  const { [platform]: _old, ...rest } = links;
  return url.trim() === "" ? rest : { ...rest, [platform]: url };
}

/**
 * Contact › Social Media: a box per predefined platform, and custom platforms, added only with
 * both a name (lower-cased) and a URL. Emptying a URL removes its platform.
 */
export function SocialLinksField() {
  const { form } = useSettingsForm();
  return (
    <Controller
      control={form.control}
      name="social_links"
      render={({ field, fieldState }) => {
        const links = field.value;
        const errors = fieldState.error as unknown as Record<string, { message?: string }> | undefined;
        const set = (platform: string, url: string) => field.onChange(withLink(links, platform, url));
        const custom = Object.keys(links).filter((platform) => !PREDEFINED.includes(platform));
        return (
          <SettingsFields>
            <div className="grid gap-4 sm:grid-cols-2">
              {PREDEFINED.map((platform) => (
                <FormField
                  key={platform}
                  label={title(platform)}
                  inputMode="url"
                  placeholder={`https://${platform}.com/…`}
                  value={links[platform] ?? ""}
                  onChange={(e) => set(platform, e.target.value)}
                  onBlur={field.onBlur}
                  error={errors?.[platform]?.message}
                />
              ))}
            </div>
            {custom.length > 0 ? (
              <div className="space-y-2">
                <h3 className="font-medium">Custom platforms</h3>
                <ul className="space-y-3">
                  {custom.map((platform) => (
                    <li key={platform} className="flex items-end gap-2">
                      <div className="min-w-0 flex-1">
                        <FormField
                          label={platform}
                          inputMode="url"
                          value={links[platform] ?? ""}
                          onChange={(e) => set(platform, e.target.value)}
                          error={errors?.[platform]?.message}
                        />
                      </div>
                      <Button
                        variant="secondary"
                        aria-label={`Remove ${platform}`}
                        onClick={() => {
                          set(platform, "");
                          showToast("success", SETTINGS_TOASTS.socialRemoved);
                        }}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <AddPlatform
              onAdd={(platform, url) => {
                field.onChange(withLink(links, platform, url));
                showToast("success", SETTINGS_TOASTS.socialAdded);
              }}
            />
          </SettingsFields>
        );
      }}
    />
  );
}

/** The custom platform's name and URL; Add Platform stays disabled until both are filled. */
function AddPlatform({ onAdd }: { onAdd: (platform: string, url: string) => void }) {
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<{ name?: string; url?: string }>({});
  const filled = name.trim() !== "" && url.trim() !== "";
  // Enter adds the platform here, rather than saving the whole settings form.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (filled) add();
  };

  function add() {
    const platform = name.trim().toLowerCase();
    const link = url.trim();
    const found = {
      name: SOCIAL_PLATFORM_NAME.test(platform) ? undefined : "Platform names are single words",
      url: isSafeUrl(link) ? undefined : URL_TEXT.web,
    };
    setProblem(found);
    if (found.name || found.url) return;
    onAdd(platform, link);
    setName("");
    setUrl("");
  }

  return (
    <div className="space-y-2 rounded-md border border-dashed border-border p-3">
      <h3 className="font-medium">Add a custom platform</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
        <FormField
          label="Platform name"
          value={name}
          maxLength={30}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter}
          error={problem.name}
        />
        <FormField
          label="Platform URL"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter}
          error={problem.url}
        />
        <Button className="sm:mt-6" disabled={!filled} onClick={add}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Platform
        </Button>
      </div>
    </div>
  );
}
