import type { AwardLevel } from "@commons/domain";
import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import Medal from "lucide-react/icons/medal";
import Sparkles from "lucide-react/icons/sparkles";
import Trophy from "lucide-react/icons/trophy";
import type { ComponentType, SVGProps } from "react";

/** Each level's icon and colours: gold, silver and bronze for the podium, then the brand's tones. */
interface LevelStyle {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The icon's round chip. */
  chip: string;
  /** Text in the level's colour, readable on white (≥ 4.5:1). */
  text: string;
  /** The certificate's accent line. */
  accent: string;
}

export const LEVEL_STYLES: Readonly<Record<AwardLevel, LevelStyle>> = {
  FIRST: { icon: Trophy, chip: "bg-amber-100 text-amber-700 ring-amber-300", text: "text-amber-800", accent: "from-amber-300 via-yellow-200 to-amber-400" },
  SECOND: { icon: Medal, chip: "bg-slate-100 text-slate-600 ring-slate-300", text: "text-slate-700", accent: "from-slate-300 via-slate-100 to-slate-400" },
  THIRD: { icon: Medal, chip: "bg-orange-100 text-orange-700 ring-orange-300", text: "text-orange-800", accent: "from-orange-300 via-amber-100 to-orange-400" },
  EXCELLENCE: { icon: Award, chip: "bg-violet-100 text-violet-700 ring-violet-300", text: "text-violet-800", accent: "from-violet-300 via-fuchsia-100 to-violet-400" },
  PARTICIPATION: { icon: BadgeCheck, chip: "bg-sky-100 text-sky-700 ring-sky-300", text: "text-sky-800", accent: "from-sky-300 via-cyan-100 to-sky-400" },
  SPECIAL: { icon: Sparkles, chip: "bg-rose-100 text-rose-700 ring-rose-300", text: "text-rose-800", accent: "from-rose-300 via-pink-100 to-rose-400" },
};
