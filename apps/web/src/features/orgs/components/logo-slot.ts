import type { ReactNode } from "react";

/**
 * The uploader belongs to another feature, so the page passes it in (features never import each other).
 * One image: `value` is its stored URL or null.
 */
export interface LogoSlotProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

export type LogoSlot = (props: LogoSlotProps) => ReactNode;
