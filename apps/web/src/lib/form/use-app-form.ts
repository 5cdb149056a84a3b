import type { ErrorType } from "@commons/domain";
import { toNestErrors } from "@hookform/resolvers";
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { type ApiError, isApiError } from "@/lib/api-error.ts";
import { i18n } from "@/lib/i18n.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { issueText, type SchemaIssue } from "./issue-text.ts";

/** The part of a zod schema the helper uses; any domain schema (`z.ZodType<P>`) is one. */
export interface FormSchema<P> {
  safeParseAsync(input: unknown): Promise<{ success: true; data: P } | { success: false; error: { issues: readonly SchemaIssue[] } }>;
}

export interface AppFormOptions<V extends FieldValues, P> extends Omit<UseFormProps<V, unknown, P>, "resolver"> {
  /** The domain's schema: the one the server validates the same request with. */
  schema: FormSchema<P>;
  /** The form's values → the schema's input (text boxes to numbers, wall time to instants); the values themselves by default. */
  toInput?: (values: V) => unknown;
  /**
   * A schema or server path ("answers.0.answer") → the form path that shows it, or null when no field
   * does (its message becomes the form's error). By default a path whose first part is one of the
   * default values' keys is its own form path.
   */
  fieldOf?: (path: string) => string | null;
  /**
   * Rules run beside the schema on every validation, and heard first where both speak of one field: a
   * cross-field rule the schema holds too (zod skips refinements until every field parses, so "end
   * before start" would wait for the title), or a rule only the form has ("the two passwords match",
   * "a project needs a subtitle here"). Build an issue with `formIssue`.
   */
  alsoCheck?: (input: unknown, values: V) => readonly SchemaIssue[];
}

/** A failed submit that is the form's to show: the API's answer, where its messages went. */
export interface ServerFailure {
  error: ApiError;
  /** Form paths given a server message, in the server's order. */
  placed: string[];
  /** Messages no field shows (they are the form error too). */
  unmatched: string[];
}

export interface FailedOptions {
  /** Failures the shared toast tells instead of the form; by default those no field can help with. */
  toast?: readonly ErrorType[];
}

export type AppForm<V extends FieldValues, P> = UseFormReturn<V, unknown, P> & {
  /** The form-level message: a server message no field shows, or one the form set. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Every form-level server message (several unmatched details stay apart). */
  formErrors: string[];
  /** The message under a (nested) path, e.g. `fieldError("answers.q1")`. */
  fieldError: (path: string) => string | undefined;
  /**
   * Reports a failed submit. Offline, rate-limited, signed out, or not our API at all: the shared toast
   * tells, and null comes back. Otherwise each field message lands on its field (focus on the first
   * that can take it), the rest become the form error, and the failure comes back for the form's toast.
   */
  failed: (error: unknown, options?: FailedOptions) => ServerFailure | null;
};

const FORM_ERROR = "root.server" as const;
const DEFAULT_TOAST: readonly ErrorType[] = ["network", "rateLimit", "authentication"];

