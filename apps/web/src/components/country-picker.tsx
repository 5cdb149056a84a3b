import { listPhoneCountries, type Locale, type PhoneCountry } from "@commons/domain";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import Search from "lucide-react/icons/search";
import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Popover, PopoverContent, PopoverTrigger } from "./ui/popover.tsx";
import { cn } from "@/lib/utils.ts";

interface CountryPickerProps {
  id?: string;
  locale: Locale;
  /** ISO 3166 code of the chosen region. */
  iso: string;
  code: string;
  onChange: (country: PhoneCountry) => void;
  disabled?: boolean;
  invalid?: boolean;
}

function matches(country: PhoneCountry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/[^\d]/g, "");
  return (
    country.name.toLowerCase().includes(q) ||
    country.iso.toLowerCase() === q ||
    (digits !== "" && country.code.slice(1).startsWith(digits))
  );
}

/** The calling-code picker: every region the phone metadata knows, named in the reader's language, searchable. */
export function CountryPicker({ id, locale, iso, code, onChange, disabled, invalid }: CountryPickerProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const countries = useMemo(() => listPhoneCountries(locale), [locale]);
  const shown = countries.filter((country) => matches(country, query));
  const current = countries.find((country) => country.iso === iso);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery("");
      }}
    >
      <PopoverTrigger
        id={id}
        disabled={disabled}
        aria-label={t("phone.countryLabel", { country: current?.name ?? iso, code })}
        aria-invalid={invalid || undefined}
        className={cn(
          "flex h-10 shrink-0 items-center gap-1 rounded-l-lg border border-r-0 border-slate-200 bg-slate-50 px-3 text-[15px] text-slate-800",
          "hover:bg-slate-100 focus-visible:z-10 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400",
        )}
      >
        <span className="tabular-nums">{code}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(20rem,calc(100vw-24px))] p-0">
        <div className="relative border-b border-slate-100 p-2">
          <Search className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            autoFocus
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("phone.searchCountry")}
            aria-label={t("phone.searchCountry")}
            className="h-9 w-full rounded-lg bg-slate-50 pr-3 pl-9 text-sm outline-none focus:ring-2 focus:ring-brand-500/30"
          />
        </div>
        <ul role="listbox" aria-label={t("phone.countryList")} className="max-h-72 overflow-y-auto p-1">
          {shown.length === 0 ? (
            <li className="px-3 py-6 text-center text-sm text-slate-500">{t("phone.noCountry")}</li>
          ) : (
            shown.map((country) => (
              <li key={country.iso} role="option" aria-selected={country.iso === iso}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(country);
                    setOpen(false);
                    setQuery("");
                  }}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                >
                  <span className="min-w-0 flex-1 truncate text-slate-800">{country.name}</span>
                  <span className="text-slate-400 tabular-nums">{country.code}</span>
                  <Check className={cn("size-4 text-brand-600", country.iso === iso ? "visible" : "invisible")} aria-hidden />
                </button>
              </li>
            ))
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
