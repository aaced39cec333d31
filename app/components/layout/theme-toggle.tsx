import { Icon } from "~/components/icon/icon";
import { useTheme } from "~/lib/theme";

export function ThemeToggle() {
  const { resolved, setTheme } = useTheme();
  const next = resolved === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      className="icon-button focus-visible:outline-2 focus-visible:outline-primary"
    >
      {resolved === "dark" ? (
        <Icon name="Sun" aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Icon name="Moon" aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