/** The one way to build a form (ADR 0024, docs/product/requests-and-errors.md#toasts): react-hook-form, the domain's zod schema, messages in the reader's language. */
export function useAppForm<V extends FieldValues, P = V>(options: AppFormOptions<V, P>): AppForm<V, P> {
  const { schema, toInput, fieldOf, alsoCheck, ...formOptions } = options;
  const pathOf = fieldOf ?? defaultFieldOf(formOptions.defaultValues);
  const form = useForm<V, unknown, P>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...formOptions,
    resolver: schemaResolver(schema, { toInput, fieldOf: pathOf, alsoCheck }),
  });
  const { formState, setError, clearErrors } = form;
  const formErrors = formMessages(formState.errors.root);

  const setFormErrors = (messages: readonly string[]) => {
    if (messages.length === 0) return clearErrors(FORM_ERROR);
    setError(FORM_ERROR, { type: "server", message: messages[0], types: Object.fromEntries(messages.map((m, i) => [String(i), m])) });
  };

  const failed = (error: unknown, failedOptions: FailedOptions = {}): ServerFailure | null => {
    if (!isApiError(error) || (failedOptions.toast ?? DEFAULT_TOAST).includes(error.type)) {
      notifyError(error);
      return null;
    }
    const placed: string[] = [];
    const unmatched: string[] = [];
    const messages = new Map<string, string>();
    for (const detail of error.details) {
      const path = pathOf(detail.field);
      if (path === null) unmatched.push(detail.message);
      else if (!messages.has(path)) {
        messages.set(path, detail.message);
        placed.push(path);
      }
    }
    // Focus the first field, in form order, whose control can take it (one drawn without a ref cannot);
    // a form that leads the eye elsewhere (shouldFocusError: false) keeps its own focus.
    let focused = formOptions.shouldFocusError === false;
    for (const path of inFormOrder(placed, formOptions.defaultValues)) {
      const before = document.activeElement;
      setError(path as FieldPath<V>, { type: "server", message: messages.get(path) }, { shouldFocus: !focused });
      focused ||= document.activeElement !== before;
    }
    setFormErrors(unmatched);
    return { error, placed, unmatched };
  };

  return {
    ...form,
    formError: formErrors[0] ?? null,
    formErrors,
    setFormError: (message: string | null) => setFormErrors(message ? [message] : []),
    fieldError: (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message || undefined,
    failed,
  };
}

/** The server's form-level messages, else a schema issue no field shows. */
function formMessages(root: FieldErrors["root"]): string[] {
  const server = root?.server as { message?: string; types?: Record<string, unknown> } | undefined;
  if (server) return Object.values(server.types ?? { 0: server.message }).filter((m): m is string => typeof m === "string" && m !== "");
  return root?.message ? [root.message] : [];
}

/** The server names fields in its own order; the focus goes to the one met first in the form (its default values' order). */
function inFormOrder(paths: readonly string[], defaults: unknown): string[] {
  const keys = defaults && typeof defaults === "object" ? Object.keys(defaults) : [];
  const rank = (path: string) => {
    const index = keys.indexOf(path.split(".")[0] ?? "");
    return index < 0 ? keys.length : index;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b));
}

/**
 * For a form whose fields hold whole values (a list of tags is one field): a path lands on its first
 * part when that is one of `fields` ("skills.2" → "skills").
 */
export function fieldsByHead(fields: readonly string[]): (path: string) => string | null {
  return (path) => {
    const head = path.split(".")[0] ?? "";
    return fields.includes(head) ? head : null;
  };
}

function defaultFieldOf(defaults: unknown): (path: string) => string | null {
  return (path) => {
    const head = path.split(".")[0] ?? "";
    return defaults && typeof defaults === "object" && Object.hasOwn(defaults, head) ? path : null;
  };
}

interface ResolverParts<V> {
  toInput?: (values: V) => unknown;
  fieldOf: (path: string) => string | null;
  alsoCheck?: (input: unknown, values: V) => readonly SchemaIssue[];
}

/** An issue for `alsoCheck`: a path and a catalog key (the domain's or the web's), with its params. */
export function formIssue(path: string, message: string, params: Record<string, string | number> = {}): SchemaIssue {
  return { code: "custom", path: path.split("."), message, params, input: undefined };
}

/**
 * The schema as react-hook-form's resolver. Each field keeps its first message; one no field shows is
 * the form's (`errors.root`), so a refusal is never silent.
 */
export function schemaResolver<V extends FieldValues, P>(schema: FormSchema<P>, parts: ResolverParts<V>): Resolver<V, unknown, P> {
  return async (values, _context, options) => {
    const input = parts.toInput ? parts.toInput(values) : values;
    const result = await schema.safeParseAsync(input);
    const extra = parts.alsoCheck?.(input, values) ?? [];
    if (result.success && extra.length === 0) return { values: result.data, errors: {} };
    const locale = i18n.language;
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of [...extra, ...(result.success ? [] : result.error.issues)]) {
      const path = parts.fieldOf(issue.path.map(String).join(".")) ?? "root";
      flat[path] ??= { type: issue.code, message: issueText(issue, locale) };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<V> };
  };
}
