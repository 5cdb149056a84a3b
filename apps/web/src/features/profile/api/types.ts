import type { PreferredContact } from "@commons/domain";
import type { LevelFields } from "@/lib/api-types.ts";

/** `GET /api/profile` → `data.user` (placeholder emails already returned as null). */
export interface Profile extends LevelFields {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  image: string | null;
  phoneNumber: string | null;
  bio: string | null;
  userRoleString: string | null;
  currentWorkOn: string | null;
  lifeStatus: string | null;
  region: string | null;
  city: string | null;
  wechatId: string | null;
  preferredContact: PreferredContact | null;
  showWechat: boolean;
  showEmail: boolean;
  skills: string[];
  createdAt: string;
  /** False for a phone-code account: there is no password to change. */
  hasPassword: boolean;
}
