import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/hackathon-submit.ts";

interface SubmissionScreenshotsProps {
  /** What may be shown: the chosen project's screenshots (and, when editing, the submission's own). */
  available: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * Screenshots are copied from the project, all shown by default; a box per image hides it. Uploading new
 * ones happens on the project (the uploader belongs to another feature), and the server takes only these.
 */
export function SubmissionScreenshots({ available, value, onChange }: SubmissionScreenshotsProps) {
  const { t } = useTranslation("ui");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("submit.field.screenshots")}</legend>
      {available.length === 0 ? (
        <p className="text-[13px] text-slate-600">{t("submit.field.noScreenshots")}</p>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {available.map((url, i) => {
              const checked = value.includes(url);
              const label = t("submit.field.screenshotAlt", { n: i + 1 });
              return (
                <li key={url}>
                  <label className="flex cursor-pointer flex-col gap-1 text-[13px] text-slate-700">
                    <img src={url} alt="" className="aspect-video w-full rounded-lg border border-slate-200 object-cover" loading="lazy" />
                    <span className="flex items-center gap-1.5">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => onChange(checked ? value.filter((v) => v !== url) : available.filter((v) => v === url || value.includes(v)))}
                      />
                      {label}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p className="text-[13px] text-slate-600">{t("submit.field.screenshotsHint")}</p>
        </>
      )}
    </fieldset>
  );
}
