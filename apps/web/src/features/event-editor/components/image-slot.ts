import type { ReactNode } from "react";

/**
 * The uploader is another feature's component, so the page passes it in (features never import each
 * other). One image: `value` is its URL or null.
 */
export interface ImageSlotProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  purpose: "event-covers" | "misc";
}

export type ImageSlot = (props: ImageSlotProps) => ReactNode;
