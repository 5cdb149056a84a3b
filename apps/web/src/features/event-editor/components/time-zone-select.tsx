import { useMemo } from "react";
import type { ComponentProps } from "react";
import { Select } from "@/components/ui/select.tsx";
import { supportedTimeZones, zoneOffsetLabel } from "../lib/zoned-time.ts";

/** Every IANA zone the browser knows, labelled with its current offset ("Asia/Shanghai · GMT+8"). */
export function TimeZoneSelect({ value, fallback, ...props }: ComponentProps<"select"> & { value: string; fallback: string }) {
  const zones = useMemo(() => {
    const list = supportedTimeZones(fallback);
    return list.includes(value) || !value ? list : [value, ...list];
  }, [fallback, value]);
  return (
    <Select value={value} {...props}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {`${zone.replaceAll("_", " ")} · ${zoneOffsetLabel(zone)}`}
        </option>
      ))}
    </Select>
  );
}
