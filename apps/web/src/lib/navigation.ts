// Lets code outside React (toasts, the query cache) navigate inside the SPA. The router registers
// itself at start-up; until then, or in tests, a full page load is the honest fallback.
let navigateImpl: (href: string) => void = (href) => window.location.assign(href);

export function registerNavigate(navigate: (href: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(href: string): void {
  navigateImpl(href);
}
