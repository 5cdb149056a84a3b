import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { RICH_TEXT_LINK_SCHEMES } from "@commons/domain";
import Bold from "lucide-react/icons/bold";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Quote from "lucide-react/icons/quote";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/console.ts";

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Tiptap with only what the server's sanitiser keeps (headings 2–3, bold, italic, lists, quote,
 * links, code): anything else would be silently dropped on save. Loaded lazily, so the editor's
 * ProseMirror code never reaches pages that only read events.
 */
export function RichTextEditor({ id, value, onChange, onBlur, invalid, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation("ui");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: [...RICH_TEXT_LINK_SCHEMES], defaultProtocol: "https" },
      }),
    ],
    content: value || "",
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": t("console.editor.richContent"),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "rich-content min-h-48 px-4 py-3 text-[15px] leading-7 text-slate-800 outline-none",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A form reset (discard, or the saved event coming back) replaces the text from outside.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    if (editor.isActive("link")) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    const href = window.prompt(t("console.rte.linkPrompt"), "https://")?.trim();
    if (!href || href === "https://") return;
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  const chain = () => editor?.chain().focus();
  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs transition-colors focus-within:border-brand-500 focus-within:ring-1 focus-within:ring-brand-500",
        invalid && "border-red-400",
      )}
    >
      <div role="toolbar" aria-label={t("console.rte.toolbar")} className="flex flex-wrap gap-0.5 border-b border-slate-100 bg-slate-50/80 px-1.5 py-1">
        <Tool label={t("console.rte.bold")} active={state?.bold} onClick={() => chain()?.toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool label={t("console.rte.italic")} active={state?.italic} onClick={() => chain()?.toggleItalic().run()}>
          <Italic />
        </Tool>
        <Divider />
        <Tool label={t("console.rte.h2")} active={state?.h2} onClick={() => chain()?.toggleHeading({ level: 2 }).run()}>
          <Heading2 />
        </Tool>
        <Tool label={t("console.rte.h3")} active={state?.h3} onClick={() => chain()?.toggleHeading({ level: 3 }).run()}>
          <Heading3 />
        </Tool>
        <Divider />
        <Tool label={t("console.rte.bulletList")} active={state?.bullet} onClick={() => chain()?.toggleBulletList().run()}>
          <List />
        </Tool>
        <Tool label={t("console.rte.orderedList")} active={state?.ordered} onClick={() => chain()?.toggleOrderedList().run()}>
          <ListOrdered />
        </Tool>
        <Tool label={t("console.rte.quote")} active={state?.quote} onClick={() => chain()?.toggleBlockquote().run()}>
          <Quote />
        </Tool>
        <Tool label={t("console.rte.link")} active={state?.link} onClick={setLink}>
          <Link2 />
        </Tool>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

function Tool({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active ?? false}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-white hover:text-slate-900 [&_svg]:size-4",
        active && "bg-white text-brand-700 shadow-xs ring-1 ring-slate-200",
      )}
    >
      {children}
    </button>
  );
}

function Divider() {
  return <span className="mx-1 my-1.5 w-px bg-slate-200" aria-hidden />;
}
