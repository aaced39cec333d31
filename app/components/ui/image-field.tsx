import { FormField } from "./form-field";

type Props = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Storage folder uploads go to, e.g. "projects", "services", "team". */
  folder: string;
  error?: string;
};

/**
 * An image of a content item, given by URL (an absolute http(s) address or a /media/ path), with
 * a preview. Content managers use this one component for every image so uploads behave the same
 * everywhere.
 */
export function ImageField({ label, value, onChange, folder, error }: Props) {
  return (
    <div className="space-y-2" data-folder={folder}>
      <FormField
        label={label}
        type="text"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://… or /media/…"
        error={error}
      />
      {value ? (
        <img
          src={value}
          alt=""
          className="h-24 w-auto max-w-full rounded-md border border-border object-cover"
        />
      ) : null}
    </div>
  );
}
