/** Query keys this feature reads and invalidates. */
export const eventEditorKeys = {
  edit: (id: string) => ["event-edit", id] as const,
  myOrganizations: ["my-organizations"] as const,
};
