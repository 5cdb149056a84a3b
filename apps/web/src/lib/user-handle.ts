/** The path of a person's public page: their handle when they chose one, else their id. */
export function userHandle(user: { id: string; username: string | null }): string {
  return user.username || user.id;
}
