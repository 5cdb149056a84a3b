/** The levels feature's query keys; "profile" is the signed-in person's own profile, shared with settings. */
export const levelKeys = {
  viewer: ["profile"] as const,
  admin: (userId: string) => ["admin", "levels", userId] as const,
};
