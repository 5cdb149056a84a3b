import { lazy, Suspense } from "react";
import { FormSkeleton } from "./form-skeleton.tsx";
import type { RegistrationFormProps } from "./registration-form.tsx";

const loadForm = () => import("./registration-form.tsx");
const Form = lazy(() => loadForm().then((module) => ({ default: module.RegistrationForm })));

/**
 * The form brings the phone metadata and validation rules; the event page should not pay for them
 * until someone starts registering. Hovering or focusing the button starts the download early.
 */
export function preloadRegistrationForm(): void {
  void loadForm();
}

export function LazyRegistrationForm(props: RegistrationFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}
