import { HH_MM, WEEKDAYS, type Weekday } from "@common/site-settings-rules";
import { Copy } from "lucide-react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field-frame";
import { showToast, type ToastText } from "~/features/admin-kit";
import { businessHoursRows } from "~/features/contact-form/contact-info";
import { SETTINGS_TOASTS } from "./copy";
import { type DayHours, DEFAULT_HOURS, useSettingsForm, type WeekHours } from "./form";
import { SettingsCard } from "./settings-card";

const DAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};
const WEEKEND: readonly Weekday[] = ["saturday", "sunday"];

/** Spec 3 §2's quick actions that set some days' hours. */
const QUICK_HOURS = [
  {
    label: "Set Weekdays 9-5",
    days: WEEKDAYS.filter((day) => !WEEKEND.includes(day)),
    hours: { open: "09:00", close: "17:00", closed: false },
    toast: SETTINGS_TOASTS.weekdayHours,
  },
  {
    label: "Set Weekends 10-2",
    days: WEEKEND,
    hours: { open: "10:00", close: "14:00", closed: false },
    toast: SETTINGS_TOASTS.weekendHours,
  },
];

/** The week with `days` set to `hours`. */
const withDays = (week: WeekHours, days: readonly Weekday[], hours: DayHours): WeekHours => ({
  ...week,
  ...Object.fromEntries(days.map((day) => [day, { ...hours }])),
});

/**
 * Contact › Business Hours: a row per day (open, close, closed), the quick actions of spec 3 §2
 * and a 12-hour preview. Time boxes take only 24-hour HH:MM: anything else is ignored.
 */
export function BusinessHoursEditor() {
  const { form } = useSettingsForm();
  const week = form.watch("business_hours");
  const errors = form.formState.errors.business_hours as
    | Partial<Record<Weekday, { open?: { message?: string }; close?: { message?: string } }>>
    | undefined;

  function setWeek(next: WeekHours, toast: ToastText) {
    form.setValue("business_hours", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    showToast("success", toast);
  }

  return (
    <SettingsCard
      title="Business Hours"
      actions={
        <>
          {QUICK_HOURS.map((quick) => (
            <Button
              key={quick.label}
              variant="secondary"
              onClick={() => setWeek(withDays(week, quick.days, quick.hours), quick.toast)}
            >
              {quick.label}
            </Button>
          ))}
          <Button variant="secondary" onClick={() => setWeek(DEFAULT_HOURS, SETTINGS_TOASTS.hoursReset)}>
            Reset to Defaults<span className="sr-only"> (business hours)</span>
          </Button>
        </>
      }
    >
      <ul className="divide-y divide-border">
        {WEEKDAYS.map((day) => {
          const name = DAY_NAMES[day];
          const closed = week[day].closed;
          const message = errors?.[day]?.open?.message ?? errors?.[day]?.close?.message;
          return (
            <li
              key={day}
              aria-label={name}
              className="grid gap-2 py-3 sm:grid-cols-[7rem_1fr_auto] sm:items-center"
            >
              <span className="font-medium">{name}</span>
              <div className="flex flex-wrap items-center gap-2">
                <TimeBox day={day} part="open" label={`${name} opens`} disabled={closed} />
                <span aria-hidden="true">–</span>
                <TimeBox day={day} part="close" label={`${name} closes`} disabled={closed} />
                <label className="ml-1 inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--color-primary)]"
                    {...form.register(`business_hours.${day}.closed`)}
                  />
                  Closed
                </label>
                {message ? <p className="w-full text-sm text-red-700 dark:text-red-400">{message}</p> : null}
              </div>
              <Button
                variant="ghost"
                className="justify-self-start"
                aria-label={`Copy to All: ${name}'s hours for every day`}
                onClick={() => setWeek(withDays(week, WEEKDAYS, week[day]), SETTINGS_TOASTS.hoursCopied)}
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy to All
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="space-y-2">
        <h3 className="font-medium">Preview</h3>
        <dl data-testid="hours-preview" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {businessHoursRows(week).map((row) => (
            <div key={row.day} className="contents">
              <dt>{row.label}</dt>
              <dd className={row.closed ? "text-muted" : undefined}>{row.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SettingsCard>
  );
}

/** One opening or closing time: a 24-hour time box whose invalid input is ignored (spec 3 §5). */
function TimeBox({
  day,
  part,
  label,
  disabled,
}: {
  day: Weekday;
  part: "open" | "close";
  label: string;
  disabled: boolean;
}) {
  const { form } = useSettingsForm();
  return (
    <Controller
      control={form.control}
      name={`business_hours.${day}.${part}`}
      render={({ field, fieldState }) => (
        <input
          ref={field.ref}
          type="time"
          aria-label={label}
          aria-invalid={fieldState.error ? true : undefined}
          value={field.value}
          disabled={disabled}
          onChange={(e) => {
            if (HH_MM.test(e.target.value)) field.onChange(e.target.value);
          }}
          onBlur={field.onBlur}
          className={controlClass(fieldState.error?.message, "w-32")}
        />
      )}
    />
  );
}
